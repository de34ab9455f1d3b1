// Admins create and edit assessments. The JSON schemas refuse unknown properties, wrong types and
// out-of-range numbers; checkAssessment() adds the rules a schema cannot say with a clear message
// (trimmed lengths, the slug's shape, distinct names, categories that exist and hold enough
// questions for every level).
import type { AssessmentUpdate } from '../../db/repositories/assessments';
import type { LevelSpec } from './rules';

export const SLUG_PATTERN = /^[a-z0-9]+(-[a-z0-9]+)*$/;
/** Path segments of routes next to `/assessments/:slug`: never an assessment's slug. */
export const RESERVED_SLUGS = ['manage', 'categories', 'attempts'];
export const REQUIRED_ROLES = ['employee', 'admin'] as const;
export const DEFAULTS = {
  description: '',
  passPercent: 70,
  maxAttempts: 3,
  waitMinutes: 0,
  requiredRole: null,
  issuesCertificate: false,
  securityLimit: 3,
  active: true,
} as const;

const levelSchema = {
  type: 'object',
  required: ['level', 'questionCount', 'durationMinutes'],
  properties: {
    level: { type: 'string' },
    questionCount: { type: 'integer' },
    durationMinutes: { type: 'integer' },
  },
} as const;

/** What anyone may read about an assessment they may take. */
export const assessmentSchema = {
  type: 'object',
  required: [
    'slug',
    'name',
    'description',
    'levels',
    'passPercent',
    'maxAttempts',
    'waitMinutes',
    'requiredRole',
    'issuesCertificate',
    'securityLimit',
  ],
  properties: {
    slug: { type: 'string' },
    name: { type: 'string' },
    description: { type: 'string' },
    levels: { type: 'array', items: levelSchema },
    passPercent: { type: 'integer' },
    maxAttempts: { type: 'integer', description: '0: unlimited' },
    waitMinutes: { type: 'integer' },
    requiredRole: { type: ['string', 'null'] },
    issuesCertificate: { type: 'boolean' },
    securityLimit: { type: 'integer' },
  },
} as const;

/** The admin's view: the public fields plus categories, open/closed, attempts and timestamps. */
export const adminViewSchema = {
  type: 'object',
  required: [
    ...assessmentSchema.required,
    'categories',
    'active',
    'attempts',
    'createdAt',
    'updatedAt',
  ],
  properties: {
    ...assessmentSchema.properties,
    categories: { type: 'array', items: { type: 'string' } },
    active: { type: 'boolean' },
    attempts: { type: 'integer', description: 'attempts started (running and finished)' },
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;

const levelBody = {
  type: 'object',
  additionalProperties: false,
  required: ['level', 'questionCount', 'durationMinutes'],
  properties: {
    level: { type: 'string', maxLength: 200, description: '1-40 characters once trimmed' },
    questionCount: { type: 'integer', minimum: 1, maximum: 100 },
    durationMinutes: { type: 'integer', minimum: 1, maximum: 240 },
  },
} as const;

const editableProperties = {
  name: { type: 'string', maxLength: 500, description: '2-120 characters once trimmed' },
  description: { type: 'string', maxLength: 2000 },
  categories: {
    type: 'array',
    minItems: 1,
    maxItems: 20,
    items: { type: 'string', maxLength: 200 },
    description: 'distinct categories of the question bank (GET /assessments/categories)',
  },
  levels: { type: 'array', minItems: 1, maxItems: 5, items: levelBody },
  passPercent: { type: 'integer', minimum: 1, maximum: 100, description: 'default 70' },
  maxAttempts: { type: 'integer', minimum: 0, maximum: 100, description: '0: unlimited' },
  waitMinutes: { type: 'integer', minimum: 0, maximum: 43200 },
  requiredRole: {
    type: ['string', 'null'],
    maxLength: 40,
    description: 'null: any signed-in user; employee or admin (admins may take every one)',
  },
  issuesCertificate: { type: 'boolean' },
  securityLimit: { type: 'integer', minimum: 1, maximum: 10, description: 'default 3' },
  active: { type: 'boolean', description: 'open for new attempts (default true)' },
} as const;

const editableRequired = ['name', 'categories', 'levels'] as const;

/** POST /assessments: every field; omitted optional ones take their defaults. */
export const createBody = {
  type: 'object',
  additionalProperties: false,
  required: ['slug', ...editableRequired],
  properties: {
    slug: {
      type: 'string',
      maxLength: 200,
      description: 'lowercase letters and digits in hyphen-separated words, 2-80 characters',
    },
    ...editableProperties,
  },
} as const;

/** PUT /assessments/:slug: the same without the slug; omitted optional fields stay as they are. */
export const updateBody = {
  type: 'object',
  additionalProperties: false,
  required: [...editableRequired],
  properties: editableProperties,
} as const;

export interface AdminBody {
  slug?: string;
  name: string;
  description?: string;
  categories: string[];
  levels: LevelSpec[];
  passPercent?: number;
  maxAttempts?: number;
  waitMinutes?: number;
  requiredRole?: string | null;
  issuesCertificate?: boolean;
  securityLimit?: number;
  active?: boolean;
}

export type CheckedValue = AssessmentUpdate & Pick<AdminBody, 'name' | 'categories' | 'levels'>;
export type Checked = { ok: true; value: CheckedValue } | { ok: false; message: string };

/**
 * The body as stored (trimmed), or the first problem, naming the field. `bank` is the question
 * bank's categories with their sizes.
 */
export function checkAssessment(
  body: AdminBody,
  bank: ReadonlyArray<{ category: string; questions: number }>,
): Checked {
  const fail = (message: string): Checked => ({ ok: false, message });
  if (body.slug !== undefined) {
    const slug = body.slug;
    if (slug.length < 2 || slug.length > 80 || !SLUG_PATTERN.test(slug))
      return fail(
        'slug must be 2 to 80 characters: lowercase letters and digits in words joined by single hyphens (for example lead-and-sales)',
      );
    if (RESERVED_SLUGS.includes(slug)) return fail(`slug '${slug}' is reserved; choose another`);
  }
  const name = body.name.trim();
  if (name.length < 2 || name.length > 120) return fail('name must be 2 to 120 characters');
  const description = body.description?.trim();

  const sizes = new Map(bank.map((c) => [c.category, c.questions]));
  const categories = body.categories.map((c) => c.trim());
  for (const [i, category] of categories.entries()) {
    if (!sizes.has(category))
      return fail(`categories[${i}]: '${category}' is not a category of the question bank`);
    if (categories.indexOf(category) !== i)
      return fail(`categories[${i}]: '${category}' is listed twice`);
  }
  const available = categories.reduce((sum, c) => sum + (sizes.get(c) ?? 0), 0);

  const levels: LevelSpec[] = [];
  for (const [i, raw] of body.levels.entries()) {
    const level = raw.level.trim();
    if (level.length < 1 || level.length > 40)
      return fail(`levels[${i}].level must be 1 to 40 characters`);
    if (levels.some((l) => l.level.toLowerCase() === level.toLowerCase()))
      return fail(`levels[${i}].level: there is already a level named '${level}'`);
    if (raw.questionCount > available)
      return fail(
        `Level '${level}' needs ${raw.questionCount} questions; the chosen categories hold ${available}.`,
      );
    levels.push({ level, questionCount: raw.questionCount, durationMinutes: raw.durationMinutes });
  }

  if (
    body.requiredRole !== undefined &&
    body.requiredRole !== null &&
    !(REQUIRED_ROLES as readonly string[]).includes(body.requiredRole)
  )
    return fail('requiredRole must be null (any signed-in user), employee or admin');

  return {
    ok: true,
    value: {
      name,
      ...(description !== undefined ? { description } : {}),
      categories,
      levels,
      ...(body.passPercent !== undefined ? { passPercent: body.passPercent } : {}),
      ...(body.maxAttempts !== undefined ? { maxAttempts: body.maxAttempts } : {}),
      ...(body.waitMinutes !== undefined ? { waitMinutes: body.waitMinutes } : {}),
      ...(body.requiredRole !== undefined ? { requiredRole: body.requiredRole } : {}),
      ...(body.issuesCertificate !== undefined
        ? { issuesCertificate: body.issuesCertificate }
        : {}),
      ...(body.securityLimit !== undefined ? { securityLimit: body.securityLimit } : {}),
      ...(body.active !== undefined ? { active: body.active } : {}),
    },
  };
}
