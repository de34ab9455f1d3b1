// npm run seed:scale -- --certificates=1000000 --orders=100000 --enquiries=50000 --users=200000
// Fills the configured database (SQLite at DATA_DIR, or PostgreSQL through DATABASE_URL) with a
// company's years of data, to measure lists and searches at that size. It adds to what is
// there: each run draws its IDs, e-mail addresses and usernames from a run tag of its own, so a
// second run never meets the first one's unique keys.
//
// The rows are varied the way real ones are: names in Latin (some accented), Devanagari and
// Arabic script, dates spread over ten years, every status. They go in as multi-row INSERTs of
// ROWS_PER_STATEMENT rows (within both dialects' bound-parameter limits), STATEMENTS_PER_TRANSACTION
// to a transaction: a million certificates take minutes.
//
// The certificates are stored unsigned (no credential, no status-list bit), as a CSV import
// stores them before its signing run. The API tolerates that (the lookup answers without the
// credential) and the start-up signing run signs them in batches while the server answers.
//
// This file reads the arguments and runs the tables' generators in turn. Users, certificates,
// orders and enquiries have files of their own (seed-scale-users.ts, seed-scale-certificates.ts,
// seed-scale-sales.ts) over the shared helpers of seed-scale-rows.ts.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { loadConfig } from '../config';
import { createDb, migrateToLatest, type Db } from '../db/database';
import { auditKey } from '../audit/log';
import { VoucherCodes } from '../commerce/codes';
import { deriveKeys, resolveSecret } from '../lib/secrets';
import type { CliIo } from './io';
import { seedAssessmentScale, type AssessmentScaleCounts } from './seed-scale-assessments';
import { seedAuditEvents, takeAuditEventsArg } from './seed-scale-audit';
import { seedCertificates } from './seed-scale-certificates';
import { insertRows, pastMoment, person, randomSource, uuid } from './seed-scale-rows';
import { seedEnquiries, seedOrders } from './seed-scale-sales';
import { seedUsers } from './seed-scale-users';
import { seedScaleVouchers } from './seed-scale-vouchers';

export const SEED_SCALE_USAGE = `Usage: npm run seed:scale -- [--certificates=N] [--users=N] [--orders=N] [--enquiries=N] [--results=N] [--attempts=N] [--vouchers=N] [--audit-events=N] [--seed=N]

Adds generated rows to the configured database (DATA_DIR's SQLite, or DATABASE_URL's PostgreSQL)
after running the migrations, and prints how many rows per second each table took.
Orders, quiz results and assessment attempts belong to the users of the same run (or, without
--users, to users already there).
Voucher codes go to the voucher products already there (one per course is made if none).
Audit events continue the audit log's chain, linked with the server's key (JWT_SECRET or
DATA_DIR/jwt-secret).
`;

export interface ScaleCounts extends AssessmentScaleCounts {
  certificates: number;
  users: number;
  orders: number;
  enquiries: number;
  vouchers?: number;
}

export interface ScaleReport {
  table: string;
  rows: number;
  seconds: number;
}

/**
 * Adds the generated rows to `db` (migrated already). `seed` makes a run reproducible; runs
 * with different seeds never collide on unique keys.
 */
export async function seedScale(
  db: Db,
  counts: ScaleCounts,
  options: {
    seed?: number;
    now?: number;
    onTable?: (report: ScaleReport) => void;
    /** Seals and hashes the generated voucher codes (needed with `vouchers`). */
    voucherCodes?: VoucherCodes;
  } = {},
): Promise<ScaleReport[]> {
  const seed = options.seed ?? randomBytes(4).readUInt32LE(0);
  const now = options.now ?? Date.now();
  const random = randomSource(seed);
  // In every unique key of this run (usernames, addresses, order references).
  const tag = seed.toString(36);
  const reports: ScaleReport[] = [];
  const report = (table: string, rows: number, seconds: number) => {
    const entry = { table, rows, seconds };
    reports.push(entry);
    options.onTable?.(entry);
  };
  const run = { random, tag, now };

  const userIds: string[] = [];
  if (counts.users > 0) {
    const seconds = await seedUsers(db, counts.users, run, userIds);
    report('users', counts.users, seconds);
  }

  if (counts.certificates > 0) {
    const seconds = await seedCertificates(db, counts.certificates, run);
    report('certificates', counts.certificates, seconds);
  }

  if (counts.orders > 0) {
    const seconds = await seedOrders(db, counts.orders, run, userIds);
    report('orders', counts.orders, seconds);
  }

  if (counts.enquiries > 0) {
    const seconds = await seedEnquiries(db, counts.enquiries, run);
    report('enquiries', counts.enquiries, seconds);
  }
  const lent = { insertRows, person, uuid, pastMoment };
  await seedAssessmentScale(db, counts, { random, tag, now, userIds, report, ...lent });

  if (counts.vouchers) {
    if (!options.voucherCodes) throw new Error('vouchers need the server secret to seal codes');
    const seconds = await seedScaleVouchers(db, counts.vouchers, {
      insertRows,
      next: random.next,
      tag,
      now,
      codes: options.voucherCodes,
    });
    report('vouchers', counts.vouchers, seconds);
  }
  return reports;
}

/** The counts from `--name=N` arguments; a message for anything else. */
export function parseScaleArgs(args: readonly string[]): ScaleCounts & { seed?: number } {
  const counts: ScaleCounts & { seed?: number } = {
    certificates: 0,
    users: 0,
    orders: 0,
    enquiries: 0,
    results: 0,
    attempts: 0,
    vouchers: 0,
  };
  for (const arg of args) {
    const match = /^--([a-z-]+)=(\d+)$/.exec(arg);
    const key = match?.[1];
    const value = Number(match?.[2]);
    if (key === 'seed') {
      counts.seed = value;
    } else if (key && key in counts && Number.isSafeInteger(value)) {
      counts[key as keyof ScaleCounts] = value;
    } else {
      throw new Error(`Unknown argument: ${arg}`);
    }
  }
  return counts;
}

export async function runSeedScaleCli(args: readonly string[], io: CliIo): Promise<number> {
  let counts;
  const { auditEvents, rest } = takeAuditEventsArg(args);
  try {
    counts = parseScaleArgs(rest);
  } catch (error) {
    io.stderr.write(`${(error as Error).message}\n\n${SEED_SCALE_USAGE}`);
    return 2;
  }
  const config = loadConfig(io.env, io.cwd);
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    const where =
      config.database.kind === 'sqlite'
        ? config.database.file
        : `PostgreSQL schema ${config.database.schema}`;
    io.stdout.write(`Filling ${where}\n`);
    const reports = await seedScale(db, counts, {
      seed: counts.seed,
      // The server's own keys, so that it can open the codes it sells.
      voucherCodes: counts.vouchers
        ? VoucherCodes.fromKeys(deriveKeys(resolveSecret(config).secret))
        : undefined,
      onTable: ({ table, rows, seconds }) =>
        io.stdout.write(
          `${table.padEnd(13)} ${String(rows).padStart(9)} rows in ${seconds.toFixed(1).padStart(6)} s: ${Math.round(rows / seconds)} rows/s\n`,
        ),
    });
    if (auditEvents > 0) {
      const key = auditKey(resolveSecret(config).secret);
      const seconds = await seedAuditEvents(db, auditEvents, { key, seed: counts.seed });
      io.stdout.write(
        `${'audit_events'.padEnd(13)} ${String(auditEvents).padStart(9)} rows in ${seconds.toFixed(1).padStart(6)} s: ${Math.round(auditEvents / seconds)} rows/s\n`,
      );
    } else if (reports.length === 0) io.stdout.write(SEED_SCALE_USAGE);
    if (config.database.kind === 'postgres' && (auditEvents > 0 || reports.length > 0)) {
      // Fresh statistics, as autovacuum would gather them later: planned on the counts from
      // before the run, PostgreSQL read a million certificates in sequence for a prefix search
      // (2 s instead of 1 ms) until the tables were analysed.
      const started = Date.now();
      await sql`analyze`.execute(db);
      io.stdout.write(`analyzed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
    }
    return 0;
  } finally {
    await db.destroy();
  }
}

if (require.main === module) {
  runSeedScaleCli(process.argv.slice(2), {
    env: process.env,
    // Run from the root's npm script: resolve DATA_DIR where the user typed the command.
    cwd: process.env.INIT_CWD ?? process.cwd(),
    stdin: process.stdin,
    stdout: process.stdout,
    stderr: process.stderr,
  }).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
