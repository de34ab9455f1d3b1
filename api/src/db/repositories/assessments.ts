import type { Db } from '../database';
import type {
  AssessmentAttemptsTable,
  AssessmentRetakesTable,
  AssessmentsTable,
  NewCertificate,
} from '../schema';
import { newId } from '../../lib/ids';
import { pickFromCategories, type QuestionRecord } from './questions';
import type { LevelSpec, SavedAnswer, ServedQuestion } from '../../assessments/rules';

export interface AssessmentInput {
  slug: string;
  name: string;
  description: string;
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

/** An admin's edit: every field but the slug, which identifies the assessment. */
export type AssessmentUpdate = Partial<Omit<AssessmentInput, 'slug'>>;

export interface AssessmentRecord extends Omit<
  AssessmentsTable,
  'categories' | 'levels' | 'issuesCertificate' | 'active'
> {
  categories: string[];
  levels: LevelSpec[];
  issuesCertificate: boolean;
  active: boolean;
}

export interface AssessmentAttemptRecord extends Omit<
  AssessmentAttemptsTable,
  'served' | 'answers' | 'passed' | 'issuesCertificate'
> {
  served: ServedQuestion[];
  answers: SavedAnswer[];
  passed: boolean | null;
  /** The rule the attempt started under (null: started before rules were kept per attempt). */
  issuesCertificate: boolean | null;
}

export interface AttemptWithUser extends AssessmentAttemptRecord {
  username: string;
  email: string;
}

type AssessmentRow = Omit<AssessmentsTable, 'active'> & { active: number };

function toAssessment(row: AssessmentRow): AssessmentRecord {
  return {
    ...row,
    categories: JSON.parse(row.categories) as string[],
    levels: JSON.parse(row.levels) as LevelSpec[],
    issuesCertificate: Number(row.issuesCertificate) === 1,
    active: Number(row.active) === 1,
  };
}

function toAttempt(row: AssessmentAttemptsTable): AssessmentAttemptRecord {
  return {
    ...row,
    served: JSON.parse(row.served) as ServedQuestion[],
    answers: JSON.parse(row.answers) as SavedAnswer[],
    passed: row.passed === null ? null : row.passed === 1,
    issuesCertificate: row.issuesCertificate === null ? null : row.issuesCertificate === 1,
  };
}

/** How `unusedRetakes` names a person's level. */
export const retakeKey = (userId: string, level: string) => `${userId} ${level}`;

const byName = new Intl.Collator('en', { sensitivity: 'base', numeric: true });

/** Assessments, their attempts and the security events counted during them. */
export class AssessmentsRepository {
  constructor(private readonly db: Db) {}

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

  /**
   * Starts an attempt under the assessment's current rules and, in the same transaction, keeps
   * the confirmed full name on the user's profile and uses the admin's allowance `retakeId`.
   * Throws a unique violation when the person already has an open attempt at this level (the
   * database's `assessment_attempts_open_key`); undefined when the allowance was used meanwhile.
   */
  async createAttempt(input: {
    assessmentId: string;
    userId: string;
    level: string;
    fullName: string;
    served: ServedQuestion[];
    deadline: string;
    now: string;
    rules: { passPercent: number; issuesCertificate: boolean; securityLimit: number };
    retakeId?: string;
  }): Promise<AssessmentAttemptRecord | undefined> {
    const row: AssessmentAttemptsTable = {
      id: newId(),
      assessmentId: input.assessmentId,
      userId: input.userId,
      level: input.level,
      fullName: input.fullName,
      served: JSON.stringify(input.served),
      answers: '[]',
      securityEvents: 0,
      deadline: input.deadline,
      score: null,
      total: input.served.length,
      passed: null,
      certificateId: null,
      submitReason: null,
      startedAt: input.now,
      submittedAt: null,
      passPercent: input.rules.passPercent,
      issuesCertificate: input.rules.issuesCertificate ? 1 : 0,
      securityLimit: input.rules.securityLimit,
      reviewStatus: null,
      reviewedAt: null,
      reviewedBy: null,
    };
    const retakeUsed = new Error('allowance used meanwhile');
    try {
      await this.db.transaction().execute(async (trx) => {
        await trx.insertInto('assessmentAttempts').values(row).execute();
        await trx
          .updateTable('users')
          .set({ fullName: input.fullName, updatedAt: input.now })
          .where('id', '=', input.userId)
          .execute();
        if (input.retakeId) {
          const used = await trx
            .updateTable('assessmentRetakes')
            .set({ usedAt: input.now, usedByAttemptId: row.id })
            .where('id', '=', input.retakeId)
            .where('usedAt', 'is', null)
            .executeTakeFirst();
          if (Number(used.numUpdatedRows) !== 1) throw retakeUsed;
        }
      });
    } catch (error) {
      if (error === retakeUsed) return undefined;
      throw error;
    }
    return toAttempt(row);
  }

  /** The person's unsubmitted attempt at this level (the database allows one at most). */
  async openAttempt(
    userId: string,
    assessmentId: string,
    level: string,
  ): Promise<AssessmentAttemptRecord | undefined> {
    const row = await this.db
      .selectFrom('assessmentAttempts')
      .selectAll()
      .where('userId', '=', userId)
      .where('assessmentId', '=', assessmentId)
      .where('level', '=', level)
      .where('submittedAt', 'is', null)
      .executeTakeFirst();
    return row && toAttempt(row);
  }

  async findAttempt(id: string): Promise<AssessmentAttemptRecord | undefined> {
    const row = await this.db
      .selectFrom('assessmentAttempts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toAttempt(row);
  }

  async attemptsOf(
    userId: string,
    assessmentId: string,
    level: string,
  ): Promise<AssessmentAttemptRecord[]> {
    const rows = await this.db
      .selectFrom('assessmentAttempts')
      .selectAll()
      .where('userId', '=', userId)
      .where('assessmentId', '=', assessmentId)
      .where('level', '=', level)
      .orderBy('startedAt')
      .execute();
    return rows.map(toAttempt);
  }

  /** False when the attempt is already submitted. */
  async saveAnswers(id: string, answers: SavedAnswer[]): Promise<boolean> {
    const result = await this.db
      .updateTable('assessmentAttempts')
      .set({ answers: JSON.stringify(answers) })
      .where('id', '=', id)
      .where('submittedAt', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the event and returns the attempt's new count (atomic increment). */
  async recordEvent(attemptId: string, kind: string, now: string): Promise<number> {
    return this.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('assessmentAttempts')
        .set((eb) => ({ securityEvents: eb('securityEvents', '+', 1) }))
        .where('id', '=', attemptId)
        .execute();
      await trx
        .insertInto('assessmentEvents')
        .values({ id: newId(), attemptId, kind, occurredAt: now })
        .execute();
      const row = await trx
        .selectFrom('assessmentAttempts')
        .select('securityEvents')
        .where('id', '=', attemptId)
        .executeTakeFirstOrThrow();
      return Number(row.securityEvents);
    });
  }

  /**
   * Scores the attempt once and, when `certificate` is given, issues it in the same transaction:
   * a certificate exists only for a recorded passing attempt. False when another submission won.
   */
  async submit(input: {
    id: string;
    answers: SavedAnswer[];
    score: number;
    passed: boolean;
    reason: string;
    now: string;
    certificate?: NewCertificate;
    /** 'pending': no certificate until an admin's review (the security rule ended it). */
    review?: 'pending';
  }): Promise<boolean> {
    return this.db.transaction().execute(async (trx) => {
      const result = await trx
        .updateTable('assessmentAttempts')
        .set({
          answers: JSON.stringify(input.answers),
          score: input.score,
          passed: input.passed ? 1 : 0,
          submitReason: input.reason,
          submittedAt: input.now,
          certificateId: input.certificate ? input.certificate.certificateId : null,
          reviewStatus: input.review ?? null,
        })
        .where('id', '=', input.id)
        .where('submittedAt', 'is', null)
        .executeTakeFirst();
      if (Number(result.numUpdatedRows) !== 1) return false;
      if (input.certificate)
        await trx.insertInto('certificates').values(input.certificate).execute();
      return true;
    });
  }

  /**
   * An admin's decision on an attempt waiting for review; with `certificate` (a grant) the
   * certificate is stored in the same transaction. False when it was not pending (decided
   * meanwhile by another request, or never waiting). Run it in the caller's transaction.
   */
  async decideReview(input: {
    id: string;
    decision: 'granted' | 'refused';
    by: string;
    now: string;
    certificate?: NewCertificate;
  }): Promise<boolean> {
    const result = await this.db
      .updateTable('assessmentAttempts')
      .set({
        reviewStatus: input.decision,
        reviewedAt: input.now,
        reviewedBy: input.by,
        ...(input.certificate ? { certificateId: input.certificate.certificateId } : {}),
      })
      .where('id', '=', input.id)
      .where('reviewStatus', '=', 'pending')
      .executeTakeFirst();
    if (Number(result.numUpdatedRows) !== 1) return false;
    if (input.certificate)
      await this.db.insertInto('certificates').values(input.certificate).execute();
    return true;
  }

  /** The person's unused allowance for one more attempt at this level, if an admin gave one. */
  async unusedRetake(
    userId: string,
    assessmentId: string,
    level: string,
  ): Promise<AssessmentRetakesTable | undefined> {
    return this.db
      .selectFrom('assessmentRetakes')
      .selectAll()
      .where('userId', '=', userId)
      .where('assessmentId', '=', assessmentId)
      .where('level', '=', level)
      .where('usedAt', 'is', null)
      .executeTakeFirst();
  }

  /**
   * Allows the person of `attempt` one more attempt at its level (kept until an attempt uses
   * it). Returns the allowance and whether it is new: an unused one is not given twice. Run it in
   * the caller's transaction (the audit event goes with it).
   */
  async allowRetake(
    attempt: Pick<AssessmentAttemptRecord, 'id' | 'userId' | 'assessmentId' | 'level'>,
    by: string,
    now: string,
  ): Promise<{ retake: AssessmentRetakesTable; created: boolean }> {
    const existing = await this.unusedRetake(attempt.userId, attempt.assessmentId, attempt.level);
    if (existing) return { retake: existing, created: false };
    const retake: AssessmentRetakesTable = {
      id: newId(),
      userId: attempt.userId,
      assessmentId: attempt.assessmentId,
      level: attempt.level,
      fromAttemptId: attempt.id,
      allowedBy: by,
      allowedAt: now,
      usedByAttemptId: null,
      usedAt: null,
    };
    await this.db.insertInto('assessmentRetakes').values(retake).execute();
    return { retake, created: true };
  }

  /** `userId level` pairs holding an unused allowance at this assessment. */
  async unusedRetakes(assessmentId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom('assessmentRetakes')
      .select(['userId', 'level'])
      .where('assessmentId', '=', assessmentId)
      .where('usedAt', 'is', null)
      .execute();
    return new Set(rows.map((r) => retakeKey(r.userId, r.level)));
  }

  async submittedAttempts(assessmentId: string): Promise<AttemptWithUser[]> {
    const rows = await this.db
      .selectFrom('assessmentAttempts')
      .innerJoin('users', 'users.id', 'assessmentAttempts.userId')
      .selectAll('assessmentAttempts')
      .select(['users.username', 'users.email'])
      .where('assessmentAttempts.assessmentId', '=', assessmentId)
      .where('assessmentAttempts.submittedAt', 'is not', null)
      .orderBy('assessmentAttempts.submittedAt', 'desc')
      .limit(5000)
      .execute();
    return rows.map((r) => ({ ...toAttempt(r), username: r.username, email: r.email }));
  }

  /** One attempt with its user's username and e-mail (the admin's review of an attempt). */
  async attemptWithUser(id: string): Promise<AttemptWithUser | undefined> {
    const row = await this.db
      .selectFrom('assessmentAttempts')
      .innerJoin('users', 'users.id', 'assessmentAttempts.userId')
      .selectAll('assessmentAttempts')
      .select(['users.username', 'users.email'])
      .where('assessmentAttempts.id', '=', id)
      .executeTakeFirst();
    return row && { ...toAttempt(row), username: row.username, email: row.email };
  }

  /** The security events of one attempt in the order they happened. */
  async eventsOfAttempt(attemptId: string): Promise<Array<{ kind: string; at: string }>> {
    const rows = await this.db
      .selectFrom('assessmentEvents')
      .select(['kind', 'occurredAt'])
      .where('attemptId', '=', attemptId)
      .orderBy('occurredAt')
      .execute();
    return rows.map((r) => ({ kind: r.kind, at: r.occurredAt }));
  }

  async eventsOf(attemptIds: string[]): Promise<Array<{ attemptId: string; kind: string }>> {
    if (attemptIds.length === 0) return [];
    const out: Array<{ attemptId: string; kind: string }> = [];
    for (let i = 0; i < attemptIds.length; i += 500) {
      const rows = await this.db
        .selectFrom('assessmentEvents')
        .select(['attemptId', 'kind'])
        .where('attemptId', 'in', attemptIds.slice(i, i + 500))
        .orderBy('occurredAt')
        .execute();
      out.push(...rows);
    }
    return out;
  }
}
