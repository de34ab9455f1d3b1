// The audit log: one event per admin write and authentication event, in the change's
// transaction; append-only in the database; a chain that `verify` recomputes.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { sql } from 'kysely';
import { runAdminCli } from '../src/cli/admin';
import type { AuditEvent } from 'contracts';
import { AuditLog, auditKey, eventHash } from '../src/audit/log';
import type { Db } from '../src/db/database';
import { AUDIT_GENESIS, AUDIT_KEYED_FROM_KEY } from '../src/db/migrations';
import type { AuditEventsTable } from '../src/db/schema';
import { resolveSecret } from '../src/lib/secrets';
import { UsersRepository } from '../src/db/repositories/users';
import { seedAssessments } from '../src/db/seed';
import {
  bearer,
  dialects,
  GOOD_PASSWORD,
  json,
  latestCode,
  register,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';

describe.each(dialects)('audit log (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    await seedAssessments(t.app.repos);
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());
  afterEach(() => jest.restoreAllMocks());

  const events = async () =>
    t.app.db.selectFrom('auditEvents').selectAll().orderBy('seq').execute();
  const count = async () => (await events()).length;

  /** Runs `action` and returns the events it wrote. */
  async function written(action: () => Promise<unknown>) {
    const before = await count();
    await action();
    return (await events()).slice(before);
  }

  const asAdmin = (method: 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url, headers: bearer(admin.token), ...(payload ? { payload } : {}) });

  it('writes exactly one event for each admin write, naming actor, action and target', async () => {
    const issued = await written(() =>
      asAdmin('POST', '/api/certificates', { fullName: 'Asha Verma', courseName: 'CompTIA A+' }),
    );
    expect(issued).toHaveLength(1);
    const certificateId = issued[0]!.targetId as string;
    expect(issued[0]).toMatchObject({
      action: 'certificate.issue',
      actorEmail: admin.email,
      targetType: 'certificate',
      ip: '127.0.0.1',
      summary: 'Issued "CompTIA A+" to Asha Verma',
    });
    expect(issued[0]!.requestId).toEqual(expect.any(String));

    const steps: Array<[string, () => Promise<unknown>]> = [
      [
        'certificate.revoke',
        () =>
          asAdmin('POST', `/api/certificates/${certificateId}/revoke`, {
            reason: 'Issued in error',
          }),
      ],
      [
        'certificate.import',
        () =>
          asAdmin('POST', '/api/certificates/bulk', {
            rows: [{ fullName: 'Ravi Shankar', courseName: 'CompTIA Network+' }],
          }),
      ],
      [
        'question.create',
        () =>
          asAdmin('POST', '/api/questions/addQuestion', {
            text: 'Which port does HTTPS use?',
            options: ['80', '443'],
            correctOption: 1,
            category: 'networking',
          }),
      ],
    ];
    for (const [action, run] of steps) {
      const rows = await written(run);
      expect(rows.map((r) => r.action)).toEqual([action]);
    }
    const question = (await events()).at(-1)!.targetId as string;
    expect(
      (
        await written(() => asAdmin('PATCH', `/api/questions/${question}`, { explanation: 'TLS' }))
      ).map((r) => [r.action, r.summary]),
    ).toEqual([['question.update', 'Changed explanation']]);
    expect(
      (await written(() => asAdmin('DELETE', `/api/questions/${question}`))).map((r) => r.action),
    ).toEqual(['question.delete']);

    const user = await register(t.app);
    const account = await t.app.repos.users.findByEmail(user.email);
    // Only a proven address gets a role above user.
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('id', '=', account!.id)
      .execute();
    const role = await written(() =>
      asAdmin('PATCH', `/api/users/${account!.id}`, { role: 'employee' }),
    );
    expect(role).toMatchObject([
      {
        action: 'user.role_change',
        targetId: account!.id,
        summary: `${user.email}: user → employee`,
      },
    ]);

    const slug = `audited-${Date.now()}`;
    const assessment = {
      slug,
      name: 'Product knowledge',
      description: 'Internal check.',
      categories: ['sales'],
      levels: [{ level: 'easy', questionCount: 2, durationMinutes: 10 }],
      passPercent: 70,
      maxAttempts: 3,
      waitMinutes: 0,
      requiredRole: null,
      issuesCertificate: false,
      securityLimit: 3,
      active: true,
    };
    expect(
      (await written(() => asAdmin('POST', '/api/assessments', assessment))).map((r) => r.action),
    ).toEqual(['assessment.create']);
    const { slug: _slug, ...rest } = assessment;
    expect(
      (
        await written(() =>
          asAdmin('PUT', `/api/assessments/${slug}`, { ...rest, passPercent: 80 }),
        )
      ).map((r) => [r.action, r.summary]),
    ).toEqual([['assessment.update', 'Changed passPercent']]);
  });

  it('records logins, failed logins and password resets, with no password, code or token', async () => {
    const account = await register(t.app);
    const ok = await written(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: account.password },
      }),
    );
    expect(ok).toMatchObject([{ action: 'auth.login', actorEmail: account.email }]);
    const failed = await written(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: account.email, password: 'not the password at all' },
      }),
    );
    expect(failed).toMatchObject([
      { action: 'auth.login_failed', actorEmail: account.email, summary: 'Wrong password' },
    ]);

    await t.app.inject({
      method: 'POST',
      url: '/api/users/sendOTPToEmail',
      payload: { email: account.email },
    });
    const code = await latestCode(t.app, account.email);
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/users/verifyOtp',
      payload: { email: account.email, otp: code },
    });
    const { resetToken } = json<{ resetToken: string }>(verified);
    const newPassword = 'an entirely new passphrase 42';
    const reset = await written(() =>
      t.app.inject({
        method: 'POST',
        url: '/api/users/reset_password',
        payload: { email: account.email, newPassword, resetToken },
      }),
    );
    expect(reset).toMatchObject([{ action: 'auth.password_reset', actorEmail: account.email }]);
    const everything = JSON.stringify(await events());
    for (const secret of [
      GOOD_PASSWORD,
      'not the password at all',
      newPassword,
      code,
      resetToken,
    ]) {
      expect(everything).not.toContain(secret);
    }
    expect(everything).not.toContain(admin.token);
  });

  it('stores no event when the change fails, and no change when the event cannot be written', async () => {
    const user = await register(t.app);
    const account = await t.app.repos.users.findByEmail(user.email);
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('id', '=', account!.id)
      .execute();
    jest.spyOn(UsersRepository.prototype, 'setRole').mockRejectedValueOnce(new Error('disk full'));
    const failedChange = await written(() =>
      asAdmin('PATCH', `/api/users/${account!.id}`, { role: 'employee' }),
    );
    expect(failedChange).toEqual([]);

    const certificatesBefore = await t.app.db
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    jest.spyOn(AuditLog.prototype, 'append').mockRejectedValueOnce(new Error('audit down'));
    const res = await asAdmin('POST', '/api/certificates', {
      fullName: 'Asha Verma',
      courseName: 'CompTIA A+',
    });
    expect(res.statusCode).toBe(500);
    const certificatesAfter = await t.app.db
      .selectFrom('certificates')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(certificatesAfter.n)).toBe(Number(certificatesBefore.n));
    expect((await t.app.repos.users.findById(account!.id))?.role).toBe('user');
  });

  it('is refused UPDATE and DELETE by the database', async () => {
    expect(await count()).toBeGreaterThan(0);
    const refusal = async (statement: { execute: (db: typeof t.app.db) => Promise<unknown> }) => {
      try {
        await statement.execute(t.app.db);
        return 'allowed';
      } catch (error) {
        return (error as Error).message;
      }
    };
    expect(await refusal(sql`update audit_events set summary = 'nothing happened'`)).toMatch(
      /append-only/,
    );
    expect(await refusal(sql`delete from audit_events`)).toMatch(/append-only/);
    expect((await events()).some((e) => e.summary === 'nothing happened')).toBe(false);
  });

  it('lists with filters and paging for admins only, and exports CSV with formulas neutralised', async () => {
    const user = await signedInUser(t.app);
    const forbidden = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events',
      headers: bearer(user.token),
    });
    expect(forbidden.statusCode).toBe(403);
    await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: '=cmd|calc@example.com', password: 'whatever it is' },
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events?action=auth.login_failed&pageSize=1',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const page = json<{ data: AuditEvent[]; total: number; pageSize: number }>(res);
    expect(page.pageSize).toBe(1);
    expect(page.total).toBeGreaterThanOrEqual(2);
    expect(page.data[0]).toMatchObject({
      action: 'auth.login_failed',
      actorEmail: '=cmd|calc@example.com',
      summary: 'No account with this e-mail address',
    });
    const byActor = json<{ data: AuditEvent[] }>(
      await t.app.inject({
        method: 'GET',
        url: `/api/audit-events?actor=${encodeURIComponent(admin.email.toUpperCase())}`,
        headers: bearer(admin.token),
      }),
    );
    expect(byActor.data.length).toBeGreaterThan(0);
    expect(byActor.data.every((e) => e.actorEmail === admin.email)).toBe(true);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events?action=certificate.forge',
      headers: bearer(admin.token),
    });
    expect(bad.statusCode).toBe(400);

    const csv = await t.app.inject({
      method: 'GET',
      url: '/api/audit-events/export?action=auth.login_failed',
      headers: bearer(admin.token),
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    const lines = csv.body.trim().split('\r\n');
    expect(lines[0]).toBe(
      'seq,occurredAt,actorId,actorEmail,ip,userAgent,requestId,action,targetType,targetId,summary,prevHash,hash',
    );
    expect(csv.body).toContain("'=cmd|calc@example.com");
    expect(csv.body).not.toMatch(/,=cmd/);
  });

  it('answers a leap second in a time filter with 400 FIELD_FORMAT, never a 500', async () => {
    const ask = (url: string) =>
      t.app.inject({
        method: 'GET',
        url,
        headers: { ...bearer(admin.token), 'accept-language': 'fr' },
      });
    for (const path of ['/api/audit-events', '/api/audit-events/export']) {
      // The same instant spelt without the leap second is read.
      expect((await ask(`${path}?from=2016-12-31T23:59:59Z`)).statusCode).toBe(200);
      for (const [field, value] of [
        ['from', '2016-12-31T23:59:60Z'],
        ['to', '2016-12-31T23:59:60Z'],
        ['to', '2016-12-31T18:29:60-05:30'],
      ] as const) {
        const res = await ask(`${path}?${field}=${encodeURIComponent(value)}`);
        expect([path, field, value, res.statusCode]).toEqual([path, field, value, 400]);
        expect(json(res)).toMatchObject({
          success: false,
          code: 'FIELD_FORMAT',
          params: { field, format: 'date-time' },
        });
        expect(json(res).message).toContain(field);
      }
    }
  });

  it('verifies the chain, and finds a row changed or removed behind the triggers', async () => {
    // Full checks: the rows changed here were verified before (a check from the last verified
    // event would not read them again; scale-audit.test.ts covers that).
    const check = async () =>
      json<{ valid: boolean; count: number; firstBrokenId?: number }>(
        await t.app.inject({
          method: 'GET',
          url: '/api/audit-events/verify?full=true',
          headers: bearer(admin.token),
        }),
      );
    const good = await check();
    expect(good).toMatchObject({ valid: true, count: await count() });
    const rows = await events();
    const victim = rows[Math.floor(rows.length / 2)]!;
    // Someone with the database's owner rights switches the guard off and edits a row.
    await withoutTriggers(async () => {
      await sql`update audit_events set summary = 'Revoked: nothing to see' where seq = ${victim.seq}`.execute(
        t.app.db,
      );
    });
    expect(await check()).toMatchObject({ valid: false, firstBrokenId: victim.seq });
    // Put back, then remove the row instead.
    await withoutTriggers(async () => {
      await sql`update audit_events set summary = ${victim.summary} where seq = ${victim.seq}`.execute(
        t.app.db,
      );
    });
    expect((await check()).valid).toBe(true);
    // The summary's params (shown translated on the admin's screen) are in the chain too.
    const keyed = rows.find((e) => e.summaryParams !== null)!;
    expect(keyed.summaryKey).toEqual(expect.any(String));
    await withoutTriggers(async () => {
      await sql`update audit_events set summary_params = ${JSON.stringify({ ...JSON.parse(keyed.summaryParams!), role: 'nobody' })} where seq = ${keyed.seq}`.execute(
        t.app.db,
      );
    });
    expect(await check()).toMatchObject({ valid: false, firstBrokenId: keyed.seq });
    await withoutTriggers(async () => {
      await sql`update audit_events set summary_params = ${keyed.summaryParams} where seq = ${keyed.seq}`.execute(
        t.app.db,
      );
    });
    expect((await check()).valid).toBe(true);
    await withoutTriggers(async () => {
      await sql`delete from audit_events where seq = ${victim.seq}`.execute(t.app.db);
    });
    expect(await check()).toMatchObject({ valid: false, firstBrokenId: victim.seq });
  });

  it('archives old events only through the CLI, to a file first, and the chain stays valid', async () => {
    const db = t.config.database;
    const env: NodeJS.ProcessEnv = {
      DATA_DIR: t.config.dataDir,
      LOG_LEVEL: 'silent',
      ...(db.kind === 'postgres' ? { DATABASE_URL: db.url, DATABASE_SCHEMA: db.schema } : {}),
    };
    const before = await events();
    const out = new PassThrough();
    let said = '';
    out.on('data', (c: Buffer) => (said += c.toString()));
    const io = { env, cwd: t.config.dataDir, stdin: new PassThrough(), stdout: out, stderr: out };
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    expect(
      await runAdminCli(['audit-archive', '--before', tomorrow, '--out', 'audit-1.jsonl'], io),
    ).toBe(0);
    expect(said).toMatch(
      new RegExp(`Archived ${before.length} audit events? .* chain of the 0 kept is valid`),
    );
    const lines = readFileSync(path.join(t.config.dataDir, 'audit-1.jsonl'), 'utf8')
      .trim()
      .split('\n');
    expect(lines.map((l) => JSON.parse(l).hash)).toEqual(before.map((e) => e.hash));
    expect(await count()).toBe(0);
    // The chain goes on from the archived link.
    await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: admin.email, password: admin.password },
    });
    const check = json<{ valid: boolean; count: number }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/audit-events/verify',
        headers: bearer(admin.token),
      }),
    );
    expect(check).toMatchObject({ valid: true, count: 1 });
    expect((await events())[0]!.prevHash).toBe(before.at(-1)!.hash);
    // An archive is never overwritten.
    expect(
      await runAdminCli(['audit-archive', '--before', tomorrow, '--out', 'audit-1.jsonl'], io),
    ).toBe(1);
  });

  const withoutTriggers = (run: () => Promise<void>) =>
    withoutAuditTriggers(t.app.db, dialect, run);
});

/** Runs `run` with the append-only triggers off, as the database's owner can. */
async function withoutAuditTriggers(db: Db, dialect: string, run: () => Promise<void>) {
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

/**
 * What someone with write access to the database, but not the server secret, can do: rewrite
 * events from `fromSeq` on (with `change`) and recompute every link after them with plain
 * SHA-256, exactly as the chain was computed before it was keyed, then point the head at the end.
 */
async function rewriteWithPlainHashes(
  db: Db,
  dialect: string,
  fromSeq: number,
  change: (event: AuditEventsTable) => AuditEventsTable = (event) => event,
) {
  const rows = await db.selectFrom('auditEvents').selectAll().orderBy('seq').execute();
  await withoutAuditTriggers(db, dialect, async () => {
    let prevHash = rows.find((r) => r.seq === fromSeq - 1)?.hash ?? AUDIT_GENESIS;
    for (const row of rows.filter((r) => r.seq >= fromSeq)) {
      const { hash: _old, ...rest } = change({ ...row, prevHash });
      const hash = eventHash({ ...rest, prevHash });
      await db
        .updateTable('auditEvents')
        .set({ ...rest, prevHash, hash })
        .where('seq', '=', row.seq)
        .execute();
      prevHash = hash;
    }
    await db
      .updateTable('auditHead')
      .set({ seq: rows.at(-1)!.seq, hash: prevHash })
      .where('id', '=', 1)
      .execute();
  });
}

describe.each(dialects)('the keyed audit chain (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
    // Some history: failed logins, a role change.
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: admin.email, password: 'not the password' },
      });
    }
  });
  afterAll(async () => t.close());

  // Full checks: the rows changed were verified before.
  const check = async () =>
    json<{ valid: boolean; count: number; firstBrokenId?: number }>(
      await t.app.inject({
        method: 'GET',
        url: '/api/audit-events/verify?full=true',
        headers: bearer(admin.token),
      }),
    );
  const events = () => t.app.db.selectFrom('auditEvents').selectAll().orderBy('seq').execute();
  /** The server as it starts again: a new log with the same secret (it seals what is unsealed). */
  const restarted = () =>
    new AuditLog(dialect === 'postgres', auditKey(resolveSecret(t.config).secret));

  it('reports a row changed and the chain recomputed with plain SHA-256 without the server key', async () => {
    const rows = await events();
    expect(rows.length).toBeGreaterThanOrEqual(4);
    expect(await check()).toEqual({
      success: true,
      valid: true,
      count: rows.length,
      checked: rows.length,
      full: true,
    });
    const victim = rows[1]!;
    await rewriteWithPlainHashes(t.app.db, dialect, victim.seq, (event) =>
      event.seq === victim.seq ? { ...event, actorEmail: 'someone.else@example.com' } : event,
    );
    // From the victim on, the chain is whole by the old rule: each link the SHA-256 of its row.
    const after = await events();
    for (const [i, row] of after.entries()) {
      if (row.seq < victim.seq) continue;
      const { hash, ...rest } = row;
      expect(eventHash(rest)).toBe(hash);
      expect(row.prevHash).toBe(after[i - 1]!.hash);
    }
    expect(await check()).toMatchObject({ valid: false, firstBrokenId: victim.seq });
    // Nor does moving the record of where plain links end to the head make it pass.
    const head = after.at(-1)!;
    await t.app.db
      .updateTable('appMeta')
      .set({ value: JSON.stringify({ seq: head.seq, hash: head.hash }) })
      .where('key', '=', AUDIT_KEYED_FROM_KEY)
      .execute();
    expect((await check()).valid).toBe(false);
    expect((await restarted().verify(t.app.db, { full: true })).valid).toBe(false);
    // Nor does removing it.
    await t.app.db.deleteFrom('appMeta').where('key', '=', AUDIT_KEYED_FROM_KEY).execute();
    expect((await check()).valid).toBe(false);
  });
});

describe.each(dialects)('an audit chain written before it was keyed (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());

  const verify = () =>
    new AuditLog(dialect === 'postgres', auditKey(resolveSecret(t.config).secret)).verify(
      t.app.db,
      { full: true },
    );
  const events = () => t.app.db.selectFrom('auditEvents').selectAll().orderBy('seq').execute();

  it('still verifies its plain links, keys the new ones, and reports a plain row changed', async () => {
    for (let i = 0; i < 3; i++) {
      await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: admin.email, password: 'not the password' },
      });
    }
    // The history as the server wrote it before: plain links, and the migration's unsealed record
    // of where they end.
    await rewriteWithPlainHashes(t.app.db, dialect, 1);
    const old = await events();
    const last = old.at(-1)!;
    await t.app.db
      .updateTable('appMeta')
      .set({ value: JSON.stringify({ seq: last.seq, hash: last.hash }) })
      .where('key', '=', AUDIT_KEYED_FROM_KEY)
      .execute();
    // The server starts again with the new code: it seals the record; the old chain is valid.
    expect(await verify()).toEqual({
      valid: true,
      count: old.length,
      checked: old.length,
      full: true,
    });
    // New events are keyed links, and the whole chain still verifies.
    await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: admin.email, password: admin.password },
    });
    const now = await events();
    expect(now.length).toBe(old.length + 1);
    const { hash, ...rest } = now.at(-1)!;
    expect(hash).not.toBe(eventHash(rest));
    expect(await verify()).toMatchObject({ valid: true, count: now.length });
    expect(
      json(
        await t.app.inject({
          method: 'GET',
          url: '/api/audit-events/verify',
          headers: bearer(admin.token),
        }),
      ),
    ).toMatchObject({ valid: true, count: now.length });
    // A plain row changed and the plain part recomputed: its end no longer matches the record.
    const victim = old[1]!;
    const rows = await events();
    await withoutAuditTriggers(t.app.db, dialect, async () => {
      let prevHash = rows[0]!.hash;
      for (const row of rows.slice(1, old.length)) {
        const { hash: _old, ...rest } = row;
        const changed = {
          ...rest,
          prevHash,
          summary: row.seq === victim.seq ? 'Nothing happened' : row.summary,
        };
        const hash = eventHash(changed);
        await t.app.db
          .updateTable('auditEvents')
          .set({ ...changed, hash })
          .where('seq', '=', row.seq)
          .execute();
        prevHash = hash;
      }
    });
    const result = await verify();
    expect(result.valid).toBe(false);
    expect(result.firstBrokenId).toBeLessThanOrEqual(old.length + 1);
  });
});
