// Assessments: leveled, timed exams. The public list, attempts (start, resume, save, report a
// security event, submit), their results, and the admin's editor, statistics and reviews.
import { Type, type Static } from 'typebox';
import { dataResponse, line, nullable, StringEnum, text } from './common';
import { ASSESSMENT_LIMITS as L, SECURITY_EVENT_KINDS, SLUG_PARAM_PATTERN } from './rules';
import { FullNameField } from './users';

export const SlugParams = Type.Object(
  { slug: Type.String({ pattern: SLUG_PARAM_PATTERN }) },
  { additionalProperties: false },
);
export type SlugParams = Static<typeof SlugParams>;

export const AttemptIdParams = Type.Object(
  { id: Type.String({ format: 'uuid' }) },
  { additionalProperties: false },
);
export type AttemptIdParams = Static<typeof AttemptIdParams>;

export const Level = Type.Object({
  level: Type.String(),
  questionCount: Type.Integer(),
  durationMinutes: Type.Integer(),
});
/** One level of an assessment: how many questions, how long. */
export type LevelSpec = Static<typeof Level>;

/** What anyone may read about an assessment they may take. */
export const Assessment = Type.Object({
  slug: Type.String(),
  name: Type.String(),
  description: Type.String(),
  levels: Type.Array(Level),
  passPercent: Type.Integer(),
  maxAttempts: Type.Integer({ description: '0: unlimited' }),
  waitMinutes: Type.Integer(),
  requiredRole: nullable('string'),
  issuesCertificate: Type.Boolean(),
  securityLimit: Type.Integer(),
});
export type Assessment = Static<typeof Assessment>;

/** The admin's view: the public fields plus categories, open/closed, attempts and timestamps. */
export const AdminAssessment = Type.Object({
  ...Assessment.properties,
  categories: Type.Array(Type.String()),
  active: Type.Boolean(),
  attempts: Type.Integer({ description: 'attempts started (running and finished)' }),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type AdminAssessment = Static<typeof AdminAssessment>;

export const AssessmentList = dataResponse(Type.Array(Assessment));
export type AssessmentList = Static<typeof AssessmentList>;
export const AdminAssessmentList = dataResponse(Type.Array(AdminAssessment));
export type AdminAssessmentList = Static<typeof AdminAssessmentList>;
export const AdminAssessmentResponse = dataResponse(AdminAssessment);
export type AdminAssessmentResponse = Static<typeof AdminAssessmentResponse>;

export const CategorySize = Type.Object({ category: Type.String(), questions: Type.Integer() });
export type CategorySize = Static<typeof CategorySize>;
export const CategoryList = dataResponse(Type.Array(CategorySize));
export type CategoryList = Static<typeof CategoryList>;

// ---- The admin's editor

const LevelBody = Type.Object(
  {
    level: line(200, undefined, '1-40 characters once trimmed'),
    questionCount: Type.Integer({ minimum: 1, maximum: L.questionCountMax }),
    durationMinutes: Type.Integer({ minimum: 1, maximum: L.durationMinutesMax }),
  },
  { additionalProperties: false },
);

const editable = {
  name: line(500, undefined, '2-120 characters once trimmed'),
  description: Type.Optional(text(L.descriptionMax)),
  categories: Type.Array(Type.String({ maxLength: 200 }), {
    minItems: L.categoriesMin,
    maxItems: L.categoriesMax,
    description: 'distinct categories of the question bank (GET /assessments/categories)',
  }),
  levels: Type.Array(LevelBody, { minItems: L.levelsMin, maxItems: L.levelsMax }),
  passPercent: Type.Optional(
    Type.Integer({
      minimum: L.passPercentMin,
      maximum: L.passPercentMax,
      description: 'default 70',
    }),
  ),
  maxAttempts: Type.Optional(
    Type.Integer({ minimum: 0, maximum: L.maxAttemptsMax, description: '0: unlimited' }),
  ),
  waitMinutes: Type.Optional(Type.Integer({ minimum: 0, maximum: L.waitMinutesMax })),
  requiredRole: Type.Optional(
    nullable('string', {
      maxLength: 40,
      description: 'null: any signed-in user; employee or admin (admins may take every one)',
    }),
  ),
  issuesCertificate: Type.Optional(Type.Boolean()),
  securityLimit: Type.Optional(
    Type.Integer({
      minimum: L.securityLimitMin,
      maximum: L.securityLimitMax,
      description: 'default 3',
    }),
  ),
  active: Type.Optional(Type.Boolean({ description: 'open for new attempts (default true)' })),
};

/** POST /assessments: every field; omitted optional ones take their defaults. */
export const CreateAssessmentBody = Type.Object(
  {
    slug: Type.String({
      maxLength: 200,
      description: 'lowercase letters and digits in hyphen-separated words, 2-80 characters',
    }),
    ...editable,
  },
  { additionalProperties: false },
);
export type CreateAssessmentBody = Static<typeof CreateAssessmentBody>;

/** PUT /assessments/:slug: the same without the slug; omitted optional fields stay as they are. */
export const UpdateAssessmentBody = Type.Object(editable, { additionalProperties: false });
export type UpdateAssessmentBody = Static<typeof UpdateAssessmentBody>;

// ---- Attempts

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
const ReviewStateField = (description: string) => StringEnum(REVIEW_STATES, { description });

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

// ---- The admin's statistics and reviews

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
