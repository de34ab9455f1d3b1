// One row of the staff's voucher import (a CSV from the vendor's order: the course, the code,
// its expiry), checked by the API before it stores anything. Plain functions, no TypeBox.
import { isCalendarDate } from '../rules';
import { isCourseSlug, VOUCHER_CODE_PATTERN } from './catalogue-rules';

/** The import's columns and the header names each is known by (case-insensitive). */
export const VOUCHER_IMPORT_COLUMNS = {
  course: ['course', 'courseslug', 'course_slug', 'exam'],
  code: ['code', 'voucher', 'vouchercode', 'voucher_code'],
  expiresOn: ['expireson', 'expires_on', 'expiry', 'expires'],
} as const;
export type VoucherImportColumn = keyof typeof VOUCHER_IMPORT_COLUMNS;

/** Rows one import may hold. */
export const MAX_VOUCHER_ROWS = 2000;

const COLUMN_BY_NAME = new Map<string, VoucherImportColumn>(
  (Object.entries(VOUCHER_IMPORT_COLUMNS) as [VoucherImportColumn, readonly string[]][]).flatMap(
    ([column, names]) => names.map((name) => [name, column] as [string, VoucherImportColumn]),
  ),
);

/** The column a header name stands for, if any. */
export function voucherColumnOf(name: string): VoucherImportColumn | undefined {
  return COLUMN_BY_NAME.get(name.trim().toLowerCase());
}

/** The header's names that are no import column (empty names are ignored by the reader). */
export function unknownVoucherColumns(header: readonly string[]): string[] {
  return header.map((name) => name.trim()).filter((name) => name && !voucherColumnOf(name));
}

/** The columns the header lacks. */
export function missingVoucherColumns(header: readonly string[]): VoucherImportColumn[] {
  const present = new Set(header.map(voucherColumnOf));
  return (Object.keys(VOUCHER_IMPORT_COLUMNS) as VoucherImportColumn[]).filter(
    (column) => !present.has(column),
  );
}

export type VoucherRow = Partial<Record<VoucherImportColumn, string>>;

export interface CheckedVoucherRow {
  courseSlug: string;
  code: string;
  expiresOn: string;
}

/** One row's first problem, or the row to store; `today` is the import's day (YYYY-MM-DD). */
export function checkVoucherRow(
  row: VoucherRow,
  today: string,
): { problem: string } | { row: CheckedVoucherRow } {
  const courseSlug = (row.course ?? '').trim().toLowerCase();
  const code = (row.code ?? '').trim();
  const expiresOn = (row.expiresOn ?? '').trim();
  if (!isCourseSlug(courseSlug)) return { problem: `unknown course "${courseSlug}"` };
  if (!VOUCHER_CODE_PATTERN.test(code))
    return { problem: 'code must be 6 to 64 letters, digits or dashes' };
  if (!isCalendarDate(expiresOn)) return { problem: 'expiry must be a date (YYYY-MM-DD)' };
  if (expiresOn < today) return { problem: `the code expired on ${expiresOn}` };
  return { row: { courseSlug, code, expiresOn } };
}
