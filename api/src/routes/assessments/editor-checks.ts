// The rules of the admin's assessment editor that a JSON schema cannot say, each with a clear
// message: trimmed lengths, the slug's shape, distinct names, categories that exist and hold
// enough questions for every level. The schemas (contracts) refuse unknown properties, wrong
// types and out-of-range numbers first.
import {
  ASSESSMENT_LIMITS as L,
  isValidSlug,
  REQUIRED_ROLES,
  RESERVED_SLUGS,
  SLUG_MAX,
  SLUG_MIN,
  type CreateAssessmentBody,
  type LevelSpec,
  type UpdateAssessmentBody,
} from 'contracts';
import type { AssessmentUpdate } from '../../db/repositories/assessments';

/** The editor's body: create (with a slug) or update (without). */
export type AdminBody = UpdateAssessmentBody & Partial<Pick<CreateAssessmentBody, 'slug'>>;

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
    if (RESERVED_SLUGS.includes(slug)) return fail(`slug '${slug}' is reserved; choose another`);
    if (!isValidSlug(slug))
      return fail(
        `slug must be ${SLUG_MIN} to ${SLUG_MAX} characters: lowercase letters and digits in words joined by single hyphens (for example lead-and-sales)`,
      );
  }
  const name = body.name.trim();
  if (name.length < L.nameMin || name.length > L.nameMax)
    return fail(`name must be ${L.nameMin} to ${L.nameMax} characters`);
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
    if (level.length < 1 || level.length > L.levelNameMax)
      return fail(`levels[${i}].level must be 1 to ${L.levelNameMax} characters`);
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
