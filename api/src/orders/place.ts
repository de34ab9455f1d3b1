// Placing an order, in one transaction: the item and the buyer's place are checked, the price is
// computed here from the catalogue (priceOrder; the browser's figures are never read), the coupon
// is counted, the stock is reserved (voucher codes atomically, a batch's seats by its capacity)
// and the order, its line, its first event and its payment-instructions e-mail are written. Any
// refusal throws and rolls the whole of it back, so a refused order changes nothing.
import { randomBytes } from 'node:crypto';
import {
  checkCoupon,
  checkGstin,
  COMPTIA_COURSE_TITLES,
  COURSE_INDEX,
  PECB_COURSE_TITLES,
  gstinState,
  HOLD_MINUTES,
  isStateCode,
  normalizeCouponCode,
  normalizeGstin,
  orderReference,
  priceOrder,
  type BuyerPlace,
  type Coupon,
  type CouponProblem,
  type Currency,
  type PlaceOrderBody,
} from 'contracts';
import type { Selectable } from 'kysely';
import type { CommerceConfig } from '../config-commerce';
import { reserveSeats, reserveVouchers } from '../commerce/stock';
import type { Db } from '../db/database';
import type { CouponsTable, OrdersTable } from '../db/schema';
import { placeOfSupply } from '../invoices/document';
import { badRequest, conflict, notFound, say, type Said } from '../lib/http-error';
import { newId } from '../lib/ids';
import { addEvent } from './events';

// Each refusal is a message of the API's catalog, so the buyer reads it in the page's language.
const COUPON_PROBLEMS: Record<CouponProblem, Said> = {
  'not-yet-valid': say('ORDER_COUPON_NOT_YET_VALID'),
  expired: say('ORDER_COUPON_EXPIRED'),
  'used-up': say('ORDER_COUPON_USED_UP'),
  'not-applicable': say('ORDER_COUPON_NOT_APPLICABLE'),
};

const GSTIN_PROBLEMS = {
  format: say('GSTIN_FORMAT'),
  state: say('GSTIN_STATE'),
  checksum: say('GSTIN_CHECKSUM'),
};

/** A course as a person reads it on an invoice or in an e-mail: its vendor's name for it. */
function courseName(slug: string): string {
  const entry = COURSE_INDEX.find((c) => c.slug === slug);
  if (entry?.vendor === 'CompTIA') return COMPTIA_COURSE_TITLES[entry.slug];
  if (entry?.vendor === 'PECB') return PECB_COURSE_TITLES[entry.slug];
  return slug;
}

interface ResolvedItem {
  kind: 'voucher' | 'seat';
  productId: string | null;
  batchId: string | null;
  courseSlug: string;
  description: string;
  quantity: number;
  attendees: string[];
  price: { INR: number; USD: number };
}

async function resolveItem(trx: Db, item: PlaceOrderBody['items'][number], today: string) {
  if ('voucherProductId' in item) {
    const product = await trx
      .selectFrom('voucherProducts')
      .selectAll()
      .where('id', '=', item.voucherProductId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!product) throw notFound(say('ORDER_NOT_ON_SALE'));
    return {
      kind: 'voucher',
      productId: product.id,
      batchId: null,
      courseSlug: product.courseSlug,
      description: `${courseName(product.courseSlug)} exam voucher`,
      quantity: item.quantity,
      attendees: [],
      price: { INR: product.priceInr, USD: product.priceUsd },
    } satisfies ResolvedItem;
  }
  const batch = await trx
    .selectFrom('batches')
    .selectAll()
    .where('id', '=', item.batchId)
    .executeTakeFirst();
  if (!batch || batch.state !== 'scheduled' || batch.startsOn <= today)
    throw notFound(say('ORDER_BATCH_CLOSED'));
  const attendees = item.attendees.map((name) => name.trim());
  if (attendees.length !== item.quantity) throw badRequest(say('ORDER_ATTENDEES'));
  return {
    kind: 'seat',
    productId: null,
    batchId: batch.id,
    courseSlug: batch.courseSlug,
    description: `${courseName(batch.courseSlug)} training, ${batch.startsOn} to ${batch.endsOn}`,
    quantity: item.quantity,
    attendees,
    price: { INR: batch.priceInr, USD: batch.priceUsd },
  } satisfies ResolvedItem;
}

/** The buyer's place for the tax, and the GSTIN as stored; a 400 for a wrong one. */
function buyerPlace(billing: PlaceOrderBody['billing']): {
  place: BuyerPlace;
  gstin: string | null;
} {
  let gstin: string | null = null;
  if (billing.gstin !== undefined) {
    if (billing.country !== 'IN') throw badRequest(say('GSTIN_ABROAD'));
    gstin = normalizeGstin(billing.gstin);
    const problem = checkGstin(gstin);
    if (problem) throw badRequest(GSTIN_PROBLEMS[problem]);
  }
  if (billing.country !== 'IN') return { place: { country: billing.country }, gstin };
  if (!isStateCode(billing.state)) throw badRequest(say('ORDER_STATE_REQUIRED'));
  if (gstin && gstinState(gstin) !== billing.state) throw badRequest(say('GSTIN_OTHER_STATE'));
  return { place: { country: 'IN', state: billing.state }, gstin };
}

async function takeCoupon(
  trx: Db,
  code: string,
  courseSlug: string,
  currency: Currency,
  now: Date,
) {
  const row = await trx
    .selectFrom('coupons')
    .selectAll()
    .where('code', '=', normalizeCouponCode(code))
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) throw badRequest(say('ORDER_COUPON_UNKNOWN'));
  const coupon = couponOf(row);
  const problem = checkCoupon(coupon, { at: now, courseSlug, currency });
  if (problem) throw badRequest(COUPON_PROBLEMS[problem]);
  // Counted now, so that two orders cannot both take a coupon's last use.
  const taken = await trx
    .updateTable('coupons')
    .set((eb) => ({ used: eb('used', '+', 1) }))
    .where('id', '=', row.id)
    .where((eb) => eb('used', '<', eb.ref('maxUses')))
    .executeTakeFirst();
  if (taken.numUpdatedRows === 0n) throw badRequest(COUPON_PROBLEMS['used-up']);
  return { id: row.id, coupon };
}

function couponOf(row: Selectable<CouponsTable>): Coupon {
  return {
    code: row.code,
    kind: row.kind,
    value: row.value,
    ...(row.currency ? { currency: row.currency } : {}),
    validFrom: row.validFrom,
    validUntil: row.validUntil,
    maxUses: row.maxUses,
    used: row.used,
    courses: JSON.parse(row.courses) as string[],
  };
}

export interface PlaceInput {
  userId: string;
  body: PlaceOrderBody;
  idempotencyKey: string;
  lang: string;
  now: Date;
  commerce: CommerceConfig;
}

/** Places the order inside `trx`; its row. Throws a 4xx HttpError for anything refused. */
export async function placeOrder(trx: Db, input: PlaceInput): Promise<Selectable<OrdersTable>> {
  const { body, now, commerce } = input;
  const item = body.items[0];
  if (!item) throw badRequest('An order holds one item');
  const { place, gstin } = buyerPlace(body.billing);
  const currency: Currency = place.country === 'IN' ? 'INR' : 'USD';
  if (body.method === 'upi' && currency !== 'INR') throw badRequest(say('ORDER_UPI_RUPEES'));
  if (body.method === 'card' && !commerce.stripe) throw badRequest(say('ORDER_CARD_UNAVAILABLE'));
  const resolved = await resolveItem(trx, item, now.toISOString().slice(0, 10));
  const coupon = body.coupon
    ? await takeCoupon(trx, body.coupon, resolved.courseSlug, currency, now)
    : undefined;
  const price = priceOrder({
    unitPrice: resolved.price[currency],
    quantity: resolved.quantity,
    currency,
    ...(coupon ? { coupon: coupon.coupon } : {}),
    sellerState: commerce.state,
    buyer: place,
  });
  const orderId = newId();
  const iso = now.toISOString();
  const holdUntil = new Date(now.getTime() + HOLD_MINUTES[body.method] * 60_000).toISOString();
  if (resolved.kind === 'voucher') {
    const held = await reserveVouchers(
      trx,
      resolved.productId!,
      resolved.quantity,
      orderId,
      holdUntil,
      now,
    );
    if (!held.ok) throw conflict(say('ORDER_VOUCHERS_SOLD_OUT'));
  } else if (!(await reserveSeats(trx, resolved.batchId!, resolved.quantity, now))) {
    throw conflict(say('ORDER_SEATS_SOLD_OUT'));
  }
  const tax = (name: string) => price.lines.find((l) => l.name === name)?.amount ?? 0;
  const order = await trx
    .insertInto('orders')
    .values({
      id: orderId,
      reference: orderReference(randomBytes(8)),
      userId: input.userId,
      status: 'awaiting_payment',
      method: body.method,
      currency,
      billingName: body.billing.name.trim(),
      billingAddress: body.billing.address.trim(),
      billingState: place.country === 'IN' ? place.state : null,
      billingCountry: place.country,
      billingGstin: gstin,
      supplyKind: price.kind,
      placeOfSupply: placeOfSupply({ name: '', address: '', ...place }),
      couponId: coupon?.id ?? null,
      subtotal: price.subtotal,
      discount: price.discount,
      taxable: price.taxable,
      cgst: tax('CGST'),
      sgst: tax('SGST'),
      igst: tax('IGST'),
      total: price.total,
      holdUntil,
      lang: input.lang,
      utr: null,
      idempotencyKey: input.idempotencyKey,
      paidAt: null,
      createdAt: iso,
      updatedAt: iso,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
  await trx
    .insertInto('orderLines')
    .values({
      id: newId(),
      orderId,
      kind: resolved.kind,
      productId: resolved.productId,
      batchId: resolved.batchId,
      courseSlug: resolved.courseSlug,
      description: resolved.description,
      quantity: resolved.quantity,
      unitPrice: price.unitPrice,
      attendees: JSON.stringify(resolved.attendees),
    })
    .execute();
  await addEvent(trx, orderId, 'placed', now, input.userId, { total: price.total, currency });
  return order;
}
