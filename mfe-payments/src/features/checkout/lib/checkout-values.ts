// The checkout form's values, what is wrong with them, and the order body they make. Rules come
// from contracts (quantity limits, the GSTIN check), so the page refuses what the API would.
import {
  checkGstin,
  gstinState,
  isStateCode,
  normalizeGstin,
  QUANTITY_LIMITS,
  type PaymentMethod,
  type PlaceOrderBody,
} from 'contracts';
import type { CheckoutKey } from '../i18n/messages';
import type { CheckoutItem } from './checkout-item';

export interface CheckoutValues {
  quantity: string;
  attendees: string[];
  name: string;
  address: string;
  /** 'IN' for a buyer in India, otherwise 'abroad' with `country` chosen. */
  place: 'IN' | 'abroad';
  state: string;
  country: string;
  gstin: string;
  coupon: string;
  method: PaymentMethod;
}

export const emptyValues = (kind: CheckoutItem['kind']): CheckoutValues => ({
  quantity: '1',
  attendees: kind === 'seat' ? [''] : [],
  name: '',
  address: '',
  place: 'IN',
  state: '',
  country: '',
  gstin: '',
  coupon: '',
  method: 'bank',
});

/** A field's id: the element the error is tied to and focus goes to. */
export type FieldId =
  'quantity' | `attendee-${number}` | 'name' | 'address' | 'state' | 'country' | 'gstin' | 'coupon';

export type FieldErrors = Partial<Record<FieldId, CheckoutKey>>;

/** The quantity typed, when it is a whole number within the item's limits. */
export function quantityOf(values: CheckoutValues, kind: CheckoutItem['kind']): number | null {
  const { min, max } = QUANTITY_LIMITS[kind];
  if (!/^\d{1,3}$/.test(values.quantity.trim())) return null;
  const n = Number(values.quantity.trim());
  return n >= min && n <= max ? n : null;
}

const length = (text: string, min: number, max: number) =>
  text.trim().length >= min && text.trim().length <= max;

const GSTIN_ERRORS = {
  format: 'errGstinFormat',
  state: 'errGstinState',
  checksum: 'errGstinChecksum',
} as const satisfies Record<string, CheckoutKey>;

/** Every field's problem, in the order the fields appear (the first one gets the focus). */
export function validate(values: CheckoutValues, kind: CheckoutItem['kind']): FieldErrors {
  const errors: FieldErrors = {};
  if (quantityOf(values, kind) === null) errors.quantity = 'errQuantity';
  if (kind === 'seat') {
    values.attendees.forEach((name, i) => {
      if (!length(name, 2, 100)) errors[`attendee-${i}`] = 'errAttendee';
    });
  }
  if (!length(values.name, 2, 120)) errors.name = 'errName';
  if (!length(values.address, 5, 400)) errors.address = 'errAddress';
  if (values.place === 'IN' && !isStateCode(values.state)) errors.state = 'errState';
  if (values.place === 'abroad' && !/^[A-Z]{2}$/.test(values.country))
    errors.country = 'errCountry';
  if (values.gstin.trim()) {
    const problem = checkGstin(values.gstin);
    if (values.place !== 'IN') errors.gstin = 'errGstinIndiaOnly';
    else if (problem) errors.gstin = GSTIN_ERRORS[problem];
    else if (isStateCode(values.state) && gstinState(values.gstin) !== values.state)
      errors.gstin = 'errGstinOtherState';
  }
  if (values.coupon.trim().length > 40) errors.coupon = 'errCoupon';
  return errors;
}

/** The body of POST /orders for valid `values` (validate first). */
export function orderBody(
  item: CheckoutItem,
  values: CheckoutValues,
  idempotencyKey: string,
): PlaceOrderBody {
  const quantity = quantityOf(values, item.kind) ?? 1;
  const gstin = values.gstin.trim() ? normalizeGstin(values.gstin) : undefined;
  const coupon = values.coupon.trim() || undefined;
  return {
    items: [
      item.kind === 'seat'
        ? {
            batchId: item.id,
            quantity,
            attendees: values.attendees.slice(0, quantity).map((a) => a.trim()),
          }
        : { voucherProductId: item.id, quantity },
    ],
    billing: {
      name: values.name.trim(),
      address: values.address.trim(),
      ...(values.place === 'IN'
        ? { country: 'IN', state: values.state }
        : { country: values.country }),
      ...(gstin ? { gstin } : {}),
    },
    ...(coupon ? { coupon } : {}),
    method: values.method,
    idempotencyKey,
  };
}

/** A key made once per checkout, so a second submit of the same order places nothing more. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
