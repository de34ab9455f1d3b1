// The checkout bench's data, written before the server starts by the API's own code (api/dist)
// in the same data folder or PostgreSQL schema: accounts with proven addresses and a session
// each (their tokens signed with the instance's secret), an exam voucher product with its codes
// sealed as staff's import seals them, and 100,000 orders of a year, inserted in bulk.
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './server.mjs';

const require = createRequire(import.meta.url);
const api = (file) => require(path.join(root, 'api/dist', file));

const STATUSES = [
  ['fulfilled', 60],
  ['awaiting_payment', 20],
  ['expired', 15],
  ['cancelled', 3],
  ['refunded', 2],
];
/** Rows per INSERT: under SQLite's and PostgreSQL's limits on bound values (30 columns). */
const CHUNK = 500;

function statusOf(i) {
  let n = i % 100;
  for (const [status, share] of STATUSES) {
    if (n < share) return status;
    n -= share;
  }
  return 'fulfilled';
}

async function insertChunks(db, table, rows) {
  for (let i = 0; i < rows.length; i += CHUNK) {
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK))
      .execute();
  }
}

/**
 * Opens the app on `env` (which runs the migrations), writes the data and closes it. Resolves
 * with what the bench needs: staff and buyer tokens, the product, a buyer's e-mail, the orders'
 * count and a keyset cursor deep in the list.
 */
export async function seedCheckout(env, { buyers, orders, codes, courseSlug = 'security-plus' }) {
  const { build } = api('app.js');
  const { loadConfig } = api('config.js');
  const { newId } = api('lib/ids.js');
  const config = loadConfig({ ...env, LOG_LEVEL: 'silent', SEED_DEMO_DATA: 'false' });
  const app = await build({ config });
  await app.ready();
  try {
    const now = new Date();
    const iso = now.toISOString();
    const tag = randomBytes(3).toString('hex');
    const passwordHash = await app.passwords.hash(randomBytes(12).toString('hex'));
    const users = Array.from({ length: buyers + 1 }, (_, i) => ({
      id: newId(),
      email: `bench.${tag}.${i}@example.com`,
      username: `bench_${tag}_${i}`,
      passwordHash,
      role: i === 0 ? 'admin' : 'user',
      phoneNumber: '',
      address: '',
      pinCode: '',
      country: '',
      linkedIn: '',
      interest: '',
      emailVerifiedAt: iso,
      createdAt: iso,
      updatedAt: iso,
    }));
    const sessions = users.map((u) => ({
      id: newId(),
      userId: u.id,
      userAgent: 'bench',
      ip: '127.0.0.1',
      createdAt: iso,
      lastUsedAt: iso,
    }));
    const productId = newId();
    const expiresOn = new Date(now.getTime() + 300 * 86_400_000).toISOString().slice(0, 10);
    const vouchers = Array.from({ length: codes }, (_, i) => {
      const code = `BENCH-${tag}-${i}`;
      return {
        id: newId(),
        productId,
        codeSealed: app.voucherCodes.seal(code),
        codeHash: app.voucherCodes.hash(code),
        expiresOn,
        orderId: null,
        reservedUntil: null,
        createdAt: iso,
        updatedAt: iso,
      };
    });
    // A year of orders, newest last, spread over the buyers; amounts as an intra-state sale.
    const yearAgo = now.getTime() - 365 * 86_400_000;
    const step = (365 * 86_400_000) / orders;
    const orderRows = Array.from({ length: orders }, (_, i) => {
      const created = new Date(yearAgo + Math.floor(i * step)).toISOString();
      const status = statusOf(i);
      return {
        id: newId(),
        reference: `SB-ORD-${i.toString(36).toUpperCase().padStart(4, '0')}-BNCH`,
        userId: users[1 + (i % buyers)].id,
        status,
        method: 'bank',
        currency: 'INR',
        billingName: 'Asha Verma',
        billingAddress: '12 Park Street\nNew Delhi',
        billingState: '07',
        billingCountry: 'IN',
        billingGstin: null,
        supplyKind: 'intra-state',
        placeOfSupply: '07-Delhi',
        couponId: null,
        subtotal: 2_950_000,
        discount: 0,
        taxable: 2_950_000,
        cgst: 265_500,
        sgst: 265_500,
        igst: 0,
        total: 3_481_000,
        holdUntil: new Date(Date.parse(created) + 48 * 3_600_000).toISOString(),
        lang: 'en',
        utr: null,
        idempotencyKey: `bench-${i}`,
        paidAt: status === 'fulfilled' || status === 'refunded' ? created : null,
        createdAt: created,
        updatedAt: created,
      };
    });
    await app.db.transaction().execute(async (trx) => {
      await insertChunks(trx, 'users', users);
      await insertChunks(trx, 'sessions', sessions);
      await trx
        .insertInto('voucherProducts')
        .values({
          id: productId,
          courseSlug,
          priceInr: 2_950_000,
          priceUsd: 35_000,
          createdAt: iso,
          updatedAt: iso,
        })
        .execute();
      await insertChunks(trx, 'vouchers', vouchers);
      await insertChunks(trx, 'orders', orderRows);
    });
    const tokenOf = (i) => app.issueToken({ id: users[i].id, tokenVersion: 0 }, sessions[i].id);
    // A cursor as the list's `next` encodes it, 95 % of the way down.
    const deep = [...orderRows].reverse()[Math.floor(orders * 0.95)];
    return {
      staffToken: tokenOf(0),
      buyerTokens: Array.from({ length: buyers }, (_, i) => tokenOf(i + 1)),
      productId,
      buyerEmail: users[1].email,
      orders: orderRows.length,
      deepCursor: Buffer.from(`${deep.createdAt}|${deep.id}`, 'utf8').toString('base64url'),
    };
  } finally {
    await app.close();
  }
}
