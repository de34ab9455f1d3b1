// The commerce catalogue's requests and answers: a course's offers (public), and the staff's
// voucher products, voucher imports, batches and coupons. Money is integer minor units (paise
// for `priceInr`, cents for `priceUsd`); the rules behind these shapes are in commerce/.
import { Type, type Static } from 'typebox';
import {
  BATCH_CAPACITY_MAX,
  BATCH_MODES,
  BATCH_STATES,
  COUPON_KINDS,
  COUPON_MAX_USES,
  MAX_VOUCHER_ROWS,
} from './commerce';
import { CURRENCIES, MAX_AMOUNT } from './commerce/money';
import { dataResponse, line, listResponse, nullable, StringEnum } from './common';

/** A price in minor units: whole, above zero, at most MAX_AMOUNT (a float or -1 is a 400). */
export const Price = Type.Integer({ minimum: 1, maximum: MAX_AMOUNT });
const CourseSlug = Type.String({ minLength: 1, maxLength: 60, pattern: '^[a-z0-9][a-z0-9-]*$' });
const CalendarDate = Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' });

export const CourseSlugParams = Type.Object({ slug: CourseSlug });
export type CourseSlugParams = Static<typeof CourseSlugParams>;

export const OfferedVoucher = Type.Object({
  /** The voucher product an order names (PlaceOrderBody's voucherProductId), when published. */
  id: Type.Optional(Type.String()),
  priceInr: Type.Integer(),
  priceUsd: Type.Integer(),
  inStock: Type.Boolean(),
  lowStock: Type.Boolean(),
});

export const OfferedBatch = Type.Object({
  id: Type.String(),
  startsOn: Type.String(),
  endsOn: Type.String(),
  schedule: Type.String(),
  scheduleLang: Type.Optional(
    Type.String({ description: "the schedule's language: the request's, or en (no translation)" }),
  ),
  mode: StringEnum(BATCH_MODES),
  city: nullable('string'),
  seatsLeft: Type.Integer(),
  priceInr: Type.Integer(),
  priceUsd: Type.Integer(),
});
export type OfferedBatch = Static<typeof OfferedBatch>;

/** What a course page offers: its exam voucher (or null) and its upcoming batches, soonest first. */
export const CourseOffers = Type.Object({
  voucher: Type.Union([OfferedVoucher, Type.Null()]),
  batches: Type.Array(OfferedBatch),
});
export type CourseOffers = Static<typeof CourseOffers>;
export const CourseOffersResponse = dataResponse(CourseOffers);
export type CourseOffersResponse = Static<typeof CourseOffersResponse>;

// Staff: voucher products and their stock (counts only, never codes).
export const VoucherStock = Type.Object({
  available: Type.Integer(),
  reserved: Type.Integer(),
  sold: Type.Integer(),
  void: Type.Integer(),
});

export const AdminVoucherProduct = Type.Object({
  id: Type.String(),
  courseSlug: Type.String(),
  priceInr: Type.Integer(),
  priceUsd: Type.Integer(),
  active: Type.Boolean(),
  lowStockThreshold: Type.Integer(),
  stock: VoucherStock,
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminVoucherProduct = Static<typeof AdminVoucherProduct>;
export const VoucherProductList = listResponse(AdminVoucherProduct);
export const VoucherProductResponse = dataResponse(AdminVoucherProduct);

const LowStockThreshold = Type.Integer({ minimum: 0, maximum: 10_000 });

export const CreateVoucherProductBody = Type.Object(
  {
    courseSlug: CourseSlug,
    priceInr: Price,
    priceUsd: Price,
    lowStockThreshold: Type.Optional(LowStockThreshold),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type CreateVoucherProductBody = Static<typeof CreateVoucherProductBody>;

export const UpdateVoucherProductBody = Type.Object(
  {
    priceInr: Type.Optional(Price),
    priceUsd: Type.Optional(Price),
    lowStockThreshold: Type.Optional(LowStockThreshold),
    active: Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type UpdateVoucherProductBody = Static<typeof UpdateVoucherProductBody>;

export const VoucherImportBody = Type.Object(
  { csv: Type.String({ minLength: 1, maxLength: MAX_VOUCHER_ROWS * 120 }) },
  { additionalProperties: false },
);
export type VoucherImportBody = Static<typeof VoucherImportBody>;

export const VoucherImportResponse = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Array(Type.Object({ courseSlug: Type.String(), imported: Type.Integer() })),
});
export type VoucherImportResponse = Static<typeof VoucherImportResponse>;

export const VoidVoucherBody = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 64 }) },
  { additionalProperties: false },
);
export type VoidVoucherBody = Static<typeof VoidVoucherBody>;

// Staff: batches.
export const AdminBatch = Type.Object({
  ...OfferedBatch.properties,
  courseSlug: Type.String(),
  capacity: Type.Integer(),
  seatsTaken: Type.Integer(),
  state: StringEnum(BATCH_STATES),
  missingTranslations: Type.Optional(
    Type.Array(Type.String(), { description: 'languages lacking the schedule' }),
  ),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminBatch = Static<typeof AdminBatch>;
export const BatchList = listResponse(AdminBatch);
export const BatchResponse = dataResponse(AdminBatch);

const batchFields = {
  startsOn: CalendarDate,
  endsOn: CalendarDate,
  schedule: line(100, 1),
  mode: StringEnum(BATCH_MODES),
  city: Type.Optional(nullable('string', { maxLength: 60 })),
  capacity: Type.Integer({ minimum: 1, maximum: BATCH_CAPACITY_MAX }),
  priceInr: Price,
  priceUsd: Price,
};

export const CreateBatchBody = Type.Object(
  { courseSlug: CourseSlug, ...batchFields },
  { additionalProperties: false },
);
export type CreateBatchBody = Static<typeof CreateBatchBody>;

export const UpdateBatchBody = Type.Partial(Type.Object(batchFields), {
  additionalProperties: false,
  minProperties: 1,
});
export type UpdateBatchBody = Static<typeof UpdateBatchBody>;

export const BatchListQuery = Type.Object(
  { courseSlug: Type.Optional(CourseSlug) },
  { additionalProperties: false },
);
export type BatchListQuery = Static<typeof BatchListQuery>;

// Staff: coupons.
export const AdminCoupon = Type.Object({
  id: Type.String(),
  code: Type.String(),
  kind: StringEnum(COUPON_KINDS),
  value: Type.Integer(),
  currency: Type.Union([StringEnum(CURRENCIES), Type.Null()]),
  validFrom: Type.String(),
  validUntil: Type.String(),
  maxUses: Type.Integer(),
  used: Type.Integer(),
  courses: Type.Array(Type.String()),
  active: Type.Boolean(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminCoupon = Static<typeof AdminCoupon>;
export const CouponList = listResponse(AdminCoupon);
export const CouponResponse = dataResponse(AdminCoupon);

export const CreateCouponBody = Type.Object(
  {
    code: Type.String({ minLength: 1, maxLength: 40 }),
    kind: StringEnum(COUPON_KINDS),
    /** Basis points for `percent` (10 % is 1000), minor units of `currency` for `fixed`. */
    value: Type.Integer({ minimum: 1, maximum: MAX_AMOUNT }),
    currency: Type.Optional(StringEnum(CURRENCIES)),
    validFrom: Type.String({ format: 'date-time' }),
    validUntil: Type.String({ format: 'date-time' }),
    maxUses: Type.Integer({ minimum: 1, maximum: COUPON_MAX_USES }),
    courses: Type.Optional(Type.Array(CourseSlug, { maxItems: 100 })),
  },
  { additionalProperties: false },
);
export type CreateCouponBody = Static<typeof CreateCouponBody>;
