// Ensures an administrator exists: used at start (ADMIN_EMAIL + ADMIN_PASSWORD) and by the CLI
// (`npm run admin -w api -- create <email>`).
import type { Repositories } from './db/repositories';
import { newId } from './lib/ids';
import { passwordProblem, type PasswordHasher } from './lib/passwords';
import { nowIso } from './lib/time';

export type EnsureAdminResult = 'created' | 'promoted' | 'unchanged';

async function freeUsername(repos: Repositories, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 30);
  if (base.length < 3) base = `admin${base}`;
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await repos.users.findByUsername(candidate))) return candidate;
  }
  throw new Error(`no free username for ${email}`);
}

/**
 * Creates the account as an admin, or promotes an existing account (its password is left
 * unchanged). Throws with a readable message when a new account's password is refused.
 */
export async function ensureAdmin(
  repos: Repositories,
  passwords: PasswordHasher,
  input: { email: string; password?: string; username?: string },
): Promise<EnsureAdminResult> {
  const email = input.email.trim().toLowerCase();
  const existing = await repos.users.findByEmail(email);
  if (existing) {
    if (existing.role === 'admin') return 'unchanged';
    await repos.users.setRole(existing.id, 'admin');
    return 'promoted';
  }
  if (!input.password)
    throw new Error(`no account for ${email} yet: a password is needed to create it`);
  const username = input.username ?? (await freeUsername(repos, email));
  const problem = passwordProblem(input.password, 'the admin password', { email, username });
  if (problem) throw new Error(problem);
  if (input.username && (await repos.users.findByUsername(input.username))) {
    throw new Error(`the username ${input.username} is already taken`);
  }
  const now = nowIso();
  await repos.users.create({
    id: newId(),
    email,
    username,
    passwordHash: await passwords.hash(input.password),
    role: 'admin',
    phoneNumber: '',
    address: '',
    pinCode: '',
    country: '',
    linkedIn: '',
    interest: '',
    createdAt: now,
    updatedAt: now,
  });
  return 'created';
}
