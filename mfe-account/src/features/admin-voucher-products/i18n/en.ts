import type { Translation } from '../../../lib/texts';

/** The Prices tab's texts: the exam vouchers on sale, their prices and their stock. */
export const adminPricesEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Prices',
  title: 'Exam voucher prices',
  intro:
    'The exam voucher of each course: its price in rupees for buyers in India, in dollars for the others, and the codes in stock.',
  course: 'Course',
  chooseCourse: 'Choose a course',
  priceInr: 'Price in rupees (INR)',
  priceUsd: 'Price in dollars (USD)',
  priceHint: 'For example 1499 or 1499.50',
  lowStock: 'Low-stock alert at (codes)',
  lowStockHint: 'Sales are e-mailed when the available codes fall to this number.',
  onSale: 'On sale on the course page',
  status: 'Status',
  active: 'On sale',
  inactive: 'Not on sale',
  stock: 'Stock',
  stockCounts: '{available} available, {reserved} reserved, {sold} sold, {void} void',
  actions: 'Actions',
  edit: 'Edit',
  editCourse: 'Edit {course}',
  createTitle: 'Offer an exam voucher',
  editTitle: 'Edit the exam voucher of {course}',
  create: 'Offer exam voucher',
  save: 'Save changes',
  cancel: 'Cancel',
  created: 'The exam voucher of {course} is offered.',
  saved: 'The exam voucher of {course} was changed.',
  courseRequired: 'Choose the course.',
  priceInvalid: 'Enter an amount above zero with at most two decimals, such as 1499 or 1499.50.',
  lowStockInvalid: 'Enter a whole number from 0 to 10000.',
  exists: 'This course has an exam voucher already: edit it in the list.',
  missing: 'This exam voucher no longer exists. Reload the list.',
  saveFailed: 'The exam voucher could not be saved.',
  loadFailed: 'The exam vouchers could not be loaded.',
  loading: 'Loading…',
  none: 'No exam voucher is on sale yet.',
};

/** The Prices tab: every dictionary, as each language file has it. */
export const english = {
  adminPrices: adminPricesEn,
};

export type PricesTranslation = Translation<typeof english>;
