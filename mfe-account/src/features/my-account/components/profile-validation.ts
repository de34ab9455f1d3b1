import { checkFullName, isLinkedInProfileUrl, isPlainText, normalizeFullName } from 'contracts';
import type { profileEn } from '../i18n/en';

export const PROFILE_FIELDS = [
  'fullName',
  'username',
  'phoneNumber',
  'address',
  'pinCode',
  'country',
  'linkedIn',
  'interest',
] as const;
export type ProfileField = (typeof PROFILE_FIELDS)[number];
export type ProfileValues = Record<ProfileField, string>;
export type ProfileProblems = Partial<Record<ProfileField, keyof typeof profileEn>>;

// Sign-up's rules (the API's register schema in contracts), so most mistakes are said at the
// field before a round trip; the API checks them all again.
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._ -]*$/;
const PHONE = /^[0-9+() .-]*$/;
const PIN = /^[A-Za-z0-9 -]*$/;
const LIMITS = { address: 300, country: 80, interest: 200 } as const;

/** Each changed field's problem; an empty object when the changes can be sent. */
export function validateProfile(values: ProfileValues): ProfileProblems {
  const out: ProfileProblems = {};
  const v = Object.fromEntries(
    PROFILE_FIELDS.map((field) => [field, values[field].trim()]),
  ) as ProfileValues;
  if (v.fullName && checkFullName(normalizeFullName(v.fullName))) out.fullName = 'errFullName';
  if (v.username.length < 3 || v.username.length > 40 || !USERNAME.test(v.username)) {
    out.username = 'errUsername';
  }
  if (!PHONE.test(v.phoneNumber) || v.phoneNumber.length > 30) out.phoneNumber = 'errPhone';
  if (v.phoneNumber && v.phoneNumber.replace(/\D/g, '').length < 7) out.phoneNumber = 'errPhone';
  if (!PIN.test(v.pinCode) || v.pinCode.length > 12) out.pinCode = 'errPin';
  if (v.linkedIn && !isLinkedInProfileUrl(v.linkedIn)) out.linkedIn = 'errLinkedIn';
  for (const field of ['address', 'country', 'interest'] as const) {
    if (v[field].length > LIMITS[field]) out[field] = 'errTooLong';
    else if (!isPlainText(v[field], 'no-markup')) out[field] = 'errCharacters';
  }
  return out;
}
