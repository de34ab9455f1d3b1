// Start-up does no work that grows with the data: certificates stored without a credential are
// not signed before the app is ready; the job queue signs them afterwards, a bounded batch per job.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { CompiledQuery, sql } from 'kysely';
import { build } from '../src/app';
import type { JsonCredential } from '../src/credentials/json-credential';
import { dialects, FAST_JOBS, testApp, testConfig } from './helpers';

const UNSIGNED = 24;
const BATCH = 6;

const unsignedCount = async (app: Awaited<ReturnType<typeof build>>) =>
  Number(
    (
      await app.db
        .selectFrom('certificates')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('credential', 'is', null)
        .executeTakeFirstOrThrow()
    ).n,
  );

/** The nice value of each thread of this process, by thread id (Linux: /proc/self/task). */
const niceByThread = (): Map<number, number> =>
  new Map(
    readdirSync('/proc/self/task').map((tid) => {
      // Fields after the command's closing parenthesis: state is the first, nice the 17th.
      const fields = readFileSync(`/proc/self/task/${tid}/stat`, 'utf8').split(') ')[1] as string;
      return [Number(tid), Number(fields.split(' ')[16])];
    }),
  );
/** The nice value this process was started with: its parent's (a child starts with it). */
const startedNice = () =>
  Number(
    (readFileSync(`/proc/${process.ppid}/stat`, 'utf8').split(') ')[1] as string).split(' ')[16],
  );

describe.each(dialects)('start-up with unsigned certificates (%s)', (dialect) => {
  it('is ready before they are signed, and the job queue signs them all in batches', async () => {
    const ctx = await testConfig(dialect, {}, { jobs: { ...FAST_JOBS, signBatch: BATCH } });
    try {
      // A first run stores them as an import or the generator does: without a credential.
      const first = await build({ config: ctx.config });
      await first.ready();
      const day = Date.parse('2020-01-01T00:00:00.000Z');
      await first.db
        .insertInto('certificates')
        .values(
          Array.from({ length: UNSIGNED }, (_, i) => ({
            id: `unsigned-${i}`,
            certificateId: `SB-UNSIGNED${String(i).padStart(4, '0')}`,
            fullName: `Holder ${i}`,
            courseName: 'Cloud Basics',
            issuedBy: 'Demo Academy',
            issueDate: '2020-01-01',
            status: 'valid' as const,
            revokedReason: null,
            revokedAt: null,
            issuedByUserId: null,
            createdAt: new Date(day + i * 60_000).toISOString(),
          })),
        )
        .execute();
      await first.close();

      const second = await build({ config: { ...ctx.config } });
      const batches: number[] = [];
      const signBatch = second.credentials.signPendingBatch.bind(second.credentials);
      // Signing waits at a gate opened once the app is ready: a start-up that waited for any
      // signing would never become ready (and the test would time out).
      let open!: () => void;
      const gate = new Promise<void>((resolve) => (open = resolve));
      second.credentials.signPendingBatch = async (limit) => {
        await gate;
        const result = await signBatch(limit);
        batches.push(result.signed);
        return result;
      };
      try {
        await second.ready();
        expect(await unsignedCount(second)).toBe(UNSIGNED);
        open();

        const deadline = Date.now() + 20_000;
        while ((await unsignedCount(second)) > 0 && Date.now() < deadline) {
          second.jobs.wake();
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
        expect(await unsignedCount(second)).toBe(0);
        expect(batches.every((signed) => signed <= BATCH)).toBe(true);
        // A chain of jobs, each a bounded batch (a job run again after its lease, on a very busy
        // machine, finds fewer left: the total signed through jobs is not asserted exactly).
        expect(batches.length).toBeGreaterThanOrEqual(2);
        const signed = await second.db
          .selectFrom('certificates')
          .select(['credential', 'statusIndex'])
          .where('id', 'like', 'unsigned-%')
          .execute();
        expect(signed).toHaveLength(UNSIGNED);
        for (const row of signed) {
          expect(JSON.parse(row.credential as string)).toMatchObject({
            credentialSubject: expect.anything(),
            proof: expect.anything(),
          });
          expect(row.statusIndex).not.toBeNull();
        }
      } finally {
        await second.close();
      }
    } finally {
      await ctx.cleanup();
    }
  }, 60_000);

  it('signs them in a worker thread: the same credential as on the event loop, and it verifies', async () => {
    const t = await testApp(dialect);
    try {
      const { app } = t;
      const certificate = (i: number, status: 'valid' | 'revoked') => ({
        id: `thread-${i}`,
        certificateId: `SB-THREAD${i}`,
        fullName: `Holder ${i}`,
        courseName: 'Cloud Basics',
        issuedBy: 'Demo Academy',
        issueDate: '2020-01-01',
        status,
        revokedReason: status === 'revoked' ? 'Issued in error' : null,
        revokedAt: status === 'revoked' ? '2020-02-01T00:00:00.000Z' : null,
        issuedByUserId: null,
        createdAt: new Date(Date.parse('2000-01-01T00:00:00.000Z') + i).toISOString(),
      });
      await app.db
        .insertInto('certificates')
        .values([certificate(1, 'valid'), certificate(2, 'revoked')])
        .execute();
      const onLoop = jest.spyOn(app.credentials, 'sign');
      const inThread = jest.spyOn(app.credentials.signerThreads, 'sign');
      await app.credentials.signPendingBatch(10);
      // The background run made no signature on the event loop (the status list it refreshed
      // for the revoked certificate is signed there, as every status list is).
      const signedOnLoop = onLoop.mock.calls.filter(
        ([unsigned]) => !(unsigned.type as string[]).includes('BitstringStatusListCredential'),
      );
      expect(signedOnLoop).toHaveLength(0);
      expect(inThread.mock.calls.length).toBeGreaterThanOrEqual(2);
      onLoop.mockRestore();
      inThread.mockRestore();
      if (existsSync('/proc/self/task')) {
        // The signing thread yields to the requests (nice 19); the event loop keeps its priority.
        const nices = niceByThread();
        expect(nices.get(process.pid)).toBe(startedNice());
        expect([...nices.values()]).toContain(19);
      }

      const stored = async (id: string) => {
        const row = await app.db
          .selectFrom('certificates')
          .select('credential')
          .where('id', '=', id)
          .executeTakeFirstOrThrow();
        return JSON.parse(row.credential as string) as JsonCredential;
      };
      const valid = await stored('thread-1');
      expect(await app.credentials.verify(valid)).toMatchObject({
        genuine: true,
        valid: true,
        revoked: false,
        verificationMethod: `${app.credentials.did}#key-1`,
      });
      // Revoked before it was signed: the list set its bit when the credential was stored.
      expect(await app.credentials.verify(await stored('thread-2'))).toMatchObject({
        genuine: true,
        valid: false,
        revoked: true,
      });
      // The credential tampered with after signing is refused: the proof covers it.
      expect(await app.credentials.verify({ ...valid, name: 'Something else' })).toMatchObject({
        genuine: false,
        valid: false,
      });

      // Signed again on the event loop: the same document and proof but for the signature's
      // time (and so its value).
      const { proof, ...unsigned } = valid;
      const again = await app.credentials.sign(unsigned);
      const withoutTime = (c: JsonCredential) => ({
        ...c,
        proof: { ...c.proof, created: 'time', proofValue: 'value' },
      });
      expect(Object.keys(valid)).toEqual(Object.keys(again));
      expect(Object.keys(proof)).toEqual(Object.keys(again.proof as object));
      expect(withoutTime(valid)).toEqual(withoutTime(again));
      expect(proof.proofValue).toMatch(/^z[1-9A-HJ-NP-Za-km-z]{80,90}$/);
    } finally {
      await t.close();
    }
  }, 30_000);

  it('finds the unsigned certificates by their partial index, not by reading the table (EXPLAIN)', async () => {
    const t = await testApp(dialect);
    try {
      const query = t.app.db
        .selectFrom('certificates')
        .selectAll()
        .where('credential', 'is', null)
        .orderBy('createdAt')
        .limit(101)
        .compile();
      let plan: string;
      if (dialect === 'sqlite') {
        const result = await t.app.db.executeQuery<{ detail: string }>(
          CompiledQuery.raw(`explain query plan ${query.sql}`, [...query.parameters]),
        );
        plan = result.rows.map((row) => row.detail).join('\n');
      } else {
        plan = await t.app.db.connection().execute(async (conn) => {
          // A small table is read whole by choice; without that choice, the plan shows the index.
          await sql`set enable_seqscan = off`.execute(conn);
          try {
            const result = await conn.executeQuery<{ 'QUERY PLAN': unknown }>(
              CompiledQuery.raw(`explain (format json) ${query.sql}`, [...query.parameters]),
            );
            return JSON.stringify(result.rows[0]?.['QUERY PLAN']);
          } finally {
            await sql`reset enable_seqscan`.execute(conn);
          }
        });
      }
      expect(plan).toMatch(/certificates_unsigned_idx/);
    } finally {
      await t.close();
    }
  });
});
