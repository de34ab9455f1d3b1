import { recoveryCodeOf, secondFactorCodeOf, totpCodeOf } from './second-factor';

describe('reading a second-step code', () => {
  it('takes six digits, with spaces a person or an app put between them', () => {
    expect(totpCodeOf('123456')).toBe('123456');
    expect(totpCodeOf(' 123 456 ')).toBe('123456');
    expect(totpCodeOf('12345')).toBeNull();
    expect(totpCodeOf('1234567')).toBeNull();
    expect(totpCodeOf('12345a')).toBeNull();
  });

  it('writes a recovery code as the API shows it, whatever its case, spaces and dashes', () => {
    expect(recoveryCodeOf('abcd-efgh-jk23')).toBe('ABCD-EFGH-JK23');
    expect(recoveryCodeOf('ABCD EFGH JK23')).toBe('ABCD-EFGH-JK23');
    expect(recoveryCodeOf('abcdefghjk23')).toBe('ABCD-EFGH-JK23');
    expect(recoveryCodeOf('abcd-efgh-jk2')).toBeNull();
    expect(recoveryCodeOf('abcd-efgh-jk2!')).toBeNull();
    expect(recoveryCodeOf('123456')).toBeNull();
  });

  it('takes either kind where both are accepted', () => {
    expect(secondFactorCodeOf('123 456')).toBe('123456');
    expect(secondFactorCodeOf('abcd-efgh-jk23')).toBe('ABCD-EFGH-JK23');
    expect(secondFactorCodeOf('hello')).toBeNull();
  });
});
