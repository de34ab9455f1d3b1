// The site's CSV dialect (contracts/src/csv/dialect.ts) on the server: reading with csv-parse
// configured to it (the admin's bulk import) and writing with csv-stringify (every export), with
// formula injection neutralised: a `'` goes before = + - @ tab or CR at the start of a cell and
// after any separator some spreadsheet splits on (comma, semicolon, tab, pipe, line break), and
// a cell holding such a separator is quoted, so a spreadsheet in any locale shows it as text
// instead of running it.
import { Readable, pipeline } from 'node:stream';
import { parse } from 'csv-parse/sync';
import { stringify as stringifier } from 'csv-stringify';
import { stringify } from 'csv-stringify/sync';
import { neutraliseFormulas, normalizeLineBreaks, unterminatedQuoteMessage } from 'contracts';
import { badRequest } from './http-error';

/** A file that is not CSV of the dialect; the message says why (and where, when known). */
export class CsvError extends Error {}

function isCsvParseError(error: unknown): error is Error & { code: string; lines?: number } {
  return error instanceof Error && typeof (error as { code?: unknown }).code === 'string';
}

/** Every non-blank row, the header included, fields untrimmed. */
export function readCsv(text: string): string[][] {
  try {
    return parse(normalizeLineBreaks(text), {
      bom: true,
      delimiter: ',',
      quote: '"',
      escape: '"',
      record_delimiter: '\n',
      // A `"` inside an unquoted field is kept as it is.
      relax_quotes: true,
      relax_column_count: true,
      // Blank rows: every field empty or whitespace.
      skip_records_with_empty_values: true,
    }) as string[][];
  } catch (error) {
    if (isCsvParseError(error) && error.code === 'CSV_QUOTE_NOT_CLOSED')
      throw new CsvError(unterminatedQuoteMessage(error.lines ?? 1));
    throw new CsvError(error instanceof Error ? error.message : String(error));
  }
}

/** An uploaded file's rows, as readCsv reads them; a 400 naming the problem when it is not CSV. */
export function readUploadedCsv(text: string): string[][] {
  try {
    return readCsv(text);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`csv could not be read: ${error.message}`);
    throw error;
  }
}

export type CsvCell = string | number | null | undefined;

/**
 * A cell as written: a string gets a `'` wherever some spreadsheet could start a formula in it
 * (contracts' neutraliseFormulas: at the start, and after any separator a spreadsheet may split
 * on), so it shows as text; numbers are written as they are.
 */
function safeCell(cell: CsvCell): string | number {
  if (cell === null || cell === undefined) return '';
  return typeof cell === 'number' ? cell : neutraliseFormulas(cell);
}

/** The files writeCsv and streamCsv made: the only bodies an answer of type text/csv may carry. */
const written = new WeakSet<object>();

const DIALECT = {
  record_delimiter: '\r\n',
  // Line breaks of any kind are quoted, not only the record delimiter; so is every separator
  // some spreadsheet splits on (a semicolon in the nl, fr, it and pt locales, a tab, a pipe),
  // so a reader splitting on it still sees one cell.
  quoted_match: /[\r\n;\t|]/,
};

/**
 * Rows as a CSV file (UTF-8): CRLF line ends, quoting where needed, formulas neutralised. Every
 * CSV the API answers comes from here (plugins/csv-exports.ts refuses any other), so no export
 * can forget the escaping.
 */
export function writeCsv(rows: ReadonlyArray<readonly CsvCell[]>): Buffer {
  const text = stringify(
    rows.map((row) => row.map(safeCell)),
    DIALECT,
  );
  const file = Buffer.from(text, 'utf8');
  written.add(file);
  return file;
}

/**
 * The same file written as it is sent: `batches` is read one batch at a time as the client
 * takes the file, so an export of millions of rows holds one batch in memory, not the file.
 * A batch that fails to load ends the answer early (the client sees a cut download).
 */
export function streamCsv(
  header: readonly CsvCell[],
  batches: AsyncIterable<ReadonlyArray<readonly CsvCell[]>>,
): Readable {
  async function* rows() {
    yield header.map(safeCell);
    for await (const batch of batches) for (const row of batch) yield row.map(safeCell);
  }
  const file = pipeline(Readable.from(rows()), stringifier(DIALECT), () => undefined);
  written.add(file);
  return file;
}

/** Whether `body` is a file writeCsv or streamCsv made (and so had its formulas neutralised). */
export function isWrittenCsv(body: unknown): boolean {
  return typeof body === 'object' && body !== null && written.has(body);
}
