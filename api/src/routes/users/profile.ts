// The signed-in user's own account: read it (confirms a restored session) and change its profile
// (sign-up's fields but the address and the password, and the full name printed on certificates).
// Every change is an audit event in its transaction, as the account's other events are.
import {
  AccountResponse,
  checkFullName,
  errors,
  MeResponse,
  normalizeFullName,
  UpdateMeBody,
} from 'contracts';
import { isUniqueViolation } from '../../db/database';
import { UsersRepository } from '../../db/repositories/users';
import type { User } from '../../db/schema';
import { badRequest, conflict, fullNameRefusal, notFound, say } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
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
        summary:
          "Change your own profile: sign-up's fields but the address and the password, and the full name printed on certificates",
        security: bearer,
        body: UpdateMeBody,
        response: { 200: AccountResponse, ...errors(400, 401, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const changes = profileChanges(request.body);
      const userId = userOf(request).id;
      if (changes.username !== undefined) {
        const holder = await app.repos.users.findByUsername(changes.username);
        if (holder && holder.id !== userId) throw conflict(say('USERNAME_TAKEN'));
      }
      const user = await app.db.transaction().execute(async (trx) => {
        const before = await new UsersRepository(trx).findById(userId);
        if (!before) throw notFound(say('ACCOUNT_NOT_FOUND'));
        const changed = (Object.keys(changes) as (keyof ProfileChanges)[]).filter(
          (field) => changes[field] !== before[field],
        );
        if (changed.length === 0) return before;
        try {
          await trx
            .updateTable('users')
            .set({ ...changes, updatedAt: nowIso() })
            .where('id', '=', userId)
            .execute();
        } catch (error) {
          // Another account took the username meanwhile.
          if (isUniqueViolation(error)) throw conflict(say('USERNAME_TAKEN'));
          throw error;
        }
        await app.audit(trx, request, {
          action: 'user.profile_update',
          target: { type: 'user', id: userId },
          summary: 'user.profile_changed',
          params: { fields: changed.join(', ') },
        });
        return new UsersRepository(trx).findById(userId);
      });
      if (!user) throw notFound(say('ACCOUNT_NOT_FOUND'));
      return { success: true, data: accountView(user) };
    },
  );
};

type ProfileChanges = Partial<
  Pick<
    User,
    | 'fullName'
    | 'username'
    | 'phoneNumber'
    | 'address'
    | 'pinCode'
    | 'country'
    | 'linkedIn'
    | 'interest'
  >
>;

/** The fields given, trimmed as sign-up trims them; the full name checked by its rule. */
function profileChanges(body: UpdateMeBody): ProfileChanges {
  const changes: ProfileChanges = {};
  if (body.fullName !== undefined) {
    const fullName = normalizeFullName(body.fullName);
    const problem = checkFullName(fullName);
    if (problem) throw badRequest(fullNameRefusal(problem));
    changes.fullName = fullName;
  }
  const plain = [
    'username',
    'phoneNumber',
    'address',
    'pinCode',
    'country',
    'linkedIn',
    'interest',
  ] as const;
  for (const field of plain) {
    const value = body[field];
    if (value !== undefined) changes[field] = value.trim();
  }
  if (changes.username !== undefined && changes.username.length < 3) {
    throw badRequest(say('FIELD_MIN_LENGTH', { field: 'username', limit: 3 }));
  }
  return changes;
}
