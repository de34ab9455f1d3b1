// People's accounts and how they sign in: the user, one-time codes and reset grants, sessions, and
// the second factor (TOTP secret, recovery codes, the challenge between password and code). One
// file per group of tables, so a table reads beside its neighbours; schema.ts joins them into the
// Database type.
import type { Generated } from 'kysely';
import type { Role } from 'contracts';

export interface UsersTable {
  id: string;
  email: string;
  username: string;
  passwordHash: string;
  role: Role;
  tokenVersion: Generated<number>;
  phoneNumber: string;
  address: string;
  pinCode: string;
  country: string;
  linkedIn: string;
  interest: string;
  /** The name printed on certificates; '' until the user gives it (profile or an assessment). */
  fullName: Generated<string>;
  /** When the address was proven with an e-mailed code; null until then. */
  emailVerifiedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Notices e-mailed to an address's owner about sign-ups with that address, per day. */
export interface SignupNoticesTable {
  email: string;
  /** The UTC day, YYYY-MM-DD. */
  day: string;
  /** Notices counted that day (the ones past the cap were not sent). */
  sent: number;
}

/** What a one-time code is for: a code of one purpose never works for, nor voids, another. */
export type CodePurpose = 'reset' | 'email-proof' | 'email-change';

export interface OneTimeCodesTable {
  id: string;
  userId: string;
  purpose: Generated<CodePurpose>;
  /** The address an e-mail-proof code went to (it proves that address only); null for resets. */
  email: string | null;
  codeHash: string;
  expiresAt: string;
  attempts: Generated<number>;
  consumedAt: string | null;
  voidedAt: string | null;
  createdAt: string;
}

export interface ResetGrantsTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}

export interface SessionsTable {
  id: string;
  userId: string;
  userAgent: string;
  ip: string;
  createdAt: string;
  lastUsedAt: string;
}

export interface MfaFactorsTable {
  userId: string;
  /** The TOTP secret, sealed (lib/seal.ts). */
  secret: string;
  /** null while enrolment waits for its first code. */
  confirmedAt: string | null;
  /** The last time step accepted: it and every earlier one are refused (no replay). */
  lastTimeStep: number | null;
  failedCount: Generated<number>;
  lockedUntil: string | null;
  /** Locks in a row since the last accepted code: each lasts twice the one before (capped). */
  lockCount: Generated<number>;
  createdAt: string;
}

export interface RecoveryCodesTable {
  id: string;
  userId: string;
  codeHash: string;
  usedAt: string | null;
  createdAt: string;
}

export interface MfaChallengesTable {
  id: string;
  userId: string;
  tokenHash: string;
  expiresAt: string;
  usedAt: string | null;
  createdAt: string;
}
