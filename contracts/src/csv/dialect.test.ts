import { CSV_CORPUS } from './corpus';
import { isBlankRow, normalizeLineBreaks, rowsToRecords } from './dialect';

describe('CSV dialect helpers', () => {
  it('reads CRLF as LF', () => {
    expect(normalizeLineBreaks('a\r\nb\nc\r\n')).toBe('a\nb\nc\n');
  });

  it('treats rows of empty or whitespace fields as blank', () => {
    expect(isBlankRow(['', ' ', '\t'])).toBe(true);
    expect(isBlankRow(['', 'x'])).toBe(false);
  });

  it('keys rows by the trimmed header and trims the values', () => {
    expect(
      rowsToRecords([[' fullName ', 'courseName', ''], [' Asha ', 'Python', 'ignored'], ['Li']]),
    ).toEqual([
      { fullName: 'Asha', courseName: 'Python' },
      { fullName: 'Li', courseName: '' },
    ]);
    expect(rowsToRecords([])).toEqual([]);
  });

  it('has a corpus with unique names, both readable and refused files', () => {
    const names = CSV_CORPUS.map((entry) => entry.name);
    expect(new Set(names).size).toBe(names.length);
    expect(CSV_CORPUS.some((entry) => 'error' in entry)).toBe(true);
    expect(CSV_CORPUS.some((entry) => 'expected' in entry)).toBe(true);
  });
});
