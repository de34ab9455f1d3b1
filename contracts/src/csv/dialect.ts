// The one CSV dialect of the site: the admin's bulk certificate import is read with it on the
// server (csv-parse) and in the admin panel's preview (papaparse), and both are tested against
// the same corpus (corpus.ts), so a file never reads one way in the preview and another on import.
//
// The dialect (RFC 4180, with the leniencies spreadsheets need):
// - Fields are separated by commas. Every CRLF is read as LF first (normalizeLineBreaks), so a
//   row ends at CRLF or LF, both may appear in one file, and a line break inside a quoted field
//   reads as "\n".
// - A field that starts with `"` is quoted: it may hold commas, line breaks and doubled quotes
//   (`""` is one `"`); it ends at the next single `"`, which must be followed by a comma or the
//   end of the row (other text there is not part of the dialect: a reader may refuse the file).
// - A `"` inside an unquoted field is kept literally (`5" disk` stays `5" disk`).
// - A quoted field still open at the end of the file is an error, and the message names a line.
// - A row whose fields are all empty or whitespace (a blank line, `,,`, `" "`) is skipped.
// - A leading byte order mark is dropped. Fields are not trimmed by the reader; rows may have
//   different numbers of fields.
// - The first row is the header.

export const CSV_DELIMITER = ',';
export const CSV_QUOTE = '"';

/** Characters that make a spreadsheet run a cell as a formula; exports neutralise them. */
export const CSV_FORMULA_TRIGGERS = ['=', '+', '-', '@', '\t', '\r'] as const;

/**
 * Characters a spreadsheet may start a new cell at: the comma of this dialect, but also the
 * semicolon (the list separator of the nl, fr, it and pt locales the site serves), the tab
 * (pasted or tab-separated text), the pipe, and a line break. A reader splitting on another
 * separator than the file's honours a quote only at the start of its own cell, so quoting a cell
 * is not enough: what follows any of these inside it must not start a formula either.
 */
export const CSV_SEPARATORS = [',', ';', '\t', '|', '\r', '\n'] as const;

// The triggers, with their full-width forms (which spreadsheets also read as the operator), and
// what a reader may drop before one: spaces and quotes.
const TRIGGER = '[=+\\-@\\t\\r\\uFF1D\\uFF0B\\uFF0D\\uFF20]';
const DROPPED = '[ \\u00A0"]*';
const FORMULA_AT_START = new RegExp(`^(?=${DROPPED}${TRIGGER})`);
const FORMULA_AFTER_SEPARATOR = new RegExp(`([,;|\\t\\r\\n]${DROPPED})(?=${TRIGGER})`, 'g');

/**
 * The cell as an export writes it, so that no spreadsheet runs any part of it as a formula: a
 * `'` before a trigger (= + - @ tab CR) at the start of the cell and before one that follows a
 * separator (CSV_SEPARATORS) inside it, where a reader splitting on that separator starts a new
 * cell. A `'` at the start of a cell makes a spreadsheet show it as text.
 */
export function neutraliseFormulas(cell: string): string {
  return cell.replace(FORMULA_AFTER_SEPARATOR, "$1'").replace(FORMULA_AT_START, "'");
}

/** CRLF read as LF: the first step of every reader of the dialect. */
export function normalizeLineBreaks(text: string): string {
  return text.replace(/\r\n/g, '\n');
}

/** Whether a parsed row carries nothing: every field empty or whitespace. */
export function isBlankRow(row: readonly string[]): boolean {
  return row.every((field) => field.trim() === '');
}

/**
 * Rows (header first) as objects keyed by the trimmed header names, values trimmed; columns
 * with an empty name are ignored.
 */
export function rowsToRecords(rows: readonly string[][]): Array<Record<string, string>> {
  const [header, ...body] = rows;
  if (!header) return [];
  const names = header.map((name) => name.trim());
  return body.map((cells) => {
    const record: Record<string, string> = {};
    names.forEach((name, index) => {
      if (name) record[name] = (cells[index] ?? '').trim();
    });
    return record;
  });
}

/** The message of a quoted field left open, naming the (1-based) line where the file ends. */
export function unterminatedQuoteMessage(line: number): string {
  return `a quoted field is still open at the end of the file (line ${line})`;
}
