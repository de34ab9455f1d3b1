import type {
  AccountResponse,
  AccountUser,
  AdminMfaResetBody,
  Role,
  SuccessMessage,
  UpdateUserBody,
} from 'contracts';
import { http } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

// The shapes are the API's own (contracts); the names here are the ones the admin screens use.
export type { AccountUser };
export type UserRole = Role;

/** `cursor`: the nextCursor of the page before (the list reads on from there, however deep). */
export async function listUsers(
  search: string,
  page: number,
  cursor?: string,
): Promise<Paged<AccountUser>> {
  const { data } = await http.get<unknown>('/users', {
    params: {
      page,
      ...(search.trim() ? { search: search.trim() } : {}),
      ...(cursor ? { cursor } : {}),
    },
  });
  return pagedOf<AccountUser>(data);
}

/** PATCH /users/:id; making an admin needs `code`, a current code of the acting admin's factor. */
export async function setUserRole(id: string, role: UserRole, code?: string): Promise<AccountUser> {
  const body: UpdateUserBody = code ? { role, code } : { role };
  const { data } = await http.patch<AccountResponse>(`/users/${encodeURIComponent(id)}`, body);
  return data.data;
}

/**
 * DELETE /users/:id/mfa: turns another account's second factor off and ends its sessions (the
 * API audits it and e-mails the owner). Answers the server's message, in the page's language.
 */
export async function resetUserMfa(id: string, code: string): Promise<string> {
  const body: AdminMfaResetBody = { code };
  const { data } = await http.request<SuccessMessage>(
    'delete',
    `/users/${encodeURIComponent(id)}/mfa`,
    body,
  );
  return data.message;
}
