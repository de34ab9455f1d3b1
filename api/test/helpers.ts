// Shared test setup: a throw-away DATA_DIR per app, SQLite always, and PostgreSQL in a freshly
// created schema (dropped afterwards) when TEST_DATABASE_URL is set, so parallel runs never meet.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { PassThrough } from 'node:stream';
import pg from 'pg';
import { readdirSync, readFileSync } from 'node:fs';
import { build } from '../src/app';
import type { AdminBootstrap } from '../src/admin-account';
import { DEFAULT_RATE_LIMITS, loadConfig, type AppConfig, type RateLimits } from '../src/config';

export type Dialect = 'sqlite' | 'postgres';

/** The dialects to run database-backed tests against. */
export const dialects: Dialect[] = process.env.TEST_DATABASE_URL
  ? ['sqlite', 'postgres']
  : ['sqlite'];

/** Cheap Argon2 for speed; one test checks the production parameters separately. */
export const FAST_ARGON2 = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/** Short polls, leases and waits, so that retries and lost workers show within a test. */
export const FAST_JOBS: AppConfig['jobs'] = {
  pollMs: 500,
  leaseSeconds: 2,
  // pg-boss's maintenance finds jobs past their lease; only the tests of leases need it often.
  maintenanceSeconds: 60,
  emailRetryLimit: 2,
  emailRetryDelaySeconds: 1,
  stopTimeoutMs: 1000,
  // A batch signs well within the short lease above.
  signBatch: 20,
};

export function tempDir(prefix = 'api-test-'): string {
  return mkdtempSync(path.join(tmpdir(), prefix));
}

/**
 * Limits high enough that ordinary tests never meet them; the tests of each limit set their
 * own (often the real defaults, DEFAULT_RATE_LIMITS).
 */
export function generousLimits(overrides: Partial<RateLimits> = {}): RateLimits {
  const out = structuredClone(DEFAULT_RATE_LIMITS);
  for (const key of Object.keys(out) as Array<keyof RateLimits>) out[key].max = 10_000;
  return { ...out, ...overrides };
}

export interface TestContext {
  config: AppConfig;
  cleanup: () => Promise<void>;
}

/** A configuration for one test app: its own data directory and (for PostgreSQL) schema. */
export async function testConfig(
  dialect: Dialect = 'sqlite',
  env: NodeJS.ProcessEnv = {},
  overrides: Partial<AppConfig> = {},
): Promise<TestContext> {
  const dataDir = tempDir();
  const staticRoot = (env.STATIC_ROOT as string | undefined) ?? path.join(dataDir, 'no-static');
  let schema: string | undefined;
  const dbEnv: NodeJS.ProcessEnv = {};
  if (dialect === 'postgres') {
    const url = process.env.TEST_DATABASE_URL;
    if (!url) throw new Error('TEST_DATABASE_URL is not set');
    schema = `api_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`create schema "${schema}"`);
    await client.end();
    dbEnv.DATABASE_URL = url;
    dbEnv.DATABASE_SCHEMA = schema;
  }
  const config = loadConfig(
    {
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      // Tests read the log lines as JSON, also when jest runs on a terminal.
      LOG_FORMAT: 'json',
      SEED_DEMO_DATA: 'false',
      STATIC_ROOT: staticRoot,
      ...dbEnv,
      ...env,
    },
    dataDir,
  );
  Object.assign(
    config,
    { testOnlyArgon2: FAST_ARGON2, rateLimits: generousLimits(), jobs: FAST_JOBS },
    overrides,
  );
  return {
    config,
    cleanup: async () => {
      if (schema) {
        const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
        await client.connect();
        await client.query(`drop schema if exists "${schema}" cascade`);
        // pg-boss's own schema beside it (jobs/pg-boss-queue.ts).
        await client.query(`drop schema if exists "${schema}_pgboss" cascade`);
        await client.end();
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  close: () => Promise<void>;
}

export async function testApp(
  dialect: Dialect = 'sqlite',
  env: NodeJS.ProcessEnv = {},
  overrides: Partial<AppConfig> = {},
): Promise<TestApp> {
  const ctx = await testConfig(dialect, env, overrides);
  let app: FastifyInstance;
  try {
    app = await build({ config: ctx.config });
    await app.ready();
  } catch (error) {
    await ctx.cleanup();
    throw error;
  }
  return {
    app,
    config: ctx.config,
    close: async () => {
      await app.close();
      await ctx.cleanup();
    },
  };
}

export function json<T = Record<string, unknown>>(response: LightMyRequestResponse): T {
  return JSON.parse(response.body) as T;
}

export const GOOD_PASSWORD = 'correct horse battery staple';

let counter = 0;
export function uniqueEmail(prefix = 'user'): string {
  counter += 1;
  return `${prefix}${counter}.${randomBytes(3).toString('hex')}@example.com`;
}

export interface Account {
  email: string;
  username: string;
  password: string;
  token: string;
}

export async function register(
  app: FastifyInstance,
  fields: Partial<{ email: string; username: string; password: string }> = {},
): Promise<Omit<Account, 'token'>> {
  const email = fields.email ?? uniqueEmail();
  const username = fields.username ?? `u_${randomBytes(5).toString('hex')}`;
  const password = fields.password ?? GOOD_PASSWORD;
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/register',
    payload: { email, username, password },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  return { email, username, password };
}

export async function login(
  app: FastifyInstance,
  email: string,
  password: string,
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/users/login',
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  return json<{ token: string }>(res).token;
}

export async function signedInUser(app: FastifyInstance): Promise<Account> {
  const account = await register(app);
  return { ...account, token: await login(app, account.email, account.password) };
}

/** What ensureAdmin needs, from a test's app (the operator's tool named `test`). */
export function adminBootstrap(app: FastifyInstance, tool = 'test'): AdminBootstrap {
  return { db: app.db, auditLog: app.auditLog, passwords: app.passwords, tool };
}

/** A registered account made admin directly (a fixture: no operator event, as before). */
export async function makeAdmin(app: FastifyInstance, email: string): Promise<void> {
  const user = await app.repos.users.findByEmail(email);
  if (!user) throw new Error(`no account for ${email}`);
  await app.repos.users.setRole(user.id, 'admin');
}

export async function signedInAdmin(app: FastifyInstance): Promise<Account> {
  const account = await register(app);
  await makeAdmin(app, account.email);
  return { ...account, token: await login(app, account.email, account.password) };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export interface OutboxMessage {
  file: string;
  raw: string;
}

/** E-mails written so far (after every queued one has been delivered by the outbox's worker). */
export async function outbox(app: FastifyInstance): Promise<OutboxMessage[]> {
  await app.mailer.idle();
  await app.outbox.idle();
  const dir = path.join(app.config.dataDir, 'outbox');
  let names: string[];
  try {
    names = readdirSync(dir).sort();
  } catch {
    return [];
  }
  return names.map((name) => ({ file: name, raw: readFileSync(path.join(dir, name), 'utf8') }));
}

export async function mailTo(app: FastifyInstance, email: string): Promise<OutboxMessage[]> {
  return (await outbox(app)).filter((m) =>
    new RegExp(`^To: ${email.replace(/[.+]/g, '\\$&')}$`, 'mi').test(m.raw),
  );
}

/** The 6-digit code of the newest one-time-code e-mail to `email`. */
export async function latestCode(app: FastifyInstance, email: string): Promise<string> {
  const messages = await mailTo(app, email);
  const last = messages.filter((m) => /reset code/i.test(m.raw)).pop();
  const code = last && /password reset code is: (\d{6})/.exec(last.raw)?.[1];
  if (!code) throw new Error(`no code e-mailed to ${email}`);
  return code;
}

/**
 * The streams of a command-line run (runAdminCli): what it wrote to stdout (`out`), to stderr
 * (`err`) and to both in order (`all`); `input`, when given, is its whole stdin.
 */
export function cliIo(env: NodeJS.ProcessEnv = {}, cwd = '/', input?: string) {
  const stdin = new PassThrough();
  const stdout = new PassThrough();
  const stderr = new PassThrough();
  let out = '';
  let err = '';
  let all = '';
  stdout.on('data', (c: Buffer) => {
    out += c.toString();
    all += c.toString();
  });
  stderr.on('data', (c: Buffer) => {
    err += c.toString();
    all += c.toString();
  });
  if (input !== undefined) stdin.end(input);
  return {
    io: { env, cwd, stdin, stdout, stderr },
    out: () => out,
    err: () => err,
    all: () => all,
  };
}

/** Issues a certificate as the admin of `token` (201 asserted); its ID. */
export async function issueCertificate(
  app: FastifyInstance,
  token: string,
  fields: Record<string, unknown> = {},
): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/certificates',
    headers: bearer(token),
    payload: { fullName: 'Asha Verma', courseName: 'CompTIA Security+', ...fields },
  });
  expect(res.statusCode).toBe(201);
  return json<{ data: { certificateId: string } }>(res).data.certificateId;
}

/** A JSON-LD document read by its keys (any value). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonDocument = Record<string, any>;

/** A certificate's signed credential as the public route answers it (200 asserted). */
export async function fetchCredential(
  app: FastifyInstance,
  certificateId: string,
): Promise<JsonDocument> {
  const res = await app.inject({
    method: 'GET',
    url: `/api/certificates/${certificateId}/credential`,
  });
  expect(res.statusCode).toBe(200);
  return json(res);
}
