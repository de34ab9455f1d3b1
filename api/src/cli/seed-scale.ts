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
import { randomBytes } from 'node:crypto';
import { CompiledQuery, PostgresAdapter, sql } from 'kysely';
import { ENQUIRY_STATUSES, ORDER_STATUSES } from 'contracts';
import { loadConfig } from '../config';
import { createDb, migrateToLatest, type Db } from '../db/database';
import { CERTIFICATE_ALPHABET, CERTIFICATE_PREFIX, CERTIFICATE_RANDOM_LENGTH } from '../lib/ids';
import { auditKey } from '../audit/log';
import { VoucherCodes } from '../commerce/codes';
import { deriveKeys, resolveSecret } from '../lib/secrets';
import type { CliIo } from './io';
import { seedAssessmentScale, type AssessmentScaleCounts } from './seed-scale-assessments';
import { seedAuditEvents, takeAuditEventsArg } from './seed-scale-audit';
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

const ROWS_PER_STATEMENT = 1000;
const STATEMENTS_PER_TRANSACTION = 50;
const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** mulberry32: small, fast and reproducible for a given seed (never used for secrets). */
function randomSource(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (n: number) => Math.floor(next() * n),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    chance: (p: number) => next() < p,
  };
}
type Random = ReturnType<typeof randomSource>;

/** A list written as one string, split at `separator`. */
function words(list: string, separator = ' '): readonly string[] {
  return list.split(separator);
}

const LATIN_FIRST = words(
  'Meera Arjun Priya Rahul Ananya Vikram Kavya Rohan Deepika Sanjay José Élodie François Zoë Søren Łukasz Ştefan Renée Chloé Noémie Jürgen Inés Raphaël Anaïs Håkon Björn Olivia Liam Fatima Omar Aisha Yusuf Grace Chinedu Thabo Mei Hiroshi Siddharth Lakshmi Neha',
);
const LATIN_LAST = words(
  "Sharma Patel Iyer Nair Gupta Reddy Menon Banerjee Chatterjee Rao García Núñez Müller Dubois Lefèvre Kowalski Ødegård Silva Conceição Rossi O'Brien Smith Khan Hussain Fernández Okafor Nkosi Tanaka Wong",
);
const DEVANAGARI_FIRST = words('मीरा अर्जुन प्रिया राहुल अनन्या विक्रम कविता सुरेश दीपिका रोहन लक्ष्मी');
const DEVANAGARI_LAST = words('शर्मा पटेल गुप्ता वर्मा सिंह जोशी मिश्रा अय्यर नायर');
const ARABIC_FIRST = words('مريم عمر فاطمة يوسف عائشة أحمد ليلى خالد نور سارة');
const ARABIC_LAST = words('الحسن الخطيب منصور حداد العلي الفارسي ناصر الشامي');
const COURSES = words(
  'CompTIA Security+|CompTIA Network+|CompTIA A+|Certified Ethical Hacker|AWS Cloud Practitioner|Python for Data Analysis|ITIL 4 Foundation|PRINCE2 Foundation|Microsoft Azure Fundamentals|Cisco CCNA|Tally with GST',
  '|',
);
const ISSUERS = ['SkillBridge Training', 'SkillBridge Pune Centre', 'SkillBridge Online'];
const REVOKE_REASONS = ['Issued in error', 'Exam irregularity', 'Duplicate of another certificate'];
const DOMAINS = ['example.com', 'example.in', 'example.org', 'example.net'];
const LANGS = ['en', 'hi', 'ar', 'fr', 'pt', 'it', 'nl'];
const ORDER_METHODS = ['bank', 'upi', 'card', 'paypal'];
const STATES = ['MH', 'KA', 'DL', 'TN', 'GJ', 'WB', 'TG', 'UP'];

/** A person: the name as printed, and the plain-ASCII part an e-mail address is made of. */
function person(random: Random): { name: string; local: string } {
  const script = random.next();
  if (script < 0.6) {
    const first = random.pick(LATIN_FIRST);
    const second = random.chance(0.2) ? ` ${random.pick(LATIN_FIRST)}` : '';
    const last = random.pick(LATIN_LAST);
    const ascii = `${first}.${last}`
      .normalize('NFD')
      .replace(/[^A-Za-z.]/g, '')
      .toLowerCase();
    return { name: `${first}${second} ${last}`, local: ascii };
  }
  if (script < 0.8) {
    return {
      name: `${random.pick(DEVANAGARI_FIRST)} ${random.pick(DEVANAGARI_LAST)}`,
      local: 'learner',
    };
  }
  return { name: `${random.pick(ARABIC_FIRST)} ${random.pick(ARABIC_LAST)}`, local: 'student' };
}

function uuid(random: Random): string {
  let hex = '';
  for (let i = 0; i < 4; i += 1)
    hex += (random.int(0x100000000) >>> 0).toString(16).padStart(8, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

/** A moment in the last ten years, as the app stores times (ISO 8601, UTC). */
function pastMoment(random: Random, now: number): number {
  return now - Math.floor(random.next() * TEN_YEARS_MS);
}

const iso = (ms: number) => new Date(ms).toISOString();
const day = (ms: number) => iso(ms).slice(0, 10);

type Row = ReadonlyArray<string | number | null>;

/**
 * Inserts `count` rows made by `make` in multi-row statements, several statements to a
 * transaction. Returns the seconds it took.
 */
async function insertRows(
  db: Db,
  table: string,
  columns: readonly string[],
  count: number,
  make: (index: number) => Row,
): Promise<number> {
  const started = performance.now();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  const statementFor = (rows: number) => {
    const tuples: string[] = [];
    let n = 0;
    for (let r = 0; r < rows; r += 1) {
      const marks = columns.map(() => (postgres ? `$${(n += 1)}` : '?'));
      tuples.push(`(${marks.join(', ')})`);
    }
    return `insert into ${table} (${columns.join(', ')}) values ${tuples.join(', ')}`;
  };
  const full = statementFor(ROWS_PER_STATEMENT);
  let done = 0;
  while (done < count) {
    await db.transaction().execute(async (trx) => {
      for (let s = 0; s < STATEMENTS_PER_TRANSACTION && done < count; s += 1) {
        const rows = Math.min(ROWS_PER_STATEMENT, count - done);
        const params: Array<string | number | null> = [];
        for (let r = 0; r < rows; r += 1) params.push(...make(done + r));
        const text = rows === ROWS_PER_STATEMENT ? full : statementFor(rows);
        await trx.executeQuery(CompiledQuery.raw(text, params));
        done += rows;
      }
    });
  }
  return (performance.now() - started) / 1000;
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

  const userIds: string[] = [];
  if (counts.users > 0) {
    const seconds = await insertRows(
      db,
      'users',
      [
        'id',
        'email',
        'username',
        'password_hash',
        'role',
        'full_name',
        'country',
        'email_verified_at',
        'created_at',
        'updated_at',
      ],
      counts.users,
      (i) => {
        const who = person(random);
        const created = pastMoment(random, now);
        const id = uuid(random);
        userIds.push(id);
        return [
          id,
          `${who.local}.${tag}.${i}@${random.pick(DOMAINS)}`,
          `${who.local.replace(/\./g, '_')}_${tag}_${i}`,
          // Not a hash of any password: these accounts cannot sign in.
          '!generated',
          random.chance(0.002) ? 'admin' : 'user',
          random.chance(0.1) ? '' : who.name,
          random.chance(0.85) ? 'IN' : random.pick(['AE', 'GB', 'US', 'FR', 'SA']),
          random.chance(0.8) ? iso(created + random.int(DAY_MS)) : null,
          iso(created),
          iso(created + random.int(30 * DAY_MS)),
        ];
      },
    );
    report('users', counts.users, seconds);
  }

  if (counts.certificates > 0) {
    const seconds = await insertRows(
      db,
      'certificates',
      [
        'id',
        'certificate_id',
        'full_name',
        'course_name',
        'issued_by',
        'issue_date',
        'status',
        'revoked_reason',
        'revoked_at',
        'created_at',
        'expiry_date',
        'recipient_email',
      ],
      counts.certificates,
      (i) => {
        const who = person(random);
        const created = pastMoment(random, now);
        const issued = created - random.int(14) * DAY_MS;
        let certificateId = CERTIFICATE_PREFIX;
        for (let c = 0; c < CERTIFICATE_RANDOM_LENGTH; c += 1) {
          certificateId += CERTIFICATE_ALPHABET[random.int(CERTIFICATE_ALPHABET.length)];
        }
        const revoked = random.chance(0.03);
        // Three years for most (so the older ones have expired), none for the rest.
        const expiry = random.chance(0.7) ? day(issued + 3 * 365 * DAY_MS) : null;
        return [
          uuid(random),
          certificateId,
          who.name,
          random.pick(COURSES),
          random.pick(ISSUERS),
          day(issued),
          revoked ? 'revoked' : 'valid',
          revoked ? random.pick(REVOKE_REASONS) : null,
          revoked ? iso(Math.min(now, created + random.int(90) * DAY_MS)) : null,
          iso(created),
          expiry,
          random.chance(0.6) ? `${who.local}.${tag}.${i}@${random.pick(DOMAINS)}` : null,
        ];
      },
    );
    report('certificates', counts.certificates, seconds);
  }

  if (counts.orders > 0) {
    const owners =
      userIds.length > 0
        ? userIds
        : (await db.selectFrom('users').select('id').limit(10_000).execute()).map((row) => row.id);
    if (owners.length === 0) throw new Error('orders need users: give --users=N as well');
    const seconds = await insertRows(
      db,
      'orders',
      [
        'id',
        'reference',
        'user_id',
        'status',
        'method',
        'currency',
        'billing_name',
        'billing_address',
        'billing_state',
        'billing_country',
        'supply_kind',
        'place_of_supply',
        'subtotal',
        'discount',
        'taxable',
        'cgst',
        'sgst',
        'igst',
        'total',
        'hold_until',
        'lang',
        'utr',
        'idempotency_key',
        'paid_at',
        'created_at',
        'updated_at',
      ],
      counts.orders,
      (i) => {
        const who = person(random);
        const created = pastMoment(random, now);
        const status = random.pick(ORDER_STATUSES);
        const method = random.pick(ORDER_METHODS);
        const india = random.chance(0.85);
        const state = india ? random.pick(STATES) : null;
        const supply = !india ? 'export' : state === 'MH' ? 'intra-state' : 'inter-state';
        const subtotal = (5 + random.int(500)) * 10_000;
        const discount = random.chance(0.2) ? Math.round(subtotal / 10) : 0;
        const taxable = subtotal - discount;
        const half = supply === 'intra-state' ? Math.round(taxable * 0.09) : 0;
        const igst = supply === 'inter-state' ? Math.round(taxable * 0.18) : 0;
        const paid = status === 'paid' || status === 'fulfilled' || status === 'refunded';
        return [
          uuid(random),
          `SC-${tag.toUpperCase()}-${i}`,
          random.pick(owners),
          status,
          method,
          india ? 'INR' : 'USD',
          who.name,
          india ? '12 MG Road, Pune' : '1 Main Street',
          state,
          india ? 'IN' : random.pick(['AE', 'GB', 'US']),
          supply,
          state ?? 'export',
          subtotal,
          discount,
          taxable,
          half,
          half,
          igst,
          taxable + half * 2 + igst,
          iso(created + 2 * DAY_MS),
          random.pick(LANGS),
          paid && (method === 'bank' || method === 'upi') ? `UTR${random.int(1e9)}` : null,
          uuid(random),
          paid ? iso(created + random.int(DAY_MS)) : null,
          iso(created),
          iso(created + random.int(3 * DAY_MS)),
        ];
      },
    );
    report('orders', counts.orders, seconds);
  }

  if (counts.enquiries > 0) {
    const seconds = await insertRows(
      db,
      'enquiries',
      [
        'id',
        'name',
        'email',
        'phone',
        'subject',
        'message',
        'created_at',
        'status',
        'course',
        'language',
        'updated_at',
      ],
      counts.enquiries,
      (i) => {
        const who = person(random);
        const created = pastMoment(random, now);
        const course = random.chance(0.7) ? random.pick(COURSES) : null;
        return [
          uuid(random),
          who.name,
          `${who.local}.${tag}.${i}@${random.pick(DOMAINS)}`,
          `+91 ${9_000_000_000 + random.int(999_999_999)}`,
          course ? `About ${course}` : 'Corporate training',
          'When does the next batch start, and is there a weekend option?',
          iso(created),
          random.pick(ENQUIRY_STATUSES),
          course,
          random.pick(LANGS),
          iso(created + random.int(10 * DAY_MS)),
        ];
      },
    );
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
