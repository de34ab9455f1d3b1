// Resetting someone else's second factor: by an admin (DELETE /api/users/:id/mfa) or from the
// server's shell for a locked-out owner (`npm run admin -w api -- reset-mfa <email>`). The factor,
// its recovery codes and open challenges go, and every session of the account ends, in the
// caller's transaction (which also writes the mfa.reset event).
import type { Db } from '../db/database';
import { SessionsRepository } from '../db/repositories/sessions';

/** False when the account had no second factor on (nothing changed). */
export async function resetSecondFactor(trx: Db, userId: string): Promise<boolean> {
  const factor = await trx
    .selectFrom('mfaFactors')
    .select('confirmedAt')
    .where('userId', '=', userId)
    .executeTakeFirst();
  if (!factor?.confirmedAt) return false;
  await trx.deleteFrom('recoveryCodes').where('userId', '=', userId).execute();
  await trx.deleteFrom('mfaChallenges').where('userId', '=', userId).execute();
  await trx.deleteFrom('mfaFactors').where('userId', '=', userId).execute();
  await new SessionsRepository(trx).removeAll(userId);
  return true;
}
