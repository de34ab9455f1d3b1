// Signing in: the password step, and the second step (a TOTP or recovery code) for an account
// with two-step sign-in on. Both end in signIn (sign-in.ts): a session and its audit event.
import { errors, LoginBody, LoginMfaBody, LoginResponse } from 'contracts';
import { setTimeout as delay } from 'node:timers/promises';
import { HttpError, say } from '../../lib/http-error';
import { said } from '../../lib/messages';
import type { RoutePlugin } from '../../lib/typed-routes';
import { auditableEmail, INVALID_ADDRESS } from '../../audit/typed-email';
import { perIp, refusedFor } from '../../plugins/rate-limit';
import { needsSecondFactor } from '../../plugins/auth';
import { normalizeEmail } from './account';
import { signIn } from './sign-in';
import { noticeOfLock, refusal } from './mfa-refusal';

const LOGIN_FAILED = 'Invalid email or password';

export const loginRoutes: RoutePlugin = async (app) => {
  const { rateLimits } = app.config;

  app.post(
    '/users/login',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign in; returns a bearer token',
        body: LoginBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
      config: { rateLimit: perIp(rateLimits.login) },
    },
    async (request) => {
      const email = normalizeEmail(request.body.email);
      const { password } = request.body;
      // Failed logins are counted per client, per (account, client) and per account. A client
      // that keeps failing is refused (for that account, or for all once it fails too often);
      // the account's own count only slows further failures down, so a stranger's guesses never
      // refuse the owner's right password from a client that has not been failing.
      const client = request.ip;
      const keys = {
        client: `login-failures:client:${client}`,
        pair: `login-failures:pair:${email}|${client}`,
        account: `login-failures:${email}`,
      };
      const limits = {
        client: rateLimits.loginFailuresPerClient,
        pair: rateLimits.loginFailuresPerAccountClient,
        account: rateLimits.loginFailuresPerAccount,
      };
      for (const kind of ['client', 'pair'] as const) {
        if ((await app.counters.get(keys[kind])) >= limits[kind].max) {
          throw refusedFor(say('LOGIN_LOCKED'), await app.counters.ttl(keys[kind]));
        }
      }
      // A text that is no address names no account; it is not even looked up (PostgreSQL
      // refuses some characters outright), and it fails like an unknown address.
      const recorded = auditableEmail(email);
      const user =
        recorded === INVALID_ADDRESS ? undefined : await app.repos.users.findByEmail(email);
      const ok = user
        ? await app.passwords.verify(user.passwordHash, password)
        : await app.passwords.verifyDummy(password);
      if (!user || !ok) {
        const [, , accountFailures] = await Promise.all(
          (['client', 'pair', 'account'] as const).map((kind) =>
            app.counters.increment(keys[kind], limits[kind].windowMs),
          ),
        );
        request.log.info({ event: 'login-failed' }, 'login failed');
        await app.db.transaction().execute((trx) =>
          app.audit(trx, request, {
            action: 'auth.login_failed',
            // Checked as an address first: the typed text is the client's, newlines and all.
            actor: { id: user?.id ?? null, email: recorded },
            summary: user ? 'login.wrong_password' : 'login.no_account',
          }),
        );
        // Past the account's threshold each failure waits longer (a quarter second more each
        // time, at most 3 s): guessing slows down, the owner's right password does not.
        const over = (accountFailures ?? 0) - limits.account.max;
        if (over > 0) await delay(Math.min(over * 250, 3000));
        throw new HttpError(401, LOGIN_FAILED);
      }
      await app.counters.reset(keys.pair);
      if (await app.mfa.isEnabled(app.db, user.id)) {
        // The second step (POST /users/login/mfa) gives the token.
        return {
          success: true,
          ...said(request, 'MFA_REQUIRED'),
          mfaRequired: true,
          challenge: await app.mfa.newChallenge(app.db, user.id),
        };
      }
      // ADMIN_REQUIRE_MFA: an admin without the factor gets a token that only enrols it.
      const enrolmentOnly = app.config.adminRequireMfa && needsSecondFactor(user.role);
      const token = await app.db
        .transaction()
        .execute((trx) =>
          signIn(app, trx, request, user, enrolmentOnly ? 'enrolment_only' : 'password'),
        );
      return {
        success: true,
        ...said(request, 'LOGIN_OK'),
        token,
        user: { username: user.username, email: user.email, role: user.role },
        ...(enrolmentOnly ? { mfaEnrolmentRequired: true } : {}),
      };
    },
  );

  app.post(
    '/users/login/mfa',
    {
      schema: {
        tags: ['users'],
        summary: "Sign in, second step: the first step's challenge and a TOTP or recovery code",
        body: LoginMfaBody,
        response: { 200: LoginResponse, ...errors(400, 401, 429) },
      },
      config: { rateLimit: perIp(rateLimits.login) },
    },
    async (request) => {
      const { challenge, code } = request.body;
      const userId = await app.mfa.challengeUser(app.db, challenge);
      const user = userId ? await app.repos.users.findById(userId) : undefined;
      if (!user) throw new HttpError(401, say('MFA_CHALLENGE_INVALID'));
      const outcome = await app.db.transaction().execute(async (trx) => {
        const result = await app.mfa.check(trx, user.id, code);
        if (!result.ok) {
          await app.audit(trx, request, {
            action: 'auth.mfa_failed',
            actor: { id: user.id, email: user.email },
            target: { type: 'user', id: user.id },
            ...(result.lockedMinutes
              ? {
                  summary: 'mfa.code_wrong_locked_for' as const,
                  params: { minutes: result.lockedMinutes },
                }
              : { summary: result.locked ? 'mfa.code_wrong_locked' : 'mfa.code_wrong' }),
          });
          return result;
        }
        if (!(await app.mfa.useChallenge(trx, challenge))) {
          throw new HttpError(401, say('MFA_CHALLENGE_INVALID'));
        }
        return signIn(app, trx, request, user, result.kind === 'totp' ? 'totp' : 'recovery_code');
      });
      if (typeof outcome !== 'string') {
        await noticeOfLock(app, request, user.email, outcome);
        throw refusal(outcome);
      }
      return {
        success: true,
        ...said(request, 'LOGIN_OK'),
        token: outcome,
        user: { username: user.username, email: user.email, role: user.role },
      };
    },
  );
};
