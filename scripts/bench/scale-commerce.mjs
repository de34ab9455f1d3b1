#!/usr/bin/env node
// The staff's lists of orders and enquiries, and the voucher stock list, alone: p50 and p95 of
// each page, filter and search over a generated database (`npm run bench -- --scale` measures
// them with every other list).
//   node scripts/bench/scale-commerce.mjs [--runs=N]
// The database is the configured one (DATA_DIR's SQLite, or DATABASE_URL/DATABASE_SCHEMA), read
// from the built API (npm run build -w api). It only reads.
import { argsOf, openScaleDb, timeCases } from './scale/common.mjs';
import { enquiryCases, orderCases, voucherCases } from './scale/commerce.mjs';

const runs = Number(argsOf(process.argv.slice(2)).runs ?? 30);
const { db, label } = openScaleDb();
try {
  console.log(`${label}, ${runs} runs each`);
  for (const [list, casesOf] of [
    ['orders', orderCases],
    ['enquiries', enquiryCases],
    ['voucher codes', voucherCases],
  ]) {
    const { size, cases } = await casesOf(db);
    console.log(`${size.toLocaleString('en')} ${list}`);
    await timeCases(list, cases, runs);
  }
} finally {
  await db.destroy();
}
