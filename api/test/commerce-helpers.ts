// What the commerce admin tests share: an app with an admin and a user, requests as either,
// and `refused`, which checks that a refusal answers with a message and changes nothing.
import type { FastifyInstance } from 'fastify';
import { bearer, json, type Account } from './helpers';

export const day = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A batch and a coupon as staff would post them. */
export const batch = {
  courseSlug: 'security-plus',
  startsOn: day(20),
  endsOn: day(28),
  schedule: 'Sat–Sun, 10:00–17:00 IST',
  mode: 'online',
  capacity: 2,
  priceInr: 1_800_000,
  priceUsd: 22_000,
};
export const coupon = {
  code: ' summer 25 ',
  kind: 'percent',
  value: 2500,
  validFrom: new Date().toISOString(),
  validUntil: new Date(Date.now() + 86_400_000 * 30).toISOString(),
  maxUses: 100,
};

export type Method = 'GET' | 'POST' | 'PATCH';

export function commerceClient(app: () => FastifyInstance, admin: () => Account) {
  const as = (account: Account | null, method: Method, url: string, payload?: object) =>
    app().inject({
      method,
      url: `/api${url}`,
      ...(account ? { headers: bearer(account.token) } : {}),
      ...(payload ? { payload } : {}),
    });
  const asAdmin = (method: Method, url: string, payload?: object) =>
    as(admin(), method, url, payload);
  const events = async (action: string) =>
    app().db.selectFrom('auditEvents').selectAll().where('action', '=', action).execute();
  const tableCounts = async () => {
    const count = async (table: 'voucherProducts' | 'vouchers' | 'batches' | 'coupons') =>
      (await app().db.selectFrom(table).select('id').execute()).length;
    return {
      products: await count('voucherProducts'),
      vouchers: await count('vouchers'),
      batches: await count('batches'),
      coupons: await count('coupons'),
      events: (await app().db.selectFrom('auditEvents').select('seq').execute()).length,
    };
  };
  /** The answer is `status` with a message, and nothing was stored or audited. */
  async function refused(method: Method, url: string, payload: object, status = 400) {
    const before = await tableCounts();
    const res = await asAdmin(method, url, payload);
    expect(res.statusCode).toBe(status);
    expect(json(res)).toMatchObject({ success: false, message: expect.any(String) });
    expect(await tableCounts()).toEqual(before);
    return json<{ message: string; errors?: Array<{ row: number; message: string }> }>(res);
  }
  return { as, asAdmin, events, refused };
}
