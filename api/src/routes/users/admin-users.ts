// The admin's side of accounts: the list (with whether each has its second factor on), role
// changes, and resetting another account's two-step sign-in. Changes need an admin and, for the
// most powerful ones, the admin's own current code (step-up).
import {
  AccountResponse,
  AdminMfaResetBody,
  errors,
  ListUsersQuery,
  SuccessMessage,
  UpdateUserBody,
  UsersPage,
  UuidParams,
} from 'contracts';
import { UsersRepository } from '../../db/repositories/users';
import { badRequest, conflict, notFound, say } from '../../lib/http-error';
import { mfaResetEmail } from '../../lib/emails';
import { decodeKeyset, encodeKeyset } from '../../lib/list-cursor';
import { langOf, said } from '../../lib/messages';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { accountView } from './account';
import { requireStepUp } from './step-up';
import { resetSecondFactor } from '../../mfa/reset';

export const adminUserRoutes: RoutePlugin = async (app) => {
  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary:
          'List accounts, newest first; search any part of the username, full name or e-mail address, or an address prefix (admin)',
        security: bearer,
        querystring: ListUsersQuery,
        response: { 200: UsersPage, ...errors(400, 401, 403) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const { page, pageSize, search, cursor } = request.query;
      const result = await app.repos.users.list({
        page,
        pageSize,
        cursor: decodeKeyset(cursor),
        search: search?.trim() || undefined,
      });
      // Whether each listed account has its second factor on (an admin may reset it).
      const ids = result.rows.map((user) => user.id);
      const withFactor = new Set(
        ids.length === 0
          ? []
          : (
              await app.db
                .selectFrom('mfaFactors')
                .select('userId')
                .where('userId', 'in', ids)
                .where('confirmedAt', 'is not', null)
                .execute()
            ).map((row) => row.userId),
      );
      return {
        success: true,
        data: result.rows.map((user) => ({
          ...accountView(user),
          mfaEnabled: withFactor.has(user.id),
        })),
        total: result.total,
        totalCapped: result.totalCapped,
        nextCursor: result.nextCursor && encodeKeyset(result.nextCursor),
        page,
        pageSize,
      };
    },
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags: ['admin'],
        summary:
          "Change an account's role (user, employee, admin; admin only); ends its sessions. Making an admin needs the acting admin's current second-factor code (`code`)",
        security: bearer,
        params: UuidParams,
        body: UpdateUserBody,
        response: { 200: AccountResponse, ...errors(400, 401, 403, 404, 409, 429) },
      },
      preHandler: app.requireAdmin,
    },
    async (request) => {
      const target = await app.repos.users.findById(request.params.id);
      if (!target) throw notFound('User not found');
      const { role, code } = request.body;
      // An address nobody proved may be anyone's: it gets no role above user.
      if (role !== 'user' && role !== target.role && !target.emailVerifiedAt) {
        throw conflict(say('EMAIL_NOT_PROVEN'));
      }
      if (role === 'admin' && target.role !== 'admin') await requireStepUp(app, request, code);
      const updated = await app.db.transaction().execute(async (trx) => {
        const users = new UsersRepository(trx);
        // Counted inside the change's transaction, with the admins' rows locked (PostgreSQL), so
        // two demotions at once cannot both see the other admin and leave none.
        if (target.role === 'admin' && role !== 'admin') {
          const admins = await users.lockAdmins();
          if (admins.includes(target.id) && admins.length <= 1) {
            throw conflict('This is the last administrator; promote another account first');
          }
        }
        const user = await users.setRole(target.id, role);
        if (!user) throw notFound('User not found');
        await app.audit(trx, request, {
          action: 'user.role_change',
          target: { type: 'user', id: target.id },
          summary: 'user.role_changed',
          params: { email: target.email, from: target.role, to: role },
        });
        return user;
      });
      request.log.info(
        { event: 'role-changed', userId: target.id, role, by: userOf(request).id },
        'role changed',
      );
      return { success: true, data: accountView(updated) };
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
        // Told in the language of the admin's page: the account keeps no language of its own.
        const notice = mfaResetEmail(target.email, app.config.site.brandName, langOf(request));
        await app.outbox.queueEmail(trx, notice);
      });
      return { success: true, ...said(request, 'MFA_RESET') };
    },
  );
};
