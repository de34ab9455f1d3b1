// The admin bootstrap never hands an account someone registered to whoever registered it: an
// existing account becomes the admin only when the operator asks for a take-over, which sets the
// operator's password, ends its sessions, removes its second factor and is audited.
import { Writable } from 'node:stream';
import { build, loggerOptions } from '../src/app';
import { OPERATOR } from '../src/audit/operator';
import { runAdminCli } from '../src/cli/admin';
import type { AppConfig } from '../src/config';
import { bearer, cliIo, dialects, GOOD_PASSWORD, login, register, testConfig } from './helpers';

const OPERATOR_PASSWORD = 'the operator chose this passphrase';

async function appWithLogs(config: AppConfig) {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().split('\n').filter(Boolean));
      done();
    },
  });
  const app = await build({
    config,
    logger: { ...(loggerOptions(config) as object), level: 'info', stream },
  });
  return { app, lines };
}

describe.each(dialects)('the admin bootstrap and an account registered first (%s)', (dialect) => {
  /** A registrant's account with a session and a second factor, in a fresh database. */
  async function registered(config: AppConfig) {
    const app = await build({ config });
    const account = await register(app, { email: `boss.${Date.now()}@example.com` });
    const token = await login(app, account.email, account.password);
    const user = (await app.repos.users.findByEmail(account.email))!;
    await app.db
      .insertInto('mfaFactors')
      .values({
        userId: user.id,
        secret: 'sealed',
        confirmedAt: new Date().toISOString(),
        lastTimeStep: null,
        lockedUntil: null,
        createdAt: new Date().toISOString(),
      })
      .execute();
    await app.close();
    return { ...account, token, id: user.id };
  }

  const cliEnv = (config: AppConfig): NodeJS.ProcessEnv => ({
    DATA_DIR: config.dataDir,
    LOG_LEVEL: 'silent',
    ...(config.database.kind === 'postgres'
      ? { DATABASE_URL: process.env.TEST_DATABASE_URL, DATABASE_SCHEMA: config.database.schema }
      : {}),
  });

  it('refuses ADMIN_EMAIL for an existing account at start, logs the flag, and keeps serving', async () => {
    const ctx = await testConfig(dialect);
    try {
      const account = await registered(ctx.config);
      const { app, lines } = await appWithLogs({
        ...ctx.config,
        admin: { email: account.email, password: OPERATOR_PASSWORD, takeOver: false },
      });
      try {
        const refused = lines.find((line) => /ADMIN_TAKE_OVER=1/.test(line));
        expect(refused && JSON.parse(refused)).toMatchObject({ level: 50 });
        // Still the registrant's plain account, with the registrant's password.
        expect((await app.repos.users.findByEmail(account.email))?.role).toBe('user');
        const signIn = (password: string) =>
          app.inject({
            method: 'POST',
            url: '/api/users/login',
            payload: { email: account.email, password },
          });
        expect((await signIn(account.password)).statusCode).toBe(200);
        expect((await signIn(OPERATOR_PASSWORD)).statusCode).toBe(401);
        expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await ctx.cleanup();
    }
  });

  it('takes the account over with ADMIN_TAKE_OVER: the operator’s password, no sessions, no factor, audited once', async () => {
    const ctx = await testConfig(dialect);
    try {
      const account = await registered(ctx.config);
      const admin = { email: account.email, password: OPERATOR_PASSWORD, takeOver: true };
      const app = await build({ config: { ...ctx.config, admin } });
      try {
        await expect(login(app, account.email, account.password)).rejects.toThrow(/401/);
        const old = await app.inject({
          method: 'GET',
          url: '/api/users/me',
          headers: bearer(account.token),
        });
        expect(old.statusCode).toBe(401);
        const token = await login(app, account.email, OPERATOR_PASSWORD);
        expect(
          (await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) }))
            .statusCode,
        ).toBe(200);
        const factor = await app.db
          .selectFrom('mfaFactors')
          .select('userId')
          .where('userId', '=', account.id)
          .executeTakeFirst();
        expect(factor).toBeUndefined();
      } finally {
        await app.close();
      }
      // The setting left in place: the next start finds an admin and changes nothing.
      const next = await build({ config: { ...ctx.config, admin } });
      try {
        const events = await next.db
          .selectFrom('auditEvents')
          .select(['actorEmail', 'action', 'targetId', 'summaryKey', 'userAgent'])
          .where('summaryKey', '=', 'user.admin_taken_over')
          .execute();
        expect(events).toEqual([
          {
            actorEmail: OPERATOR,
            action: 'user.role_change',
            targetId: account.id,
            summaryKey: 'user.admin_taken_over',
            userAgent: 'ADMIN_EMAIL at start',
          },
        ]);
        expect(await login(next, account.email, OPERATOR_PASSWORD)).toEqual(expect.any(String));
      } finally {
        await next.close();
      }
    } finally {
      await ctx.cleanup();
    }
  });

  it('refuses `create` for an existing account without --take-over, and takes it over with it', async () => {
    const ctx = await testConfig(dialect);
    try {
      const account = await registered(ctx.config);
      const env = { ...cliEnv(ctx.config), ADMIN_PASSWORD: OPERATOR_PASSWORD };
      const plain = cliIo(env, '/', '');
      expect(await runAdminCli(['create', account.email], plain.io)).toBe(1);
      expect(plain.err()).toMatch(/--take-over/);
      let app = await build({ config: ctx.config });
      try {
        expect((await app.repos.users.findByEmail(account.email))?.role).toBe('user');
      } finally {
        await app.close();
      }

      const taking = cliIo(env, '/', '');
      expect(await runAdminCli(['create', account.email, '--take-over'], taking.io)).toBe(0);
      expect(taking.out()).toMatch(/is now an admin/);
      app = await build({ config: ctx.config });
      try {
        await expect(login(app, account.email, account.password)).rejects.toThrow(/401/);
        const token = await login(app, account.email, OPERATOR_PASSWORD);
        expect(
          (await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) }))
            .statusCode,
        ).toBe(200);
        const user = await app.repos.users.findByEmail(account.email);
        expect(user?.emailVerifiedAt).not.toBeNull();
        const event = await app.db
          .selectFrom('auditEvents')
          .select(['actorEmail', 'userAgent'])
          .where('summaryKey', '=', 'user.admin_taken_over')
          .executeTakeFirstOrThrow();
        expect(event).toEqual({ actorEmail: OPERATOR, userAgent: 'npm run admin -- create' });
        const verify = await app.inject({
          method: 'GET',
          url: '/api/audit-events/verify',
          headers: bearer(token),
        });
        expect(verify.statusCode).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await ctx.cleanup();
    }
  });

  it('audits a new admin and a second-factor reset from the command line with the operator as actor', async () => {
    const ctx = await testConfig(dialect);
    try {
      const account = await registered(ctx.config);
      const email = `new.${account.email}`;
      const env = { ...cliEnv(ctx.config), ADMIN_PASSWORD: GOOD_PASSWORD };
      expect(await runAdminCli(['create', email], cliIo(env, '/', '').io)).toBe(0);
      expect(await runAdminCli(['reset-mfa', account.email], cliIo(env, '/', '').io)).toBe(0);
      const app = await build({ config: ctx.config });
      try {
        const events = await app.db
          .selectFrom('auditEvents')
          .select(['actorEmail', 'summaryKey'])
          .where('summaryKey', 'in', ['user.admin_created', 'mfa.reset_cli'])
          .orderBy('seq')
          .execute();
        expect(events).toEqual([
          { actorEmail: OPERATOR, summaryKey: 'user.admin_created' },
          { actorEmail: OPERATOR, summaryKey: 'mfa.reset_cli' },
        ]);
      } finally {
        await app.close();
      }
    } finally {
      await ctx.cleanup();
    }
  });
});
