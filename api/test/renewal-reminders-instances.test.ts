// Two instances on one PostgreSQL schema (two apps built in this process, each with its own data
// directory, signing with one secret) run the renewal reminders' job at the same moment for the
// same clock: each reminder is in the outbox once. Runs when TEST_DATABASE_URL and TEST_REDIS_URL
// are both set, like multi-instance.test.ts; in-process rather than two server processes so the
// test can hand both the same clock.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { build } from '../src/app';
import { signedInAdmin, tempDir, testConfig, uniqueEmail, type TestContext } from './helpers';
import { before, issue, remindersTo } from './renewal-reminders-helpers';

const sharedDatabase = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
(sharedDatabase ? describe : describe.skip)('renewal reminders on two instances', () => {
  let ctx: TestContext;
  let a: FastifyInstance;
  let b: FastifyInstance;
  const secondDir = tempDir('api-reminders-b-');
  beforeAll(async () => {
    // Every instance signs with the same secret, as the credential key is sealed with it.
    ctx = await testConfig('postgres', { JWT_SECRET: randomBytes(32).toString('base64url') });
    // One after the other: the first runs the migrations on the shared schema.
    a = await build({ config: ctx.config });
    await a.ready();
    b = await build({ config: { ...ctx.config, dataDir: secondDir } });
    await b.ready();
  }, 60_000);
  afterAll(async () => {
    await b?.close();
    await a?.close();
    await ctx.cleanup();
    rmSync(secondDir, { recursive: true, force: true });
  });

  it('sends each reminder once when both run the job at the same moment', async () => {
    const admin = await signedInAdmin(a);
    const expiry = '2029-01-31';
    const holders = Array.from({ length: 12 }, () => uniqueEmail('twice'));
    for (const to of holders) await issue(a, admin, { recipientEmail: to, expiryDate: expiry });
    const now = before(expiry, 75);
    const [sentA, sentB] = await Promise.all([
      a.sendRenewalReminders(now),
      b.sendRenewalReminders(now),
    ]);
    expect(sentA + sentB).toBe(holders.length);
    for (const to of holders) expect(await remindersTo(b, to)).toHaveLength(1);
    // And again both at once, later: the 30-day one, once each.
    const later = before(expiry, 25);
    await Promise.all([a.sendRenewalReminders(later), b.sendRenewalReminders(later)]);
    for (const to of holders) expect(await remindersTo(a, to)).toHaveLength(2);
  }, 60_000);
});
