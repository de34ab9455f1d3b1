import {
  CERTIFICATE_ID_PATTERN,
  checkFullName,
  fullNameMessage,
  isValidSlug,
  normalizeFullName,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESERVED_SLUGS,
  SECURITY_EVENT_KINDS,
} from './rules';

describe('full name', () => {
  it('normalizes spaces and composes accents', () => {
    expect(normalizeFullName('  Jose\u0301   Nu\u0301n\u0303ez ')).toBe('José Núñez');
  });

  it.each(['Asha Rao', "D'Souza", 'Jean-Luc O’Neil', 'J. R. R. Tolkien', '王小明', 'Zoë'])(
    'accepts %s',
    (name) => expect(checkFullName(normalizeFullName(name))).toBeUndefined(),
  );

  it('refuses names too short or too long', () => {
    expect(checkFullName('A')).toBe('length');
    expect(checkFullName('a'.repeat(101))).toBe('length');
    expect(checkFullName('a'.repeat(100))).toBeUndefined();
  });

  it('counts characters, not UTF-16 units', () => {
    // One letter outside the BMP is two UTF-16 units but one character.
    expect(checkFullName('𝒜')).toBe('length');
    expect(checkFullName('𝒜𝒜')).toBeUndefined();
    expect(checkFullName('王'.repeat(100))).toBeUndefined();
  });

  it('refuses digits, symbols and names without a letter', () => {
    expect(checkFullName('Agent 007')).toBe('characters');
    expect(checkFullName('<b>Bob</b>')).toBe('characters');
    expect(checkFullName("-- '.")).toBe('characters');
  });

  it('names the field in the message', () => {
    expect(fullNameMessage('length')).toBe('fullName must be 2 to 100 characters');
    expect(fullNameMessage('characters', 'name')).toBe(
      'name may contain only letters, spaces, apostrophes, hyphens and dots',
    );
  });
});

describe('slugs', () => {
  it('accepts lowercase words joined by single hyphens', () => {
    expect(isValidSlug('lead-and-sales')).toBe(true);
    expect(isValidSlug('ab')).toBe(true);
  });

  it.each(['a', 'Lead', 'lead--sales', '-lead', 'lead-', 'lead sales', 'a'.repeat(81)])(
    'refuses %s',
    (slug) => expect(isValidSlug(slug)).toBe(false),
  );

  it('refuses the path segments of other routes', () => {
    for (const slug of RESERVED_SLUGS) expect(isValidSlug(slug)).toBe(false);
  });
});

describe('other rules', () => {
  it('passwords are 8 to 128 characters', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });

  it('one-time codes are six digits', () => {
    const otp = new RegExp(OTP_PATTERN);
    expect(otp.test('012345')).toBe(true);
    expect(otp.test('12345')).toBe(false);
    expect(otp.test('12345a')).toBe(false);
  });

  it('imported certificate IDs are 3-64 letters, digits, dots, dashes or underscores', () => {
    expect(CERTIFICATE_ID_PATTERN.test('ABC-12_3.x')).toBe(true);
    expect(CERTIFICATE_ID_PATTERN.test('AB')).toBe(false);
    expect(CERTIFICATE_ID_PATTERN.test('AB C')).toBe(false);
    expect(CERTIFICATE_ID_PATTERN.test('A'.repeat(65))).toBe(false);
  });

  it('lists the five security event kinds', () => {
    expect(SECURITY_EVENT_KINDS).toEqual([
      'tab-hidden',
      'fullscreen-exit',
      'copy',
      'paste',
      'context-menu',
    ]);
  });
});
