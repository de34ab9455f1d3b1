import type {
  AuditAction,
  AuditChainCheck,
  AuditChainResponse,
  AuditEvent,
  AuditEventsExportQuery,
  AuditEventsPage,
} from 'contracts';
import { http } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

export type { AuditAction, AuditChainCheck, AuditEvent };

export const AUDIT_PAGE_SIZE = 20;

// The whole log can be long: the export and the chain check read every event.
const LONG_REQUEST_MS = 60_000;
// A full check reads every event: about 30 s a million on a small server.
const FULL_CHECK_MS = 600_000;

/** The filters as the form holds them; `from` and `to` are calendar days (YYYY-MM-DD) in UTC. */
export interface AuditFilters {
  actor: string;
  action: AuditAction | '';
  target: string;
  from: string;
  to: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = {
  actor: '',
  action: '',
  target: '',
  from: '',
  to: '',
};

/** The query: empty filters left out, each day widened to its first and last millisecond (UTC). */
export function auditQuery(filters: AuditFilters): AuditEventsExportQuery {
  const actor = filters.actor.trim();
  const target = filters.target.trim();
  return {
    ...(actor ? { actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(target ? { target } : {}),
    ...(filters.from ? { from: `${filters.from}T00:00:00.000Z` } : {}),
    ...(filters.to ? { to: `${filters.to}T23:59:59.999Z` } : {}),
  };
}

/**
 * GET /audit-events: one page of the events that match, newest first; with `cursor` (the page
 * before's `nextCursor`) it starts where that one ended, which stays fast however long the log.
 */
export async function listAuditEvents(
  filters: AuditFilters,
  page: number,
  cursor?: string,
): Promise<Paged<AuditEvent>> {
  const { data } = await http.get<AuditEventsPage>('/audit-events', {
    params: {
      ...auditQuery(filters),
      page,
      pageSize: AUDIT_PAGE_SIZE,
      ...(cursor ? { cursor } : {}),
    },
  });
  return pagedOf<AuditEvent>(data);
}

/** GET /audit-events/export: every matching event as a CSV file (the bearer token is sent). */
export async function exportAuditEvents(filters: AuditFilters): Promise<Blob | string> {
  const { data } = await http.get<Blob | string>('/audit-events/export', {
    params: auditQuery(filters),
    // The file's bytes as the API wrote them; without it the client would parse the body.
    responseType: 'blob',
    timeout: LONG_REQUEST_MS,
  });
  return data;
}

/**
 * GET /audit-events/verify: the API recomputes the chain's links from the last event it verified
 * (every event the first time, or with `full`); `count` is every event the chain holds.
 */
export async function verifyAuditChain(full = false): Promise<AuditChainCheck> {
  const { data } = await http.get<AuditChainResponse>('/audit-events/verify', {
    // `full`: every event again, which also finds one changed before the last check.
    ...(full ? { params: { full: true } } : {}),
    timeout: full ? FULL_CHECK_MS : LONG_REQUEST_MS,
  });
  return { valid: data.valid, count: data.count, firstBrokenId: data.firstBrokenId };
}
