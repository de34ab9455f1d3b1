// An assessment's attempts as their taker sees them: start, the served questions, saving answers,
// reporting a security event, submitting, and the result. Re-exported by assessments.ts.
import { type Static, Type } from 'typebox';
import { nullable, StringEnum } from './common';
import { SECURITY_EVENT_KINDS } from './rules';
import { FullNameField } from './users';

/** One saved answer: the index in the served (shuffled) order; null when unanswered. */
export const SavedAnswer = Type.Object({
  questionId: Type.String(),
  selectedOption: nullable('integer'),
});
export type SavedAnswer = Static<typeof SavedAnswer>;

export const AnswersBody = Type.Array(
  Type.Object(
    {
      questionId: Type.String({ format: 'uuid' }),
      selectedOption: nullable('integer', { minimum: 0, maximum: 5 }),
    },
    { additionalProperties: false },
  ),
  { maxItems: 100 },
);

export const StartAttemptBody = Type.Object(
  {
    level: Type.String({ minLength: 1, maxLength: 40 }),
    fullName: FullNameField(
      'Printed on the certificate and saved to the profile; 2-100 characters: letters of any script, spaces, apostrophes, hyphens, dots',
    ),
  },
  { additionalProperties: false },
);
export type StartAttemptBody = Static<typeof StartAttemptBody>;

/**
 * An attempt ended by the security rule with a passing score issues no certificate: it waits for
 * an admin's review (pending), who grants the certificate or refuses it.
 */
export const REVIEW_STATES = ['pending', 'granted', 'refused'] as const;
export type ReviewState = (typeof REVIEW_STATES)[number];
export const ReviewStateField = (description: string) => StringEnum(REVIEW_STATES, { description });

export const AttemptResult = Type.Object({
  score: Type.Integer(),
  total: Type.Integer(),
  passed: Type.Boolean(),
  passPercent: Type.Integer(),
  certificateId: Type.Optional(Type.String()),
  nextAttemptAt: Type.Optional(Type.String()),
  submitReason: Type.Optional(Type.String()),
  review: Type.Optional(
    ReviewStateField(
      'set when the security rule ended a passing attempt: no certificate until granted',
    ),
  ),
});
export type AttemptResult = Static<typeof AttemptResult>;

/** An attempt as its taker sees it: questions without answers, saved answers, deadline. */
export const Attempt = Type.Object({
  attemptId: Type.String(),
  assessment: Type.String(),
  name: Type.String(),
  level: Type.String(),
  fullName: Type.String(),
  deadline: Type.String(),
  serverTime: Type.Optional(Type.String()),
  questions: Type.Array(
    Type.Object({ id: Type.String(), text: Type.String(), options: Type.Array(Type.String()) }),
  ),
  answers: Type.Array(SavedAnswer),
  securityEvents: Type.Integer(),
  securityLimit: Type.Integer(),
  submitted: Type.Boolean(),
  result: Type.Optional(AttemptResult),
});
export type Attempt = Static<typeof Attempt>;

export const SaveAnswersBody = Type.Object(
  { answers: AnswersBody },
  { additionalProperties: false },
);
export type SaveAnswersBody = Static<typeof SaveAnswersBody>;

export const SaveAnswersResponse = Type.Object({ success: Type.Boolean(), savedAt: Type.String() });
export type SaveAnswersResponse = Static<typeof SaveAnswersResponse>;

export const AttemptSecurityBody = Type.Object(
  { kind: StringEnum(SECURITY_EVENT_KINDS) },
  { additionalProperties: false },
);
export type AttemptSecurityBody = Static<typeof AttemptSecurityBody>;

export const AttemptSecurityResponse = Type.Object({
  success: Type.Boolean(),
  count: Type.Integer(),
  limit: Type.Integer(),
  submitted: Type.Boolean(),
  result: Type.Optional(AttemptResult),
});
export type AttemptSecurityResponse = Static<typeof AttemptSecurityResponse>;

export const SubmitAttemptBody = Type.Object(
  { answers: Type.Optional(AnswersBody) },
  { additionalProperties: false },
);
export type SubmitAttemptBody = Static<typeof SubmitAttemptBody>;

export const SubmitAttemptResponse = Type.Object({
  success: Type.Boolean(),
  ...AttemptResult.properties,
});
export type SubmitAttemptResponse = Static<typeof SubmitAttemptResponse>;
