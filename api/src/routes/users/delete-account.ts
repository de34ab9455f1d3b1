// Deleting one's own account, confirmed with the password. In one transaction the personal data
// goes (AccountDeletionRepository says what stays and why: GST documents, issued certificates),
// every session ends, and the audit log records it. The last administrator cannot delete their
// account: the site would be left without one. docs/RETENTION.md is the policy in prose.
import { DeleteAccountBody, errors, SuccessMessage } from 'contracts';
import { AccountDeletionRepository } from '../../db/repositories/account-deletion';
import { UsersRepository } from '../../db/repositories/users';
import { badRequest, conflict, notFound, say } from '../../lib/http-error';
import { said } from '../../lib/messages';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { perIp } from '../../plugins/rate-limit';

export const deleteAccountRoutes: RoutePlugin = async (app) => {
  app.delete(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary:
          'Delete your own account (password required): personal data erased, invoices and certificates kept',
        security: bearer,
        body: DeleteAccountBody,
        response: { 200: SuccessMessage, ...errors(400, 401, 409, 429) },
      },
      config: { rateLimit: perIp(app.config.rateLimits.verifyOtp) },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await app.repos.users.findById(userOf(request).id);
      if (!user) throw notFound(say('ACCOUNT_NOT_FOUND'));
      if (!(await app.passwords.verify(user.passwordHash, request.body.password))) {
        throw badRequest(say('PASSWORD_INCORRECT'));
      }
      await app.db.transaction().execute(async (trx) => {
        if (user.role === 'admin') {
          // Counted with the admins' rows locked (PostgreSQL), as a demotion counts them.
          const admins = await new UsersRepository(trx).lockAdmins();
          if (admins.includes(user.id) && admins.length <= 1) throw conflict(say('LAST_ADMIN'));
        }
        // The event first, while the request's actor still names the account.
        await app.audit(trx, request, {
          action: 'user.delete',
          actor: { id: user.id, email: null },
          target: { type: 'user', id: user.id },
          summary: 'user.deleted',
        });
        await new AccountDeletionRepository(trx).erase(user, nowIso());
      });
      request.log.info({ event: 'account-deleted', userId: user.id }, 'account deleted');
      return { success: true, ...said(request, 'ACCOUNT_DELETED') };
    },
  );
};
