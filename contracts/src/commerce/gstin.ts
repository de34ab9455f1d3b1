// Indian GST: the states and union territories by their GST state code, and the GSTIN, the
// 15-character tax identity of a registered business: its state's code, its PAN, an entity
// number, 'Z', and a check character computed over the first 14 (a base-36 Luhn variant).

/** The GST state codes (the first two digits of a GSTIN and the place of supply). */
export const INDIAN_STATES = {
  '01': 'Jammu and Kashmir',
  '02': 'Himachal Pradesh',
  '03': 'Punjab',
  '04': 'Chandigarh',
  '05': 'Uttarakhand',
  '06': 'Haryana',
  '07': 'Delhi',
  '08': 'Rajasthan',
  '09': 'Uttar Pradesh',
  '10': 'Bihar',
  '11': 'Sikkim',
  '12': 'Arunachal Pradesh',
  '13': 'Nagaland',
  '14': 'Manipur',
  '15': 'Mizoram',
  '16': 'Tripura',
  '17': 'Meghalaya',
  '18': 'Assam',
  '19': 'West Bengal',
  '20': 'Jharkhand',
  '21': 'Odisha',
  '22': 'Chhattisgarh',
  '23': 'Madhya Pradesh',
  '24': 'Gujarat',
  '26': 'Dadra and Nagar Haveli and Daman and Diu',
  '27': 'Maharashtra',
  '29': 'Karnataka',
  '30': 'Goa',
  '31': 'Lakshadweep',
  '32': 'Kerala',
  '33': 'Tamil Nadu',
  '34': 'Puducherry',
  '35': 'Andaman and Nicobar Islands',
  '36': 'Telangana',
  '37': 'Andhra Pradesh',
  '38': 'Ladakh',
  '97': 'Other Territory',
} as const;

export type StateCode = keyof typeof INDIAN_STATES;

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && Object.hasOwn(INDIAN_STATES, value);
}

const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const SHAPE = /^(\d{2})([A-Z]{5}\d{4}[A-Z])([1-9A-Z])Z([0-9A-Z])$/;

/** The check character of a GSTIN's first 14 characters. */
export function gstinCheckCharacter(first14: string): string {
  let sum = 0;
  for (let i = 0; i < 14; i += 1) {
    const value = ALPHABET.indexOf(first14[i] ?? '');
    if (value < 0) throw new RangeError('a GSTIN holds only digits and capital letters');
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return ALPHABET[(36 - (sum % 36)) % 36] as string;
}

/** What is wrong with a GSTIN, if anything: its shape, its state code or its check character. */
export type GstinProblem = 'format' | 'state' | 'checksum';

/** The GSTIN as stored: capitals, no spaces. */
export function normalizeGstin(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

export function checkGstin(text: string): GstinProblem | undefined {
  const gstin = normalizeGstin(text);
  const match = SHAPE.exec(gstin);
  if (!match) return 'format';
  if (!isStateCode(match[1])) return 'state';
  if (gstinCheckCharacter(gstin.slice(0, 14)) !== gstin[14]) return 'checksum';
  return undefined;
}

/** The state a GSTIN is registered in: its first two digits. */
export function gstinState(gstin: string): StateCode | undefined {
  const code = normalizeGstin(gstin).slice(0, 2);
  return isStateCode(code) ? code : undefined;
}
