// What the renewal reminders' tests share: the test's clock, the reminders in the outbox, the
// kinds recorded as sent, issuing a certificate, the opt-out link of a reminder and its use.
import type { FastifyInstance } from 'fastify';
import { bearer, json, type Account } from './helpers';

export const DAY = 86_400_000;
/** The test's clock: `days` days before the last valid day `expiry`, at 09:00 UTC. */
export const before = (expiry: string, days: number) =>
  new Date(Date.parse(`${expiry}T09:00:00Z`) - days * DAY);

export interface Reminder {
  to: string;
  subject: string;
  text: string;
  lang: string | null;
}

export async function remindersTo(app: FastifyInstance, to: string): Promise<Reminder[]> {
  return app.db
    .selectFrom('outboxEmails')
    .select(['to', 'subject', 'text', 'lang'])
    .where('kind', '=', 'renewal-reminder')
    .where('to', '=', to)
    .orderBy('createdAt', 'asc')
    .execute();
}

/** The kinds of reminder recorded as sent for a certificate, in the order sent. */
export async function kindsSent(app: FastifyInstance, certificateId: string): Promise<string[]> {
  const rows = await app.db
    .selectFrom('renewalReminders')
    .select(['kind', 'sentAt'])
    .where('certificateId', '=', certificateId)
    .orderBy('sentAt', 'asc')
    .execute();
  return rows.map((row) => row.kind);
}

export async function issue(app: FastifyInstance, admin: Account, fields: Record<string, unknown>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/certificates',
    headers: bearer(admin.token),
    payload: { fullName: 'Asha Verma', courseName: 'CompTIA Security+', ...fields },
  });
  expect([res.statusCode, res.body]).toEqual([201, expect.any(String)]);
  return json<{ data: { certificateId: string } }>(res).data.certificateId;
}

/** The opt-out page a reminder links to (with its language prefix) and the link's token. */
export function optOutLink(reminder: Reminder): { page: string; token: string } {
  const found = /(\S*\/reminders\/opt-out)\?token=(\S+)/.exec(reminder.text);
  if (!found?.[1] || !found[2]) throw new Error(`no opt-out link in: ${reminder.text}`);
  return { page: found[1], token: decodeURIComponent(found[2]) };
}

export const optOutToken = (reminder: Reminder) => optOutLink(reminder).token;

/** The page's request: the link's token posted as JSON. */
export function postOptOut(app: FastifyInstance, token: string, lang?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/reminders/opt-out',
    payload: { token },
    ...(lang ? { headers: { 'accept-language': lang } } : {}),
  });
}

/** Whether the address is recorded as opted out. */
export async function optedOut(app: FastifyInstance, email: string): Promise<boolean> {
  const row = await app.db
    .selectFrom('reminderOptOuts')
    .select('email')
    .where('email', '=', email)
    .executeTakeFirst();
  return row !== undefined;
}
