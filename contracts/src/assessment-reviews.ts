// The admin's view of an assessment's attempts: statistics, one attempt's review, and the
// decisions on it (grant or refuse a certificate, allow a retake). Re-exported by assessments.ts.
import { type Static, Type } from 'typebox';
import {
  cursorField,
  dataResponse,
  keysetPagedResponse,
  nullable,
  paging,
  StringEnum,
  withDefaults,
} from './common';
import { REVIEW_STATES, type ReviewState, ReviewStateField } from './assessment-attempts';

export const ScoreBucket = Type.Object({ range: Type.String(), count: Type.Integer() });
export type ScoreBucket = Static<typeof ScoreBucket>;

export const RecentAttempt = Type.Partial(
  Type.Object({
    attemptId: Type.String(),
    username: Type.String(),
    fullName: Type.String(),
    level: Type.String(),
    score: Type.Integer(),
    total: Type.Integer(),
    passed: Type.Boolean(),
    securityEvents: Type.Integer(),
    submitReason: Type.String(),
    certificateId: Type.String(),
    submittedAt: Type.String(),
    review: ReviewStateField('the admin review of an attempt the security rule ended'),
    retakeAllowed: Type.Boolean({
      description: 'an admin allowed this person one more attempt at this level, not used yet',
    }),
  }),
);
export type RecentAttempt = Static<typeof RecentAttempt>;

export const AssessmentStats = Type.Object({
  attempts: Type.Integer(),
  passed: Type.Integer(),
  passRate: Type.Number(),
  averagePercent: Type.Number(),
  distribution: Type.Array(ScoreBucket),
  recent: Type.Optional(Type.Array(RecentAttempt)),
});
export type AssessmentStats = Static<typeof AssessmentStats>;
export const AssessmentStatsResponse = dataResponse(AssessmentStats);
export type AssessmentStatsResponse = Static<typeof AssessmentStatsResponse>;

/** GET /assessments/attempts: every attempt, open or submitted, newest start first (admin). */
export const ListAttemptsQuery = withDefaults(
  Type.Object(
    {
      ...paging,
      assessment: Type.Optional(
        Type.String({
          minLength: 1,
          maxLength: 100,
          description: "Only this assessment's attempts (its slug)",
        }),
      ),
      search: Type.Optional(
        Type.String({
          minLength: 3,
          maxLength: 100,
          description:
            'Attempts of the accounts whose username, full name or e-mail address holds it (case and accents ignored); with @, an address prefix',
        }),
      ),
      cursor: cursorField,
    },
    { additionalProperties: false },
  ),
);
export type ListAttemptsQuery = Static<typeof ListAttemptsQuery>;

export const AdminAttempt = Type.Object({
  attemptId: Type.String(),
  assessmentId: Type.String(),
  userId: Type.String(),
  username: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  level: Type.String(),
  score: nullable('integer', { description: 'null while the attempt is open' }),
  total: Type.Integer(),
  passed: nullable('boolean', { description: 'null while the attempt is open' }),
  securityEvents: Type.Integer(),
  startedAt: Type.String(),
  submittedAt: nullable('string', { description: 'null while the attempt is open' }),
  review: Type.Optional(ReviewStateField('the admin review of an attempt the security rule ended')),
});
export type AdminAttempt = Static<typeof AdminAttempt>;

export const AttemptsPage = keysetPagedResponse(AdminAttempt);
export type AttemptsPage = Static<typeof AttemptsPage>;

/** An admin's review of one attempt: everything the user saw, chose and triggered. */
export const AttemptReview = Type.Object({
  attemptId: Type.String(),
  assessment: Type.Object({ slug: Type.String(), name: Type.String() }),
  username: Type.String(),
  email: Type.String(),
  fullName: Type.String(),
  level: Type.String(),
  startedAt: Type.String(),
  deadline: Type.String(),
  submittedAt: nullable('string', { description: 'null while the attempt runs' }),
  submitReason: nullable('string', {
    description: 'submitted, deadline or security; null while the attempt runs',
  }),
  score: nullable('integer'),
  total: Type.Integer(),
  passed: nullable('boolean'),
  passPercent: Type.Integer(),
  certificateId: nullable('string'),
  review: Type.Unsafe<ReviewState | null>({
    type: ['string', 'null'],
    enum: [...REVIEW_STATES, null],
    description: 'pending, granted or refused when the security rule ended a passing attempt',
  }),
  reviewedAt: nullable('string', { description: 'when an admin granted or refused' }),
  retakeAllowed: Type.Boolean({
    description: 'an admin allowed this person one more attempt at this level, not used yet',
  }),
  questions: Type.Array(
    Type.Object({
      questionId: Type.String(),
      text: Type.String(),
      options: Type.Array(Type.String(), { description: 'in the order the user saw them' }),
      selectedOption: nullable('integer', {
        description: 'index in the served order; null: not answered',
      }),
      correctOption: Type.Integer({ description: 'index in the served order' }),
      correct: Type.Boolean(),
    }),
  ),
  events: Type.Array(Type.Object({ kind: Type.String(), at: Type.String() }), {
    description: 'security events in the order they happened',
  }),
});
export type AttemptReview = Static<typeof AttemptReview>;
export const AttemptReviewResponse = dataResponse(AttemptReview);
export type AttemptReviewResponse = Static<typeof AttemptReviewResponse>;

/** POST /assessments/attempts/:id/review: an admin's decision on an attempt waiting for review. */
export const ReviewDecisionBody = Type.Object(
  {
    decision: StringEnum(['grant', 'refuse'] as const, {
      description: 'grant issues the certificate (signed); refuse records the refusal',
    }),
  },
  { additionalProperties: false },
);
export type ReviewDecisionBody = Static<typeof ReviewDecisionBody>;

/** POST /assessments/attempts/:id/retake: one more attempt for that person at that level. */
export const AllowRetakeResponse = dataResponse(
  Type.Object({
    allowedAt: Type.String(),
    created: Type.Boolean({ description: 'false: an unused allowance already existed' }),
  }),
);
export type AllowRetakeResponse = Static<typeof AllowRetakeResponse>;
