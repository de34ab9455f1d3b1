import { PRODUCTION_ARGON2 } from '../src/config';
import { PasswordHasher, passwordProblem } from '../src/lib/passwords';
import { FAST_ARGON2 } from './helpers';

describe('password hashing', () => {
  it('uses Argon2id with 19 MiB, t=2, p=1 in production', async () => {
    expect(PRODUCTION_ARGON2).toEqual({ memoryCost: 19456, timeCost: 2, parallelism: 1 });
    const hash = await new PasswordHasher().hash('correct horse battery staple');
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });

  it('verifies the right password and refuses a wrong one', async () => {
    const hasher = new PasswordHasher(FAST_ARGON2);
    const hash = await hasher.hash('correct horse battery staple');
    expect(await hasher.verify(hash, 'correct horse battery staple')).toBe(true);
    expect(await hasher.verify(hash, 'Correct horse battery staple')).toBe(false);
  });

  it('salts every hash', async () => {
    const hasher = new PasswordHasher(FAST_ARGON2);
    expect(await hasher.hash('same password')).not.toBe(await hasher.hash('same password'));
  });

  it('treats a malformed stored hash as a mismatch instead of throwing', async () => {
    expect(await new PasswordHasher(FAST_ARGON2).verify('not a hash', 'x')).toBe(false);
  });

  it('always fails the dummy verification', async () => {
    expect(await new PasswordHasher(FAST_ARGON2).verifyDummy('anything')).toBe(false);
  });
});

describe('password policy', () => {
  it.each([
    ['short', /at least 8 characters/],
    ['x'.repeat(129), /at most 128 characters/],
    ['password', /too common/],
    ['Password1', /too common/],
    ['qwertyuiop', /too common/],
    ['aaaaaaaaaaa', /too common/],
  ])('refuses %s', (password, message) => {
    expect(passwordProblem(password, 'password')).toMatch(message);
  });

  it('refuses the e-mail address, its local part and the username', () => {
    expect(
      passwordProblem('asha.verma@example.com', 'password', { email: 'asha.verma@example.com' }),
    ).toMatch(/e-mail/);
    expect(passwordProblem('asha.verma', 'password', { email: 'asha.verma@example.com' })).toMatch(
      /e-mail/,
    );
    expect(passwordProblem('AshaVerma99', 'password', { username: 'ashaverma99' })).toMatch(
      /username/,
    );
  });

  it('accepts a long passphrase of 8 to 128 characters', () => {
    expect(passwordProblem('correct horse battery staple', 'password')).toBeUndefined();
    expect(passwordProblem('x1'.repeat(64), 'password')).toBeUndefined();
  });
});
