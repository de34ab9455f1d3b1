// The signed-in learner's switch for the certificate renewal reminders: they go to the account's
// address, so the switch is that address's opt-out (the same one the e-mail's link records). Only
// a proven address may be switched: otherwise anyone could sign up with another person's address
// and turn back on the reminders that person had stopped.
import { errors, ReminderSettings, ReminderSettingsResponse } from 'contracts';
import { conflict, notFound, say } from '../../lib/http-error';
import { nowIso } from '../../lib/time';
import { bearer, type RoutePlugin } from '../../lib/typed-routes';
import { userOf } from '../../plugins/auth';
import type { FastifyInstance, FastifyRequest } from 'fastify';

async function provenAddress(app: FastifyInstance, request: FastifyRequest): Promise<string> {
  const user = await app.repos.users.findById(userOf(request).id);
  if (!user) throw notFound('Account not found');
  if (!user.emailVerifiedAt) throw conflict(say('REMINDERS_EMAIL_NOT_PROVEN'));
  return user.email.trim().toLowerCase();
}

async function isEnabled(app: FastifyInstance, email: string): Promise<boolean> {
  const row = await app.db
    .selectFrom('reminderOptOuts')
    .select('email')
    .where('email', '=', email)
    .executeTakeFirst();
  return !row;
}

export const reminderSettingRoutes: RoutePlugin = async (app) => {
  app.get(
    '/users/me/reminders',
    {
      schema: {
        tags: ['users'],
        summary: 'Whether your certificates’ renewal reminders are on',
        description: '409 REMINDERS_EMAIL_NOT_PROVEN until the address is proven.',
        security: bearer,
        response: { 200: ReminderSettingsResponse, ...errors(401, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const email = await provenAddress(app, request);
      return { success: true, data: { enabled: await isEnabled(app, email) } };
    },
  );

  app.put(
    '/users/me/reminders',
    {
      schema: {
        tags: ['users'],
        summary: 'Turn your certificates’ renewal reminders on or off',
        description: '409 REMINDERS_EMAIL_NOT_PROVEN until the address is proven.',
        security: bearer,
        body: ReminderSettings,
        response: { 200: ReminderSettingsResponse, ...errors(400, 401, 409) },
      },
      preHandler: app.authenticate,
    },
    async (request) => {
      const email = await provenAddress(app, request);
      if (request.body.enabled) {
        await app.db.deleteFrom('reminderOptOuts').where('email', '=', email).execute();
      } else {
        await app.db
          .insertInto('reminderOptOuts')
          .values({ email, createdAt: nowIso() })
          .onConflict((oc) => oc.column('email').doNothing())
          .execute();
      }
      return { success: true, data: { enabled: await isEnabled(app, email) } };
    },
  );
};
