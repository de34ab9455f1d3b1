/** The four local storage keys that hold the session. */
export const storageKeys = {
  token: 'token',
  username: 'username',
  role: 'role',
  user: 'user',
} as const;

export interface StoredUser {
  username: string;
  email?: string;
  role?: string;
}

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    // Storage can be disabled (privacy mode); the session then lives in memory only.
    return null;
  }
}

export function readStoredToken(): string | null {
  return storage()?.getItem(storageKeys.token) ?? null;
}

export function readStoredSession(): {
  token: string;
  user: StoredUser;
  username: string | null;
  role: string | null;
} | null {
  const s = storage();
  if (!s) return null;
  const token = s.getItem(storageKeys.token);
  const rawUser = s.getItem(storageKeys.user);
  if (!token || !rawUser) return null;
  try {
    const user = JSON.parse(rawUser) as unknown;
    if (!user || typeof user !== 'object' || typeof (user as StoredUser).username !== 'string') {
      return null;
    }
    return {
      token,
      user: user as StoredUser,
      username: s.getItem(storageKeys.username),
      role: s.getItem(storageKeys.role),
    };
  } catch {
    return null;
  }
}

export function writeStoredSession(token: string, user: StoredUser): void {
  const s = storage();
  if (!s) return;
  s.setItem(storageKeys.token, token);
  s.setItem(storageKeys.username, user.username);
  s.setItem(storageKeys.role, user.role ?? '');
  s.setItem(storageKeys.user, JSON.stringify(user));
}

export function clearStoredSession(): void {
  const s = storage();
  if (!s) return;
  for (const key of Object.values(storageKeys)) s.removeItem(key);
}
