import type { Translation } from '../../../lib/texts';

/** The admin home's texts. */
export const adminHomeEn = {
  // The tab's name in the admin panel (app/admin-panel/admin-tabs.tsx).
  tab: 'Home',
  title: 'At a glance',
  asOf: 'Figures for {date}, India time.',
  loading: 'Loading the figures…',
  loadFailed: 'The figures could not be loaded.',
  retry: 'Try again',
  ordersToday: 'Paid orders today',
  ordersMonth: 'Paid orders this month',
  revenue: 'Revenue: {amount}',
  awaiting: 'Transfers to confirm',
  awaitingHint: 'Bank and UPI orders whose buyer gave the transfer reference (UTR).',
  held: 'Payments held for review',
  heldHint: 'Not yet accepted or rejected.',
  lowStock: 'Exam vouchers running low',
  lowStockNone: 'Every exam voucher is above its low-stock threshold.',
  lowStockItem: '{course}: {available} left (threshold {threshold})',
  enquiries: 'New enquiries',
  enquiriesHint: 'Not answered yet.',
  certificatesToday: 'Certificates issued today',
  certificatesMonth: 'Certificates issued this month',
  chartTitle: 'Certificate verifications, last 30 days',
  chartLabel: 'Bar chart of certificate verifications per day over the last 30 days',
  chartSummary:
    '{total} verifications in the last 30 days; the busiest day was {day}, with {count}.',
  chartSummaryNone: 'No certificate was verified in the last 30 days.',
  chartFailed: 'The chart could not be drawn; the figures are in the table below.',
  chartTable: 'Verifications by day',
  day: 'Day',
  verifications: 'Verifications',
  perCertificate: 'Each certificate’s verifications',
};

/** The admin home: every dictionary, as each language file has it. */
export const english = {
  adminHome: adminHomeEn,
};

export type AdminHomeTranslation = Translation<typeof english>;
