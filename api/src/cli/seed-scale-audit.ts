// The audit log for the scale generator (npm run seed:scale -- --audit-events=N): N events
// appended to the configured database's chain, each linked to the one before with the server's
// key (audit/log.ts), continuing from the chain's head, so `verify` finds the whole log valid.
//
// Like the appends the server makes, each transaction reads the head (locked on PostgreSQL),
// links its events from it and moves the head to its last one: the chain is whole after every
// commit, and an admin acting meanwhile appends after the generated events, never beside them.
// Events go in as multi-row INSERTs of ROWS_PER_STATEMENT, STATEMENTS_PER_TRANSACTION to a
// transaction (within both dialects' bound-parameter limits).
//
// Their times run forward with their numbers, as the server's do (it takes an event's time under
// the head's lock): spread from ten years ago (or the head's own time, when later) to now. The
// archive relies on that order ("older than" is a prefix of the chain).
// The kinds of event drawn, and how often each, are in seed-scale-audit-kinds.ts.
import { randomBytes } from 'node:crypto';
import { auditSummariesEn, auditSummaryText } from 'contracts';
import { CompiledQuery, PostgresAdapter } from 'kysely';
import { AuditLog, keyedEventHash } from '../audit/log';
import type { Db } from '../db/database';
import type { AuditEventsTable } from '../db/schema';
import { pickKind } from './seed-scale-audit-kinds';
import { randomSource, uuid } from './seed-scale-rows';

const ROWS_PER_STATEMENT = 1000;
const STATEMENTS_PER_TRANSACTION = 50;
const TEN_YEARS_MS = 10 * 365.25 * 24 * 3600 * 1000;

/** The columns, in the order of each row's values. */
const COLUMNS = [
  'seq',
  'occurred_at',
  'actor_id',
  'actor_email',
  'ip',
  'user_agent',
  'request_id',
  'action',
  'target_type',
  'target_id',
  'summary',
  'prev_hash',
  'hash',
  'summary_key',
  'summary_params',
] as const;

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_5) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36',
];

export interface AuditSeedOptions {
  /** The chain's key (auditKey of the server secret). */
  key: Buffer;
  seed?: number;
  /** The newest event's time; now by default. */
  now?: number;
  /** How many staff accounts act (each an id and an address). */
  actors?: number;
}

/**
 * Appends `count` generated events to the audit chain of `db` (migrated already), linked with
 * `key` from the current head. Returns the seconds it took.
 */
export async function seedAuditEvents(
  db: Db,
  count: number,
  options: AuditSeedOptions,
): Promise<number> {
  const started = performance.now();
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter;
  // The marks the migrations wrote unsealed get their seal first, as the server does at start.
  await new AuditLog(postgres, options.key).seal(db);
  const seed = options.seed ?? randomBytes(4).readUInt32LE(0);
  const random = randomSource(seed);
  const tag = seed.toString(36);
  const staff = Array.from({ length: options.actors ?? 40 }, (_, i) => ({
    id: uuid(random),
    email: `staff${i}.${tag}@example.com`,
  }));
  const ips = Array.from({ length: 500 }, () =>
    [10 + random.int(200), random.int(256), random.int(256), 1 + random.int(254)].join('.'),
  );

  const now = options.now ?? Date.now();
  const head = await db
    .selectFrom('auditHead')
    .select(['seq', 'hash'])
    .where('id', '=', 1)
    .executeTakeFirstOrThrow();
  const newest = await db
    .selectFrom('auditEvents')
    .select('occurredAt')
    .where('seq', '=', head.seq)
    .executeTakeFirst();
  const from = Math.max(now - TEN_YEARS_MS, newest ? Date.parse(newest.occurredAt) : 0);
  const end = Math.max(now, from);
  const step = (end - from) / Math.max(count, 1);

  const statementFor = (rows: number) => {
    const tuples: string[] = [];
    let n = 0;
    for (let r = 0; r < rows; r += 1) {
      const marks = COLUMNS.map(() => (postgres ? `$${(n += 1)}` : '?'));
      tuples.push(`(${marks.join(', ')})`);
    }
    return `insert into audit_events (${COLUMNS.join(', ')}) values ${tuples.join(', ')}`;
  };
  const full = statementFor(ROWS_PER_STATEMENT);

  let done = 0;
  while (done < count) {
    await db.transaction().execute(async (trx) => {
      let read = trx.selectFrom('auditHead').select(['seq', 'hash']).where('id', '=', 1);
      if (postgres) read = read.forUpdate();
      let last = await read.executeTakeFirstOrThrow();
      for (let s = 0; s < STATEMENTS_PER_TRANSACTION && done < count; s += 1) {
        const rows = Math.min(ROWS_PER_STATEMENT, count - done);
        const params: Array<string | number | null> = [];
        for (let r = 0; r < rows; r += 1) {
          const i = done + r;
          const kind = pickKind(random);
          const who = kind.staff
            ? random.pick(staff)
            : { id: null, email: `someone${random.int(1e6)}@example.net` };
          const values = kind.params?.(random);
          const event: Omit<AuditEventsTable, 'hash'> = {
            seq: last.seq + 1,
            // Forward with the numbers: (i + a fraction) steps after the start, floored to the ms.
            occurredAt: new Date(Math.floor(from + (i + random.next()) * step)).toISOString(),
            actorId: who.id,
            actorEmail: who.email,
            ip: random.pick(ips),
            userAgent: random.pick(AGENTS),
            requestId: `req-${tag}-${i}`,
            action: kind.action,
            targetType: kind.target ?? null,
            targetId: kind.target ? uuid(random) : null,
            summary: auditSummaryText(auditSummariesEn[kind.summary], values),
            prevHash: last.hash,
            summaryKey: kind.summary,
            summaryParams: values ? JSON.stringify(values) : null,
          };
          const hash = keyedEventHash(event, options.key);
          params.push(
            event.seq,
            event.occurredAt,
            event.actorId,
            event.actorEmail,
            event.ip,
            event.userAgent,
            event.requestId,
            event.action,
            event.targetType,
            event.targetId,
            event.summary,
            event.prevHash,
            hash,
            event.summaryKey,
            event.summaryParams,
          );
          last = { seq: event.seq, hash };
        }
        await trx.executeQuery(
          CompiledQuery.raw(rows === ROWS_PER_STATEMENT ? full : statementFor(rows), params),
        );
        done += rows;
      }
      await trx.updateTable('auditHead').set(last).where('id', '=', 1).execute();
    });
  }
  return (performance.now() - started) / 1000;
}

/** `--audit-events=N` taken out of the arguments (seed-scale.ts parses the rest). */
export function takeAuditEventsArg(args: readonly string[]): {
  auditEvents: number;
  rest: string[];
} {
  let auditEvents = 0;
  const rest: string[] = [];
  for (const arg of args) {
    const match = /^--audit-events=(\d+)$/.exec(arg);
    if (match && Number.isSafeInteger(Number(match[1]))) auditEvents = Number(match[1]);
    else rest.push(arg);
  }
  return { auditEvents, rest };
}
