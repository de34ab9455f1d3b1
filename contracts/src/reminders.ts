// Renewal reminders: the e-mails a certificate's holder gets 90 and 30 days before it expires,
// the signed-in learner's switch for them, and the opt-out: the page a reminder links to posts
// the link's token, as a mail client's one-click unsubscribe (RFC 8058) does.
import { Type, type Static } from 'typebox';
import { dataResponse } from './common';

/** The days before expiry at which a reminder is sent, the earlier first. */
export const RENEWAL_REMINDER_DAYS = [90, 30] as const;

/** How long an opt-out link stays usable (days): well beyond the 90 days between the reminders. */
export const REMINDER_OPT_OUT_TOKEN_DAYS = 365;

export const ReminderSettings = Type.Object(
  { enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type ReminderSettings = Static<typeof ReminderSettings>;

export const ReminderSettingsResponse = dataResponse(ReminderSettings);
export type ReminderSettingsResponse = Static<typeof ReminderSettingsResponse>;

/** The longest opt-out token accepted (an address of 254 characters in base64url, and more). */
export const REMINDER_OPT_OUT_TOKEN_MAX = 1000;

/** The opt-out page's request: the token of the link it was opened with. */
export const ReminderOptOutBody = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: REMINDER_OPT_OUT_TOKEN_MAX }) },
  { additionalProperties: false },
);
export type ReminderOptOutBody = Static<typeof ReminderOptOutBody>;

/**
 * The opt-out's query string: a mail client's one-click request (the List-Unsubscribe address)
 * carries the token here, with the form body `List-Unsubscribe=One-Click`.
 */
export const ReminderOptOutQuery = Type.Object(
  { token: Type.Optional(Type.String({ maxLength: REMINDER_OPT_OUT_TOKEN_MAX })) },
  { additionalProperties: false },
);
export type ReminderOptOutQuery = Static<typeof ReminderOptOutQuery>;

/**
 * What POST /reminders/opt-out accepts: the page's JSON `{ token }`, or the one-click form body
 * RFC 8058 prescribes (`List-Unsubscribe=One-Click`, the token in the query string).
 */
export const ReminderOptOutRequest = Type.Object(
  {
    token: Type.Optional(Type.String({ maxLength: REMINDER_OPT_OUT_TOKEN_MAX })),
    'List-Unsubscribe': Type.Optional(Type.Literal('One-Click')),
  },
  { additionalProperties: false },
);
export type ReminderOptOutRequest = Static<typeof ReminderOptOutRequest>;
