import type {
  AccountResponse,
  AccountUser,
  MeResponse,
  SuccessMessage,
  UpdateMeBody,
} from 'contracts';
import { http } from 'shared';

export type { AccountUser, UpdateMeBody };

/** GET /users/me: the signed-in account, its profile fields included. */
export async function fetchProfile(): Promise<AccountUser> {
  const { data } = await http.get<MeResponse>('/users/me');
  return data.user;
}

/** PATCH /users/me: the changed fields only; answers the account as saved. */
export async function saveProfile(changes: UpdateMeBody): Promise<AccountUser> {
  const { data } = await http.patch<AccountResponse>('/users/me', changes);
  return data.data;
}

/** POST /users/me/email-change: a code goes to the new address. */
export async function requestEmailChange(newEmail: string, password: string): Promise<string> {
  const { data } = await http.post<SuccessMessage>('/users/me/email-change', {
    newEmail,
    password,
  });
  return data.message;
}

/** POST /users/me/email-change/verify: the address changes; other sessions end. */
export async function confirmEmailChange(code: string): Promise<string> {
  const { data } = await http.post<SuccessMessage>('/users/me/email-change/verify', { code });
  return data.message;
}

/** DELETE /users/me with the password: the account's personal data is erased. */
export async function deleteAccount(password: string): Promise<string> {
  const { data } = await http.request<SuccessMessage>('delete', '/users/me', { password });
  return data.message;
}
