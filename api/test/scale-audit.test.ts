// The audit log at scale, at a small size: the generator's events form a chain that verifies;
// the admin's list (first page, by number, by cursor to the end, each filter) answers the right
// events in its order and reads an index for each (EXPLAIN), so it stays fast at millions; and a
// check goes on from the last verified event, reading only those after it, while a full check
// still finds a change made before that point.
import { sql, type Compilable } from 'kysely';
import { AUDIT_CHECKPOINT_KEY, auditKey, type AuditLog } from '../src/audit/log';
import { seedAuditEvents, takeAuditEventsArg } from '../src/cli/seed-scale-audit';
import type { Db } from '../src/db/database';
import { AuditEventsRepository, type AuditListOptions } from '../src/db/repositories/audit-events';
import type { AuditEventsTable } from '../src/db/schema';
import { resolveSecret } from '../src/lib/secrets';
import {
  bearer,
  dialects,
  json,
  signedInAdmin,
  testApp,
  type Account,
  type Dialect,
  type TestApp,
} from './helpers';
import { queryPlans } from './query-plans';

const EVENTS = 3000;

/** The list's order: newest first, then by seq. */
function listOrder(a: AuditEventsTable, b: AuditEventsTable): number {
  if (a.occurredAt !== b.occurredAt) return a.occurredAt < b.occurredAt ? 1 : -1;
  return b.seq - a.seq;
}

const seqs = (rows: Array<{ seq: number }>) => rows.map((row) => row.seq);

/** Runs `run` with the append-only triggers off, as the database's owner can. */
async function withoutTriggers(db: Db, dialect: Dialect, run: () => Promise<void>) {
  if (dialect === 'postgres') {
    await sql`alter table audit_events disable trigger user`.execute(db);
    try {
      await run();
    } finally {
      await sql`alter table audit_events enable trigger user`.execute(db);
    }
    return;
  }
  const triggers = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master where type = 'trigger' and tbl_name = 'audit_events'`.execute(
    db,
  );
  for (const trigger of triggers.rows) await sql.raw(`drop trigger ${trigger.name}`).execute(db);
  try {
    await run();
  } finally {
    for (const trigger of triggers.rows) await sql.raw(trigger.sql).execute(db);
  }
}

describe.each(dialects)(
  'scale: the generated audit log, its list and its check (%s)',
  (dialect) => {
    let t: TestApp;
    let db: Db;
    let key: Buffer;
    let log: AuditLog;
    let repo: AuditEventsRepository;
    let admin: Account;
    let all: AuditEventsTable[];

    const events = () => db.selectFrom('auditEvents').selectAll().orderBy('seq').execute();

    beforeAll(async () => {
      t = await testApp(dialect);
      db = t.app.db;
      key = auditKey(resolveSecret(t.config).secret);
      log = t.app.auditLog;
      repo = new AuditEventsRepository(db);
      const seconds = await seedAuditEvents(db, EVENTS, { key, seed: 42 });
      expect(seconds).toBeGreaterThan(0);
      // The chain goes on after the generated events: the admin's sign-in is appended to them.
      admin = await signedInAdmin(t.app);
      all = (await events()).sort(listOrder);
      if (dialect === 'postgres') await sql`analyze audit_events`.execute(db);
    });

    afterAll(async () => {
      await t.close();
    });

    it('generates a valid chain from the head, in time order, with varied events', async () => {
      const rows = await events();
      expect(rows.length).toBeGreaterThan(EVENTS);
      expect(await log.verify(db, { full: true })).toMatchObject({
        valid: true,
        count: rows.length,
        full: true,
      });
      for (let i = 1; i < rows.length; i += 1) {
        expect(rows[i]!.occurredAt >= rows[i - 1]!.occurredAt).toBe(true);
      }
      const years = new Set(rows.map((row) => row.occurredAt.slice(0, 4)));
      expect(years.size).toBeGreaterThanOrEqual(10);
      expect(new Set(rows.map((row) => row.action)).size).toBeGreaterThanOrEqual(8);
      expect(rows.some((row) => row.actorId === null && row.actorEmail !== null)).toBe(true);
      // A second run continues the chain after the admin's events.
      await seedAuditEvents(db, 200, { key, seed: 43 });
      const more = await events();
      expect(more.length).toBe(rows.length + 200);
      expect(more[rows.length]!.prevHash).toBe(rows.at(-1)!.hash);
      expect((await log.verify(db, { full: true })).valid).toBe(true);
      all = [...more].sort(listOrder);
      expect(takeAuditEventsArg(['--users=3', '--audit-events=500'])).toEqual({
        auditEvents: 500,
        rest: ['--users=3'],
      });
    });

    it('pages newest first: the first page, a page by number, and by cursor to the end', async () => {
      const first = await repo.list({ pageSize: 20 });
      expect(seqs(first.rows)).toEqual(seqs(all.slice(0, 20)));
      expect(first).toMatchObject({ total: all.length, totalCapped: false });
      const third = await repo.list({ pageSize: 20, page: 3 });
      expect(seqs(third.rows)).toEqual(seqs(all.slice(40, 60)));
      const walked = [...first.rows];
      let cursor = first.nextCursor;
      while (cursor) {
        const page = await repo.list({ pageSize: 100, cursor });
        walked.push(...page.rows);
        cursor = page.nextCursor;
      }
      expect(seqs(walked)).toEqual(seqs(all));
      // Past its cap the total stops counting and says so.
      const capped = await new AuditEventsRepository(db, 500).list({ pageSize: 20 });
      expect(capped).toMatchObject({ total: 500, totalCapped: true });
    });

    it('filters by action, actor (id or e-mail), target and time, each paged by cursor', async () => {
      const staff = all.find((row) => row.actorId !== null && row.action === 'auth.login')!;
      const target = all.find((row) => row.targetId !== null)!;
      const from = all[Math.floor(all.length * 0.7)]!.occurredAt;
      const to = all[Math.floor(all.length * 0.3)]!.occurredAt;
      const cases: Array<[AuditListOptions, (row: AuditEventsTable) => boolean]> = [
        [
          { pageSize: 50, action: 'certificate.issue' },
          (row) => row.action === 'certificate.issue',
        ],
        [{ pageSize: 50, actor: staff.actorId! }, (row) => row.actorId === staff.actorId],
        [
          { pageSize: 50, actor: ` ${staff.actorEmail!.toUpperCase()} ` },
          (row) => row.actorEmail === staff.actorEmail,
        ],
        [{ pageSize: 50, target: target.targetId! }, (row) => row.targetId === target.targetId],
        [{ pageSize: 50, from, to }, (row) => row.occurredAt >= from && row.occurredAt <= to],
        [
          { pageSize: 50, action: 'auth.login_failed', from },
          (row) => row.action === 'auth.login_failed' && row.occurredAt >= from,
        ],
      ];
      for (const [options, keep] of cases) {
        const want = all.filter(keep);
        expect(want.length).toBeGreaterThan(0);
        const first = await repo.list(options);
        expect({ options, total: first.total }).toEqual({ options, total: want.length });
        const walked = [...first.rows];
        let cursor = first.nextCursor;
        while (cursor) {
          const page = await repo.list({ ...options, cursor });
          walked.push(...page.rows);
          cursor = page.nextCursor;
        }
        expect({ options, seqs: seqs(walked) }).toEqual({ options, seqs: seqs(want) });
      }
    });

    it('answers the cursor and the capped total over HTTP, and 400 to a cursor it did not give', async () => {
      const ask = async (query: string) =>
        t.app.inject({
          method: 'GET',
          url: `/api/audit-events?${query}`,
          headers: bearer(admin.token),
        });
      const first = json<{ data: AuditEventsTable[]; nextCursor: string; totalCapped: boolean }>(
        await ask('pageSize=5&action=auth.login'),
      );
      expect(first.totalCapped).toBe(false);
      const logins = all.filter((row) => row.action === 'auth.login');
      expect(seqs(first.data)).toEqual(seqs(logins.slice(0, 5)));
      const second = json<{ data: AuditEventsTable[] }>(
        await ask(`pageSize=5&action=auth.login&cursor=${first.nextCursor}`),
      );
      expect(seqs(second.data)).toEqual(seqs(logins.slice(5, 10)));
      for (const cursor of ['bm90LWpzb24', Buffer.from('["x","1"]').toString('base64url')]) {
        const bad = await ask(`cursor=${cursor}`);
        expect(bad.statusCode).toBe(400);
        expect(json(bad)).toMatchObject({ success: false });
      }
    });

    it('exports every event as CSV, oldest first, a batch at a time as the file is sent', async () => {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/audit-events/export',
        headers: bearer(admin.token),
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      // Without a content-length: written as it is sent, not built whole first.
      expect(res.headers['content-length']).toBeUndefined();
      const lines = res.body.trimEnd().split('\r\n');
      expect(lines[0]).toMatch(/^seq,/);
      const stored = await db.selectFrom('auditEvents').select('seq').orderBy('seq').execute();
      expect(stored.length).toBeGreaterThan(2000);
      expect(lines.slice(1).map((line) => Number(line.split(',')[0]))).toEqual(
        stored.map((row) => Number(row.seq)),
      );
    });

    /** The plan of each query of `list`, as one text per query. */
    function plans(options: AuditListOptions): Promise<string[]> {
      const queries = repo.listQueries(options);
      return queryPlans(db, dialect, [queries.rows, queries.count] as Compilable[]);
    }

    /** Whether a PostgreSQL plan sorts what a LIMIT then cuts (every match, not just a page). */
    function sortedBeforeLimit(node: unknown): boolean {
      if (Array.isArray(node)) return node.some(sortedBeforeLimit);
      if (!node || typeof node !== 'object') return false;
      const plan = node as { Plan?: unknown; Plans?: unknown[]; 'Node Type'?: string };
      if (plan.Plan) return sortedBeforeLimit(plan.Plan);
      const children = plan.Plans ?? [];
      const sortChild = children.some((child) =>
        String((child as { 'Node Type'?: string })['Node Type']).includes('Sort'),
      );
      if (plan['Node Type'] === 'Limit' && sortChild) return true;
      return children.some(sortedBeforeLimit);
    }

    it('reads the index of its filter, in the list order, for every page (EXPLAIN)', async () => {
      const middle = all[Math.floor(all.length / 2)]!;
      const staff = all.find((row) => row.actorId !== null)!;
      const cases: Array<[AuditListOptions, string]> = [
        [{ pageSize: 20 }, 'audit_events_time_idx'],
        [{ pageSize: 20, page: 50 }, 'audit_events_time_idx'],
        [
          { pageSize: 20, cursor: { occurredAt: middle.occurredAt, seq: middle.seq } },
          'audit_events_time_idx',
        ],
        [{ pageSize: 20, from: middle.occurredAt }, 'audit_events_time_idx'],
        [{ pageSize: 20, action: 'certificate.revoke' }, 'audit_events_action_time_idx'],
        [
          { pageSize: 20, action: 'certificate.revoke', to: middle.occurredAt },
          'audit_events_action_time_idx',
        ],
        [{ pageSize: 20, actor: staff.actorId! }, 'audit_events_actor_time_idx'],
        [{ pageSize: 20, actor: staff.actorEmail! }, 'audit_events_actor_email_time_idx'],
        [{ pageSize: 20, target: 'some-target' }, 'audit_events_target_time_idx'],
      ];
      for (const [options, index] of cases) {
        const [rows, count] = await plans(options);
        // PostgreSQL may walk the time index for a common filter (a page is met within a few
        // entries); either way an index in the list's order, never a sort of every match.
        expect({ options, rows }).toEqual({
          options,
          rows:
            dialect === 'sqlite'
              ? expect.stringContaining(index)
              : expect.stringMatching(new RegExp(`${index}|audit_events_time_idx`)),
        });
        // Counting every event, any index will do (the smallest is read); a filter's, its own.
        const unfiltered = Object.keys(options).every((name) =>
          ['pageSize', 'page', 'cursor'].includes(name),
        );
        expect({ options, count }).toEqual({
          options,
          count: unfiltered
            ? expect.stringMatching(/audit_events_(\w+_idx|pkey)/)
            : expect.stringContaining(index),
        });
        for (const plan of [rows, count] as string[]) {
          if (dialect === 'sqlite') {
            // A scan without an index reads the whole table: every SCAN must name one.
            expect({ options, plan }).not.toEqual({
              options,
              plan: expect.stringMatching(/SCAN audit_events\b(?! USING)/),
            });
          } else {
            expect({ options, plan }).not.toEqual({
              options,
              plan: expect.stringMatching(/"Seq Scan"/),
            });
          }
        }
        if (dialect === 'postgres') {
          expect({ options, sortedBeforeLimit: sortedBeforeLimit(JSON.parse(rows!)) }).toEqual({
            options,
            sortedBeforeLimit: false,
          });
        } else {
          // The page's keys come in the index's order: the only sort is of the page's own rows.
          expect({ options, sorts: rows!.match(/TEMP B-TREE/g)?.length ?? 0 }).toEqual({
            options,
            sorts: 1,
          });
        }
      }
    });

    it('checks on from the last verified event, reading only the events after it', async () => {
      const full = await log.verify(db, { full: true });
      const count = (await events()).length;
      expect(full).toEqual({ valid: true, count, checked: count, full: true });
      // Nothing new: nothing to read.
      expect(await log.verify(db)).toEqual({ valid: true, count, checked: 0, full: false });
      await seedAuditEvents(db, 25, { key, seed: 44 });
      expect(await log.verify(db)).toEqual({
        valid: true,
        count: count + 25,
        checked: 25,
        full: false,
      });
      // Over HTTP: the same, and ?full=true reads every event.
      const check = async (query = '') =>
        json<Record<string, unknown>>(
          await t.app.inject({
            method: 'GET',
            url: `/api/audit-events/verify${query}`,
            headers: bearer(admin.token),
          }),
        );
      expect(await check()).toEqual({
        success: true,
        valid: true,
        count: count + 25,
        checked: 0,
        full: false,
      });
      expect(await check('?full=true')).toMatchObject({
        valid: true,
        count: count + 25,
        checked: count + 25,
        full: true,
      });
      expect(
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/audit-events/verify?full=maybe',
            headers: bearer(admin.token),
          })
        ).statusCode,
      ).toBe(400);
    });

    it('finds an event changed after the checkpoint, and one changed before it in a full check', async () => {
      await log.verify(db);
      await seedAuditEvents(db, 30, { key, seed: 45 });
      const rows = await events();
      const after = rows.at(-10)!;
      const before = rows[Math.floor(rows.length / 2)]!;
      const change = (row: AuditEventsTable, summary: string) =>
        withoutTriggers(db, dialect, async () => {
          await sql`update audit_events set summary = ${summary} where seq = ${row.seq}`.execute(
            db,
          );
        });
      // After the checkpoint: the next check reads it and reports it.
      await change(after, 'Nothing happened');
      expect(await log.verify(db)).toMatchObject({
        valid: false,
        firstBrokenId: after.seq,
        full: false,
      });
      await change(after, after.summary);
      const good = await log.verify(db);
      expect(good).toMatchObject({ valid: true, full: false, checked: 30 });
      // Before it: a check from the checkpoint does not read it; a full check does.
      await change(before, 'Nothing happened');
      expect((await log.verify(db)).valid).toBe(true);
      expect(await log.verify(db, { full: true })).toMatchObject({
        valid: false,
        firstBrokenId: before.seq,
        count: before.seq - 1,
        full: true,
      });
      await change(before, before.summary);
      expect((await log.verify(db, { full: true })).valid).toBe(true);
    });

    it('reports an event written past the head, which the log never does', async () => {
      await log.verify(db);
      const head = (await events()).at(-1)!;
      const { hash, ...rest } = head;
      await db
        .insertInto('auditEvents')
        .values({ ...rest, seq: head.seq + 1, prevHash: hash, hash: 'f'.repeat(64) })
        .execute();
      expect(await log.verify(db)).toMatchObject({ valid: false, firstBrokenId: head.seq + 1 });
      await withoutTriggers(db, dialect, async () => {
        await sql`delete from audit_events where seq = ${head.seq + 1}`.execute(db);
      });
      expect(await log.verify(db)).toMatchObject({ valid: true, checked: 0 });
    });

    it('does not trust a checkpoint it did not seal, nor one whose event changed', async () => {
      const rows = await events();
      const head = rows.at(-1)!;
      // A checkpoint moved without the key (past a changed event): ignored, the check is full.
      const victim = rows.at(-5)!;
      await withoutTriggers(db, dialect, async () => {
        await sql`update audit_events set actor_email = 'someone.else@example.com' where seq = ${victim.seq}`.execute(
          db,
        );
      });
      await db
        .updateTable('appMeta')
        .set({ value: JSON.stringify({ seq: head.seq, hash: head.hash, mac: '0'.repeat(64) }) })
        .where('key', '=', AUDIT_CHECKPOINT_KEY)
        .execute();
      expect(await log.verify(db)).toMatchObject({
        valid: false,
        firstBrokenId: victim.seq,
        full: true,
      });
      await withoutTriggers(db, dialect, async () => {
        await sql`update audit_events set actor_email = ${victim.actorEmail} where seq = ${victim.seq}`.execute(
          db,
        );
      });
      expect(await log.verify(db)).toMatchObject({ valid: true, full: true });
      // The checkpoint's own event changed: the check starts over from the beginning.
      await withoutTriggers(db, dialect, async () => {
        await sql`update audit_events set summary = 'Nothing happened' where seq = ${head.seq}`.execute(
          db,
        );
      });
      expect(await log.verify(db)).toMatchObject({
        valid: false,
        firstBrokenId: head.seq,
        full: true,
      });
      await withoutTriggers(db, dialect, async () => {
        await sql`update audit_events set summary = ${head.summary} where seq = ${head.seq}`.execute(
          db,
        );
      });
      expect(await log.verify(db)).toMatchObject({ valid: true });
    });
  },
);
