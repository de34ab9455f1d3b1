import { apiMessagesEn, formatApiMessage } from './api-messages';
import { checkBulkRow, unknownBulkColumns } from './certificate-rows';
import {
  CERTIFICATE_ID_PATTERN,
  checkFullName,
  fullNameMessage,
  isIssueDateInRange,
  isLinkedInProfileUrl,
  isPlainText,
  issueDateRangeMessage,
  isValidSlug,
  latestIssueDate,
  linkedInMessage,
  normalizeFullName,
  OTP_PATTERN,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  RESERVED_SLUGS,
  plainTextMessage,
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

describe('plain text', () => {
  const invisible = [
    '\u202a',
    '\u202b',
    '\u202c',
    '\u202d',
    '\u202e', // embeddings and overrides
    '\u2066',
    '\u2067',
    '\u2068',
    '\u2069', // isolates
    '\u200e',
    '\u200f',
    '\u061c', // marks
    '\u200b',
    '\u200c',
    '\u200d',
    '\u2060',
    '\ufeff',
    '\u180e', // zero-width
    '\u0000',
    '\u0009',
    '\u000d',
    '\u001b',
    '\u007f',
    '\u0085',
    '\u009f', // C0, DEL, C1
  ];

  it.each(invisible.map((c) => [c.codePointAt(0)?.toString(16).padStart(4, '0'), c]))(
    'refuses U+%s in every rule',
    (_hex, c) => {
      for (const rule of ['line', 'text', 'no-markup'] as const) {
        expect(isPlainText(`Asha${c}Verma`, rule)).toBe(false);
      }
    },
  );

  it('takes a line feed only in text of several lines', () => {
    expect(isPlainText('one\ntwo', 'text')).toBe(true);
    expect(isPlainText('one\ntwo', 'line')).toBe(false);
    expect(isPlainText('one\ntwo', 'no-markup')).toBe(false);
  });

  it('refuses < and > only where markup is refused', () => {
    expect(isPlainText('1 < 2 > 0', 'line')).toBe(true);
    expect(isPlainText('1 < 2', 'no-markup')).toBe(false);
    expect(isPlainText('a > b', 'no-markup')).toBe(false);
  });

  it.each([
    '12/3 MG Road, Flat #4 & 5',
    'शारदा नगर',
    'شارع الملك فهد',
    'Zoë – “Café”',
    '王小明',
    '',
  ])('takes %j', (value) => expect(isPlainText(value, 'no-markup')).toBe(true));

  it("says what the API's catalog says", () => {
    const english = (code: keyof typeof apiMessagesEn, params: Record<string, string>) =>
      formatApiMessage(apiMessagesEn, 'en', code, params);
    expect(plainTextMessage('address')).toBe(english('FIELD_PLAIN_TEXT', { field: 'address' }));
    expect(plainTextMessage('address', 'no-markup')).toBe(
      english('FIELD_NO_MARKUP', { field: 'address' }),
    );
    expect(linkedInMessage()).toBe(english('FIELD_LINKEDIN', { field: 'linkedIn' }));
    const now = new Date('2026-03-01T23:30:00Z');
    expect(issueDateRangeMessage(now)).toBe(
      english('ISSUE_DATE_RANGE', { field: 'issueDate', min: '1990-01-01', max: '2026-03-02' }),
    );
    expect(fullNameMessage('characters')).toBe(
      english('FULL_NAME_CHARACTERS', { field: 'fullName' }),
    );
  });
});

describe('LinkedIn profile addresses', () => {
  it.each([
    'https://www.linkedin.com/in/asha-verma',
    'https://linkedin.com/in/asha',
    'https://in.linkedin.com/in/asha/',
    'https://www.linkedin.com/in/asha?originalSubdomain=in',
    'https://www.linkedin.com/in/jos%C3%A9',
  ])('takes %s', (url) => expect(isLinkedInProfileUrl(url)).toBe(true));

  it.each([
    'javascript:alert(1)//linkedin.com/in/a',
    'http://www.linkedin.com/in/asha',
    'https://www.linkedin.com.evil.example/in/asha',
    'https://www.linkedin.com@evil.example/in/asha',
    'https://evil.example/?u=https://www.linkedin.com/in/asha',
    'https://www.linkedin.com/in/asha#x',
    'https://www.linkedin.com/in/<script>',
    'https://www.linkedin.com/feed/',
    '',
    `https://www.linkedin.com/in/${'a'.repeat(300)}`,
  ])('refuses %s', (url) => expect(isLinkedInProfileUrl(url)).toBe(false));
});

describe('issue dates', () => {
  const now = new Date('2026-03-01T23:30:00Z');

  it('run from 1990-01-01 to tomorrow in UTC', () => {
    expect(latestIssueDate(now)).toBe('2026-03-02');
    expect(isIssueDateInRange('1990-01-01', now)).toBe(true);
    expect(isIssueDateInRange('2026-03-02', now)).toBe(true);
    expect(isIssueDateInRange('1989-12-31', now)).toBe(false);
    expect(isIssueDateInRange('2026-03-03', now)).toBe(false);
  });
});

describe('bulk import rows', () => {
  const now = new Date('2026-03-01T12:00:00Z');

  it('normalizes a good row', () => {
    expect(
      checkBulkRow(
        { fullName: '  Asha   Verma ', courseName: ' A+ ', issueDate: '2026-03-02' },
        now,
      ),
    ).toEqual({
      row: {
        fullName: 'Asha Verma',
        courseName: 'A+',
        issuedBy: '',
        issueDate: '2026-03-02',
        expiryDate: '',
      },
    });
  });

  it.each([
    [{ fullName: 'Agent 007', courseName: 'A+' }, fullNameMessage('characters')],
    [{ fullName: 'Asha\u202eVerma', courseName: 'A+' }, fullNameMessage('characters')],
    [{ fullName: 'A', courseName: 'A+' }, fullNameMessage('length')],
    [{ fullName: 'Asha Verma', courseName: 'A+\u200b' }, plainTextMessage('courseName')],
    [
      { fullName: 'Asha Verma', courseName: 'A+', issuedBy: '\u0007' },
      plainTextMessage('issuedBy'),
    ],
    [
      { fullName: 'Asha Verma', courseName: 'A+', issueDate: '1989-12-31' },
      issueDateRangeMessage(now),
    ],
    [
      { fullName: 'Asha Verma', courseName: 'A+', issueDate: '2026-03-03' },
      issueDateRangeMessage(now),
    ],
  ])('refuses %j', (row, problem) => expect(checkBulkRow(row, now)).toEqual({ problem }));

  it('names the columns an import does not take', () => {
    expect(unknownBulkColumns([' FULLNAME ', 'courseName', 'grade', '', 'Remarks '])).toEqual([
      'grade',
      'Remarks',
    ]);
  });
});
