// Proving the signed-in account's e-mail address: a 6-digit code is e-mailed (at sign-up, and on
// request) and checked here, with the rules of the password-reset code: 10 minutes, single use,
// a new code voids the old, five wrong tries void it, one send a minute per account. Until the
// address is proven the account gets no role above user.
import { EmailProofBody, errors, SuccessMessage } from 'contracts';
import type { FastifyInstance } from 'fastify';
import { EmailProofsRepository } from '../../db/repositories/email-proofs';
import type { User } from '../../db/schema';
import { emailProofEmail } from '../../lib/emails';
import { badRequest, conflict, notFound, say, tooManyRequests } from '../../lib/http-error';
import { langOf, said } from '../../lib/messages';
import {
  hashOneTimeCode,
  newOneTimeCode,
  oneTimeCodeMatches,
  OTP_MAX_WRONG_GUESSES,
  OTP_TTL_SECONDS,
} from '../../lib/one-time-code';
import { isoIn, nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import type { Lang } from 'contracts';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';

/** Its own scope: an e-mail proof code and a reset code of the same digits never match. */
const scopeOf = (userId: string, email: string) => `email-proof:${userId}:${email}`;

/**
 * E-mails a new code to the account's address (voiding the older one), after the answer: the
 * request does not wait for the hash, the database or the mail.
 */
export function sendEmailProof(
  app: FastifyInstance,
  user: Pick<User, 'id' | 'email'>,
  lang: Lang,
): void {
  app.mailer.later('e-mail an address proof code', async () => {
    const code = newOneTimeCode();
    const now = new Date();
    const brand = app.config.site.brandName;
    const mail = emailProofEmail(user.email, brand, code, OTP_TTL_SECONDS / 60, lang);
    // The code and its e-mail commit together: no code without its mail, no mail of a lost code.
    await app.repos.codes.issue(
      user.id,
      hashOneTimeCode(app.otpKey, scopeOf(user.id, user.email), code),
      isoIn(OTP_TTL_SECONDS, now),
      now.toISOString(),
      'email-proof',
      user.email,
      (trx) => app.outbox.queueEmail(trx, mail).then(() => undefined),
    );
  });
}

export const emailProofRoutes: RoutePlugin = async (app) => {
  const { rateLimits } = app.config;
  const proofs = new EmailProofsRepository(app.db);

  async function unprovenUser(id: string): Promise<User> {
    const user = await app.repos.users.findById(id);
    if (!user) throw notFound(say('ACCOUNT_NOT_FOUND'));
    if (user.emailVerifiedAt) throw conflict(say('EMAIL_ALREADY_PROVEN'));
    return user;
  }

  app.post(
    '/users/me/email-proof',
    {
      schema: {
        tags: ['users'],
        summary: "E-mail a new 6-digit code to prove the signed-in account's address",
        security: bearer,
        response: { 200: SuccessMessage, ...errors(401, 409, 429) },
      },
      config: { rateLimit: perIp(rateLimits.sendOtp) },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await unprovenUser(userOf(request).id);
      const perAccount = rateLimits.otpPerAddress;
      if (
        (await app.counters.increment(`email-proof-sends:${user.id}`, perAccount.windowMs)) >
        perAccount.max
      ) {
        throw tooManyRequests(say('EMAIL_PROOF_WAIT'));
      }
      // Too many wrong guesses today: no new code for a while (as for reset codes).
      if (
        (await app.counters.get(`email-proof-wrong-guesses:${user.id}`)) >=
        rateLimits.otpWrongGuessesPerAddress.max
      ) {
        throw tooManyRequests();
      }
      sendEmailProof(app, user, langOf(request));
      return { success: true, ...said(request, 'EMAIL_PROOF_SENT') };
    },
  );

  app.post(
    '/users/me/email-proof/verify',
    {
      schema: {
        tags: ['users'],
        summary: "Prove the signed-in account's address with the e-mailed code",
        security: bearer,
        body: EmailProofBody,
        response: { 200: SuccessMessage, ...errors(400, 401, 409, 429) },
      },
      config: { rateLimit: perIp(rateLimits.verifyOtp) },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await unprovenUser(userOf(request).id);
      const now = nowIso();
      const live = await app.repos.codes.findLive(user.id, now, 'email-proof');
      if (!live?.email || live.email !== user.email) throw badRequest(say('EMAIL_PROOF_INVALID'));
      const scope = scopeOf(user.id, live.email);
      if (!oneTimeCodeMatches(app.otpKey, scope, request.body.code, live.codeHash)) {
        await app.repos.codes.recordWrongGuess(live.id, OTP_MAX_WRONG_GUESSES, now);
        await app.counters.increment(
          `email-proof-wrong-guesses:${user.id}`,
          rateLimits.otpWrongGuessesPerAddress.windowMs,
        );
        throw badRequest(say('EMAIL_PROOF_INVALID'));
      }
      // Single use, even against two simultaneous requests with the right code.
      if (!(await proofs.prove({ ...live, email: live.email }, now)))
        throw badRequest(say('EMAIL_PROOF_INVALID'));
      request.log.info({ event: 'email-proven', userId: user.id }, 'e-mail address proven');
      return { success: true, ...said(request, 'EMAIL_PROVEN') };
    },
  );
};
