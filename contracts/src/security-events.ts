// Security events of quiz attempts (tab hidden, fullscreen exit, copy, paste, context menu):
// recorded for the user's own open attempts, readable by admins.
import { Type, type Static } from 'typebox';
import { pagedResponse, StringEnum } from './common';
import { SECURITY_EVENT_KINDS } from './rules';

export const SecurityEventBody = Type.Object(
  { attemptId: Type.String({ format: 'uuid' }), kind: StringEnum(SECURITY_EVENT_KINDS) },
  { additionalProperties: false },
);
export type SecurityEventBody = Static<typeof SecurityEventBody>;

export const SecurityEvent = Type.Object({
  id: Type.String(),
  attemptId: Type.String(),
  userId: Type.String(),
  username: Type.String(),
  kind: Type.String(),
  occurredAt: Type.String(),
});
export type SecurityEvent = Static<typeof SecurityEvent>;

export const SecurityEventsPage = pagedResponse(SecurityEvent);
export type SecurityEventsPage = Static<typeof SecurityEventsPage>;
