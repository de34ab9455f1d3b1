// Where one is signed in: the list (the caller's own marked current), signing one session out,
// signing out every other one, and signing out this one (the site's 'Log out'). Each sign-out is
// an audit event in its transaction. All stay open to an admin who must still enrol (plugins/auth).
import { errors, SessionsResponse, SignedOutResponse, SuccessMessage, UuidParams } from 'contracts';
import { SessionsRepository } from '../../db/repositories/sessions';
import { notFound } from '../../lib/http-error';
import { said } from '../../lib/messages';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';

export const sessionRoutes: RoutePlugin = async (app) => {
  app.get(
    '/users/me/sessions',
    {
      schema: {
        tags: ['users'],
        summary: 'Where you are signed in, the current session marked',
        security: bearer,
        response: { 200: SessionsResponse, ...errors(401) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const sessions = await app.repos.sessions.listOf(userOf(request).id);
      return {
        success: true,
        data: sessions.map(({ userId: _user, ...session }) => ({
          ...session,
          current: session.id === request.sessionId,
        })),
      };
    },
  );

  app.delete(
    '/users/me/sessions/:id',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign one of your sessions out (its token is refused at once)',
        security: bearer,
        params: UuidParams,
        response: { 200: SignedOutResponse, ...errors(400, 401, 404) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = userOf(request);
      await app.db.transaction().execute(async (trx) => {
        if (!(await new SessionsRepository(trx).remove(user.id, request.params.id)))
          throw notFound('Not found');
        await app.audit(trx, request, {
          action: 'session.revoke',
          target: { type: 'session', id: request.params.id },
          summary:
            request.params.id === request.sessionId
              ? 'session.signed_out'
              : 'session.signed_out_other',
        });
      });
      return { success: true, count: 1 };
    },
  );

  app.delete(
    '/users/me/sessions',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out every session but this one, and end every pending second step',
        security: bearer,
        response: { 200: SignedOutResponse, ...errors(401) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = userOf(request);
      const count = await app.db.transaction().execute(async (trx) => {
        const removed = await new SessionsRepository(trx).removeAll(
          user.id,
          request.sessionId ?? undefined,
        );
        // A second step already reached elsewhere would otherwise still sign in after this.
        await app.mfa.endChallenges(trx, user.id);
        if (removed > 0) {
          await app.audit(trx, request, {
            action: 'session.revoke',
            target: { type: 'user', id: user.id },
            summary: 'session.signed_out_others',
            params: { count: removed },
          });
        }
        return removed;
      });
      return { success: true, count };
    },
  );

  app.post(
    '/users/logout',
    {
      schema: {
        tags: ['users'],
        summary: 'Sign out: this session ends and its token is refused from now on',
        security: bearer,
        response: { 200: SuccessMessage, ...errors(401) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = userOf(request);
      const sessionId = request.sessionId;
      await app.db.transaction().execute(async (trx) => {
        if (sessionId && (await new SessionsRepository(trx).remove(user.id, sessionId))) {
          await app.audit(trx, request, {
            action: 'session.revoke',
            target: { type: 'session', id: sessionId },
            summary: 'session.signed_out',
          });
        }
      });
      return { success: true, ...said(request, 'SIGNED_OUT') };
    },
  );
};
