// The staff's batches and coupons: audited, validated with contracts' rules, nothing changed
// by a refusal.
import { batch, commerceClient, coupon, day } from './commerce-helpers';
import { json, signedInAdmin, testApp, dialects, type Account, type TestApp } from './helpers';

describe.each(dialects)('commerce batches and coupons (%s)', (dialect) => {
  let t: TestApp;
  let admin: Account;
  beforeAll(async () => {
    t = await testApp(dialect);
    admin = await signedInAdmin(t.app);
  });
  afterAll(async () => t.close());
  const { asAdmin, events, refused } = commerceClient(
    () => t.app,
    () => admin,
  );

  it('schedules, changes and cancels a batch, refusing to cancel one with seats taken', async () => {
    const created = await asAdmin('POST', '/commerce/batches', batch);
    expect(created.statusCode).toBe(201);
    const { id } = json<{ data: { id: string } }>(created).data;
    const changed = await asAdmin('PATCH', `/commerce/batches/${id}`, {
      capacity: 3,
      mode: 'classroom',
      city: 'Mumbai',
    });
    expect(json(changed)).toMatchObject({ data: { capacity: 3, city: 'Mumbai', seatsLeft: 3 } });
    await t.app.db.updateTable('batches').set({ seatsTaken: 2 }).where('id', '=', id).execute();
    expect(
      (await refused('PATCH', `/commerce/batches/${id}`, { capacity: 1 }, 409)).message,
    ).toMatch(/2 seats/);
    expect((await refused('POST', `/commerce/batches/${id}/cancel`, {}, 409)).message).toMatch(
      /taken/,
    );
    await t.app.db.updateTable('batches').set({ seatsTaken: 0 }).where('id', '=', id).execute();
    expect(json(await asAdmin('POST', `/commerce/batches/${id}/cancel`))).toMatchObject({
      data: { state: 'cancelled' },
    });
    expect(await events('batch.create')).toHaveLength(1);
    expect(await events('batch.update')).toHaveLength(1);
    expect(await events('batch.cancel')).toHaveLength(1);
    const list = json<{ data: Array<{ id: string }> }>(
      await asAdmin('GET', '/commerce/batches?courseSlug=security-plus'),
    );
    expect(list.data.map((b) => b.id)).toContain(id);
  });

  it.each([
    ['a start in the past', { startsOn: day(-3) }],
    ['an end before the start', { endsOn: day(10) }],
    ['an impossible date', { startsOn: '2031-02-30' }],
    ['a classroom without a city', { mode: 'classroom' }],
    ['a float price', { priceUsd: 220.5 }],
    ['no seats', { capacity: 0 }],
    ['an unknown course', { courseSlug: 'no-such-course' }],
  ])('refuses a batch with %s', async (_, fields) => {
    await refused('POST', '/commerce/batches', { ...batch, ...fields });
  });

  it('creates a coupon under its normalized code and deactivates it', async () => {
    const created = await asAdmin('POST', '/commerce/coupons', {
      ...coupon,
      courses: ['security-plus'],
    });
    expect(created.statusCode).toBe(201);
    const { id } = json<{ data: { id: string } }>(created).data;
    expect(json(created)).toMatchObject({
      data: { code: 'SUMMER25', courses: ['security-plus'], active: true, used: 0 },
    });
    expect(
      (await refused('POST', '/commerce/coupons', { ...coupon, code: 'Summer25' }, 409)).message,
    ).toMatch(/SUMMER25/);
    expect(json(await asAdmin('POST', `/commerce/coupons/${id}/deactivate`))).toMatchObject({
      data: { active: false },
    });
    expect(await events('coupon.create')).toHaveLength(1);
    expect((await events('coupon.deactivate'))[0]?.summary).toBe('Deactivated coupon SUMMER25');
    expect(json<{ data: unknown[] }>(await asAdmin('GET', '/commerce/coupons')).data).toHaveLength(
      1,
    );
  });

  it.each([
    ['a percent over 100 %', { value: 10_001 }],
    ['a fixed amount without currency', { kind: 'fixed', value: 50_000 }],
    ['a percent with a currency', { currency: 'INR' }],
    ['an end before its start', { validUntil: '2020-01-01T00:00:00.000Z' }],
    ['an unknown course', { courses: ['no-such-course'] }],
    ['a code too short', { code: 'AB' }],
    ['a float value', { value: 10.5 }],
  ])('refuses a coupon with %s', async (_, fields) => {
    await refused('POST', '/commerce/coupons', { ...coupon, code: 'BAD-COUPON', ...fields });
  });
});
