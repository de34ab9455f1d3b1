// The rows of a bulk import: read from CSV (the site's dialect) or taken as JSON, then checked
// one by one. Pure functions: the route (admin.ts) stores the rows only if every one is valid.
import {
  BULK_FIELDS,
  CERTIFICATE_ID_MESSAGE,
  CERTIFICATE_ID_PATTERN,
  ISO_DATE_PATTERN,
  MAX_BULK_ROWS,
  type BulkRow,
} from 'contracts';
import { CsvError, readCsvRecords } from '../../lib/csv-dialect';
import { badRequest } from '../../lib/http-error';
import { normalizeCertificateId } from '../../lib/ids';

export interface CheckedRow {
  fullName: string;
  courseName: string;
  issuedBy: string;
  issueDate: string;
  certificateId?: string;
  /** '' for the course's default, 'never', or the last valid day. */
  expiryDate: string;
}

function hasControlCharacters(value: string): boolean {
  for (let i = 0; i < value.length; i += 1) {
    const code = value.charCodeAt(i);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

function isCalendarDate(value: string): boolean {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** Checks one import row; returns the problem, or the normalized row. */
export function checkRow(raw: BulkRow): { problem: string } | { row: CheckedRow } {
  const fullName = raw.fullName?.trim() ?? '';
  const courseName = raw.courseName?.trim() ?? '';
  const issuedBy = raw.issuedBy?.trim() ?? '';
  const issueDate = raw.issueDate?.trim() ?? '';
  const certificateId = raw.certificateId?.trim() ?? '';
  const expiryDate = raw.expiryDate?.trim().toLowerCase() ?? '';
  if (!fullName) return { problem: 'fullName is required' };
  if (!courseName) return { problem: 'courseName is required' };
  for (const [field, value] of Object.entries({ fullName, courseName, issuedBy })) {
    if (value.length > 200) return { problem: `${field} must be at most 200 characters` };
    if (hasControlCharacters(value)) return { problem: `${field} contains control characters` };
  }
  if (issueDate && !isCalendarDate(issueDate))
    return { problem: 'issueDate must be a date like 2024-05-31' };
  if (certificateId && !CERTIFICATE_ID_PATTERN.test(certificateId)) {
    return { problem: CERTIFICATE_ID_MESSAGE };
  }
  if (expiryDate && expiryDate !== 'never') {
    if (!isCalendarDate(expiryDate))
      return { problem: 'expiryDate must be a date like 2027-05-31, never, or empty' };
    if (issueDate && expiryDate < issueDate)
      return { problem: 'expiryDate must not be before issueDate' };
  }
  return {
    row: {
      fullName,
      courseName,
      issuedBy,
      issueDate,
      expiryDate,
      ...(certificateId ? { certificateId: normalizeCertificateId(certificateId) } : {}),
    },
  };
}

/** The rows of an uploaded CSV file (header names case-insensitive); a 400 when unreadable. */
export function rowsFromCsv(csv: string): BulkRow[] {
  let records: Array<Record<string, string>>;
  try {
    records = readCsvRecords(csv);
  } catch (error) {
    if (error instanceof CsvError) throw badRequest(`csv could not be read: ${error.message}`);
    throw error;
  }
  const known = new Map(BULK_FIELDS.map((f) => [f.toLowerCase(), f]));
  const header = Object.keys(records[0] ?? {});
  const unknown = header.filter((h) => !known.has(h.toLowerCase()));
  if (unknown.length > 0) {
    throw badRequest(
      `csv has unknown column(s): ${unknown.join(', ')}. Allowed: ${BULK_FIELDS.join(', ')}`,
    );
  }
  const rows = records.map((record) => {
    const row: BulkRow = {};
    for (const [key, value] of Object.entries(record)) {
      const field = known.get(key.toLowerCase());
      if (field) row[field] = value;
    }
    return row;
  });
  if (rows.length > MAX_BULK_ROWS) throw badRequest(`csv has more than ${MAX_BULK_ROWS} rows`);
  return rows;
}

/** Every row checked: the valid ones, and each problem by row number (1 = first data row). */
export function checkRows(rawRows: BulkRow[]): {
  valid: CheckedRow[];
  problems: Array<{ row: number; message: string }>;
  /** Certificate IDs kept from an older system, with the row that gave each. */
  keptIds: Map<string, number>;
} {
  const problems: Array<{ row: number; message: string }> = [];
  const keptIds = new Map<string, number>();
  const valid: CheckedRow[] = [];
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
