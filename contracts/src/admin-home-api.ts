// The admin home (the admin panel's first tab): a few figures, each read through an index, and
// the last 30 days of certificate verifications. Money is integer minor units per currency
// (paise, cents); days are the site's (Asia/Kolkata), as the invoices count them. Sales staff get
// the commerce and enquiry figures; the certificate figures are the admins' only (null for sales).
import { Type, type Static } from 'typebox';
import { dataResponse } from './common';

const Count = Type.Integer({ minimum: 0 });

/** Orders paid in a period (paid or fulfilled, not refunded), and what they brought in. */
export const PaidOrdersFigure = Type.Object({
  count: Count,
  /** Paise. */
  revenueInr: Count,
  /** Cents. */
  revenueUsd: Count,
});
export type PaidOrdersFigure = Static<typeof PaidOrdersFigure>;

export const LowStockProduct = Type.Object({
  id: Type.String(),
  courseSlug: Type.String(),
  /** Codes a reservation could take now (available, not expired). */
  available: Count,
  threshold: Count,
});
export type LowStockProduct = Static<typeof LowStockProduct>;

export const VerificationDay = Type.Object({
  /** YYYY-MM-DD (the site's day). */
  day: Type.String(),
  count: Count,
});
export type VerificationDay = Static<typeof VerificationDay>;

export const AdminHome = Type.Object({
  /** The site's day the figures are for, YYYY-MM-DD. */
  today: Type.String(),
  orders: Type.Object({ today: PaidOrdersFigure, month: PaidOrdersFigure }),
  payments: Type.Object({
    /** Bank or UPI orders awaiting payment whose buyer gave a transfer reference (UTR). */
    awaitingConfirmation: Count,
    /** Payments held for review and not yet accepted or rejected. */
    held: Count,
  }),
  /** Active voucher products at or below their low-stock threshold, fewest codes first. */
  lowStock: Type.Array(LowStockProduct),
  /** Enquiries that are new (for now: received in the last 7 days). */
  newEnquiries: Count,
  certificates: Type.Union([Type.Object({ today: Count, month: Count }), Type.Null()]),
  /** Every certificate's verifications per day, oldest first, 30 days ending today; zero days included. */
  verifications: Type.Union([Type.Array(VerificationDay), Type.Null()]),
});
export type AdminHome = Static<typeof AdminHome>;

export const AdminHomeResponse = dataResponse(AdminHome);
export type AdminHomeResponse = Static<typeof AdminHomeResponse>;

/** The days the home's verification chart covers. */
export const ADMIN_HOME_VERIFICATION_DAYS = 30;
