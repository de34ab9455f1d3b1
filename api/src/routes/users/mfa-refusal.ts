// What a wrong second-factor code gets: the refusal (a locked step says when to try again), and
// a notice to the owner when that code has just locked the step. Shared by the login's second
// step (login.ts) and the changes to one's own factor (mfa.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError, say, tooManyRequests } from '../../lib/http-error';
import { mfaLockedEmail } from '../../lib/emails';
import { langOf } from '../../lib/messages';
import { refusedFor } from '../../plugins/rate-limit';
import type { CodeCheck } from '../../mfa/code-check';

/** The refusal for a failed second step; a locked one says when to try again (Retry-After). */
export function refusal(result: CodeCheck & { ok: false }): HttpError {
  if (!result.locked) return badRequest(say('MFA_CODE_INVALID'));
  const left = result.lockedUntil ? Date.parse(result.lockedUntil) - Date.now() : 0;
  return left > 0 ? refusedFor(say('MFA_LOCKED'), left) : tooManyRequests(say('MFA_LOCKED'));
}

/**
 * Tells the owner when a wrong code has just locked the second step: whoever typed it had the
 * password. Accounts keep no language, so the notice is in the language of the page the code
 * came from (most often the owner's own).
 */
export async function noticeOfLock(
  app: FastifyInstance,
  request: FastifyRequest,
  email: string,
  result: CodeCheck,
): Promise<void> {
  if (result.ok || !result.lockedMinutes) return;
  request.log.warn({ event: 'mfa-locked', minutes: result.lockedMinutes }, 'second step locked');
  // The lock is already recorded (by the code check's own write): the notice is kept on its own.
  await app.outbox.queueEmail(
    app.db,
    mfaLockedEmail(email, app.config.site.brandName, result.lockedMinutes, langOf(request)),
  );
}
