// The admin panel's preview of a bulk-import file. It reads the file with papaparse configured to
// the site's one CSV dialect (contracts/src/csv/dialect.ts), the dialect the server reads the
// upload with (csv-parse), and checks each row as the server will, so the preview never disagrees
// with the import. papaparse is loaded only when a file is chosen: it stays out of every page's
// initial JavaScript, the admin panel's chunk included.
import {
  BULK_FIELDS,
  bulkFieldOf,
  checkBulkRow,
  CSV_DELIMITER,
  CSV_QUOTE,
  MAX_IMPORT_ROWS,
  isBlankRow,
  normalizeLineBreaks,
  rowsToRecords,
  unknownBulkColumns,
  unterminatedQuoteMessage,
  type BulkRow,
} from 'contracts';

/** A file that is not CSV of the dialect; the message says why and where. */
export class CsvReadError extends Error {}

/** The (1-based) line the file ends on, final line break aside. */
function lastLineOf(text: string): number {
  return text.replace(/\n$/, '').split('\n').length;
}

/** Every non-blank row of a file, the header included, fields untrimmed (the dialect's reading). */
export async function readCsvRows(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse');
  const source = normalizeLineBreaks(text.replace(/^\uFEFF/, ''));
  const result = Papa.parse<string[]>(source, {
    delimiter: CSV_DELIMITER,
    quoteChar: CSV_QUOTE,
    escapeChar: CSV_QUOTE,
    newline: '\n',
    header: false,
    dynamicTyping: false,
  });
  // papaparse reads on after a quote problem; the dialect refuses the file (as csv-parse does).
  const quoteError = result.errors.find((error) => error.type === 'Quotes');
  if (quoteError) {
    throw new CsvReadError(
      quoteError.code === 'MissingQuotes'
        ? unterminatedQuoteMessage(lastLineOf(source))
        : `${quoteError.message} (row ${(quoteError.row ?? 0) + 1})`,
    );
  }
  // papaparse's `skipEmptyLines: 'greedy'` would also do this; the dialect's own test is used so
  // that "blank" means exactly what it means on the server.
  return result.data.filter((row) => !isBlankRow(row));
}

export interface PreviewRow {
  row: BulkRow;
  problem?: string;
}

/** The problem the server would report for one row, if any (the server's own check). */
function problemOf(row: BulkRow, now: Date): string | undefined {
  const checked = checkBulkRow(row, now);
  return 'problem' in checked ? checked.problem : undefined;
}

/** The rows of an import file with the problems the server would report, checked here first. */
export async function previewCsv(
  text: string,
  now: Date = new Date(),
): Promise<{ rows: PreviewRow[]; error?: string }> {
  let cells: string[][];
  try {
    cells = await readCsvRows(text);
  } catch (error) {
    if (error instanceof CsvReadError) {
      return { rows: [], error: `The file could not be read: ${error.message}.` };
    }
    throw error;
  }
  const [header] = cells;
  if (!header) return { rows: [], error: 'The file is empty.' };
  // The server refuses a file naming a column it does not take: so does the preview.
  const unknown = unknownBulkColumns(header);
  if (unknown.length > 0) {
    return {
      rows: [],
      error: `Unknown column(s): ${unknown.join(', ')}. Allowed: ${BULK_FIELDS.join(', ')}`,
    };
  }
  const records = rowsToRecords(cells);
  if (records.length > MAX_IMPORT_ROWS) {
    return { rows: [], error: `The file has more than ${MAX_IMPORT_ROWS} rows.` };
  }
  const rows = records.map((record) => {
    const row: BulkRow = {};
    for (const [name, value] of Object.entries(record)) {
      const field = bulkFieldOf(name);
      if (field && value) row[field] = value;
    }
    return { row, problem: problemOf(row, now) };
  });
  return { rows };
}
