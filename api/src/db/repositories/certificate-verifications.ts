// How often certificates were verified (migration 0020): the counter's sums added to the rows,
// and what staff and learners read of them. Nothing here knows who verified.
import { sql } from 'kysely';
import type { Db } from '../database';
import { addDays, siteDay } from '../../lib/site-time';
import type { VerificationChannel } from '../schema';

/** The days of the recent verifications that staff see (the list's column, the home's chart). */
export const VERIFICATION_DAYS = 30;

export interface VerificationSum {
  certificateId: string;
  day: string;
  channel: VerificationChannel;
  count: number;
}

export interface VerificationTotals {
  total: number;
  last30Days: number;
}

/** A list of IDs is read in slices, well under SQLite's limit of bound parameters. */
const SLICE = 500;

export class CertificateVerificationsRepository {
  constructor(private readonly db: Db) {}

  /**
   * Adds the sums to the per-certificate rows and the per-day totals, in one transaction, with
   * `INSERT … ON CONFLICT … DO UPDATE SET count = count + excluded.count` (both dialects). Sums
   * for IDs that are no certificate are dropped (a signed credential names its certificate, which
   * is checked here rather than on every request).
   */
  async add(sums: VerificationSum[]): Promise<void> {
    if (sums.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      const known = new Set<string>();
      const ids = [...new Set(sums.map((s) => s.certificateId))];
      for (let i = 0; i < ids.length; i += SLICE) {
        const rows = await trx
          .selectFrom('certificates')
          .select('certificateId')
          .where('certificateId', 'in', ids.slice(i, i + SLICE))
          .execute();
        for (const row of rows) known.add(row.certificateId);
      }
      const kept = sums.filter((s) => known.has(s.certificateId) && s.count > 0);
      const perDay = new Map<string, number>();
      for (const s of kept) perDay.set(s.day, (perDay.get(s.day) ?? 0) + s.count);
      for (let i = 0; i < kept.length; i += SLICE) {
        await trx
          .insertInto('certificateVerifications')
          .values(kept.slice(i, i + SLICE))
          .onConflict((oc) =>
            oc.columns(['certificateId', 'day', 'channel']).doUpdateSet({
              count: sql`certificate_verifications.count + excluded.count`,
            }),
          )
          .execute();
      }
      if (perDay.size > 0) {
        await trx
          .insertInto('certificateVerificationDays')
          .values([...perDay].map(([day, count]) => ({ day, count })))
          .onConflict((oc) =>
            oc.column('day').doUpdateSet({
              count: sql`certificate_verification_days.count + excluded.count`,
            }),
          )
          .execute();
      }
    });
  }

  /**
   * Each certificate's verifications (by public ID): in all, and over the last 30 site days up
   * to `now`'s. Certificates never verified are left out of the map (read them as zero). Served
   * by the primary key (certificate_id first). The learner's account page reads its total here.
   */
  async verificationCounts(
    certificateIds: readonly string[],
    now: Date = new Date(),
  ): Promise<Map<string, VerificationTotals>> {
    const since = addDays(siteDay(now), -(VERIFICATION_DAYS - 1));
    const out = new Map<string, VerificationTotals>();
    const ids = [...new Set(certificateIds)];
    for (let i = 0; i < ids.length; i += SLICE) {
      const rows = await this.db
        .selectFrom('certificateVerifications')
        .select((eb) => [
          'certificateId',
          eb.fn.sum<string | number>('count').as('total'),
          eb.fn
            .sum<string | number | null>(
              eb.case().when('day', '>=', since).then(eb.ref('count')).else(0).end(),
            )
            .as('recent'),
        ])
        .where('certificateId', 'in', ids.slice(i, i + SLICE))
        .groupBy('certificateId')
        .execute();
      for (const row of rows) {
        out.set(row.certificateId, {
          total: Number(row.total),
          last30Days: Number(row.recent ?? 0),
        });
      }
    }
    return out;
  }

  /** Every certificate's verifications per day from `from` to `to` (inclusive); days with none absent. */
  async perDay(from: string, to: string): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('certificateVerificationDays')
      .select(['day', 'count'])
      .where('day', '>=', from)
      .where('day', '<=', to)
      .execute();
    return new Map(rows.map((row) => [row.day, Number(row.count)]));
  }
}
