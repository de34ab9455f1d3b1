// The TOTP second factor of one's own account: enrol (secret and otpauth URI for the QR code),
// confirm with a first code (ten recovery codes, shown once), regenerate the recovery codes,
// turn it off. Every change is an audit event in its transaction and ends the account's other
// sessions. The login's second step is in login.ts, an admin's reset in admin-users.ts.
import {
  errors,
  MfaCodeBody,
  MfaStatusResponse,
  RecoveryCodesResponse,
  SuccessMessage,
  TotpEnrolmentResponse,
} from 'contracts';
import { SessionsRepository } from '../../db/repositories/sessions';
import { badRequest, conflict, say } from '../../lib/http-error';
import { said } from '../../lib/messages';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { needsSecondFactor, userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';
import { noticeOfLock, refusal } from './mfa-refusal';

export const mfaRoutes: RoutePlugin = async (app) => {
  const { rateLimits } = app.config;

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
        required: app.config.adminRequireMfa && needsSecondFactor(userOf(request).role),
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
        await noticeOfLock(app, request, user.email, outcome);
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
        await noticeOfLock(app, request, user.email, check);
        throw refusal(check);
      }
      return { success: true, ...said(request, 'MFA_OFF') };
    },
  );
};
