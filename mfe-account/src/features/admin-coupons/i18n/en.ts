import type { Translation } from '../../../lib/texts';

/** The Coupons tab's texts: discount codes buyers type at checkout. */
export const adminCouponsEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Coupons',
  title: 'Coupons',
  createTitle: 'Create a coupon',
  code: 'Coupon code',
  codeHint: '3 to 32 capitals, digits or dashes, such as DIWALI-25.',
  kind: 'Discount',
  percent: 'A percentage',
  fixed: 'A fixed amount',
  percentValue: 'Percentage off',
  percentHint: 'For example 10 or 12.5',
  amountValue: 'Amount off',
  amountHint: 'For example 500 or 499.50',
  currency: 'Currency',
  inr: 'Rupees (INR)',
  usd: 'Dollars (USD)',
  validFrom: 'Valid from',
  validUntil: 'Valid until',
  maxUses: 'Use limit',
  maxUsesHint: 'How many orders may use it in all.',
  courses: 'Courses (optional)',
  coursesHint:
    'Course slugs separated by commas, such as security-plus, iso-27001. Empty for every course.',
  create: 'Create coupon',
  created: 'The coupon {code} was created.',
  codeInvalid: 'Use 3 to 32 capitals, digits or dashes.',
  percentInvalid: 'Enter a percentage above 0 and at most 100, with at most two decimals.',
  amountInvalid: 'Enter an amount above zero with at most two decimals, such as 500 or 499.50.',
  dateRequired: 'Enter the date and time.',
  untilBeforeFrom: 'The end must be after the start.',
  maxUsesInvalid: 'Enter a whole number from 1 to {max}.',
  coursesUnknown: 'No course has this slug: {slugs}.',
  coursesTwice: 'A course is listed twice.',
  codeTaken: 'A coupon with this code exists already.',
  createFailed: 'The coupon could not be created.',
  discount: 'Discount',
  validity: 'Valid',
  validRange: '{from} to {until}',
  uses: 'Used',
  usesOf: '{used} of {max}',
  allCourses: 'Every course',
  status: 'Status',
  active: 'Active',
  inactive: 'Deactivated',
  actions: 'Actions',
  deactivate: 'Deactivate',
  deactivateCode: 'Deactivate {code}',
  confirmDeactivate:
    'Deactivate the coupon {code}? No new order can use it; orders that used it keep it.',
  cancel: 'Cancel',
  deactivated: 'The coupon {code} was deactivated.',
  missing: 'This coupon no longer exists. Reload the list.',
  deactivateFailed: 'The coupon could not be deactivated.',
  loadFailed: 'The coupons could not be loaded.',
  loading: 'Loading…',
  none: 'No coupon yet.',
};

/** The Coupons tab: every dictionary, as each language file has it. */
export const english = {
  adminCoupons: adminCouponsEn,
};

export type CouponsTranslation = Translation<typeof english>;
