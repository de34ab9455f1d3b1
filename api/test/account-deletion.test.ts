// Deleting one's own account, read back from the database rows: personal fields erased, sessions
// gone, orders kept with only the buyer details their GST invoice prints, certificates still
// found and verified by their ID; the password is required and the last admin cannot leave.
import {
  bearer,
  dialects,
  fetchCredential,
  json,
  login,
  signedInAdmin,
  signedInUser,
  testApp,
  type Account,
  type TestApp,
} from './helpers';
import {
  billingDelhi,
  buyer,
  call,
  openShop,
  orderOf,
  voucherOrder,
  type Shop,
} from './orders-helpers';

describe.each(dialects)('deleting an account (%s)', (dialect) => {
  let t: TestApp;
  let shop: Shop;
  let sales: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    shop = await openShop(t.app, 4);
    sales = await buyer(t.app, 'sales');
  });
  afterAll(async () => t.close());

  const remove = (token: string, password: string) =>
    t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(token),
      payload: { password },
    });
  const idOf = async (email: string) => (await t.app.repos.users.findByEmail(email))!.id;
  const userRow = (id: string) =>
    t.app.db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('erases the personal data in one go and keeps invoices and verifiable certificates', async () => {
    const asha = await buyer(t.app);
    const otherDevice = await login(t.app, asha.email, asha.password);
    const id = await idOf(asha.email);
    const profile = await t.app.inject({
      method: 'PATCH',
      url: '/api/users/me',
      headers: bearer(asha.token),
      payload: {
        fullName: 'Asha Verma',
        phoneNumber: '+91 98765 43210',
        address: '12 Park Street',
        pinCode: '110001',
        country: 'India',
        linkedIn: 'https://www.linkedin.com/in/asha',
        interest: 'Security+',
      },
    });
    expect(profile.statusCode).toBe(200);
    const certificate = await call(t.app, shop.admin, 'POST', '/certificates', {
      fullName: 'Asha Verma',
      courseName: 'CompTIA Security+',
      recipientEmail: asha.email,
    });
    expect(certificate.statusCode).toBe(201);
    const certificateId = json<{ data: { certificateId: string } }>(certificate).data.certificateId;
    const credential = await fetchCredential(t.app, certificateId);

    const paid = orderOf(
      await call(t.app, asha, 'POST', '/orders', voucherOrder(shop.productId, 1)),
    );
    const confirmed = await call(
      t.app,
      sales,
      'POST',
      `/commerce/orders/${paid.reference}/confirm`,
      {
        method: 'bank',
        transactionId: 'UTR0000000777',
        amount: paid.total,
      },
    );
    expect(confirmed.statusCode).toBe(200);
    const unpaid = orderOf(
      await call(t.app, asha, 'POST', '/orders', voucherOrder(shop.productId, 1)),
    );

    const wrong = await remove(asha.token, 'not my password at all');
    expect(wrong.statusCode).toBe(400);
    expect(json(wrong).code).toBe('PASSWORD_INCORRECT');
    expect((await userRow(id)).email).toBe(asha.email);

    const res = await remove(asha.token, asha.password);
    expect(res.statusCode).toBe(200);
    expect(json(res).code).toBe('ACCOUNT_DELETED');

    const row = await userRow(id);
    expect(row).toMatchObject({
      email: `deleted-${id}@deleted.invalid`,
      passwordHash: '',
      fullName: '',
      phoneNumber: '',
      address: '',
      pinCode: '',
      country: '',
      linkedIn: '',
      interest: '',
      role: 'user',
      emailVerifiedAt: null,
    });
    expect(row.username).not.toBe(asha.username);
    expect(
      await t.app.db.selectFrom('sessions').select('id').where('userId', '=', id).execute(),
    ).toEqual([]);
    for (const token of [asha.token, otherDevice]) {
      expect(
        (await t.app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) }))
          .statusCode,
      ).toBe(401);
    }
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/users/login',
      payload: { email: asha.email, password: asha.password },
    });
    expect(relogin.statusCode).toBe(401);

    const orders = await t.app.db
      .selectFrom('orders')
      .selectAll()
      .where('userId', '=', id)
      .orderBy('createdAt')
      .execute();
    expect(orders.map((o) => o.reference).sort()).toEqual(
      [paid.reference, unpaid.reference].sort(),
    );
    const invoiced = orders.find((o) => o.reference === paid.reference)!;
    expect(invoiced).toMatchObject({
      billingName: billingDelhi.name,
      billingAddress: billingDelhi.address,
      status: 'fulfilled',
    });
    expect(
      await t.app.db
        .selectFrom('invoices')
        .select('number')
        .where('orderId', '=', invoiced.id)
        .execute(),
    ).toHaveLength(1);
    const other = orders.find((o) => o.reference === unpaid.reference)!;
    expect(other).toMatchObject({ billingName: '', billingAddress: '', billingGstin: null });
    expect(JSON.stringify(orders)).not.toContain(asha.email);

    const certRow = await t.app.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .executeTakeFirstOrThrow();
    expect(certRow).toMatchObject({
      fullName: 'Asha Verma',
      courseName: 'CompTIA Security+',
      status: 'valid',
      recipientEmail: null,
    });
    const lookup = await t.app.inject({ method: 'GET', url: `/api/certificates/${certificateId}` });
    expect(lookup.statusCode).toBe(200);
    expect(lookup.body).toContain('Asha Verma');
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/credentials/verify',
      payload: credential,
    });
    expect(json<{ data: { genuine: boolean; valid: boolean } }>(verified).data).toMatchObject({
      genuine: true,
      valid: true,
    });

    const event = await t.app.db
      .selectFrom('auditEvents')
      .select(['action', 'actorId'])
      .where('targetId', '=', id)
      .where('action', '=', 'user.delete')
      .executeTakeFirstOrThrow();
    expect(event.actorId).toBe(id);
  });

  it('refuses the last administrator, and anyone not signed in', async () => {
    // The shop's admin is one; make sure it is the only one.
    const admins = await t.app.db
      .selectFrom('users')
      .select('email')
      .where('role', '=', 'admin')
      .execute();
    expect(admins).toHaveLength(1);
    const res = await remove(shop.admin.token, shop.admin.password);
    expect(res.statusCode).toBe(409);
    expect(json(res).code).toBe('LAST_ADMIN');
    expect((await t.app.repos.users.findByEmail(shop.admin.email))?.role).toBe('admin');

    const second = await signedInAdmin(t.app);
    expect((await remove(second.token, second.password)).statusCode).toBe(200);
    const anonymous = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      payload: { password: 'x' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('needs the password in the body', async () => {
    const user = await signedInUser(t.app);
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/users/me',
      headers: bearer(user.token),
      payload: {},
    });
    expect(res.statusCode).toBe(400);
    expect((await t.app.repos.users.findByEmail(user.email))?.email).toBe(user.email);
  });
});
