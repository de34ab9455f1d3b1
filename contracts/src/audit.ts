// The audit log: every admin write and every authentication event, append-only and chained by
// SHA-256 so a changed or removed row is detected (api/src/audit).
import { Type, type Static } from 'typebox';
import { AUDIT_ACTIONS } from './audit-rules';
import { nullable, paging, pagedResponse, StringEnum, withDefaults } from './common';

export const AuditEvent = Type.Object({
  seq: Type.Integer(),
  occurredAt: Type.String(),
  actorId: nullable('string'),
  actorEmail: nullable('string'),
  ip: nullable('string'),
  userAgent: nullable('string'),
  requestId: nullable('string'),
  action: StringEnum(AUDIT_ACTIONS),
  targetType: nullable('string'),
  targetId: nullable('string'),
  summary: Type.String(),
  /** The summary's key (auditSummariesEn) and params, for showing it in another language. */
  summaryKey: nullable('string'),
  summaryParams: Type.Union([
    Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()])),
    Type.Null(),
  ]),
  prevHash: Type.String(),
  hash: Type.String(),
});
export type AuditEvent = Static<typeof AuditEvent>;

const isoTime = Type.String({ format: 'date-time' });

/** Filters: the actor (id or e-mail), the action, the target (id), a time range. */
const auditFilters = {
  actor: Type.Optional(Type.String({ maxLength: 254 })),
  action: Type.Optional(StringEnum(AUDIT_ACTIONS)),
  target: Type.Optional(Type.String({ maxLength: 200 })),
  from: Type.Optional(isoTime),
  to: Type.Optional(isoTime),
};

export const AuditEventsQuery = withDefaults(
  Type.Object(
    {
      ...paging,
      ...auditFilters,
      cursor: Type.Optional(
        Type.String({
          maxLength: 200,
          description:
            'The nextCursor of the page before: this page starts after it (page is then ignored). The way to read deep into the log.',
        }),
      ),
    },
    { additionalProperties: false },
  ),
);
export type AuditEventsQuery = Static<typeof AuditEventsQuery>;

export const AuditEventsExportQuery = Type.Object(auditFilters, { additionalProperties: false });
export type AuditEventsExportQuery = Static<typeof AuditEventsExportQuery>;

const auditEventsPage = pagedResponse(AuditEvent);
export const AuditEventsPage = Type.Object({
  ...auditEventsPage.properties,
  totalCapped: Type.Boolean({
    description: 'True when more events match than total says (it stops counting there).',
  }),
  nextCursor: nullable('string'),
});
export type AuditEventsPage = Static<typeof AuditEventsPage>;

export const AuditChainCheck = Type.Object({
  valid: Type.Boolean(),
  /** Events checked (those archived are counted from the archive's anchor). */
  count: Type.Integer(),
  /** The first event whose hash or link does not match. */
  firstBrokenId: Type.Optional(Type.Integer()),
  /**
   * Events read by this check: a check goes on from where the last valid one ended (its sealed
   * checkpoint), so only the events written since are read, unless it is a full check.
   */
  checked: Type.Optional(Type.Integer()),
  /** True when this check read the chain from its start (or the archive's anchor). */
  full: Type.Optional(Type.Boolean()),
});
export type AuditChainCheck = Static<typeof AuditChainCheck>;

export const AuditVerifyQuery = Type.Object(
  {
    full: Type.Optional(
      Type.Boolean({
        description:
          'Recompute the whole chain rather than from the last verified event (slower: every event is read).',
      }),
    ),
  },
  { additionalProperties: false },
);
export type AuditVerifyQuery = Static<typeof AuditVerifyQuery>;

export const AuditChainResponse = Type.Object({
  success: Type.Boolean(),
  ...AuditChainCheck.properties,
});
export type AuditChainResponse = Static<typeof AuditChainResponse>;
