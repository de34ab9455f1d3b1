import { sql, type ExpressionBuilder } from 'kysely';
import type { Db } from '../database';
import type { AuditEventsTable, Database } from '../schema';

/** The admin list counts its events exactly up to this many; past it, it says "more than". */
export const AUDIT_COUNT_CAP = 10_000;

/** Where a page of the list ends: the next page starts after this event. */
export interface AuditCursor {
  occurredAt: string;
  seq: number;
}

/** The list's filters; `from` and `to` already in the stored form (UTC ISO). */
export interface AuditFilters {
  /** An account's id, or (with an `@`) its e-mail address, whatever its case. */
  actor?: string;
  action?: string;
  /** The target's id. */
  target?: string;
  from?: string;
  to?: string;
}

export interface AuditListOptions extends AuditFilters {
  pageSize: number;
  /** From 1; ignored with a cursor. */
  page?: number;
  cursor?: AuditCursor;
}

export interface AuditPage {
  rows: AuditEventsTable[];
  /** Exact up to AUDIT_COUNT_CAP. */
  total: number;
  /** True when more events match than the cap (`total` is then the cap). */
  totalCapped: boolean;
  nextCursor: AuditCursor | null;
}

/**
 * The filters as conditions. Each leads one of migration 0029's indexes, which go on in the
 * list's order (occurred_at, seq), so a filtered page is one index range too. The actor is
 * looked for as an e-mail address when it holds an `@` (ids never do) and as an id otherwise:
 * one index each, where "id or address" would make every page read all of an actor's events
 * from two indexes and sort them.
 */
export function auditConditions(filters: AuditFilters) {
  return (eb: ExpressionBuilder<Database, 'auditEvents'>) => {
    const conditions = [];
    const actor = filters.actor?.trim();
    if (actor) {
      conditions.push(
        actor.includes('@')
          ? eb(sql<string>`lower(actor_email)`, '=', actor.toLowerCase())
          : eb('actorId', '=', actor),
      );
    }
    if (filters.action) conditions.push(eb('action', '=', filters.action));
    const target = filters.target?.trim();
    if (target) conditions.push(eb('targetId', '=', target));
    if (filters.from) conditions.push(eb('occurredAt', '>=', filters.from));
    if (filters.to) conditions.push(eb('occurredAt', '<=', filters.to));
    return eb.and(conditions);
  };
}

export class AuditEventsRepository {
  /** `countCap`: how far `list` counts (AUDIT_COUNT_CAP; a test gives less). */
  constructor(
    private readonly db: Db,
    private readonly countCap = AUDIT_COUNT_CAP,
  ) {}

  /**
   * One page of the admin's list, newest first (occurred_at, then seq). `cursor` (the last event
   * of the page before) starts the page where that one ended, however deep; `page` skips whole
   * pages, reading only index entries for the skipped ones. The total is exact up to the cap
   * (AUDIT_COUNT_CAP); past it `totalCapped` says there are more (counting millions of events on
   * every call would cost more than the page).
   */
  async list(options: AuditListOptions): Promise<AuditPage> {
    const queries = this.listQueries(options);
    const [found, count] = await Promise.all([
      queries.rows.execute(),
      queries.count.executeTakeFirstOrThrow(),
    ]);
    const rows = found.slice(0, options.pageSize);
    const last = rows[rows.length - 1];
    const total = Number(count.count);
    return {
      rows,
      total: Math.min(total, this.countCap),
      totalCapped: total > this.countCap,
      nextCursor:
        found.length > options.pageSize && last
          ? { occurredAt: last.occurredAt, seq: last.seq }
          : null,
    };
  }

  /** The two queries of `list` (one page, one capped count), unrun: tests EXPLAIN them. */
  listQueries(options: AuditListOptions) {
    const matching = auditConditions(options);
    let keys = this.db
      .selectFrom('auditEvents')
      .select('seq')
      .where(matching)
      .orderBy('occurredAt', 'desc')
      .orderBy('seq', 'desc')
      // One more than asked: it tells whether a next page exists.
      .limit(options.pageSize + 1);
    const { cursor } = options;
    if (cursor) {
      // occurred_at <= c bounds the index range; the rest leaves out the events up to the cursor.
      keys = keys.where((eb) =>
        eb.and([
          eb('occurredAt', '<=', cursor.occurredAt),
          eb.or([eb('occurredAt', '<', cursor.occurredAt), eb('seq', '<', cursor.seq)]),
        ]),
      );
    } else if (options.page && options.page > 1) {
      keys = keys.offset((options.page - 1) * options.pageSize);
    }
    const capped = this.db
      .selectFrom('auditEvents')
      .select(sql<number>`1`.as('one'))
      .where(matching)
      .limit(this.countCap + 1);
    return {
      // The keys first (from the index alone), then only their rows.
      rows: this.db
        .selectFrom('auditEvents')
        .selectAll()
        .where('seq', 'in', keys)
        .orderBy('occurredAt', 'desc')
        .orderBy('seq', 'desc'),
      count: this.db.selectFrom(capped.as('capped')).select((eb) => eb.fn.countAll().as('count')),
    };
  }
}
