import type { SignupRequest } from 'shared';
import { validateSignup } from './signup-validation';

const valid: SignupRequest = {
  email: 'asha@example.com',
  password: 'long-enough-1',
  username: 'asha',
  phoneNumber: '+91 98765 43210',
  address: '1 MG Road, Bengaluru',
  pinCode: '560001',
  country: 'India',
  linkedIn: '',
  interest: 'CompTIA',
};

describe('validateSignup', () => {
  it('accepts a complete form', () => {
    expect(validateSignup(valid)).toEqual({});
  });

  it('requires every field but LinkedIn', () => {
    const blank = Object.fromEntries(
      Object.keys(valid).map((k) => [k, '']),
    ) as unknown as SignupRequest;
    const problems = validateSignup(blank);
    for (const field of [
      'email',
      'password',
      'username',
      'phoneNumber',
      'address',
      'country',
      'interest',
    ]) {
      expect(problems).toHaveProperty(field, 'errRequired');
    }
    expect(problems.linkedIn).toBeUndefined();
  });

  it('checks the e-mail format and the password length (8-128)', () => {
    expect(validateSignup({ ...valid, email: 'not-an-email' }).email).toBe('errEmail');
    expect(validateSignup({ ...valid, password: '1234567' }).password).toBe('errPasswordShort');
    expect(validateSignup({ ...valid, password: 'x'.repeat(8) }).password).toBeUndefined();
    expect(validateSignup({ ...valid, password: 'x'.repeat(128) }).password).toBeUndefined();
    expect(validateSignup({ ...valid, password: 'x'.repeat(129) }).password).toBe(
      'errPasswordLong',
    );
  });

  it('wants a 6-digit PIN code in India only', () => {
    expect(validateSignup({ ...valid, pinCode: '' }).pinCode).toBe('errPinIndia');
    expect(validateSignup({ ...valid, pinCode: '56001' }).pinCode).toBe('errPinIndia');
    expect(validateSignup({ ...valid, pinCode: '5600011' }).pinCode).toBe('errPinIndia');
    expect(validateSignup({ ...valid, pinCode: 'ABCDEF' }).pinCode).toBe('errPinIndia');
    expect(
      validateSignup({ ...valid, country: 'United Kingdom', pinCode: 'SW1A 1AA' }).pinCode,
    ).toBeUndefined();
    expect(
      validateSignup({ ...valid, country: 'United Kingdom', pinCode: '' }).pinCode,
    ).toBeUndefined();
    expect(
      validateSignup({ ...valid, country: 'United Kingdom', pinCode: 'SW1A#1AA' }).pinCode,
    ).toBe('errPin');
  });

  it('takes an optional LinkedIn address, and only a LinkedIn one', () => {
    expect(
      validateSignup({ ...valid, linkedIn: 'https://www.linkedin.com/in/asha' }).linkedIn,
    ).toBeUndefined();
    expect(validateSignup({ ...valid, linkedIn: 'https://evil.example/in/asha' }).linkedIn).toBe(
      'errLinkedIn',
    );
    expect(validateSignup({ ...valid, linkedIn: 'linkedin' }).linkedIn).toBe('errLinkedIn');
    expect(
      validateSignup({ ...valid, linkedIn: 'javascript:alert(1)//linkedin.com' }).linkedIn,
    ).toBe('errLinkedIn');
  });

  it.each([
    'javascript:alert(1)//https://www.linkedin.com/in/asha',
    'JavaScript:alert(1)',
    'http://www.linkedin.com/in/asha',
    'https://www.linkedin.com.evil.example/in/asha',
    'https://www.linkedin.com@evil.example/in/asha',
    'https://www.linkedin.com/company/acme',
    'https://www.linkedin.com/in/asha"><script>',
  ])('refuses the LinkedIn address %s, as the server does', (linkedIn) => {
    expect(validateSignup({ ...valid, linkedIn }).linkedIn).toBe('errLinkedIn');
  });

  it('takes LinkedIn profile addresses on a country host, with a final slash or a query', () => {
    for (const linkedIn of [
      'https://in.linkedin.com/in/asha/',
      'https://www.linkedin.com/in/asha?originalSubdomain=in',
    ]) {
      expect(validateSignup({ ...valid, linkedIn }).linkedIn).toBeUndefined();
    }
  });

  it.each([
    ['address', '<script>alert(1)</script>'],
    ['address', '1 MG Road\u202e'],
    ['address', 'MG\u200bRoad'],
    ['interest', '<b>CompTIA</b>'],
    ['interest', 'CompTIA\u0007'],
    ['country', 'India>'],
  ] as const)('refuses markup, control and invisible characters in the %s', (field, value) => {
    expect(validateSignup({ ...valid, [field]: value })[field]).toBe('errCharacters');
  });

  it('takes addresses with punctuation and in any script', () => {
    for (const address of ['12/3 MG Road, Flat #4 & 5 (near “Metro”)', 'शारदा नगर, लखनऊ']) {
      expect(validateSignup({ ...valid, address }).address).toBeUndefined();
    }
  });

  it('mirrors the server on username and phone', () => {
    expect(validateSignup({ ...valid, username: 'ab' }).username).toBe('errUsername');
    expect(validateSignup({ ...valid, username: '-asha' }).username).toBe('errUsername');
    expect(validateSignup({ ...valid, phoneNumber: 'call me' }).phoneNumber).toBe('errPhone');
  });
});
