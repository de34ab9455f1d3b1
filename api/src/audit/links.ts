// How one audit event is linked to the one before it: the canonical serialisation of the event
// and the hash over it, plain (events written before keying began) or keyed. Kept apart from the
// log's database work so that anything that writes or checks links uses these same functions.
import { createHash, createHmac } from 'node:crypto';
import type { AuditEventsTable } from '../db/schema';

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

/** The plain link of the events written before the chain was keyed. */
export function eventHash(event: Omit<AuditEventsTable, 'hash'>): string {
  return createHash('sha256').update(canonical(event)).digest('hex');
}

/** The chain's key: derived from the server secret with a label of its own. */
export function auditKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('audit-chain').digest();
}

/** The keyed link of every event written since (HMAC-SHA256, hex like the plain one). */
export function keyedEventHash(event: Omit<AuditEventsTable, 'hash'>, key: Buffer): string {
  return createHmac('sha256', key).update(canonical(event)).digest('hex');
}
