#!/usr/bin/env node
// The audit log's chain check over a generated log (npm run seed:scale -- --audit-events=N): a
// full check, then one from its checkpoint, with their time and memory (the list's pages and
// filters are measured by `npm run bench -- --scale`; --list here times them too).
//   node scripts/bench/scale-audit.mjs [--list] [--runs=N]
// The database is the configured one (DATA_DIR's SQLite, or DATABASE_URL/DATABASE_SCHEMA), read
// from the built API (npm run build -w api). The check writes its checkpoint, as the admin's does.
import { argsOf, dist, openScaleDb, timeCases } from './scale/common.mjs';
import { auditCases } from './scale/audit.mjs';

const args = argsOf(process.argv.slice(2));
const { db, config, postgres, label } = openScaleDb();
const { AuditLog, auditKey } = dist('audit/log.js');
const { resolveSecret } = dist('lib/secrets.js');

try {
  console.log(label);
  if (args.list) {
    const { size, cases } = await auditCases(db, { postgres });
    console.log(`${size.toLocaleString('en')} events`);
    await timeCases('audit events', cases, Number(args.runs ?? 30));
  }
  const log = new AuditLog(postgres, auditKey(resolveSecret(config).secret));
  for (const full of [true, false]) {
    const started = performance.now();
    const result = await log.verify(db, { full });
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `verify ${full ? 'full' : 'from checkpoint'}: ${JSON.stringify(result)} in ${seconds.toFixed(2)} s, RSS ${Math.round(process.memoryUsage().rss / 1e6)} MB`,
    );
  }
} finally {
  await db.destroy();
}
