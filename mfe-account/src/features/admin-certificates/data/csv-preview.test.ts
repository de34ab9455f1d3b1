import { CSV_CORPUS } from 'contracts';
import { CsvReadError, previewCsv, readCsvRows } from './csv-preview';

describe('the CSV preview reads files as the server does', () => {
  it.each(CSV_CORPUS.map((entry) => [entry.name, entry] as const))('%s', async (_name, entry) => {
    if ('error' in entry) {
      await expect(readCsvRows(entry.text)).rejects.toThrow(CsvReadError);
      await expect(readCsvRows(entry.text)).rejects.toThrow(/line \d+/);
    } else {
      await expect(readCsvRows(entry.text)).resolves.toEqual(entry.expected);
    }
  });
});

describe('previewCsv', () => {
  it('names the line where an unterminated quote leaves the file open', async () => {
    expect(await previewCsv('fullName,courseName\nAsha,"Python\nLi,Java\n')).toEqual({
      rows: [],
      error:
        'The file could not be read: a quoted field is still open at the end of the file (line 3).',
    });
  });

  it('maps header names case-insensitively and flags the rows the server would refuse', async () => {
    const { rows, error } = await previewCsv(
      '\uFEFFFULLNAME,courseName,issueDate,certificateId\r\n' +
        'Asha,Python,2024-02-30,\r\n' +
        ' , \r\n' +
        'Li,"Java, ""Advanced""",,x\r\n' +
        'Sean O’Brien,5" disks,2024-05-31,OLD-1\r\n',
    );
    expect(error).toBeUndefined();
    expect(rows).toEqual([
      {
        row: { fullName: 'Asha', courseName: 'Python', issueDate: '2024-02-30' },
        problem: 'issueDate must be a date like 2024-05-31',
      },
      {
        row: { fullName: 'Li', courseName: 'Java, "Advanced"', certificateId: 'x' },
        problem: 'certificateId must be 3-64 letters, digits, dots, dashes or underscores',
      },
      {
        row: {
          fullName: 'Sean O’Brien',
          courseName: '5" disks',
          issueDate: '2024-05-31',
          certificateId: 'OLD-1',
        },
        problem: undefined,
      },
    ]);
  });

  it('flags what the server refuses: names, invisible characters, issue dates out of range', async () => {
    const now = new Date('2026-03-01T23:30:00Z');
    const { rows, error } = await previewCsv(
      'fullName,courseName,issuedBy,issueDate\n' +
        'Agent 007,Python,,\n' +
        '"=HYPERLINK(""http://evil.example"")",Python,,\n' +
        'Asha\u202eVerma,Python,,\n' +
        'Asha Verma,Python\u200b,,\n' +
        'Asha Verma,Python,Academy\u0085,\n' +
        'Asha Verma,Python,,1989-12-31\n' +
        'Asha Verma,Python,,2026-03-03\n' +
        'Asha Verma,Python,,2026-03-02\n',
      now,
    );
    expect(error).toBeUndefined();
    const characters = 'fullName may contain only letters, spaces, apostrophes, hyphens and dots';
    const plain = (field: string) =>
      `${field} must not contain control characters or invisible formatting characters (such as bidirectional overrides or zero-width spaces)`;
    const range = 'issueDate must be a date from 1990-01-01 to 2026-03-02';
    expect(rows.map((r) => r.problem)).toEqual([
      characters,
      characters,
      characters,
      plain('courseName'),
      plain('issuedBy'),
      range,
      range,
      undefined,
    ]);
  });

  it('refuses unknown columns and empty files', async () => {
    expect((await previewCsv('fullName,course\nAsha,Python\n')).error).toBe(
      'Unknown column(s): course. Allowed: fullName, courseName, issuedBy, issueDate, certificateId, expiryDate, recipientEmail',
    );
    expect((await previewCsv('fullName,grade,Remarks\n')).error).toBe(
      'Unknown column(s): grade, Remarks. Allowed: fullName, courseName, issuedBy, issueDate, certificateId, expiryDate, recipientEmail',
    );
    expect((await previewCsv('\n \n')).error).toBe('The file is empty.');
  });

  it('takes an expiryDate column: empty, never or a date not before the issue date', async () => {
    const { rows, error } = await previewCsv(
      'fullName,courseName,issueDate,ExpiryDate\n' +
        'Asha,CompTIA A+,2026-01-05,\n' +
        'Li,Python,2026-01-05,Never\n' +
        'Ravi,Go,2026-01-05,2026-01-05\n' +
        'Meera,Java,,2020-01-01\n' +
        'Sam,Go,2026-01-05,2026-01-04\n' +
        'Noor,Go,2026-01-05,31/05/2027\n' +
        'Omar,Go,,2027-02-30\n',
    );
    expect(error).toBeUndefined();
    expect(rows.map((r) => [r.row.expiryDate, r.problem])).toEqual([
      [undefined, undefined],
      ['Never', undefined],
      ['2026-01-05', undefined],
      // Without an issue date the server issues it on the day of the import; it checks only
      // a date given in the file.
      ['2020-01-01', undefined],
      ['2026-01-04', 'expiryDate must not be before issueDate'],
      ['31/05/2027', 'expiryDate must be a date like 2027-05-31, never, or empty'],
      ['2027-02-30', 'expiryDate must be a date like 2027-05-31, never, or empty'],
    ]);
  });
});
