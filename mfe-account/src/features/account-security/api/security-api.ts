import type { MfaStatusResponse, RecoveryCodesResponse, TotpEnrolmentResponse } from 'contracts';
import { http } from 'shared';

/** Whether the signed-in account's two-step sign-in is on, and whether the site requires it. */
export type MfaStatus = Omit<MfaStatusResponse, 'success'>;

/** What an authenticator app needs: the key and the otpauth:// address the QR code carries. */
export type TotpEnrolment = Omit<TotpEnrolmentResponse, 'success'>;

/** GET /users/me/mfa. */
export async function getMfaStatus(): Promise<MfaStatus> {
  const { data } = await http.get<MfaStatusResponse>('/users/me/mfa');
  return {
    enabled: data.enabled === true,
    recoveryCodesLeft: data.recoveryCodesLeft ?? 0,
    required: data.required === true,
  };
}

/** POST /users/me/mfa/totp: a new key, waiting for its first code (409 when already on). */
export async function startTotp(): Promise<TotpEnrolment> {
  const { data } = await http.post<TotpEnrolmentResponse>('/users/me/mfa/totp');
  return { secret: data.secret, otpauthUri: data.otpauthUri };
}

/**
 * POST /users/me/mfa/totp/confirm: turns it on with the app's first code and answers the ten
 * recovery codes, shown this once. The API ends the account's other sessions, not this one.
 */
export async function confirmTotp(code: string): Promise<string[]> {
  const { data } = await http.post<RecoveryCodesResponse>('/users/me/mfa/totp/confirm', { code });
  return data.recoveryCodes;
}

/** POST /users/me/mfa/recovery-codes: ten new codes replace all the others (a code from the app). */
export async function regenerateRecoveryCodes(code: string): Promise<string[]> {
  const { data } = await http.post<RecoveryCodesResponse>('/users/me/mfa/recovery-codes', {
    code,
  });
  return data.recoveryCodes;
}

/** DELETE /users/me/mfa with a code from the app or a recovery code (the body is required). */
export async function turnOffMfa(code: string): Promise<void> {
  await http.request('delete', '/users/me/mfa', { code });
}
