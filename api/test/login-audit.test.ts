// What a failed login writes to the audit log as the address it was tried with: an address, or
// a marker, never the typed text with its newlines and bidirectional controls.
import { dialects, json, register, testApp, type TestApp } from './helpers';

describe.each(dialects)('the address a failed login records (%s)', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await testApp(dialect);
  });
  afterAll(async () => t.close());

  const login = (email: string, password = 'not the password 1') =>
    t.app.inject({ method: 'POST', url: '/api/users/login', payload: { email, password } });

  const recorded = async (requestId: string) =>
    (
      await t.app.db
        .selectFrom('auditEvents')
        .select(['actorEmail', 'action'])
        .where('requestId', '=', requestId)
        .executeTakeFirstOrThrow()
    ).actorEmail;

  it('records "(invalid address)" for a text that is not an address, with the same answer', async () => {
    const account = await register(t.app);
    const wrong = await login(account.email);
    expect(wrong.statusCode).toBe(401);
    expect(await recorded(String(wrong.headers['x-request-id']))).toBe(account.email);

    const forged = [
      `${account.email}\n2026-01-01T00:00:00Z admin@example.com signed in`,
      `moc.elpmaxe@\u202Eadmin`,
      `admin\u2066@example.com`,
      `boss@example.com\r`.replace('\r', '\u0000'),
      'no address at all',
    ];
    for (const email of forged) {
      const res = await login(email);
      expect(res.statusCode).toBe(401);
      expect(json(res)).toEqual(json(wrong));
      expect(await recorded(String(res.headers['x-request-id']))).toBe('(invalid address)');
    }
    // An address as typed, in capitals with spaces round it, is recorded as the address.
    const typed = await login(`  ${account.email.toUpperCase()} `);
    expect(typed.statusCode).toBe(401);
    expect(await recorded(String(typed.headers['x-request-id']))).toBe(account.email);
  });
});
