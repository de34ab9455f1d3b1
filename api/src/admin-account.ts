// Ensures an administrator exists: used at start (ADMIN_EMAIL + ADMIN_PASSWORD) and by the CLI
// (`npm run admin -w api -- create <email>`). Anyone can register an address before the operator
// names it, so an existing account is never made an admin silently: the operator has to ask for
// a take-over, which gives the account the operator's password, ends its sessions, removes its
// second factor and voids its reset codes, so nothing the registrant set up survives. Every
// change is an audit event in its transaction, with the operator as the actor.
import type { AuditLog } from './audit/log';
import { operatorOrigin } from './audit/operator';
import type { Db } from './db/database';
import { SessionsRepository } from './db/repositories/sessions';
import { UsersRepository } from './db/repositories/users';
import type { Role } from './db/schema';
import { newId } from './lib/ids';
import { passwordProblem, type PasswordHasher } from './lib/passwords';
import { nowIso } from './lib/time';

export type EnsureAdminResult = 'created' | 'taken_over' | 'unchanged';

/** The address has an account that is not an admin, and no take-over was asked for. */
export class ExistingAccountError extends Error {
  constructor(
    readonly email: string,
    readonly role: Role,
  ) {
    super(`${email} already has an account (role ${role}); it is not made an admin silently`);
    this.name = 'ExistingAccountError';
  }
}

export interface AdminBootstrap {
  db: Db;
  auditLog: AuditLog;
  passwords: PasswordHasher;
  /** What runs it, stored as the audit events' agent (`npm run admin -- create`, `ADMIN_EMAIL at start`). */
  tool: string;
}

async function freeUsername(users: UsersRepository, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '').replace(/[^A-Za-z0-9._-]/g, '').slice(0, 30);
  if (base.length < 3) base = `admin${base}`;
  for (let n = 1; n < 1000; n += 1) {
    const candidate = n === 1 ? base : `${base}-${n}`;
    if (!(await users.findByUsername(candidate))) return candidate;
  }
  throw new Error(`no free username for ${email}`);
}

/**
 * Creates the account as an admin; leaves an existing admin alone; takes an existing account
 * over only with `takeOver` (and a password), else throws ExistingAccountError. Throws with a
 * readable message when the password is refused.
 */
export async function ensureAdmin(
  deps: AdminBootstrap,
  input: { email: string; password?: string; username?: string; takeOver?: boolean },
): Promise<EnsureAdminResult> {
  const { db, auditLog, passwords } = deps;
  const users = new UsersRepository(db);
  const email = input.email.trim().toLowerCase();
  const existing = await users.findByEmail(email);
  // An admin already: a take-over left in the environment must not reset it at every start.
  if (existing?.role === 'admin') return 'unchanged';
  if (existing && !input.takeOver) throw new ExistingAccountError(email, existing.role);
  if (!input.password) {
    throw new Error(
      existing
        ? `a password is needed to take over ${email}`
        : `no account for ${email} yet: a password is needed to create it`,
    );
  }
  const username = existing?.username ?? input.username ?? (await freeUsername(users, email));
  const problem = passwordProblem(input.password, 'the admin password', { email, username });
  if (problem) throw new Error(problem);
  if (!existing && input.username && (await users.findByUsername(input.username))) {
    throw new Error(`the username ${input.username} is already taken`);
  }
  const passwordHash = await passwords.hash(input.password);
  const origin = operatorOrigin(deps.tool);
  const now = nowIso();

  if (existing) {
    const taken = await db.transaction().execute(async (trx) => {
      const changed = await trx
        .updateTable('users')
        .set((eb) => ({
          role: 'admin',
          passwordHash,
          tokenVersion: eb('tokenVersion', '+', 1),
          // The operator vouches for the address by naming it.
          emailVerifiedAt: eb.fn.coalesce('emailVerifiedAt', eb.val(now)),
          updatedAt: now,
        }))
        .where('id', '=', existing.id)
        .where('role', '!=', 'admin')
        .executeTakeFirst();
      if (Number(changed.numUpdatedRows) !== 1) return false;
      await new SessionsRepository(trx).removeAll(existing.id);
      await trx.deleteFrom('recoveryCodes').where('userId', '=', existing.id).execute();
      await trx.deleteFrom('mfaChallenges').where('userId', '=', existing.id).execute();
      await trx.deleteFrom('mfaFactors').where('userId', '=', existing.id).execute();
      // A reset the registrant already started must not take the password back.
      await trx
        .updateTable('oneTimeCodes')
        .set({ voidedAt: now })
        .where('userId', '=', existing.id)
        .where('consumedAt', 'is', null)
        .where('voidedAt', 'is', null)
        .execute();
      await trx
        .updateTable('resetGrants')
        .set({ usedAt: now })
        .where('userId', '=', existing.id)
        .where('usedAt', 'is', null)
        .execute();
      await auditLog.append(trx, origin, {
        action: 'user.role_change',
        target: { type: 'user', id: existing.id },
        summary: 'user.admin_taken_over',
        params: { email, from: existing.role },
      });
      return true;
    });
    // Made an admin by someone else meanwhile: nothing left to take over.
    return taken ? 'taken_over' : 'unchanged';
  }

  const id = newId();
  await db.transaction().execute(async (trx) => {
    await new UsersRepository(trx).create({
      id,
      email,
      username,
      passwordHash,
      role: 'admin',
      phoneNumber: '',
      address: '',
      pinCode: '',
      country: '',
      linkedIn: '',
      interest: '',
      emailVerifiedAt: now,
      createdAt: now,
      updatedAt: now,
    });
    await auditLog.append(trx, origin, {
      action: 'user.role_change',
      target: { type: 'user', id },
      summary: 'user.admin_created',
      params: { email },
    });
  });
  return 'created';
}
