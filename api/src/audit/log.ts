// The audit log: one event per admin write and per authentication event, written in the same
// transaction as the change (so there is no change without its event, and a failed change leaves
// no event). Append-only: the database's triggers refuse UPDATE and DELETE (migration 0005).
// Tamper-evident: each event stores the SHA-256 of the event before it over a canonical
// serialisation; `verifyChain` recomputes the chain.
import { createHash } from 'node:crypto';
import {
  auditSummariesEn,
  auditSummaryText,
  type AuditAction,
  type AuditChainCheck,
  type AuditSummaryKey,
  type AuditSummaryParams,
} from 'contracts';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/database';
import { AUDIT_GENESIS } from '../db/migrations';
import type { AuditEventsTable } from '../db/schema';

export interface AuditEntry {
  action: AuditAction;
  /** The account acting; by default the request's signed-in user. */
  actor?: { id: string | null; email: string | null };
  target?: { type: string; id: string };
  /**
   * What changed, short, as a key of contracts' auditSummariesEn and its params (stored with the
   * English text, so a screen can show it in its language); never a password, code, token or
   * secret.
   */
  summary: AuditSummaryKey;
  params?: AuditSummaryParams;
}

/** A param longer than this is cut (a question's text, a list of imported ids). */
const PARAM_MAX = 200;

/** Where the request came from, as stored with its events. */
export interface AuditOrigin {
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  actor: { id: string | null; email: string | null };
}

export function originOf(request: FastifyRequest): AuditOrigin {
  const agent = request.headers['user-agent'];
  const user = request.currentUser;
  return {
    ip: request.ip ?? null,
    userAgent: typeof agent === 'string' ? agent.slice(0, 300) : null,
    requestId: String(request.id),
    actor: { id: user?.id ?? null, email: user?.email ?? null },
  };
}

/**
 * The fields in their fixed order: the canonical serialisation the hash is taken over. The
 * summary's key and params (migration 0008) join the array when the event has them, so events
 * written before keep their hashes.
 */
export function canonical(event: Omit<AuditEventsTable, 'hash'>): string {
  const fields: unknown[] = [
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
  ];
  if (event.summaryKey !== null) fields.push(event.summaryKey, event.summaryParams);
  return JSON.stringify(fields);
}

export function eventHash(event: Omit<AuditEventsTable, 'hash'>): string {
  return createHash('sha256').update(canonical(event)).digest('hex');
}

/** Archived events leave their last link here, where the chain check starts. */
export const AUDIT_ANCHOR_KEY = 'audit_anchor';

export class AuditLog {
  constructor(private readonly postgres: boolean) {}

  /** Appends one event inside `trx` (the transaction of the change it records). */
  async append(trx: Db, origin: AuditOrigin, entry: AuditEntry): Promise<void> {
    // The head row is locked (PostgreSQL; SQLite writes one transaction at a time), so two
    // transactions cannot extend the same link.
    let head = trx.selectFrom('auditHead').select(['seq', 'hash']).where('id', '=', 1);
    if (this.postgres) head = head.forUpdate();
    const last = await head.executeTakeFirstOrThrow();
    const actor = entry.actor ?? origin.actor;
    const params = entry.params
      ? Object.fromEntries(
          Object.entries(entry.params).map(([name, value]) => [
            name,
            typeof value === 'string' ? value.slice(0, PARAM_MAX) : value,
          ]),
        )
      : undefined;
    const event = {
      seq: last.seq + 1,
      occurredAt: new Date().toISOString(),
      actorId: actor.id,
      actorEmail: actor.email,
      ip: origin.ip,
      userAgent: origin.userAgent,
      requestId: origin.requestId,
      action: entry.action,
      targetType: entry.target?.type ?? null,
      targetId: entry.target?.id ?? null,
      summary: auditSummaryText(auditSummariesEn[entry.summary], params).slice(0, 500),
      prevHash: last.hash,
      summaryKey: entry.summary,
      summaryParams: params ? JSON.stringify(params) : null,
    };
    const hash = eventHash(event);
    await trx
      .insertInto('auditEvents')
      .values({ ...event, hash })
      .execute();
    await trx.updateTable('auditHead').set({ seq: event.seq, hash }).where('id', '=', 1).execute();
  }

  /**
   * Recomputes the chain from the archive's anchor (or the start): every event's hash, its link
   * to the one before, no gap in the numbers, and the head at the last event.
   */
  async verify(db: Db): Promise<AuditChainCheck> {
    const anchorRow = await db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', AUDIT_ANCHOR_KEY)
      .executeTakeFirst();
    const anchor = anchorRow
      ? (JSON.parse(anchorRow.value) as { seq: number; hash: string })
      : { seq: 0, hash: AUDIT_GENESIS };
    let previous = anchor;
    let count = 0;
    for (;;) {
      const batch = await db
        .selectFrom('auditEvents')
        .selectAll()
        .where('seq', '>', previous.seq)
        .orderBy('seq')
        .limit(1000)
        .execute();
      for (const row of batch) {
        const { hash, ...rest } = row;
        if (
          row.seq !== previous.seq + 1 ||
          row.prevHash !== previous.hash ||
          eventHash(rest) !== hash
        ) {
          return {
            valid: false,
            count,
            firstBrokenId: row.seq === previous.seq + 1 ? row.seq : previous.seq + 1,
          };
        }
        previous = { seq: row.seq, hash };
        count += 1;
      }
      if (batch.length < 1000) break;
    }
    const head = await db
      .selectFrom('auditHead')
      .select(['seq', 'hash'])
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    // Events removed from the end show as a head ahead of the last event found.
    if (head.seq !== previous.seq || head.hash !== previous.hash) {
      return { valid: false, count, firstBrokenId: previous.seq + 1 };
    }
    return { valid: true, count };
  }
}
