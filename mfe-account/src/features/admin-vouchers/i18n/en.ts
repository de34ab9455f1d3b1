import type { Translation } from '../../../lib/texts';

/** The Voucher stock tab's texts: importing the vendor's exam voucher codes, voiding one. */
export const adminVoucherStockEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Voucher stock',
  importTitle: 'Import exam voucher codes',
  importHelp:
    'A CSV file from the vendor’s order. The first line names the columns: course (the course’s slug, such as security-plus), code, and expiry (YYYY-MM-DD). Every row is checked: if one is wrong, no code is imported.',
  csvFile: 'CSV file of codes',
  import: 'Import codes',
  importing: 'Importing…',
  fileRequired: 'Choose the CSV file to import.',
  fileEmpty: 'The file is empty.',
  missingColumns: 'The file’s first line lacks these columns: {columns}.',
  imported_one: '{count} code imported.',
  imported_other: '{count} codes imported.',
  importedCourse: 'Course',
  importedCount: 'Codes imported',
  rejected_one: 'Nothing was imported: {count} row has a problem.',
  rejected_other: 'Nothing was imported: {count} rows have problems.',
  row: 'Row',
  problem: 'Problem',
  importRace: 'Nothing was imported: one of the codes was imported meanwhile. Try again.',
  importFailed: 'Nothing was imported.',
  voidTitle: 'Void a code',
  voidHelp:
    'A code the vendor withdrew, or one that must not be sold. Only a code still available can be voided; staff never see the list of codes.',
  code: 'Exam voucher code',
  voidButton: 'Void code',
  codeRequired: 'Enter the code to void.',
  codeInvalid: 'A code is 6 to 64 letters, digits or dashes, without spaces.',
  confirmVoid: 'Void the exam voucher code {code}? It will never be sold.',
  cancel: 'Cancel',
  voided: 'The code {code} was voided.',
  codeUnknown: 'No such code was imported.',
  codeNotAvailable:
    'This code is reserved, sold or void already: only an available code can be voided.',
  voidFailed: 'The code could not be voided.',
};

/** The Voucher stock tab: every dictionary, as each language file has it. */
export const english = {
  adminVoucherStock: adminVoucherStockEn,
};

export type VoucherStockTranslation = Translation<typeof english>;
