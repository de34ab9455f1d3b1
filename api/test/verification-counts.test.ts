// Certificate verifications are counted by day and channel, in memory and written every few
// seconds, and never with anything about who verified.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { build } from '../src/app';
import { VerificationCounter } from '../src/certificates/verification-counter';
import { siteDay } from '../src/lib/site-time';
import {
  bearer,
  dialects,
  fetchCredential,
  json,
  signedInAdmin,
  signedInUser,
  issueCertificate,
  testApp,
  testConfig,
  type TestApp,
} from './helpers';

interface Row {
  certificateId: string;
  day: string;
  channel: string;
  count: number;
}

async function rows(app: FastifyInstance, certificateId: string): Promise<Row[]> {
  const found = await app.db
    .selectFrom('certificateVerifications')
    .selectAll()
    .where('certificateId', '=', certificateId)
    .orderBy('day')
    .orderBy('channel')
    .execute();
  return found.map((row) => ({ ...row, count: Number(row.count) }));
}

describe.each(dialects)('certificate verification counts (%s)', (dialect) => {
  let t: TestApp;
  let token: string;
  let id: string;

  beforeAll(async () => {
    t = await testApp(dialect);
    token = (await signedInAdmin(t.app)).token;
    id = await issueCertificate(t.app, token);
  });
  afterAll(async () => t.close());

  const lookUp = (certificateId: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}`, headers });

  it('counts each channel on its day once the sums are written', async () => {
    expect((await lookUp(id)).statusCode).toBe(200);
    expect((await lookUp(id.toLowerCase())).statusCode).toBe(200);
    expect((await lookUp(id, { 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    await fetchCredential(t.app, id);

    await t.app.verifications.flush();
    const today = siteDay(new Date());
    expect(await rows(t.app, id)).toEqual([
      { certificateId: id, day: today, channel: 'api', count: 2 },
      { certificateId: id, day: today, channel: 'credential', count: 1 },
      { certificateId: id, day: today, channel: 'page', count: 1 },
    ]);
  });

  it('counts a genuine credential posted to the verifier as a credential verification', async () => {
    const other = await issueCertificate(t.app, token);
    const credential = await fetchCredential(t.app, other);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/credentials/verify',
      payload: credential,
    });
    expect(res.statusCode).toBe(200);
    await t.app.verifications.flush();
    expect(await rows(t.app, other)).toEqual([
      expect.objectContaining({ channel: 'credential', count: 2 }),
    ]);
  });

  it('counts nothing for an ID that is no certificate, however it is asked', async () => {
    const unknown = 'CERT-NOT-A-REAL-ONE-0000';
    expect((await lookUp(unknown)).statusCode).toBe(404);
    const credential = await t.app.inject({
      method: 'GET',
      url: `/api/certificates/${unknown}/credential`,
    });
    expect(credential.statusCode).toBe(404);
    // Sums for an ID that reaches the counter some other way are dropped when written.
    t.app.verifications.count(unknown, 'credential');
    await t.app.verifications.flush();
    expect(await rows(t.app, unknown)).toEqual([]);
  });

  it('writes nothing per request, and adds a second flush to the first, per day', async () => {
    const fresh = await issueCertificate(t.app, token);
    const day = new Date('2026-03-31T20:00:00Z'); // 1 April in India
    const counter = new VerificationCounter(
      t.app.repos.verifications,
      t.app.log,
      60_000,
      () => day,
    );
    counter.count(fresh, 'api');
    counter.count(fresh, 'api');
    expect(await rows(t.app, fresh)).toEqual([]);
    await counter.flush();
    counter.count(fresh, 'api');
    counter.count(fresh, 'page');
    await counter.close();
    expect(await rows(t.app, fresh)).toEqual([
      { certificateId: fresh, day: '2026-04-01', channel: 'api', count: 3 },
      { certificateId: fresh, day: '2026-04-01', channel: 'page', count: 1 },
    ]);
    const perDay = await t.app.repos.verifications.perDay('2026-04-01', '2026-04-01');
    expect(perDay.get('2026-04-01')).toBe(4);
  });

  it("counts on the site's new day from its first instant (India's midnight, 18:30 UTC)", async () => {
    const fresh = await issueCertificate(t.app, token);
    let now = new Date('2026-05-10T18:29:59.999Z'); // 10 May, 23:59:59.999 in India
    const counter = new VerificationCounter(
      t.app.repos.verifications,
      t.app.log,
      60_000,
      () => now,
    );
    counter.count(fresh, 'api');
    now = new Date('2026-05-10T18:30:00.000Z'); // 11 May, 00:00 in India
    counter.count(fresh, 'api');
    counter.count(fresh, 'api');
    now = new Date('2026-05-09T12:00:00.000Z'); // a clock set back: 9 May
    counter.count(fresh, 'api');
    await counter.close();
    expect(await rows(t.app, fresh)).toEqual([
      { certificateId: fresh, day: '2026-05-09', channel: 'api', count: 1 },
      { certificateId: fresh, day: '2026-05-10', channel: 'api', count: 1 },
      { certificateId: fresh, day: '2026-05-11', channel: 'api', count: 2 },
    ]);
  });

  it('keeps only the certificate, the day, the channel and the count: nothing about the visitor', async () => {
    const columns = async (table: string) => {
      const query =
        t.config.database.kind === 'postgres'
          ? sql<{
              name: string;
            }>`select column_name as name from information_schema.columns where table_schema = current_schema() and table_name = ${table}`
          : sql<{ name: string }>`select name from pragma_table_info(${table})`;
      return (await query.execute(t.app.db)).rows.map((row) => row.name).sort();
    };
    expect(await columns('certificate_verifications')).toEqual([
      'certificate_id',
      'channel',
      'count',
      'day',
    ]);
    expect(await columns('certificate_verification_days')).toEqual(['count', 'day']);
  });

  it("shows staff each certificate's verifications in their list, in all and over 30 days", async () => {
    const listed = await issueCertificate(t.app, token, { fullName: 'Ravi Listed' });
    await t.app.repos.verifications.add([
      { certificateId: listed, day: '2020-01-01', channel: 'api', count: 5 },
      { certificateId: listed, day: siteDay(new Date()), channel: 'page', count: 2 },
    ]);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certificates?search=Ravi%20Listed',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(200);
    const data = json<{ data: Array<Record<string, unknown>> }>(res).data;
    expect(data).toEqual([
      expect.objectContaining({
        certificateId: listed,
        verificationsTotal: 7,
        verificationsLast30Days: 2,
      }),
    ]);
    const counts = await t.app.repos.verifications.verificationCounts([listed, id, 'CERT-NONE']);
    expect(counts.get(listed)).toEqual({ total: 7, last30Days: 2 });
    expect(counts.get('CERT-NONE')).toBeUndefined();
  });

  it('refuses the list with its counts to a signed-in user who is not staff', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/certificates',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe.each(dialects)('closing the server (%s)', (dialect) => {
  it('writes the counts not yet written before the database closes', async () => {
    const ctx = await testConfig(dialect);
    try {
      const first = await build({ config: ctx.config });
      await first.ready();
      const admin = await signedInAdmin(first);
      const id = await issueCertificate(first, admin.token);
      const res = await first.inject({ method: 'GET', url: `/api/certificates/${id}` });
      expect(res.statusCode).toBe(200);
      await first.close();

      const second = await build({ config: ctx.config });
      try {
        await second.ready();
        expect(await rows(second, id)).toEqual([
          expect.objectContaining({ channel: 'api', count: 1 }),
        ]);
      } finally {
        await second.close();
      }
    } finally {
      await ctx.cleanup();
    }
  });
});
