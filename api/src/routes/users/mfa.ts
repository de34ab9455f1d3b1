// The TOTP second factor of one's own account: enrol (secret and otpauth URI for the QR code),
// confirm with a first code (ten recovery codes, shown once), regenerate the recovery codes,
// turn it off; and the login's second step. Every change is an audit event in its transaction
// and ends the account's other sessions.
import {
  AdminMfaResetBody,
  errors,
  LoginMfaBody,
  LoginResponse,
  MfaCodeBody,
  MfaStatusResponse,
  RecoveryCodesResponse,
  SuccessMessage,
  TotpEnrolmentResponse,
  UuidParams,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../../db/database';
import { SessionsRepository } from '../../db/repositories/sessions';
import type { User } from '../../db/schema';
import { mfaLockedEmail, mfaResetEmail } from '../../lib/emails';
import {
  badRequest,
  conflict,
  HttpError,
  notFound,
  say,
  tooManyRequests,
} from '../../lib/http-error';
import { langOf, said } from '../../lib/messages';
import { resetSecondFactor } from '../../mfa/reset';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import type { CodeCheck } from '../../mfa/totp';
import { userOf } from '../../plugins/auth';
import { perIp, refusedFor } from '../../plugins/rate-limit';
import { requireStepUp } from './step-up';

/** How a login proved who it is (the auth.login event's summary: login.<method>). */
export type SignInMethod = 'password' | 'enrolment_only' | 'totp' | 'recovery_code';

export interface MfaRouteOptions {
  /** A new session and its auth.login event in `trx`; the token. */
  signIn: (trx: Db, request: FastifyRequest, user: User, method: SignInMethod) => Promise<string>;
}

/** The refusal for a failed second step; a locked one says when to try again (Retry-After). */
function refusal(result: CodeCheck & { ok: false }): HttpError {
  if (!result.locked) return badRequest(say('MFA_CODE_INVALID'));
  const left = result.lockedUntil ? Date.parse(result.lockedUntil) - Date.now() : 0;
  return left > 0 ? refusedFor(say('MFA_LOCKED'), left) : tooManyRequests(say('MFA_LOCKED'));
}

export const mfaRoutes: RoutePlugin<MfaRouteOptions> = async (app, { signIn }) => {
  const { rateLimits } = app.config;

  /**
   * Tells the owner when a wrong code has just locked the second step: whoever typed it had the
   * password. Accounts keep no language, so the notice is in the language of the page the code
   * came from (most often the owner's own).
   */
  function noticeOfLock(request: FastifyRequest, email: string, result: CodeCheck) {
    if (result.ok || !result.lockedMinutes) return;
    request.log.warn({ event: 'mfa-locked', minutes: result.lockedMinutes }, 'second step locked');
    app.mailer.send(
      mfaLockedEmail(email, app.config.site.brandName, result.lockedMinutes, langOf(request)),
    );
  }

  app.get(
    '/users/me/mfa',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether two-step sign-in is on, and how many recovery codes are left',
        security: bearer,
        response: { 200: MfaStatusResponse, ...errors(401) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const { id } = userOf(request);
      return {
        success: true,
        enabled: await app.mfa.isEnabled(app.db, id),
        recoveryCodesLeft: await app.mfa.recoveryCodesLeft(app.db, id),
        required: app.config.adminRequireMfa && userOf(request).role === 'admin',
      };
    },
  );

  app.post(
    '/users/me/mfa/totp',
    {
      schema: {
        tags: ['users'],
        summary: 'Start two-step sign-in: a new TOTP secret and its otpauth URI (for a QR code)',
        security: bearer,
        response: { 200: TotpEnrolmentResponse, ...errors(401, 409) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = userOf(request);
      if (await app.mfa.isEnabled(app.db, user.id)) throw conflict(say('MFA_ALREADY_ON'));
      const enrolment = await app.mfa.startEnrolment(app.db, user);
      return { success: true, ...enrolment };
    },
  );

  app.post(
    '/users/me/mfa/totp/confirm',
    {
      schema: {
        tags: ['users'],
        summary: 'Turn two-step sign-in on with a first code; answers ten recovery codes, once',
        security: bearer,
        body: MfaCodeBody,
        response: { 200: RecoveryCodesResponse, ...errors(400, 401) },
      },
      preHandler: app.authenticate,
      config: { duringEnrolment: true, rateLimit: perIp(rateLimits.verifyOtp) },
    },
    async (request) => {
      const user = userOf(request);
      const codes = await app.db.transaction().execute(async (trx) => {
        if (!(await app.mfa.confirm(trx, user.id, request.body.code)))
          throw badRequest(say('MFA_CODE_INVALID'));
        const recovery = await app.mfa.newRecoveryCodes(trx, user.id);
        await new SessionsRepository(trx).removeAll(user.id, request.sessionId ?? undefined);
        await app.audit(trx, request, {
          action: 'mfa.enable',
          target: { type: 'user', id: user.id },
          summary: 'mfa.enabled',
        });
        return recovery;
      });
      return { success: true, recoveryCodes: codes };
    },
  );

  app.post(
    '/users/me/mfa/recovery-codes',
    {
      schema: {
        tags: ['users'],
        summary: 'Replace every recovery code (needs a current TOTP code)',
        security: bearer,
        body: MfaCodeBody,
        response: { 200: RecoveryCodesResponse, ...errors(400, 401, 429) },
      },
      preHandler: app.authenticate,
      config: { rateLimit: perIp(rateLimits.verifyOtp) },
    },
    async (request) => {
      const user = userOf(request);
      const outcome = await app.db.transaction().execute(async (trx) => {
        if (!(await app.mfa.isEnabled(trx, user.id))) throw badRequest(say('MFA_NOT_ON'));
        const check = await app.mfa.check(trx, user.id, request.body.code, false);
        if (!check.ok) return check;
        const recovery = await app.mfa.newRecoveryCodes(trx, user.id);
        await app.audit(trx, request, {
          action: 'mfa.recovery_regenerate',
          target: { type: 'user', id: user.id },
          summary: 'mfa.recovery_replaced',
        });
        return recovery;
      });
      // A wrong code still counts toward the lock: the transaction above kept the count.
      if (!Array.isArray(outcome)) {
        noticeOfLock(request, user.email, outcome);
        throw refusal(outcome);
      }
      return { success: true, recoveryCodes: outcome };
    },
  );

  app.delete(
    '/users/me/mfa',
    {
      schema: {
        tags: ['users'],
        summary: 'Turn two-step sign-in off (needs a current code or a recovery code)',
        security: bearer,
        body: MfaCodeBody,
        response: { 200: SuccessMessage, ...errors(400, 401, 429) },
      },
      preHandler: app.authenticate,
      config: { rateLimit: perIp(rateLimits.verifyOtp) },
    },
    async (request) => {
      const user = userOf(request);
      const check = await app.db.transaction().execute(async (trx) => {
        if (!(await app.mfa.isEnabled(trx, user.id))) throw badRequest(say('MFA_NOT_ON'));
        const result = await app.mfa.check(trx, user.id, request.body.code);
        if (!result.ok) return result;
        await app.mfa.remove(trx, user.id);
        await new SessionsRepository(trx).removeAll(user.id, request.sessionId ?? undefined);
        await app.audit(trx, request, {
          action: 'mfa.disable',
          target: { type: 'user', id: user.id },
          summary: 'mfa.disabled',
        });
        return result;
      });
      if (!check.ok) {
        noticeOfLock(request, user.email, check);
        throw refusal(check);
      }
      return { success: true, ...said(request, 'MFA_OFF') };
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
        return signIn(trx, request, user, result.kind === 'totp' ? 'totp' : 'recovery_code');
      });
      if (typeof outcome !== 'string') {
        noticeOfLock(request, user.email, outcome);
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

  app.delete(
    '/users/:id/mfa',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Reset another account's two-step sign-in (admin, with the admin's own current code `code`): its factor and sessions end, its owner is e-mailed",
        security: bearer,
        params: UuidParams,
        body: AdminMfaResetBody,
        response: { 200: SuccessMessage, ...errors(400, 401, 403, 404, 409, 429) },
      },
      // A DELETE often comes without a body: then it simply has no code (403 STEP_UP_REQUIRED).
      preValidation: async (request) => {
        request.body ??= {};
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const admin = userOf(request);
      if (request.params.id === admin.id) throw badRequest(say('MFA_RESET_SELF'));
      const target = await app.repos.users.findById(request.params.id);
      if (!target) throw notFound(say('ACCOUNT_NOT_FOUND'));
      if (!(await app.mfa.isEnabled(app.db, target.id))) throw conflict(say('MFA_NOT_ON'));
      await requireStepUp(app, request, request.body?.code);
      await app.db.transaction().execute(async (trx) => {
        if (!(await resetSecondFactor(trx, target.id))) throw conflict(say('MFA_NOT_ON'));
        await app.audit(trx, request, {
          action: 'mfa.reset',
          target: { type: 'user', id: target.id },
          summary: 'mfa.reset',
          params: { email: target.email },
        });
      });
      // Told in the language of the admin's page: the account keeps no language of its own.
      app.mailer.send(mfaResetEmail(target.email, app.config.site.brandName, langOf(request)));
      return { success: true, ...said(request, 'MFA_RESET') };
    },
  );
};
