// Renewal reminders: a timed job e-mails each certificate's holder 90 and 30 days before the
// certificate expires. Each reminder is due in a window of days left: the first from 90 down to
// 61, the second from 30 down to 1. A run missed for a few days still sends a reminder late
// rather than never, but a certificate issued (or given an address) with 60 days or fewer left
// gets only the second: two reminders a few days apart would say the same thing twice.
// Each reminder is sent once: its row in renewal_reminders (keyed by certificate and kind) is
// inserted in the transaction that queues the e-mail, and the e-mail is queued only when the row
// was new, so a retried run or two instances running at the same moment send it once.
import {
  COMPTIA_COURSE_INDEX,
  COMPTIA_COURSE_TITLES,
  coursePath,
  fillPlaceholders,
  isLang,
  localizePath,
  PECB_COURSE_INDEX,
  PECB_COURSE_TITLES,
  type Lang,
} from 'contracts';
import type { Db } from '../db/database';
import type { RenewalReminderKind } from '../db/schema';
import type { MailMessage } from '../plugins/mail';
import type { Outbox } from '../outbox/outbox';
import type { OptOutTokens } from './opt-out-token';
import { reminderEmailTexts } from './reminder-email-texts';

export const RENEWAL_REMINDERS_JOB = 'certificates.renewal-reminders';
/** Every hour at :15 (UTC): the run is idempotent, and a reminder goes out within the hour. */
export const RENEWAL_REMINDERS_CRON = '15 * * * *';

const DAY_MS = 86_400_000;

/** The site's page that asks before it stops the reminders (the account remote's). */
const OPT_OUT_PAGE = '/reminders/opt-out';

export interface ReminderDeps {
  db: Db;
  outbox: Outbox;
  tokens: OptOutTokens;
  site: { brand: string; origin: string };
}

/** The reminder due for a certificate `daysLeft` days before its last valid day, if any. */
export function dueKind(daysLeft: number): RenewalReminderKind | null {
  if (daysLeft >= 1 && daysLeft <= 30) return '30';
  if (daysLeft > 60 && daysLeft <= 90) return '90';
  return null;
}

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

/** Whole days from `today` to `day` (both YYYY-MM-DD). */
function daysBetween(today: string, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / DAY_MS);
}

const COURSE_PATHS: ReadonlyMap<string, string> = new Map([
  ...COMPTIA_COURSE_INDEX.map((c) => [COMPTIA_COURSE_TITLES[c.slug].toLowerCase(), coursePath(c)]),
  ...PECB_COURSE_INDEX.map((c) => [PECB_COURSE_TITLES[c.slug].toLowerCase(), coursePath(c)]),
] as Array<[string, string]>);

/** The catalog page of a course named as the vendor writes it, or null. */
export function coursePageOf(courseName: string): string | null {
  return COURSE_PATHS.get(courseName.trim().toLowerCase()) ?? null;
}

export interface ReminderCertificate {
  certificateId: string;
  fullName: string;
  courseName: string;
  expiryDate: string;
}

export function renewalReminderEmail(
  to: string,
  lang: Lang,
  certificate: ReminderCertificate,
  links: { origin: string; brand: string; optOut: string; oneClick: string },
): MailMessage {
  const t = reminderEmailTexts[lang];
  const page =
    coursePageOf(certificate.courseName) ??
    `/verify-certificate/${encodeURIComponent(certificate.certificateId)}`;
  const values = {
    brand: links.brand,
    name: certificate.fullName,
    course: certificate.courseName,
    date: new Intl.DateTimeFormat(lang, { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(`${certificate.expiryDate}T00:00:00Z`),
    ),
    url: `${links.origin}${localizePath(lang, page)}`,
    optOut: links.optOut,
  };
  const lines = t.lines.map((line) => fillPlaceholders(line, values));
  const dir = lang === 'ar' ? ' dir="rtl"' : '';
  const body = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    to,
    kind: 'renewal-reminder',
    lang,
    subject: fillPlaceholders(t.subject, values),
    text: `${lines.join('\n\n')}\n`,
    html: `<!doctype html><html lang="${lang}"${dir}><body>${body}</body></html>`,
    // RFC 2369 and RFC 8058: mail clients show their own unsubscribe button, which posts
    // `List-Unsubscribe=One-Click` to this address without the learner opening a page.
    headers: {
      'List-Unsubscribe': `<${links.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}

/**
 * A reminder's two ways out, for its token: the site's page in the e-mail's language (the link in
 * the text, which asks before it records anything) and the API address a mail client posts to
 * for its one-click unsubscribe (the List-Unsubscribe header).
 */
export function optOutLinks(
  origin: string,
  lang: Lang,
  token: string,
): { optOut: string; oneClick: string } {
  const query = `?token=${encodeURIComponent(token)}`;
  return {
    optOut: `${origin}${localizePath(lang, OPT_OUT_PAGE)}${query}`,
    oneClick: `${origin}/api/reminders/opt-out${query}`,
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/**
 * The language of the site's last e-mail to `email` (the certificate's notice, a sign-up code,
 * an order), since neither an account nor an address keeps a language of its own; else English.
 */
async function holderLang(db: Db, email: string): Promise<Lang> {
  const row = await db
    .selectFrom('outboxEmails')
    .select('lang')
    .where('to', '=', email)
    .where('lang', 'is not', null)
    .orderBy('createdAt', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.lang && isLang(row.lang) ? row.lang : 'en';
}

/** Sends the reminders due at `now`; answers how many it sent. */
export async function sendRenewalReminders(deps: ReminderDeps, now: Date): Promise<number> {
  const today = isoDay(now.getTime());
  const horizon = isoDay(now.getTime() + 90 * DAY_MS);
  // The holder's address: the one the certificate was issued to, else its assessment's account.
  const candidates = await deps.db
    .selectFrom('certificates as c')
    .leftJoin('assessmentAttempts as a', 'a.id', 'c.attemptId')
    .leftJoin('users as u', 'u.id', 'a.userId')
    // What was sent already, so a run does not open a transaction per certificate it is done with.
    .leftJoin('renewalReminders as r90', (join) =>
      join.onRef('r90.certificateId', '=', 'c.certificateId').on('r90.kind', '=', '90'),
    )
    .leftJoin('renewalReminders as r30', (join) =>
      join.onRef('r30.certificateId', '=', 'c.certificateId').on('r30.kind', '=', '30'),
    )
    .select([
      'r90.sentAt as sent90',
      'c.certificateId',
      'c.fullName',
      'c.courseName',
      'c.expiryDate',
      'c.recipientEmail',
      'u.email as accountEmail',
    ])
    .where('r30.sentAt', 'is', null)
    .where('c.status', '=', 'valid')
    .where('c.expiryDate', 'is not', null)
    .where('c.expiryDate', '>', today)
    .where('c.expiryDate', '<=', horizon)
    .orderBy('c.expiryDate', 'asc')
    .execute();
  let sent = 0;
  for (const row of candidates) {
    const email = (row.recipientEmail ?? row.accountEmail)?.trim().toLowerCase();
    if (!email || !row.expiryDate) continue;
    const daysLeft = daysBetween(today, row.expiryDate);
    const kind = dueKind(daysLeft);
    if (!kind || (kind === '90' && row.sent90)) continue;
    const certificate = {
      certificateId: row.certificateId,
      fullName: row.fullName,
      courseName: row.courseName,
      expiryDate: row.expiryDate,
    };
    if (await sendOne(deps, certificate, email, kind, now)) sent += 1;
  }
  return sent;
}

async function sendOne(
  deps: ReminderDeps,
  certificate: ReminderCertificate,
  email: string,
  kind: RenewalReminderKind,
  now: Date,
): Promise<boolean> {
  return deps.db.transaction().execute(async (trx) => {
    const optedOut = await trx
      .selectFrom('reminderOptOuts')
      .select('email')
      .where('email', '=', email)
      .executeTakeFirst();
    if (optedOut) return false;
    const claimed = await trx
      .insertInto('renewalReminders')
      .values({ certificateId: certificate.certificateId, kind, sentAt: now.toISOString() })
      .onConflict((oc) => oc.columns(['certificateId', 'kind']).doNothing())
      .returning('certificateId')
      .execute();
    if (claimed.length === 0) return false;
    const lang = await holderLang(trx, email);
    // Dated by the wall clock, as the route that checks it is: `now` says which reminders are
    // due (a test's clock), not when the link was made.
    const token = deps.tokens.issue(email, lang, new Date());
    await deps.outbox.queueEmail(
      trx,
      renewalReminderEmail(email, lang, certificate, {
        ...deps.site,
        ...optOutLinks(deps.site.origin, lang, token),
      }),
    );
    return true;
  });
}
