import type { SessionInfo, SessionsResponse, SignedOutResponse } from 'contracts';
import { http } from 'shared';

// Where the signed-in account is signed in: any signed-in user's own sessions (the API allows
// every role), shown on the admin's 'Sign-in security' tab and on the learner's account page.

export type { SessionInfo };

/** GET /users/me/sessions: where the account is signed in, this session marked `current`. */
export async function listSessions(): Promise<SessionInfo[]> {
  const { data } = await http.get<SessionsResponse>('/users/me/sessions');
  return Array.isArray(data.data) ? data.data : [];
}

/** DELETE /users/me/sessions/:id: that session's token is refused from now on. */
export async function signOutSession(id: string): Promise<void> {
  await http.delete<SignedOutResponse>(`/users/me/sessions/${encodeURIComponent(id)}`);
}

/** DELETE /users/me/sessions: every session but this one; answers how many were ended. */
export async function signOutOtherSessions(): Promise<number> {
  const { data } = await http.delete<SignedOutResponse>('/users/me/sessions');
  return data.count ?? 0;
}
