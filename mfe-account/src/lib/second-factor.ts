/**
 * The two kinds of code the second step takes (the API's api/src/mfa/totp.ts): the 6 digits an
 * authenticator app shows, and a one-time recovery code of 12 letters and digits, written
 * xxxx-xxxx-xxxx. The API ignores case, spaces and dashes in a recovery code; these read what a
 * person typed or pasted the same way and answer null when it cannot be one.
 */
export const TOTP_DIGITS = 6;

const RECOVERY_GROUPS = /^([A-Z0-9]{4})([A-Z0-9]{4})([A-Z0-9]{4})$/;

/** '123 456' -> '123456'. */
export function totpCodeOf(input: string): string | null {
  const digits = input.replace(/\s/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/** 'abcd efgh-jk23' -> 'ABCD-EFGH-JK23'. */
export function recoveryCodeOf(input: string): string | null {
  const groups = RECOVERY_GROUPS.exec(input.toUpperCase().replace(/[\s-]/g, ''));
  return groups ? groups.slice(1).join('-') : null;
}

/** Either kind (turning the factor off takes both). */
export function secondFactorCodeOf(input: string): string | null {
  return totpCodeOf(input) ?? recoveryCodeOf(input);
}
