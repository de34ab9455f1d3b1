// The e-mail outbox as admins see it: the e-mails of one state (most often `failed`, after every
// retry), and queuing a failed one again.
import { Type, type Static } from 'typebox';
import { dataResponse, nullable, paging, pagedResponse, StringEnum, withDefaults } from './common';

export const OUTBOX_STATES = ['pending', 'sent', 'failed'] as const;
export type OutboxState = (typeof OUTBOX_STATES)[number];

/** One e-mail of the outbox, without its text (which may hold a code). */
export const OutboxEmailView = Type.Object({
  id: Type.String(),
  kind: Type.String(),
  to: Type.String(),
  subject: Type.String(),
  state: StringEnum(OUTBOX_STATES),
  attempts: Type.Integer(),
  lastError: nullable('string'),
  createdAt: Type.String(),
  sentAt: nullable('string'),
});
export type OutboxEmailView = Static<typeof OutboxEmailView>;

export const OutboxEmailsQuery = withDefaults(
  Type.Object(
    {
      state: Type.Optional(StringEnum(OUTBOX_STATES, { description: 'default: failed' })),
      ...paging,
    },
    { additionalProperties: false },
  ),
);
export type OutboxEmailsQuery = Static<typeof OutboxEmailsQuery>;

export const OutboxEmailsPage = pagedResponse(OutboxEmailView);
export type OutboxEmailsPage = Static<typeof OutboxEmailsPage>;

export const OutboxEmailResponse = dataResponse(OutboxEmailView);
export type OutboxEmailResponse = Static<typeof OutboxEmailResponse>;
