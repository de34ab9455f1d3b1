// The daily digest: each morning (UTC) the sales address gets the enquiries still `new` more
// than a day after they came in. The queue fires the job once per cron time across instances
// (pg-boss on PostgreSQL); the day it was sent for is also kept in app_meta and moved forward by
// a conditional update in the e-mail's own transaction, so a second run of the same day (a
// retry, two SQLite instances over one file, a restart at the hour) sends nothing.
import type { Db } from '../db/database';
import type { Outbox } from '../outbox/outbox';
import { enquiryDigestEmail } from './emails';

export const ENQUIRY_DIGEST_JOB = 'enquiries.digest';
/** 07:00 UTC: 12:30 in India, before the sales team's afternoon. */
export const ENQUIRY_DIGEST_CRON = '0 7 * * *';
const LAST_DAY_KEY = 'enquiry_digest_day';
const DAY_MS = 24 * 60 * 60 * 1000;
/** One e-mail stays readable; the inbox shows the rest. */
const DIGEST_MAX_ROWS = 200;

/** Sends the digest of `now`'s day unless it was sent; answers how many enquiries it listed. */
export async function sendEnquiryDigest(
  db: Db,
  outbox: Outbox,
  to: string,
  now: Date,
): Promise<number | 'already-sent'> {
  const day = now.toISOString().slice(0, 10);
  return db.transaction().execute(async (trx) => {
    await trx
      .insertInto('appMeta')
      .values({ key: LAST_DAY_KEY, value: '' })
      .onConflict((oc) => oc.column('key').doNothing())
      .execute();
    const claimed = await trx
      .updateTable('appMeta')
      .set({ value: day })
      .where('key', '=', LAST_DAY_KEY)
      .where('value', '<', day)
      .executeTakeFirst();
    if (Number(claimed.numUpdatedRows) === 0) return 'already-sent';
    const rows = await trx
      .selectFrom('enquiries')
      .select(['name', 'email', 'subject', 'course', 'createdAt'])
      .where('status', '=', 'new')
      .where('createdAt', '<', new Date(now.getTime() - DAY_MS).toISOString())
      .orderBy('createdAt', 'asc')
      .orderBy('id', 'asc')
      .limit(DIGEST_MAX_ROWS)
      .execute();
    if (rows.length > 0) await outbox.queueEmail(trx, enquiryDigestEmail(to, rows, day));
    return rows.length;
  });
}
