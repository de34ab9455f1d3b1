import {
  ASSESSMENT_LIMITS,
  REQUIRED_ROLES,
  RESERVED_SLUGS,
  SLUG_MAX,
  SLUG_MIN,
  SLUG_PATTERN,
  type UpdateAssessmentBody,
} from 'contracts';
import type {
  AssessmentAdminView,
  AssessmentInput,
  QuestionCategory,
  RequiredRole,
} from '../api/assessments-api';

const L = ASSESSMENT_LIMITS;

/** The server's limits for an assessment (contracts' rules), checked here first. */
export const LIMITS = {
  slug: { min: SLUG_MIN, max: SLUG_MAX },
  name: { min: L.nameMin, max: L.nameMax },
  description: { max: L.descriptionMax },
  categories: { min: L.categoriesMin, max: L.categoriesMax },
  levels: { min: L.levelsMin, max: L.levelsMax },
  levelName: { min: 1, max: L.levelNameMax },
  questionCount: { min: 1, max: L.questionCountMax },
  durationMinutes: { min: 1, max: L.durationMinutesMax },
  passPercent: { min: L.passPercentMin, max: L.passPercentMax },
  maxAttempts: { min: 0, max: L.maxAttemptsMax },
  waitMinutes: { min: 0, max: L.waitMinutesMax },
  securityLimit: { min: L.securityLimitMin, max: L.securityLimitMax },
} as const;

export { RESERVED_SLUGS, SLUG_PATTERN };

/** A level row as typed: numbers stay text until the form is sent. */
export interface LevelDraft {
  level: string;
  questionCount: string;
  durationMinutes: string;
}

export interface AssessmentDraft {
  slug: string;
  name: string;
  description: string;
  categories: string[];
  levels: LevelDraft[];
  passPercent: string;
  maxAttempts: string;
  waitMinutes: string;
  requiredRole: '' | NonNullable<RequiredRole>;
  issuesCertificate: boolean;
  securityLimit: string;
  active: boolean;
}

export type ProblemKey =
  | 'errName'
  | 'errSlug'
  | 'errSlugReserved'
  | 'errDescription'
  | 'errCategoriesNone'
  | 'errCategoriesMany'
  | 'errLevelsNone'
  | 'errLevelsMany'
  | 'errLevelName'
  | 'errLevelDuplicate'
  | 'errQuestionCount'
  | 'errQuestionCountMax'
  | 'errDuration'
  | 'errPassPercent'
  | 'errMaxAttempts'
  | 'errWait'
  | 'errSecurity';

export interface Problem {
  key: ProblemKey;
  vars?: Record<string, string | number>;
}

/**
 * Problems by field: `name`, `slug`, …, `categories`, `levels` (the group) and
 * `levels.<i>.level|questionCount|durationMinutes` for a row.
 */
export type DraftErrors = Record<string, Problem>;

export const emptyDraft: AssessmentDraft = {
  slug: '',
  name: '',
  description: '',
  categories: [],
  levels: [{ level: 'standard', questionCount: '10', durationMinutes: '30' }],
  passPercent: '70',
  maxAttempts: '3',
  waitMinutes: '0',
  requiredRole: '',
  issuesCertificate: false,
  securityLimit: '3',
  active: true,
};

/** A slug offered from the name: 'Lead & Sales (2026)' → 'lead-sales-2026'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, LIMITS.slug.max)
    .replace(/-+$/, '');
}

export function draftOf(a: AssessmentAdminView): AssessmentDraft {
  return {
    slug: a.slug,
    name: a.name,
    description: a.description ?? '',
    categories: [...a.categories],
    levels: a.levels.map((l) => ({
      level: l.level,
      questionCount: String(l.questionCount),
      durationMinutes: String(l.durationMinutes),
    })),
    passPercent: String(a.passPercent),
    maxAttempts: String(a.maxAttempts),
    waitMinutes: String(a.waitMinutes),
    // The server only stores the roles of REQUIRED_ROLES; anything else reads as 'anyone'.
    requiredRole: REQUIRED_ROLES.find((role) => role === a.requiredRole) ?? '',
    issuesCertificate: a.issuesCertificate,
    securityLimit: String(a.securityLimit),
    active: a.active,
  };
}

function wholeNumber(text: string, range: { min: number; max: number }): number | null {
  const trimmed = text.trim();
  if (!/^\d{1,6}$/.test(trimmed)) return null;
  const n = Number(trimmed);
  return n >= range.min && n <= range.max ? n : null;
}

/** How many questions the chosen categories hold together. */
export function questionsIn(chosen: string[], categories: QuestionCategory[]): number {
  return categories
    .filter((c) => chosen.includes(c.category))
    .reduce((sum, c) => sum + c.questions, 0);
}

/**
 * Checks a draft as the server would; `creating` adds the slug. An empty result means the
 * draft can be sent.
 */
export function validateDraft(
  draft: AssessmentDraft,
  categories: QuestionCategory[],
  creating: boolean,
): DraftErrors {
  const errors: DraftErrors = {};
  const name = draft.name.trim();
  if (name.length < LIMITS.name.min || name.length > LIMITS.name.max) {
    errors.name = { key: 'errName' };
  }
  if (creating) {
    const slug = draft.slug.trim();
    if (
      slug.length < LIMITS.slug.min ||
      slug.length > LIMITS.slug.max ||
      !SLUG_PATTERN.test(slug)
    ) {
      errors.slug = { key: 'errSlug' };
    } else if (RESERVED_SLUGS.includes(slug)) {
      errors.slug = { key: 'errSlugReserved', vars: { slug } };
    }
  }
  if (draft.description.trim().length > LIMITS.description.max) {
    errors.description = { key: 'errDescription' };
  }
  if (draft.categories.length < LIMITS.categories.min) {
    errors.categories = { key: 'errCategoriesNone' };
  } else if (draft.categories.length > LIMITS.categories.max) {
    errors.categories = { key: 'errCategoriesMany' };
  }
  if (draft.levels.length < LIMITS.levels.min) {
    errors.levels = { key: 'errLevelsNone' };
  } else if (draft.levels.length > LIMITS.levels.max) {
    errors.levels = { key: 'errLevelsMany' };
  }
  // Without a category there is no total to compare with; that has its own message.
  const available = draft.categories.length ? questionsIn(draft.categories, categories) : null;
  const seen = new Set<string>();
  draft.levels.forEach((row, i) => {
    const level = row.level.trim();
    // Names differing only in case are the same level to the server.
    const folded = level.toLowerCase();
    if (level.length < LIMITS.levelName.min || level.length > LIMITS.levelName.max) {
      errors[`levels.${i}.level`] = { key: 'errLevelName' };
    } else if (seen.has(folded)) {
      errors[`levels.${i}.level`] = { key: 'errLevelDuplicate' };
    }
    seen.add(folded);
    const count = wholeNumber(row.questionCount, LIMITS.questionCount);
    if (count === null) {
      errors[`levels.${i}.questionCount`] = { key: 'errQuestionCount' };
    } else if (available !== null && count > available) {
      errors[`levels.${i}.questionCount`] = {
        key: 'errQuestionCountMax',
        vars: { total: available },
      };
    }
    if (wholeNumber(row.durationMinutes, LIMITS.durationMinutes) === null) {
      errors[`levels.${i}.durationMinutes`] = { key: 'errDuration' };
    }
  });
  if (wholeNumber(draft.passPercent, LIMITS.passPercent) === null) {
    errors.passPercent = { key: 'errPassPercent' };
  }
  if (wholeNumber(draft.maxAttempts, LIMITS.maxAttempts) === null) {
    errors.maxAttempts = { key: 'errMaxAttempts' };
  }
  if (wholeNumber(draft.waitMinutes, LIMITS.waitMinutes) === null) {
    errors.waitMinutes = { key: 'errWait' };
  }
  if (wholeNumber(draft.securityLimit, LIMITS.securityLimit) === null) {
    errors.securityLimit = { key: 'errSecurity' };
  }
  return errors;
}

/** The request body of a valid draft for POST /assessments. */
export function bodyOf(draft: AssessmentDraft): AssessmentInput {
  return { slug: draft.slug.trim(), ...changesOf(draft) };
}

/** The request body of a valid draft for PUT /assessments/:slug (the slug never changes). */
export function changesOf(draft: AssessmentDraft): Required<UpdateAssessmentBody> {
  const requiredRole: RequiredRole = draft.requiredRole === '' ? null : draft.requiredRole;
  return {
    name: draft.name.trim(),
    description: draft.description.trim(),
    categories: [...draft.categories],
    levels: draft.levels.map((l) => ({
      level: l.level.trim(),
      questionCount: Number(l.questionCount.trim()),
      durationMinutes: Number(l.durationMinutes.trim()),
    })),
    passPercent: Number(draft.passPercent.trim()),
    maxAttempts: Number(draft.maxAttempts.trim()),
    waitMinutes: Number(draft.waitMinutes.trim()),
    requiredRole,
    issuesCertificate: draft.issuesCertificate,
    securityLimit: Number(draft.securityLimit.trim()),
    active: draft.active,
  };
}
