import type { Translation } from '../../../lib/texts';

/** The certificates tab's texts. */
export const adminCertificatesEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Certificates',
  issueTitle: 'Issue a certificate',
  fullName: 'Full name',
  courseName: 'Course',
  issuedBy: 'Issued by (optional)',
  issueDate: 'Issue date (optional)',
  expiryDate: 'Expiry date (optional)',
  expiryHint:
    'The last day the certificate is valid. Leave it empty to use the course’s rule (CompTIA certifications: three years); tick “Never expires” for no expiry.',
  ruleExpires: 'For this course: valid until {date}.',
  ruleNever: 'For this course: no expiry.',
  neverExpires: 'Never expires',
  nameLength: 'The full name must be {min} to {max} characters.',
  nameCharacters: 'Use only letters, spaces, apostrophes, hyphens and dots in the full name.',
  textCharacters:
    'Remove control and invisible characters (such as direction marks or zero-width spaces).',
  issueDateRange: 'The issue date must be between {min} and {max}.',
  expiryBeforeIssue: 'The expiry date cannot be before the issue date ({date}).',
  issue: 'Issue certificate',
  issued: 'Certificate {id} issued for {name}.',
  issueFailed: 'The certificate could not be issued.',
  required: 'Full name and course are required.',
  bulkTitle: 'Import from a CSV file',
  bulkHelp:
    'The first line names the columns: fullName, courseName, issuedBy, issueDate (YYYY-MM-DD), certificateId (optional, from an older system), expiryDate (empty for the course’s rule, never for no expiry, or the last valid day as YYYY-MM-DD).',
  csvFile: 'CSV file',
  chooseFile: 'Choose a file',
  noFile: 'No file chosen',
  unreadable: 'The file could not be read.',
  preview_one: 'Preview: {count} row, {bad} with problems',
  preview_other: 'Preview: {count} rows, {bad} with problems',
  row: 'Row',
  problem: 'Problem',
  ok: 'OK',
  importRows_one: 'Import {count} certificate',
  importRows_other: 'Import {count} certificates',
  importing: 'Importing…',
  imported_one: '{count} certificate imported.',
  imported_other: '{count} certificates imported.',
  importFailed: 'Nothing was imported.',
  fixRows: 'Fix the rows with problems before importing.',
  progress: 'Import progress',
  listTitle: 'Certificates',
  search: 'Search by ID or name',
  searchButton: 'Search',
  id: 'Certificate ID',
  date: 'Issue date',
  expiry: 'Expiry date',
  never: 'Never',
  courseRule: 'Course’s rule',
  status: 'Status',
  actions: 'Actions',
  valid: 'Valid',
  revoked: 'Revoked',
  expired: 'Expired',
  copyLink: 'Copy link',
  copied: 'Verification link copied: {link}',
  copyFailed: 'Copy this link: {link}',
  revoke: 'Revoke',
  reason: 'Reason for revoking {id}',
  confirmRevoke: 'Revoke certificate',
  cancel: 'Cancel',
  revokedDone: 'Certificate {id} revoked.',
  revokeFailed: 'The certificate could not be revoked.',
  loadFailed: 'The certificates could not be loaded.',
  rowProblem: 'Row {row}: {message}',
};

/** The Certificates tab: every dictionary, as each language file has it. */
export const english = {
  adminCertificates: adminCertificatesEn,
};

export type CertificatesTranslation = Translation<typeof english>;
