// Assessments: leveled, timed exams. The public list and the admin's editor here; attempts (start,
// resume, save, report a security event, submit) and their results in assessment-attempts.ts; the
// admin's statistics and reviews in assessment-reviews.ts. One file per side of the exam, each
// read with the routes that use it; this one re-exports the others.
import { type Static, Type } from 'typebox';
import { dataResponse, line, nullable, text } from './common';
import { ASSESSMENT_LIMITS as L, SLUG_PARAM_PATTERN } from './rules';

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
  textLang: Type.Optional(
    Type.Object(
      { name: Type.String(), description: Type.String() },
      {
        description:
          "the language each text is in: the request's, or en where staff gave no translation",
      },
    ),
  ),
});
export type Assessment = Static<typeof Assessment>;

/** The admin's view: the public fields plus categories, open/closed, attempts and timestamps. */
export const AdminAssessment = Type.Object({
  ...Assessment.properties,
  categories: Type.Array(Type.String()),
  active: Type.Boolean(),
  attempts: Type.Integer({ description: 'attempts started (running and finished)' }),
  missingTranslations: Type.Optional(
    Type.Array(Type.String(), { description: 'languages lacking the name or description' }),
  ),
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

export * from './assessment-attempts';
export * from './assessment-reviews';
