// Changing one's own address: the current password asks for it, a 6-digit code e-mailed to the
// NEW address confirms it (the rules of the address proof: CSPRNG, stored hashed, 10 minutes,
// five wrong tries void it, one send a minute), and then the address changes, the old address
// is told, and the account's other sessions end.
//
// Certificates issued to the old address stay with the account: their `recipient_email` moves to
// the new address in the same transaction. The signed credential is not touched (its subject is
// a salted hash of the address it was issued to), so it verifies by its ID as before.
//
// Whether the new address already has an account is not said when the code is asked for (the
// answer and its timing are the same, and the code goes out after the answer); only someone who
// read the code in that mailbox learns it, when the change is refused.
import { EmailChangeBody, EmailProofBody, errors, SuccessMessage } from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { OneTimeCodesRepository } from '../../db/repositories/one-time-codes';
import { SessionsRepository } from '../../db/repositories/sessions';
import type { User } from '../../db/schema';
import { badRequest, conflict, notFound, say, tooManyRequests } from '../../lib/http-error';
import { langOf, said } from '../../lib/messages';
import {
  hashOneTimeCode,
  newOneTimeCode,
  oneTimeCodeMatches,
  OTP_MAX_WRONG_GUESSES,
  OTP_TTL_SECONDS,
} from '../../lib/one-time-code';
import { emailChangeCodeEmail, emailChangedEmail } from '../../lib/profile-emails';
import { isoIn, nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import { normalizeEmail } from './account';

/** Its own scope: a code for one new address never matches another address or purpose. */
const scopeOf = (userId: string, email: string) => `email-change:${userId}:${email}`;

export const emailChangeRoutes: RoutePlugin = async (app) => {
  const { rateLimits } = app.config;
  const brand = () => app.config.site.brandName;

  async function ownAccount(id: string): Promise<User> {
    const user = await app.repos.users.findById(id);
    if (!user) throw notFound(say('ACCOUNT_NOT_FOUND'));
    return user;
  }

  app.post(
    '/users/me/email-change',
    {
      schema: {
        tags: ['users'],
        summary: 'Ask to change your address: a 6-digit code goes to the new address',
        security: bearer,
        body: EmailChangeBody,
        response: { 200: SuccessMessage, ...errors(400, 401, 429) },
      },
      config: { rateLimit: perIp(rateLimits.sendOtp) },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await ownAccount(userOf(request).id);
      const newEmail = normalizeEmail(request.body.newEmail);
      if (!(await app.passwords.verify(user.passwordHash, request.body.password))) {
        throw badRequest(say('PASSWORD_INCORRECT'));
      }
      if (newEmail === user.email) throw badRequest(say('EMAIL_CHANGE_SAME'));
      const perAccount = rateLimits.otpPerAddress;
      if (
        (await app.counters.increment(`email-change-sends:${user.id}`, perAccount.windowMs)) >
        perAccount.max
      ) {
        throw tooManyRequests(say('EMAIL_PROOF_WAIT'));
      }
      if (
        (await app.counters.get(`email-change-wrong-guesses:${user.id}`)) >=
        rateLimits.otpWrongGuessesPerAddress.max
      ) {
        throw tooManyRequests();
      }
      const lang = langOf(request);
      app.mailer.later('e-mail an address change code', async () => {
        const code = newOneTimeCode();
        const now = new Date();
        const mail = emailChangeCodeEmail(newEmail, brand(), code, OTP_TTL_SECONDS / 60, lang);
        // The code and its e-mail commit together.
        await app.repos.codes.issue(
          user.id,
          hashOneTimeCode(app.otpKey, scopeOf(user.id, newEmail), code),
          isoIn(OTP_TTL_SECONDS, now),
          now.toISOString(),
          'email-change',
          newEmail,
          (trx) => app.outbox.queueEmail(trx, mail).then(() => undefined),
        );
      });
      return { success: true, ...said(request, 'EMAIL_CHANGE_SENT') };
    },
  );

  app.post(
    '/users/me/email-change/verify',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your address with the code e-mailed to the new one; other sessions end',
        security: bearer,
        body: EmailProofBody,
        response: { 200: SuccessMessage, ...errors(400, 401, 409, 429) },
      },
      config: { rateLimit: perIp(rateLimits.verifyOtp) },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await ownAccount(userOf(request).id);
      const now = nowIso();
      const live = await app.repos.codes.findLive(user.id, now, 'email-change');
      const newEmail = live?.email;
      if (!live || !newEmail) throw badRequest(say('EMAIL_PROOF_INVALID'));
      if (
        !oneTimeCodeMatches(
          app.otpKey,
          scopeOf(user.id, newEmail),
          request.body.code,
          live.codeHash,
        )
      ) {
        await app.repos.codes.recordWrongGuess(live.id, OTP_MAX_WRONG_GUESSES, now);
        await app.counters.increment(
          `email-change-wrong-guesses:${user.id}`,
          rateLimits.otpWrongGuessesPerAddress.windowMs,
        );
        throw badRequest(say('EMAIL_PROOF_INVALID'));
      }
      const lang = langOf(request);
      const outcome = await app.db
        .transaction()
        .execute(async (trx) => {
          const codes = new OneTimeCodesRepository(trx);
          // Single use, even against two simultaneous requests with the right code.
          if (!(await codes.consume(live.id, now))) return 'invalid' as const;
          const holder = await trx
            .selectFrom('users')
            .select('id')
            .where('email', '=', newEmail)
            .executeTakeFirst();
          if (holder) return 'taken' as const;
          const changed = await trx
            .updateTable('users')
            .set({ email: newEmail, emailVerifiedAt: now, updatedAt: now })
            .where('id', '=', user.id)
            .where('email', '=', user.email)
            .executeTakeFirst();
          if (Number(changed.numUpdatedRows) !== 1) return 'invalid' as const;
          await trx
            .updateTable('certificates')
            .set({ recipientEmail: newEmail })
            .where('recipientEmail', '=', user.email)
            .execute();
          await new SessionsRepository(trx).removeAll(user.id, request.sessionId ?? undefined);
          await app.audit(trx, request, {
            action: 'user.email_change',
            target: { type: 'user', id: user.id },
            summary: 'user.email_changed',
          });
          await app.outbox.queueEmail(trx, emailChangedEmail(user.email, brand(), newEmail, lang));
          return 'changed' as const;
        })
        .catch((error: unknown) => {
          // Another account took the address between the check and the change.
          if (isUniqueViolation(error)) return 'taken' as const;
          throw error;
        });
      if (outcome === 'taken') throw conflict(say('EMAIL_TAKEN'));
      if (outcome === 'invalid') throw badRequest(say('EMAIL_PROOF_INVALID'));
      request.log.info({ event: 'email-changed', userId: user.id }, 'e-mail address changed');
      return { success: true, ...said(request, 'EMAIL_CHANGED') };
    },
  );
};
