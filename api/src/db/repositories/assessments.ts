// Assessments (their definitions as an admin edits them) and, through the layers it extends,
// their attempts (assessment-attempts.ts) and reviews (assessment-reviews.ts). One class for
// callers, which build it over a transaction; the layers keep each concern in a readable file.
import { newId } from '../../lib/ids';
import { pickFromCategories, type QuestionRecord } from './questions';
import { AssessmentReviewsRepository } from './assessment-reviews';
import {
  toAssessment,
  type AssessmentInput,
  type AssessmentRecord,
  type AssessmentRow,
  type AssessmentUpdate,
} from './assessment-records';

export * from './assessment-records';

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Assessments, their attempts and the security events counted during them. */
export class AssessmentsRepository extends AssessmentReviewsRepository {
  pickQuestions(categories: string[], count: number): Promise<QuestionRecord[]> {
    return pickFromCategories(this.db, categories, count);
  }

  async create(input: AssessmentInput, now: string): Promise<AssessmentRecord> {
    const row: AssessmentRow = {
      id: newId(),
      slug: input.slug,
      name: input.name,
      description: input.description,
      categories: JSON.stringify(input.categories),
      levels: JSON.stringify(input.levels),
      passPercent: input.passPercent ?? 70,
      maxAttempts: input.maxAttempts ?? 3,
      waitMinutes: input.waitMinutes ?? 0,
      requiredRole: input.requiredRole ?? null,
      issuesCertificate: input.issuesCertificate ? 1 : 0,
      securityLimit: input.securityLimit ?? 3,
      active: input.active === false ? 0 : 1,
      createdAt: now,
      updatedAt: now,
    };
    await this.db.insertInto('assessments').values(row).execute();
    return toAssessment(row);
  }

  /** Applies an admin's edit; attempts already started keep their questions and deadline. */
  async update(
    slug: string,
    patch: AssessmentUpdate,
    now: string,
  ): Promise<AssessmentRecord | undefined> {
    const set: Partial<AssessmentRow> = { updatedAt: now };
    if (patch.name !== undefined) set.name = patch.name;
    if (patch.description !== undefined) set.description = patch.description;
    if (patch.categories !== undefined) set.categories = JSON.stringify(patch.categories);
    if (patch.levels !== undefined) set.levels = JSON.stringify(patch.levels);
    if (patch.passPercent !== undefined) set.passPercent = patch.passPercent;
    if (patch.maxAttempts !== undefined) set.maxAttempts = patch.maxAttempts;
    if (patch.waitMinutes !== undefined) set.waitMinutes = patch.waitMinutes;
    if (patch.requiredRole !== undefined) set.requiredRole = patch.requiredRole;
    if (patch.issuesCertificate !== undefined)
      set.issuesCertificate = patch.issuesCertificate ? 1 : 0;
    if (patch.securityLimit !== undefined) set.securityLimit = patch.securityLimit;
    if (patch.active !== undefined) set.active = patch.active ? 1 : 0;
    await this.db.updateTable('assessments').set(set).where('slug', '=', slug).execute();
    return this.findBySlug(slug);
  }

  /** Every assessment, open or closed, by name (`activeOnly`: only those open for attempts). */
  async list(options: { activeOnly?: boolean } = {}): Promise<AssessmentRecord[]> {
    let query = this.db.selectFrom('assessments').selectAll();
    if (options.activeOnly) query = query.where('active', '=', 1);
    const rows = await query.execute();
    // Sorted here, not by the database, so both dialects order names the same way.
    return rows
      .map(toAssessment)
      .sort((a, b) => byName.compare(a.name, b.name) || (a.slug < b.slug ? -1 : 1));
  }

  /** Attempts started per assessment id (running and finished). */
  async attemptCounts(): Promise<Map<string, number>> {
    const rows = await this.db
      .selectFrom('assessmentAttempts')
      .select((eb) => ['assessmentId', eb.fn.countAll().as('count')])
      .groupBy('assessmentId')
      .execute();
    return new Map(rows.map((r) => [r.assessmentId, Number(r.count)]));
  }

  /** Every category of the question bank (assessment questions included) with its size. */
  async categories(): Promise<Array<{ category: string; questions: number }>> {
    const rows = await this.db
      .selectFrom('questions')
      .select((eb) => ['category', eb.fn.countAll().as('count')])
      .where('deletedAt', 'is', null)
      .groupBy('category')
      .orderBy('category')
      .execute();
    return rows.map((r) => ({ category: r.category, questions: Number(r.count) }));
  }

  async findBySlug(slug: string): Promise<AssessmentRecord | undefined> {
    const row = await this.db
      .selectFrom('assessments')
      .selectAll()
      .where('slug', '=', slug)
      .executeTakeFirst();
    return row && toAssessment(row);
  }

  async findById(id: string): Promise<AssessmentRecord | undefined> {
    const row = await this.db
      .selectFrom('assessments')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toAssessment(row);
  }
}
