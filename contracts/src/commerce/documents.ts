// The numbers and references of the sale's documents: the order reference a buyer quotes with a
// bank transfer, the tax invoice's number (consecutive within an Indian financial year, April
// to March, at most 16 characters by the GST rules) and the UPI payment link.
import { toDecimalString } from './money';

/** Crockford's base 32: no I, L, O or U, so a reference read aloud or typed is not mistaken. */
export const REFERENCE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const ORDER_REFERENCE_PATTERN = '^SB-ORD-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$';
const ORDER_REFERENCE = new RegExp(ORDER_REFERENCE_PATTERN);

/** An order reference (`SB-ORD-7K3P-9QXA`) from eight random bytes' worth of the alphabet. */
export function orderReference(randomBytes: Uint8Array): string {
  if (randomBytes.length < 8) throw new RangeError('an order reference takes 8 random bytes');
  const chars = Array.from(randomBytes.slice(0, 8), (byte) => REFERENCE_ALPHABET[byte % 32]);
  return `SB-ORD-${chars.slice(0, 4).join('')}-${chars.slice(4).join('')}`;
}

/** Finds an order reference in free text (a bank statement's narration), however it is spaced or cased. */
export function findOrderReference(text: string): string | undefined {
  const match = /SB[\s-]*ORD[\s-]*([0-9A-Z]{4})[\s-]*([0-9A-Z]{4})/i.exec(text);
  if (!match) return undefined;
  const reference = `SB-ORD-${match[1]}-${match[2]}`.toUpperCase();
  return ORDER_REFERENCE.test(reference) ? reference : undefined;
}

export function isOrderReference(value: unknown): value is string {
  return typeof value === 'string' && ORDER_REFERENCE.test(value);
}

/** The Indian financial year a moment falls in, by the date in India: `26-27` for 2026-04-01 to 2027-03-31. */
export function financialYear(at: Date): string {
  // India is UTC+5:30 all year.
  const india = new Date(at.getTime() + 330 * 60_000);
  const year = india.getUTCFullYear();
  const start = india.getUTCMonth() >= 3 ? year : year - 1;
  const two = (n: number) => String(n % 100).padStart(2, '0');
  return `${two(start)}-${two(start + 1)}`;
}

export const INVOICE_SEQUENCE_MAX = 999_999;

/** An invoice or credit note number: `SB/26-27/000123`, or `CN/26-27/000004` for a credit note. */
export function documentNumber(
  kind: 'invoice' | 'credit-note',
  year: string,
  sequence: number,
): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1 || sequence > INVOICE_SEQUENCE_MAX) {
    throw new RangeError(`a document sequence runs from 1 to ${INVOICE_SEQUENCE_MAX}`);
  }
  const prefix = kind === 'invoice' ? 'SB' : 'CN';
  const number = `${prefix}/${year}/${String(sequence).padStart(6, '0')}`;
  if (number.length > 16) throw new RangeError('a GST document number is at most 16 characters');
  return number;
}

export interface UpiPayment {
  /** The payee's UPI address (VPA), e.g. `company@bank`. */
  payee: string;
  payeeName: string;
  /** Rupees in paise. */
  amount: number;
  /** The order reference, so the transfer names its order. */
  reference: string;
}

/** The `upi://pay` link a UPI app opens (and its QR code carries) for an exact amount. */
export function upiLink({ payee, payeeName, amount, reference }: UpiPayment): string {
  const params = [
    ['pa', payee],
    ['pn', payeeName],
    ['am', toDecimalString(amount)],
    ['cu', 'INR'],
    ['tn', reference],
  ];
  return `upi://pay?${params.map(([k, v]) => `${k}=${encodeURIComponent(v ?? '')}`).join('&')}`;
}
