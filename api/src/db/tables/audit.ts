// The audit log: hash-chained events and the chain's head. One file per group of tables, so a table
// reads beside its neighbours; schema.ts joins them into the Database type.

export interface AuditEventsTable {
  seq: number;
  occurredAt: string;
  actorId: string | null;
  actorEmail: string | null;
  ip: string | null;
  userAgent: string | null;
  requestId: string | null;
  action: string;
  targetType: string | null;
  targetId: string | null;
  summary: string;
  prevHash: string;
  hash: string;
  /** The summary's key and its params as JSON (migration 0008; null before). */
  summaryKey: string | null;
  summaryParams: string | null;
}

export interface AuditHeadTable {
  id: number;
  seq: number;
  hash: string;
}
