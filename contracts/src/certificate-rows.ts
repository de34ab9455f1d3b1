// One row of the admin's bulk certificate import, checked by the API before it stores anything
// and by the admin panel's preview before the upload: one function, so the preview never passes
// a row the import refuses. Plain functions (no TypeBox), like rules.ts.
import type { BulkRow } from './certificates';
import {
  BULK_FIELDS,
  CERTIFICATE_ID_MESSAGE,
  CERTIFICATE_TEXT_MAX,
  CERTIFICATE_ID_PATTERN,
  checkFullName,
  fullNameMessage,
  isCalendarDate,
  isIssueDateInRange,
  isEmailAddress,
  isPlainText,
  issueDateRangeMessage,
  normalizeFullName,
  plainTextMessage,
  type BulkField,
} from './rules';

const FIELD_BY_NAME = new Map<string, BulkField>(BULK_FIELDS.map((f) => [f.toLowerCase(), f]));

/** The import column a header name stands for (case-insensitive, trimmed), if any. */
export function bulkFieldOf(name: string): BulkField | undefined {
  return FIELD_BY_NAME.get(name.trim().toLowerCase());
}

/**
 * The header's names that are no import column, as written (trimmed). Columns with an empty name
 * are left out: the reader ignores them (rowsToRecords).
 */
export function unknownBulkColumns(header: readonly string[]): string[] {
  return header.map((name) => name.trim()).filter((name) => name && !bulkFieldOf(name));
}

export interface CheckedBulkRow {
  /** Normalized as the profile's full name is (spaces collapsed, NFC). */
  fullName: string;
  courseName: string;
  issuedBy: string;
  /** '' for the day of the import. */
  issueDate: string;
  /** As written; the API normalizes it (upper case) before it looks it up. */
  certificateId?: string;
  /** '' for the course's default, 'never', or the last valid day. */
  expiryDate: string;
  /** The holder's address, lower-cased; absent when the row names none. */
  recipientEmail?: string;
}

/** Checks one import row: its first problem (the API's English words), or the row to store. */
export function checkBulkRow(
  raw: BulkRow,
  now: Date = new Date(),
): { problem: string } | { row: CheckedBulkRow } {
  const fullName = normalizeFullName(raw.fullName ?? '');
  const courseName = raw.courseName?.trim() ?? '';
  const issuedBy = raw.issuedBy?.trim() ?? '';
  const issueDate = raw.issueDate?.trim() ?? '';
  const certificateId = raw.certificateId?.trim() ?? '';
  const expiryDate = raw.expiryDate?.trim().toLowerCase() ?? '';
  const recipientEmail = raw.recipientEmail?.trim().toLowerCase() ?? '';
  if (!fullName) return { problem: 'fullName is required' };
  if (!courseName) return { problem: 'courseName is required' };
  const nameProblem = checkFullName(fullName);
  if (nameProblem) return { problem: fullNameMessage(nameProblem, 'fullName') };
  for (const [field, value] of Object.entries({ courseName, issuedBy })) {
    if (value.length > CERTIFICATE_TEXT_MAX) {
      return { problem: `${field} must be at most ${CERTIFICATE_TEXT_MAX} characters` };
    }
    if (!isPlainText(value)) return { problem: plainTextMessage(field) };
  }
  if (issueDate) {
    if (!isCalendarDate(issueDate)) return { problem: 'issueDate must be a date like 2024-05-31' };
    if (!isIssueDateInRange(issueDate, now)) return { problem: issueDateRangeMessage(now) };
  }
  if (certificateId && !CERTIFICATE_ID_PATTERN.test(certificateId)) {
    return { problem: CERTIFICATE_ID_MESSAGE };
  }
  if (expiryDate && expiryDate !== 'never') {
    if (!isCalendarDate(expiryDate)) {
      return { problem: 'expiryDate must be a date like 2027-05-31, never, or empty' };
    }
    if (issueDate && expiryDate < issueDate) {
      return { problem: 'expiryDate must not be before issueDate' };
    }
  }
  if (recipientEmail && !isEmailAddress(recipientEmail)) {
    return { problem: 'recipientEmail must be an e-mail address like name@example.com, or empty' };
  }
  return {
    row: {
      fullName,
      courseName,
      issuedBy,
      issueDate,
      expiryDate,
      ...(certificateId ? { certificateId } : {}),
      ...(recipientEmail ? { recipientEmail } : {}),
    },
  };
}
