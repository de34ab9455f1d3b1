// The audit log: one event per admin write and per authentication event, written in the same
// transaction as the change (so there is no change without its event, and a failed change leaves
// no event). Append-only: the database's triggers refuse UPDATE and DELETE (migration 0005).
// Tamper-evident: each event stores a link over a canonical serialisation of itself and the link
// before it; `verify` recomputes the chain.
//
// The links are keyed: an HMAC-SHA256 under a key derived from the server secret (JWT_SECRET or
// DATA_DIR/jwt-secret), which is never in the database. Triggers only stop honest mistakes: whoever
// can write to the database can also drop them, change a row and recompute every plain hash after
// it. Without the key they cannot make keyed links, so such a rewrite is reported; with the key
// too (the server's secret and the database) they can, which is the limit of what this proves.
// Links written before keying began stay plain SHA-256; the record of where they end (migration
// 0013) and the archive's anchor are sealed with the key, so neither can be moved to make keyed
// links pass as plain ones.
//
// An event's link is computed in links.ts and the sealed marks are kept in marks.ts; this file
// appends the events and checks the chain.
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
import { AUDIT_GENESIS, AUDIT_KEYED_FROM_KEY } from '../db/migrations';
import type { AuditEventsTable } from '../db/schema';
import { eventHash, keyedEventHash } from './links';
import { AUDIT_ANCHOR_KEY, AuditMarks } from './marks';

export { auditKey, canonical, eventHash, keyedEventHash } from './links';
export { AUDIT_ANCHOR_KEY, AUDIT_CHECKPOINT_KEY } from './marks';

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

/** Events a check reads per query (in seq order, after the last one read). */
const VERIFY_BATCH = 2000;

export class AuditLog extends AuditMarks {
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
    const hash = keyedEventHash(event, this.key);
    await trx
      .insertInto('auditEvents')
      .values({ ...event, hash })
      .execute();
    await trx.updateTable('auditHead').set({ seq: event.seq, hash }).where('id', '=', 1).execute();
  }

  /**
   * Recomputes the chain from the archive's anchor (or the start): every event's link (plain up
   * to where keying began, keyed after), its link to the one before, no gap in the numbers, and
   * the head at the last event. A mark whose seal does not hold breaks the chain where it starts.
   *
   * It reads the events VERIFY_BATCH at a time in seq order (memory stays the same however long
   * the log), and a valid check leaves a sealed checkpoint at the last event it read: the next
   * check goes on from there, reading only the events written since. `full` reads the whole
   * chain again, which is what finds a row changed before the checkpoint. A checkpoint whose seal
   * does not hold, or whose event is no longer as it was, is ignored: the check is then full.
   * `count` is the events from the anchor to the last valid one, whichever way it was reached.
   */
  async verify(db: Db, options: { full?: boolean } = {}): Promise<AuditChainCheck> {
    await this.seal(db);
    const storedAnchor = await this.mark(db, AUDIT_ANCHOR_KEY);
    const keyedFrom = await this.mark(db, AUDIT_KEYED_FROM_KEY);
    const anchor =
      storedAnchor === null || storedAnchor === 'forged'
        ? { seq: 0, hash: AUDIT_GENESIS }
        : storedAnchor;
    if (storedAnchor === 'forged' || keyedFrom === 'forged') {
      return { valid: false, count: 0, firstBrokenId: anchor.seq + 1, checked: 0, full: true };
    }
    // Without the record every link is keyed (a log begun keyed, or a record removed).
    const lastPlain = keyedFrom ?? { seq: 0, hash: AUDIT_GENESIS };
    const linkOf = (event: Omit<AuditEventsTable, 'hash'>) =>
      event.seq <= lastPlain.seq ? eventHash(event) : keyedEventHash(event, this.key);
    const readHead = () =>
      db
        .selectFrom('auditHead')
        .select(['seq', 'hash'])
        .where('id', '=', 1)
        .executeTakeFirstOrThrow();
    // The head first, and the events up to it: read after, the head could name an event appended
    // while the check ran, which it never reached.
    let head = await readHead();
    const start = options.full ? null : await this.checkpoint(db, anchor.seq, linkOf);
    const full = start === null;
    let previous = start ?? anchor;
    let checked = 0;
    const broken = (firstBrokenId: number): AuditChainCheck => ({
      valid: false,
      count: previous.seq - anchor.seq,
      firstBrokenId,
      checked,
      full,
    });
    for (;;) {
      for (;;) {
        const batch = await db
          .selectFrom('auditEvents')
          .selectAll()
          .where('seq', '>', previous.seq)
          .where('seq', '<=', head.seq)
          .orderBy('seq')
          .limit(VERIFY_BATCH)
          .execute();
        for (const row of batch) {
          const { hash, ...rest } = row;
          checked += 1;
          if (
            row.seq !== previous.seq + 1 ||
            row.prevHash !== previous.hash ||
            linkOf(rest) !== hash ||
            // The last plain link is the one the sealed record names.
            (row.seq === lastPlain.seq && hash !== lastPlain.hash)
          ) {
            return broken(row.seq === previous.seq + 1 ? row.seq : previous.seq + 1);
          }
          previous = { seq: row.seq, hash };
        }
        if (batch.length < VERIFY_BATCH) break;
      }
      // Events removed from the end show as a head ahead of the last event found.
      if (head.seq !== previous.seq || head.hash !== previous.hash) {
        return broken(previous.seq + 1);
      }
      // An event past the head: appended meanwhile (the head has moved on: check on to it), or
      // written beside the log, which always moves the head with its event.
      const beyond = await db
        .selectFrom('auditEvents')
        .select('seq')
        .where('seq', '>', head.seq)
        .limit(1)
        .executeTakeFirst();
      if (!beyond) break;
      const moved = await readHead();
      if (moved.seq <= head.seq) return broken(head.seq + 1);
      head = moved;
    }
    if (previous.seq > anchor.seq && (full || previous.seq !== start?.seq)) {
      await this.saveCheckpoint(db, previous.seq, previous.hash);
    }
    return { valid: true, count: previous.seq - anchor.seq, checked, full };
  }
}
