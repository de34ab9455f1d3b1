// What the order tests share: a shop with an exam voucher product and its codes, a batch and a
// coupon, staff and buyers whose addresses are proven, and requests as any of them.
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { batch, coupon, day } from './commerce-helpers';
import { bearer, json, login, register, signedInAdmin, type Account } from './helpers';

export interface Shop {
  admin: Account;
  productId: string;
  batchId: string;
}

export const billingDelhi = {
  name: 'Asha Verma',
  address: '12 Park Street\nNew Delhi',
  country: 'IN',
  state: '07',
};
export const billingMumbai = { ...billingDelhi, state: '27', address: '4 Marine Drive\nMumbai' };
export const billingAbroad = {
  name: 'Jan de Vries',
  address: 'Damrak 1\nAmsterdam',
  country: 'NL',
};

export async function call(
  app: FastifyInstance,
  account: Account | null,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: { ...(account ? bearer(account.token) : {}), ...headers },
    ...(payload ? { payload } : {}),
  });
}

/** A signed-in account whose address is proven (and, with `role`, of that role). */
export async function buyer(app: FastifyInstance, role?: 'sales' | 'admin'): Promise<Account> {
  const account = await register(app);
  const user = await app.repos.users.findByEmail(account.email);
  if (!user) throw new Error('no user');
  await app.repos.users.markEmailVerified(user.id, user.email, new Date().toISOString());
  if (role) await app.repos.users.setRole(user.id, role);
  return { ...account, token: await login(app, account.email, account.password) };
}

/** The shop: security-plus vouchers at ₹29,500 (`codes` of them) and a batch of 2 seats. */
export async function openShop(app: FastifyInstance, codes = 3): Promise<Shop> {
  const admin = await signedInAdmin(app);
  const product = await call(app, admin, 'POST', '/commerce/voucher-products', {
    courseSlug: 'security-plus',
    priceInr: 2_950_000,
    priceUsd: 35_000,
  });
  if (product.statusCode !== 201) throw new Error(product.body);
  const rows = Array.from(
    { length: codes },
    (_, i) => `security-plus,SECP-TEST-${String(i).padStart(4, '0')},${day(300)}`,
  );
  const imported = await call(app, admin, 'POST', '/commerce/vouchers/import', {
    csv: ['course,code,expiresOn', ...rows].join('\n'),
  });
  if (imported.statusCode !== 201) throw new Error(imported.body);
  const created = await call(app, admin, 'POST', '/commerce/batches', batch);
  if (created.statusCode !== 201) throw new Error(created.body);
  const couponRes = await call(app, admin, 'POST', '/commerce/coupons', coupon);
  if (couponRes.statusCode !== 201) throw new Error(couponRes.body);
  return {
    admin,
    productId: json<{ data: { id: string } }>(product).data.id,
    batchId: json<{ data: { id: string } }>(created).data.id,
  };
}

export interface OrderData {
  reference: string;
  status: string;
  total: number;
  subtotal: number;
  discount: number;
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
  currency: string;
  holdUntil: string;
  invoiceNumber: string | null;
  creditNoteNumber: string | null;
  payment: { upiLink: string | null } | null;
}

export const orderOf = (res: LightMyRequestResponse) => json<{ data: OrderData }>(res).data;

/** Counts of everything placing an order may change. */
export async function shopState(app: FastifyInstance) {
  const count = async (table: 'orders' | 'orderLines' | 'outboxEmails' | 'payments' | 'invoices') =>
    (await app.db.selectFrom(table).select('id').execute()).length;
  const vouchers = await app.db.selectFrom('vouchers').select('state').execute();
  const batches = await app.db.selectFrom('batches').select('seatsTaken').execute();
  const coupons = await app.db.selectFrom('coupons').select('used').execute();
  return {
    orders: await count('orders'),
    lines: await count('orderLines'),
    emails: await count('outboxEmails'),
    payments: await count('payments'),
    invoices: await count('invoices'),
    available: vouchers.filter((v) => v.state === 'available').length,
    sold: vouchers.filter((v) => v.state === 'sold').length,
    void: vouchers.filter((v) => v.state === 'void').length,
    seatsTaken: batches.reduce((n, b) => n + b.seatsTaken, 0),
    couponUses: coupons.reduce((n, c) => n + c.used, 0),
  };
}

export const voucherOrder = (productId: string, quantity = 2, extra: object = {}) => ({
  items: [{ voucherProductId: productId, quantity }],
  billing: billingDelhi,
  method: 'bank',
  ...extra,
});
