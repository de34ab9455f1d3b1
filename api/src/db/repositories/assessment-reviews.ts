// An admin's side of the attempts: decisions on those waiting for review, retakes allowed, and
// the submitted attempts with who made them. A layer of AssessmentsRepository (assessments.ts).
import { sql } from 'kysely';
import type { AssessmentRetakesTable, NewCertificate } from '../schema';
import { AssessmentAttemptsRepository } from './assessment-attempts';
import {
  retakeKey,
  toAttempt,
  type AssessmentAttemptRecord,
  type AttemptWithUser,
} from './assessment-records';
import { newId } from '../../lib/ids';
import {
  afterKeyset,
  countCap,
  keysetPage,
  PeopleSearch,
  type KeysetOptions,
  type KeysetPage,
  type PeoplePlan,
} from './people-search';

export interface AttemptListOptions extends KeysetOptions {
  /** Only this assessment's attempts. */
  assessmentId?: string;
}

export class AssessmentReviewsRepository extends AssessmentAttemptsRepository {
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

  /**
   * The statistics of an assessment's submitted attempts, counted by the database over all of
   * them: how many, how many passed, the sum of their percentages, and how many fall in each
   * 20-point bucket (0-19 … 80-100; the integer division floors a non-negative score).
   */
  async attemptStatistics(assessmentId: string): Promise<{
    attempts: number;
    passed: number;
    percentSum: number;
    buckets: number[];
  }> {
    const row = await this.db
      .selectFrom(
        this.db
          .selectFrom('assessmentAttempts')
          .select([
            'passed',
            sql<number>`case when total > 0 then score * 100.0 / total else 0 end`.as('percent'),
            sql<number>`case when total > 0 then (coalesce(score, 0) * 5) / total else 0 end`.as(
              'bucket',
            ),
          ])
          .where('assessmentId', '=', assessmentId)
          .where('submittedAt', 'is not', null)
          .as('submitted'),
      )
      .select((eb) => [
        eb.fn.countAll().as('attempts'),
        sql<number>`coalesce(sum(case when passed = 1 then 1 else 0 end), 0)`.as('passed'),
        sql<number>`coalesce(sum(percent), 0)`.as('percentSum'),
        ...[0, 1, 2, 3].map((b) =>
          sql<number>`coalesce(sum(case when bucket = ${sql.lit(b)} then 1 else 0 end), 0)`.as(
            `b${b}`,
          ),
        ),
        sql<number>`coalesce(sum(case when bucket >= 4 then 1 else 0 end), 0)`.as('b4'),
      ])
      .executeTakeFirstOrThrow();
    const n = (value: unknown) => Number(value ?? 0);
    return {
      attempts: n(row.attempts),
      passed: n(row.passed),
      percentSum: n(row.percentSum),
      buckets: [row.b0, row.b1, row.b2, row.b3, row.b4].map(n),
    };
  }

  /** The latest `limit` submitted attempts of an assessment, with who made them. */
  async recentSubmitted(assessmentId: string, limit: number): Promise<AttemptWithUser[]> {
    const rows = await this.submittedQuery(assessmentId).limit(limit).execute();
    return rows.map((r) => ({ ...toAttempt(r), username: r.username, email: r.email }));
  }

  /**
   * Every submitted attempt of an assessment, latest first, `size` at a time (a keyset on
   * submitted_at and id): an export of any size reads bounded batches.
   */
  async *submittedInBatches(assessmentId: string, size = 1000): AsyncGenerator<AttemptWithUser[]> {
    let after: { at: string; id: string } | undefined;
    for (;;) {
      let query = this.submittedQuery(assessmentId).limit(size);
      if (after) {
        query = query.where(
          afterKeyset('assessmentAttempts.submittedAt', 'assessmentAttempts.id', after),
        );
      }
      const rows = await query.execute();
      if (rows.length === 0) return;
      yield rows.map((r) => ({ ...toAttempt(r), username: r.username, email: r.email }));
      const last = rows[rows.length - 1];
      if (!last || rows.length < size) return;
      after = { at: last.submittedAt ?? '', id: last.id };
    }
  }

  private submittedQuery(assessmentId: string) {
    return this.db
      .selectFrom('assessmentAttempts')
      .innerJoin('users', 'users.id', 'assessmentAttempts.userId')
      .selectAll('assessmentAttempts')
      .select(['users.username', 'users.email'])
      .where('assessmentAttempts.assessmentId', '=', assessmentId)
      .where('assessmentAttempts.submittedAt', 'is not', null)
      .orderBy('assessmentAttempts.submittedAt', 'desc')
      .orderBy('assessmentAttempts.id');
  }

  /**
   * One page of the admin's list of attempts (open and submitted), newest start first
   * (started_at, then id: assessment_attempts_list_idx, or assessment_attempts_assessment_list_idx
   * for one assessment's). Paged by `cursor` or `page`, counted up to a cap, as
   * UsersRepository.list; `search` keeps the attempts of the accounts it finds (PeopleSearch).
   */
  async listAttempts(options: AttemptListOptions): Promise<KeysetPage<AttemptWithUser>> {
    const { found, count } = await new PeopleSearch(this.db).findRows(options.search, (plan) =>
      this.attemptListQueries(options, plan),
    );
    const rows = found.map((r) => ({ ...toAttempt(r), username: r.username, email: r.email }));
    return keysetPage(rows, options, count, (row) => ({ at: row.startedAt, id: row.id }));
  }

  /**
   * The two queries of `listAttempts`, unrun (tests EXPLAIN them); `plan`: how a search reads the
   * people's attempts (PeoplePlan): a few people's through assessment_attempts_user_idx, many
   * through the list's index.
   */
  attemptListQueries(options: AttemptListOptions, plan: PeoplePlan = {}) {
    const term = options.search?.trim();
    const people = new PeopleSearch(this.db);
    const filtered = this.db
      .selectFrom('assessmentAttempts')
      .$if(Boolean(options.assessmentId), (q) =>
        q.where(
          people.filterColumn('assessmentAttempts.assessmentId', term, plan),
          '=',
          options.assessmentId ?? '',
        ),
      )
      .$if(Boolean(term), (q) => {
        const condition = people.ofPeople('assessmentAttempts.userId', term ?? '', plan);
        return condition
          ? q.where(condition)
          : q
              .innerJoin('users', 'users.id', 'assessmentAttempts.userId')
              .where(people.usersMatching(term ?? ''));
      });
    let keys = filtered
      .select('assessmentAttempts.id')
      .orderBy('assessmentAttempts.startedAt', 'desc')
      .orderBy('assessmentAttempts.id')
      .limit(options.pageSize + 1);
    if (options.cursor) {
      keys = keys.where(
        afterKeyset('assessmentAttempts.startedAt', 'assessmentAttempts.id', options.cursor),
      );
    } else if (options.page && options.page > 1) {
      keys = keys.offset((options.page - 1) * options.pageSize);
    }
    const matches = filtered.select(sql<number>`1`.as('one')).limit(countCap(term) + 1);
    return {
      rows: this.db
        .selectFrom('assessmentAttempts')
        .innerJoin('users', 'users.id', 'assessmentAttempts.userId')
        .selectAll('assessmentAttempts')
        .select(['users.username', 'users.email'])
        .where('assessmentAttempts.id', 'in', keys)
        .orderBy('assessmentAttempts.startedAt', 'desc')
        .orderBy('assessmentAttempts.id'),
      count: this.db.selectFrom(matches.as('capped')).select((eb) => eb.fn.countAll().as('count')),
    };
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
}
