// The rows of a bulk import: read from CSV (the site's dialect) or taken as JSON, then checked
// one by one. Pure functions: the route (admin.ts) stores the rows only if every one is valid.
import {
  BULK_FIELDS,
  bulkFieldOf,
  checkBulkRow,
  MAX_IMPORT_ROWS,
  rowsToRecords,
  unknownBulkColumns,
  type BulkRow,
  type CheckedBulkRow,
} from 'contracts';
import { readUploadedCsv } from '../../lib/csv-dialect';
import { badRequest } from '../../lib/http-error';
import { normalizeCertificateId } from '../../lib/ids';

/**
 * Checks one import row with the rule the admin panel's preview applies (contracts'
 * checkBulkRow); returns the problem, or the row to store (its certificateId normalized).
 */
export function checkRow(
  raw: BulkRow,
  now: Date = new Date(),
): { problem: string } | { row: CheckedBulkRow } {
  const checked = checkBulkRow(raw, now);
  if ('problem' in checked || !checked.row.certificateId) return checked;
  return {
    row: { ...checked.row, certificateId: normalizeCertificateId(checked.row.certificateId) },
  };
}

/**
 * The rows of an uploaded CSV file (header names case-insensitive); a 400 when unreadable or
 * when the header names a column the import does not take (a typo would lose that column).
 */
export function rowsFromCsv(csv: string): BulkRow[] {
  const cells = readUploadedCsv(csv);
  const unknown = unknownBulkColumns(cells[0] ?? []);
  if (unknown.length > 0) {
    throw badRequest(
      `csv has unknown column(s): ${unknown.join(', ')}. Allowed: ${BULK_FIELDS.join(', ')}`,
    );
  }
  const rows = rowsToRecords(cells).map((record) => {
    const row: BulkRow = {};
    for (const [name, value] of Object.entries(record)) {
      const field = bulkFieldOf(name);
      if (field) row[field] = value;
    }
    return row;
  });
  if (rows.length > MAX_IMPORT_ROWS) throw badRequest(`csv has more than ${MAX_IMPORT_ROWS} rows`);
  return rows;
}

/** Every row checked: the valid ones, and each problem by row number (1 = first data row). */
export function checkRows(rawRows: BulkRow[]): {
  valid: CheckedBulkRow[];
  problems: Array<{ row: number; message: string }>;
  /** Certificate IDs kept from an older system, with the row that gave each. */
  keptIds: Map<string, number>;
} {
  const problems: Array<{ row: number; message: string }> = [];
  const keptIds = new Map<string, number>();
  const valid: CheckedBulkRow[] = [];
  rawRows.forEach((raw, index) => {
    const checked = checkRow(raw);
    if ('problem' in checked) {
      problems.push({ row: index + 1, message: checked.problem });
      return;
    }
    const id = checked.row.certificateId;
    if (id) {
      const first = keptIds.get(id);
      if (first !== undefined) {
        problems.push({ row: index + 1, message: `certificateId ${id} repeats row ${first}` });
        return;
      }
      keptIds.set(id, index + 1);
    }
    valid.push(checked.row);
  });
  return { valid, problems, keptIds };
}
