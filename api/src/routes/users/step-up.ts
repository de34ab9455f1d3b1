// Step-up for the admin actions that hand out power over other accounts (making an admin,
// resetting another's second factor): a session alone is not enough, the acting admin also sends
// a current code of their own second factor, so a stolen token or an unattended browser cannot
// create a new administrator or strip one's factor.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, say, tooManyRequests } from '../../lib/http-error';
import { userOf } from '../../plugins/auth';

/**
 * Passes when `code` is a current TOTP code (or an unused recovery code) of the signed-in admin.
 * A wrong code counts toward the factor's lock, like a wrong code at sign-in, and is audited.
 */
export async function requireStepUp(
  app: FastifyInstance,
  request: FastifyRequest,
  code: string | undefined,
): Promise<void> {
  const admin = userOf(request);
  if (!(await app.mfa.isEnabled(app.db, admin.id))) throw forbidden(say('STEP_UP_NO_FACTOR'));
  if (!code) throw forbidden(say('STEP_UP_REQUIRED'));
  // Its own transaction, committed either way: the wrong code's count and event must stay.
  const result = await app.db.transaction().execute(async (trx) => {
    const check = await app.mfa.check(trx, admin.id, code);
    if (!check.ok) {
      await app.audit(trx, request, {
        action: 'auth.mfa_failed',
        target: { type: 'user', id: admin.id },
        summary: check.locked ? 'mfa.code_wrong_locked' : 'mfa.code_wrong',
      });
    }
    return check;
  });
  if (result.ok) return;
  throw result.locked ? tooManyRequests(say('MFA_LOCKED')) : forbidden(say('STEP_UP_FAILED'));
}
