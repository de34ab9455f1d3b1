// What the site sells (migration 0015): voucher products and their codes, training batches and
// coupons. Money is integer minor units (paise for `priceInr`, cents for `priceUsd`); dates
// (`startsOn`, `expiresOn`) are ISO `YYYY-MM-DD`, instants ISO-8601 UTC; flags are 0/1.
import type { Generated } from 'kysely';

export type VoucherState = 'available' | 'reserved' | 'sold' | 'void';
export type BatchMode = 'online' | 'classroom';
export type BatchState = 'scheduled' | 'cancelled';

export interface VoucherProductsTable {
  id: string;
  courseSlug: string;
  priceInr: number;
  priceUsd: number;
  active: Generated<number>;
  lowStockThreshold: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface VouchersTable {
  id: string;
  productId: string;
  /** The code, sealed (lib/seal.ts): never stored or answered in clear. */
  codeSealed: string;
  /** HMAC of the normalized code, unique. */
  codeHash: string;
  expiresOn: string;
  state: Generated<VoucherState>;
  orderId: string | null;
  reservedUntil: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface BatchesTable {
  id: string;
  courseSlug: string;
  startsOn: string;
  endsOn: string;
  schedule: string;
  mode: BatchMode;
  city: string | null;
  capacity: number;
  seatsTaken: Generated<number>;
  priceInr: number;
  priceUsd: number;
  state: Generated<BatchState>;
  createdAt: string;
  updatedAt: string;
}

export interface CouponsTable {
  id: string;
  code: string;
  kind: 'percent' | 'fixed';
  /** Basis points for `percent` (10 % is 1000), minor units of `currency` for `fixed`. */
  value: number;
  currency: 'INR' | 'USD' | null;
  validFrom: string;
  validUntil: string;
  maxUses: number;
  used: Generated<number>;
  /** JSON list of course slugs; `[]` for every course. */
  courses: Generated<string>;
  active: Generated<number>;
  createdAt: string;
  updatedAt: string;
}
