// The signed-in user's own account: read it (confirms a restored session) and change the full
// name printed on certificates.
import {
  AccountResponse,
  checkFullName,
  errors,
  MeResponse,
  normalizeFullName,
  UpdateMeBody,
} from 'contracts';
import { badRequest, fullNameRefusal, notFound } from '../../lib/http-error';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import { accountView } from './account';

export const profileRoutes: RoutePlugin = async (app) => {
  app.get(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'The signed-in user (confirms a restored session)',
        security: bearer,
        response: { 200: MeResponse, ...errors(401) },
      },
      config: { duringEnrolment: true },
      preHandler: app.authenticate,
    },
    async (request) => {
      const user = await app.repos.users.findById(userOf(request).id);
      if (!user) throw notFound('Account not found');
      return { success: true, user: accountView(user) };
    },
  );

  app.patch(
    '/users/me',
    {
      schema: {
        tags: ['users'],
        summary: 'Change your own profile: the full name printed on certificates',
        security: bearer,
        body: UpdateMeBody,
        response: { 200: AccountResponse, ...errors(400, 401) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const fullName = normalizeFullName(request.body.fullName);
      const problem = checkFullName(fullName);
      if (problem) throw badRequest(fullNameRefusal(problem));
      const user = await app.repos.users.setFullName(userOf(request).id, fullName);
      if (!user) throw notFound('Account not found');
      return { success: true, data: accountView(user) };
    },
  );
};
