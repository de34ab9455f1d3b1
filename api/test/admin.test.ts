import { runAdminCli } from '../src/cli/admin';
import { build } from '../src/app';
import {
  type Account,
  bearer,
  cliIo,
  dialects,
  GOOD_PASSWORD,
  json,
  login,
  signedInAdmin,
  signedInUser,
  testApp,
  type TestApp,
  testConfig,
  uniqueEmail,
} from './helpers';

describe.each(dialects)('user administration (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  let user: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
    user = await signedInUser(t.app);
  });
  afterAll(async () => t.close());

  const idOf = async (email: string) => (await t.app.repos.users.findByEmail(email))!.id;

  it('lists accounts for an admin without hashes or token versions', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(admin.token),
    });
    expect(res.statusCode).toBe(200);
    const body = json<{ total: number; data: Array<Record<string, unknown>> }>(res);
    expect(body.total).toBeGreaterThanOrEqual(2);
    for (const row of body.data) {
      expect(Object.keys(row).sort()).toEqual(
        [
          'address',
          'country',
          'createdAt',
          'email',
          'emailVerified',
          'fullName',
          'id',
          'interest',
          'linkedIn',
          'mfaEnabled',
          'phoneNumber',
          'pinCode',
          'role',
          'username',
        ].sort(),
      );
    }
    expect(res.body).not.toMatch(/argon2|passwordHash|tokenVersion|token_version/);
  });

  it('searches accounts by e-mail or username', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/users?search=${encodeURIComponent(user.username.toUpperCase())}`,
      headers: bearer(admin.token),
    });
    expect(json(res)).toMatchObject({ total: 1, data: [{ email: user.email }] });
  });

  it('answers 401 without a token and 403 to a non-admin (the original backend listed every user)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/users' })).statusCode).toBe(401);
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(user.token),
    });
    expect(res.statusCode).toBe(403);
    expect(json(res)).toEqual({
      success: false,
      code: 'ADMIN_REQUIRED',
      message: 'Administrator access required',
    });
  });

  it('takes the role from the database, not from the token: a demoted admin loses access at once', async () => {
    const second = await signedInAdmin(t.app);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/users', headers: bearer(second.token) }))
        .statusCode,
    ).toBe(200);
    await t.app.db
      .updateTable('users')
      .set({ role: 'user' })
      .where('email', '=', second.email)
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/users',
      headers: bearer(second.token),
    });
    expect(res.statusCode).toBe(403);
  });

  it('changes a role and ends that account’s sessions (token version bumped)', async () => {
    const member = await signedInUser(t.app);
    // Only a proven address gets a role above user (email-proof.test.ts); making an admin also
    // needs the acting admin's code (step-up.test.ts).
    await t.app.db
      .updateTable('users')
      .set({ emailVerifiedAt: new Date().toISOString() })
      .where('email', '=', member.email)
      .execute();
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${await idOf(member.email)}`,
      headers: bearer(admin.token),
      payload: { role: 'employee' },
    });
    expect(res.statusCode).toBe(200);
    expect(json(res)).toMatchObject({
      success: true,
      data: { email: member.email, role: 'employee' },
    });
    const old = await t.app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(member.token),
    });
    expect(old.statusCode).toBe(401);
    const fresh = await login(t.app, member.email, member.password);
    const now = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(fresh) });
    expect(json(now)).toMatchObject({ user: { role: 'employee' } });
  });

  it('does not let a non-admin change roles, not even their own', async () => {
    const res = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${await idOf(user.email)}`,
      headers: bearer(user.token),
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(403);
    expect((await t.app.repos.users.findByEmail(user.email))?.role).toBe('user');
  });

  it('refuses an unknown role and answers 404 for an unknown account', async () => {
    const bad = await t.app.inject({
      method: 'PATCH',
      url: `/api/users/${await idOf(user.email)}`,
      headers: bearer(admin.token),
      payload: { role: 'superuser' },
    });
    expect(bad.statusCode).toBe(400);
    expect(json(bad).message).toBe('role must be one of: user, employee, sales, admin');
    const missing = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/00000000-0000-4000-8000-000000000000',
      headers: bearer(admin.token),
      payload: { role: 'admin' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('keeps at least one administrator', async () => {
    const solo = await testApp(dialect);
    try {
      const only = await signedInAdmin(solo.app);
      const res = await solo.app.inject({
        method: 'PATCH',
        url: `/api/users/${(await solo.app.repos.users.findByEmail(only.email))!.id}`,
        headers: bearer(only.token),
        payload: { role: 'user' },
      });
      expect(res.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });
});

describe('the admin bootstrap', () => {
  it('creates the ADMIN_EMAIL account at start and lets it sign in as admin', async () => {
    const t = await testApp('sqlite', {
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: GOOD_PASSWORD,
    });
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/users/login',
        payload: { email: 'boss@example.com', password: GOOD_PASSWORD },
      });
      expect(json(res)).toMatchObject({ user: { role: 'admin', username: 'boss' } });
    } finally {
      await t.close();
    }
  });

  it('refuses to start with a common ADMIN_PASSWORD, saying why', async () => {
    const ctx = await testConfig('sqlite', {
      ADMIN_EMAIL: 'boss@example.com',
      ADMIN_PASSWORD: 'password123',
    });
    try {
      await expect(build({ config: ctx.config })).rejects.toThrow(
        /ADMIN_EMAIL\/ADMIN_PASSWORD: the admin password is too common/,
      );
    } finally {
      await ctx.cleanup();
    }
  });
});

describe('npm run admin -- create <email>', () => {
  it('creates an admin with the password from stdin, in the server’s database', async () => {
    const ctx = await testConfig('sqlite');
    const email = uniqueEmail('cli');
    try {
      const run = cliIo(
        { DATA_DIR: ctx.config.dataDir, LOG_LEVEL: 'silent' },
        '/',
        `${GOOD_PASSWORD}\n`,
      );
      expect(await runAdminCli(['create', email], run.io)).toBe(0);
      expect(run.out()).toMatch(/Created the admin account/);
      const app = await build({ config: ctx.config });
      try {
        const token = await login(app, email, GOOD_PASSWORD);
        expect(
          (await app.inject({ method: 'GET', url: '/api/users', headers: bearer(token) }))
            .statusCode,
        ).toBe(200);
      } finally {
        await app.close();
      }
    } finally {
      await ctx.cleanup();
    }
  });

  it('refuses a weak password and explains the usage', async () => {
    const ctx = await testConfig('sqlite');
    try {
      const weak = cliIo({ DATA_DIR: ctx.config.dataDir, ADMIN_PASSWORD: '12345678' }, '/');
      expect(await runAdminCli(['create', uniqueEmail()], weak.io)).toBe(1);
      expect(weak.err()).toMatch(/too common/);
      const usage = cliIo({ DATA_DIR: ctx.config.dataDir }, '/');
      expect(await runAdminCli(['make', 'x'], usage.io)).toBe(2);
      expect(usage.err()).toMatch(/^Usage: npm run admin/);
    } finally {
      await ctx.cleanup();
    }
  });
});
