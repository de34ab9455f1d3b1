// The job queue on each database: a job commits or rolls back with its transaction, a failing
// job is retried with growing waits and ends failed, and a job whose worker died runs again.
import type { FastifyInstance } from 'fastify';
import PgBoss from 'pg-boss';
import { createJobQueue, type JobQueue } from '../src/jobs';
import { pgBossSchema } from '../src/jobs/pg-boss-queue';
import { dialects, testApp, type TestApp } from './helpers';

const until = async (check: () => boolean, timeoutMs = 15_000) => {
  const end = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(dialects)('the job queue (%s)', (dialect) => {
  let t: TestApp;
  const queues: JobQueue[] = [];
  const queue = (app: FastifyInstance, leaseSeconds = 2) => {
    const q = createJobQueue(app.config.database, app.db, app.log, {
      pollMs: 500,
      leaseSeconds,
      maintenanceSeconds: 1,
      retryDelaySeconds: 1,
    });
    queues.push(q);
    return q;
  };

  beforeEach(async () => {
    t = await testApp(dialect);
  });
  afterEach(async () => {
    for (const q of queues.splice(0)) await q.stop({ timeoutMs: 100 });
    await t.close();
  });

  it('never runs a job sent in a transaction that rolls back, and runs a committed one once', async () => {
    const q = queue(t.app);
    const seen: string[] = [];
    await q.work<{ n: string }>('test.job', async (job) => {
      seen.push(job.data.n);
    });
    await q.start();
    await expect(
      t.app.db.transaction().execute(async (trx) => {
        await q.send('test.job', { n: 'rolled back' }, {}, trx);
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    await t.app.db.transaction().execute(async (trx) => {
      await q.send('test.job', { n: 'committed' }, {}, trx);
    });
    await until(() => seen.length > 0);
    await pause(700);
    expect(seen).toEqual(['committed']);
  });

  it('retries a failing job with growing waits and ends it failed after the retry limit', async () => {
    const q = queue(t.app);
    const times: number[] = [];
    await q.work('test.failing', async () => {
      times.push(Date.now());
      throw new Error('always fails');
    });
    await q.start();
    await q.send('test.failing', {}, { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true });
    await until(() => times.length === 3, 20_000);
    await pause(1500);
    expect(times).toHaveLength(3);
    const [first, second] = [times[1]! - times[0]!, times[2]! - times[1]!];
    expect(first).toBeGreaterThanOrEqual(900);
    expect(second).toBeGreaterThan(first);
  }, 30_000);

  it('runs again, after its lease, a job whose worker stopped without finishing it', async () => {
    const runs: string[] = [];
    if (dialect === 'sqlite') {
      // The first worker claims the job and never finishes; it is stopped without waiting.
      const dead = queue(t.app, 1);
      await dead.work('test.lease', async () => {
        runs.push('dead');
        await new Promise(() => undefined);
      });
      await dead.start();
      await dead.send('test.lease', {});
      await until(() => runs.length === 1);
      await dead.stop({ timeoutMs: 10 });
    } else {
      // A process that took the job and died: fetched (active), never completed nor failed.
      const { url, schema } = t.config.database as { url: string; schema: string };
      const sender = queue(t.app, 1);
      await sender.send('test.lease', {});
      const boss = new PgBoss({ connectionString: url, schema: pgBossSchema(schema) });
      await boss.start();
      expect(await boss.fetch('test.lease')).toHaveLength(1);
      runs.push('dead');
      await boss.stop({ graceful: false, wait: true });
    }
    const next = queue(t.app);
    await next.work('test.lease', async () => {
      runs.push('next');
    });
    await next.start();
    await until(() => runs.includes('next'), 20_000);
    expect(runs).toEqual(['dead', 'next']);
  }, 30_000);

  if (dialect === 'postgres') {
    it('creates new queues from two instances at once, each once, without failing', async () => {
      // Each instance's first send of a name creates its queue (pg-boss 10): two instances
      // starting together create the same ones at the same moment, which could deadlock.
      const [one, two] = [queue(t.app), queue(t.app)];
      const names = Array.from({ length: 12 }, (_, i) => `test.together-${i}`);
      const ids = await Promise.all(
        names.flatMap((name) => [one.send(name, { from: 1 }), two.send(name, { from: 2 })]),
      );
      expect(ids.filter((id) => typeof id === 'string')).toHaveLength(names.length * 2);
    }, 30_000);
  }

  it('keeps one waiting job per singleton key', async () => {
    const q = queue(t.app);
    const first = await q.send('test.single', {}, { singletonKey: 'k', startAfter: 60 });
    const second = await q.send('test.single', {}, { singletonKey: 'k', startAfter: 60 });
    expect(first).not.toBeNull();
    expect(second).toBeNull();
  });
});
