import {
  isLinkedInProfileUrl,
  isPlainText,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from 'contracts';
import type { SignupRequest } from 'shared';
import { INDIA } from './signup-options';

export type SignupField = keyof SignupRequest;

/** Keys of the signup dictionary that name a validation problem. */
export type SignupProblem =
  | 'errRequired'
  | 'errEmail'
  | 'errPasswordShort'
  | 'errPasswordLong'
  | 'errUsername'
  | 'errPhone'
  | 'errPinIndia'
  | 'errPin'
  | 'errLinkedIn'
  | 'errCharacters'
  | 'errTooLong';

/** The API's password rule (contracts). */
export const PASSWORD_MIN = PASSWORD_MIN_LENGTH;
export const PASSWORD_MAX = PASSWORD_MAX_LENGTH;

// Mirrors the API's register schema so most mistakes are caught before a round trip.
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const USERNAME = /^[A-Za-z0-9][A-Za-z0-9._ -]*$/;
const PHONE = /^[0-9+() .-]*$/;
const PIN_INDIA = /^[1-9][0-9]{5}$/;
const PIN_OTHER = /^[A-Za-z0-9 -]*$/;

/** Every field's problem, or an empty object when the form can be sent. */
export function validateSignup(v: SignupRequest): Partial<Record<SignupField, SignupProblem>> {
  const out: Partial<Record<SignupField, SignupProblem>> = {};
  const required: SignupField[] = [
    'email',
    'password',
    'username',
    'phoneNumber',
    'address',
    'country',
    'interest',
  ];
  for (const field of required) {
    if (!v[field].trim()) out[field] = 'errRequired';
  }
  const email = v.email.trim();
  if (!out.email && (!EMAIL.test(email) || email.length > 254)) out.email = 'errEmail';
  if (!out.password && v.password.length < PASSWORD_MIN) out.password = 'errPasswordShort';
  if (!out.password && v.password.length > PASSWORD_MAX) out.password = 'errPasswordLong';
  const username = v.username.trim();
  if (!out.username && (username.length < 3 || username.length > 40 || !USERNAME.test(username))) {
    out.username = 'errUsername';
  }
  const phone = v.phoneNumber.trim();
  if (
    !out.phoneNumber &&
    (!PHONE.test(phone) || phone.length > 30 || phone.replace(/\D/g, '').length < 7)
  ) {
    out.phoneNumber = 'errPhone';
  }
  if (!out.address && v.address.trim().length > 300) out.address = 'errTooLong';
  // Markup, control and invisible characters: the server refuses them too (contracts' rules).
  for (const field of ['address', 'country', 'interest'] as const) {
    if (!out[field] && !isPlainText(v[field].trim(), 'no-markup')) out[field] = 'errCharacters';
  }
  const pin = v.pinCode.trim();
  if (v.country === INDIA) {
    if (!PIN_INDIA.test(pin)) out.pinCode = 'errPinIndia';
  } else if (pin && (!PIN_OTHER.test(pin) || pin.length > 12)) {
    out.pinCode = 'errPin';
  }
  // Only the https address of a LinkedIn profile: never another scheme (javascript:) or host.
  const linkedIn = v.linkedIn.trim();
  if (linkedIn && !isLinkedInProfileUrl(linkedIn)) out.linkedIn = 'errLinkedIn';
  return out;
}
