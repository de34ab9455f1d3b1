import type { BulkRow } from '../api/admin-api';

export const BULK_FIELDS = ['fullName', 'courseName', 'issuedBy', 'issueDate', 'certificateId'] as const;

/** RFC 4180-style parsing: quoted fields, doubled quotes, CRLF or LF line ends. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i += 1) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i += 1;
      } else if (c === '"') {
        quoted = false;
      } else {
        field += c;
      }
    } else if (c === '"') {
      quoted = true;
    } else if (c === ',') {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else {
      field += c;
    }
  }
  if (field || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((cell) => cell.trim()));
}

export interface PreviewRow {
  row: BulkRow;
  problem?: string;
}

/** The rows of an import file with the problems the server would report, checked here first. */
export function previewCsv(text: string): { rows: PreviewRow[]; error?: string } {
  const [header, ...body] = parseCsv(text);
  if (!header) return { rows: [], error: 'The file is empty.' };
  const known = new Map(BULK_FIELDS.map((f) => [f.toLowerCase(), f]));
  const columns = header.map((h) => known.get(h.trim().toLowerCase()));
  const unknown = header.filter((_, i) => !columns[i]);
  if (unknown.length > 0) {
    return {
      rows: [],
      error: `Unknown column(s): ${unknown.join(', ')}. Allowed: ${BULK_FIELDS.join(', ')}`,
    };
  }
  const rows = body.map((cells) => {
    const row: BulkRow = {};
    columns.forEach((field, i) => {
      const value = cells[i]?.trim();
      if (field && value) row[field] = value;
    });
    let problem: string | undefined;
    if (!row.fullName) problem = 'fullName is required';
    else if (!row.courseName) problem = 'courseName is required';
    else if (row.issueDate && !/^\d{4}-\d{2}-\d{2}$/.test(row.issueDate)) {
      problem = 'issueDate must be a date like 2024-05-31';
    } else if (row.certificateId && !/^[A-Za-z0-9._-]{3,64}$/.test(row.certificateId)) {
      problem = 'certificateId must be 3-64 letters, digits, dots, dashes or underscores';
    }
    return { row, problem };
  });
  return { rows };
}
