// The password-reset flow: an e-mailed 6-digit code -> a single-use reset token -> a new
// password. Every answer is the same whether or not the account exists.
import { createHash, randomBytes } from 'node:crypto';
import {
  errors,
  ResetPasswordBody,
  SendOtpBody,
  SuccessMessage,
  VerifyOtpBody,
  VerifyOtpResponse,
} from 'contracts';
import { SessionsRepository } from '../../db/repositories/sessions';
import { otpEmail, passwordChangedEmail } from '../../lib/emails';
import { badRequest, say, tooManyRequests } from '../../lib/http-error';
import { langOf, said } from '../../lib/messages';
import {
  hashOneTimeCode,
  newOneTimeCode,
  oneTimeCodeMatches,
  OTP_MAX_WRONG_GUESSES,
  OTP_TTL_SECONDS,
} from '../../lib/one-time-code';
import { passwordRefusal } from '../../lib/passwords';
import { isoIn, nowIso } from '../../lib/time';
import type { RoutePlugin } from '../../lib/typed-routes';
import { perIp, refusedFor } from '../../plugins/rate-limit';
import { normalizeEmail } from './account';

export const RESET_TOKEN_TTL_SECONDS = 10 * 60;
const OTP_INVALID = 'Invalid or expired OTP';
const RESET_INVALID = 'Invalid or expired reset token. Request a new code.';

function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export const passwordResetRoutes: RoutePlugin = async (app) => {
  const { rateLimits } = app.config;
  const brand = app.config.site.brandName;

  app.post(
    '/users/sendOTPToEmail',
    {
      schema: {
        tags: ['users'],
        summary:
          'E-mail a 6-digit password reset code (same answer whether or not the account exists)',
        body: SendOtpBody,
        response: { 200: SuccessMessage, ...errors(400, 429) },
      },
      config: { rateLimit: perIp(rateLimits.sendOtp) },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const perAddress = rateLimits.otpPerAddress;
      // Counted for every address, known or not, so the answer never reveals an account.
      if (
        (await app.counters.increment(`otp-sends:${email}`, perAddress.windowMs)) > perAddress.max
      ) {
        throw tooManyRequests(
          'A code was sent recently. Please wait a minute before asking again.',
        );
      }
      const user = await app.repos.users.findByEmail(email);
      // The mailbox proves ownership: wrong guesses by others never stop a new code. A code
      // dies after its own wrong guesses, and a client that guesses too much is refused at
      // verifyOtp, so a stranger's guessing cannot switch the owner's reset off.
      if (user) {
        const lang = langOf(request);
        // After the answer, so a known address answers exactly as fast as an unknown one.
        app.mailer.later('issue one-time code', async () => {
          const code = newOneTimeCode();
          const now = new Date();
          const mail = otpEmail(user.email, brand, code, OTP_TTL_SECONDS / 60, lang);
          await app.repos.codes.issue(
            user.id,
            hashOneTimeCode(app.otpKey, user.id, code),
            isoIn(OTP_TTL_SECONDS, now),
            now.toISOString(),
            'reset',
            null,
            (trx) => app.outbox.queueEmail(trx, mail).then(() => undefined),
          );
        });
      }
      return { success: true, ...said(request, 'OTP_SENT') };
    },
  );

  app.post(
    '/users/verifyOtp',
    {
      schema: {
        tags: ['users'],
        summary: 'Check a reset code; returns a single-use reset token',
        body: VerifyOtpBody,
        response: { 200: VerifyOtpResponse, ...errors(400, 429) },
      },
      config: { rateLimit: perIp(rateLimits.verifyOtp) },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const now = nowIso();
      // Wrong guesses are counted per code (OTP_MAX_WRONG_GUESSES void it) and per (address,
      // client): a client past its cap is refused for that address, while the owner, from any
      // other client, still gets codes and uses them. Counted for every address, known or not,
      // with or without a live code, so the refusal reveals no account.
      const guessesKey = `otp-wrong-guesses:${email}|${request.ip}`;
      const guessCap = rateLimits.otpWrongGuessesPerAddress;
      if ((await app.counters.get(guessesKey)) >= guessCap.max) {
        throw refusedFor(say('TOO_MANY_REQUESTS'), await app.counters.ttl(guessesKey));
      }
      const wrong = async () => {
        await app.counters.increment(guessesKey, guessCap.windowMs);
        return badRequest(OTP_INVALID);
      };
      const user = await app.repos.users.findByEmail(email);
      const live = user && (await app.repos.codes.findLive(user.id, now));
      if (!user || !live) throw await wrong();
      if (!oneTimeCodeMatches(app.otpKey, user.id, request.body.otp, live.codeHash)) {
        await app.repos.codes.recordWrongGuess(live.id, OTP_MAX_WRONG_GUESSES, now);
        throw await wrong();
      }
      // Single use, even against two simultaneous requests with the right code.
      if (!(await app.repos.codes.consume(live.id, now))) throw badRequest(OTP_INVALID);
      const resetToken = randomBytes(32).toString('base64url');
      await app.repos.codes.createGrant(
        user.id,
        sha256(resetToken),
        isoIn(RESET_TOKEN_TTL_SECONDS),
        now,
      );
      return {
        success: true,
        ...said(request, 'OTP_VERIFIED'),
        resetToken,
      };
    },
  );

  app.post(
    '/users/reset_password',
    {
      schema: {
        tags: ['users'],
        summary: 'Set a new password with the reset token from verifyOtp',
        body: ResetPasswordBody,
        response: { 200: SuccessMessage, ...errors(400, 429) },
      },
      config: { rateLimit: perIp(rateLimits.resetPassword) },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { newPassword, resetToken } = request.body;
      const user = await app.repos.users.findByEmail(email);
      const tokenHash = sha256(resetToken);
      // The token first, the same way for every address: a wrong token fails before the password
      // policy is looked at, so the answer reveals nothing about the account. Checked
      // again atomically when the grant is consumed.
      if (!user || !(await app.repos.codes.findLiveGrant(user.id, tokenHash, nowIso()))) {
        throw badRequest(RESET_INVALID);
      }
      const problem = passwordRefusal(newPassword, 'newPassword', {
        email,
        username: user.username,
      });
      if (problem) throw badRequest(problem);
      const passwordHash = await app.passwords.hash(newPassword);
      const changed = await app.repos.codes.resetPassword(
        user.id,
        tokenHash,
        passwordHash,
        nowIso(),
        async (trx) => {
          // A password reset ends every session (its tokens are refused at once) and every
          // pending second step reached with the old password.
          await new SessionsRepository(trx).removeAll(user.id);
          await app.mfa.endChallenges(trx, user.id);
          await app.audit(trx, request, {
            action: 'auth.password_reset',
            actor: { id: user.id, email: user.email },
            target: { type: 'user', id: user.id },
            summary: 'password.reset',
          });
          await app.outbox.queueEmail(
            trx,
            passwordChangedEmail(user.email, brand, langOf(request)),
          );
        },
      );
      if (!changed) throw badRequest(RESET_INVALID);
      await app.counters.reset(`login-failures:${email}`);
      await app.counters.reset(`otp-wrong-guesses:${email}|${request.ip}`);
      request.log.info({ event: 'password-reset', userId: user.id }, 'password reset');
      return { success: true, ...said(request, 'PASSWORD_CHANGED') };
    },
  );
};
