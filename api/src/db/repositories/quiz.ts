import { sql } from 'kysely';
import type { Db } from '../database';
import type { QuizAttempt, SecurityEventKind } from '../schema';
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

export interface AnswerRecord {
  questionId: string;
  /** null when the question was left unanswered. */
  selectedOption: number | null;
}

export interface AttemptRecord extends Omit<
  QuizAttempt,
  'questionIds' | 'answers' | 'passed' | 'optionOrders'
> {
  questionIds: string[];
  answers: AnswerRecord[] | null;
  passed: boolean | null;
  /**
   * Per served question, `order[i]` is the original index of the i-th option shown; null for
   * attempts served before options were shuffled (shown in the stored order).
   */
  optionOrders: number[][] | null;
}

function toRecord(row: QuizAttempt): AttemptRecord {
  return {
    ...row,
    questionIds: JSON.parse(row.questionIds) as string[],
    answers: row.answers === null ? null : (JSON.parse(row.answers) as AnswerRecord[]),
    passed: row.passed === null ? null : row.passed === 1,
    optionOrders: row.optionOrders === null ? null : (JSON.parse(row.optionOrders) as number[][]),
  };
}

export interface AttemptWithUser extends AttemptRecord {
  username: string;
  email: string;
}

export interface ResultListOptions extends KeysetOptions {
  userId?: string;
  attemptId?: string;
  category?: string;
}

/** Quiz attempts and the security events recorded during them. */
export class QuizRepository {
  private readonly people: PeopleSearch;

  constructor(private readonly db: Db) {
    this.people = new PeopleSearch(db);
  }

  async createAttempt(input: {
    userId: string;
    category: string;
    questionIds: string[];
    /** The option order served for each question, aligned with questionIds. */
    optionOrders: number[][];
    deadline: string;
    now: string;
  }): Promise<AttemptRecord> {
    const row: QuizAttempt = {
      id: newId(),
      userId: input.userId,
      category: input.category,
      assessmentId: null,
      level: null,
      questionIds: JSON.stringify(input.questionIds),
      deadline: input.deadline,
      answers: null,
      score: null,
      total: input.questionIds.length,
      passed: null,
      startedAt: input.now,
      submittedAt: null,
      optionOrders: JSON.stringify(input.optionOrders),
    };
    await this.db.insertInto('quizAttempts').values(row).execute();
    return toRecord(row);
  }

  async findAttempt(id: string): Promise<AttemptRecord | undefined> {
    const row = await this.db
      .selectFrom('quizAttempts')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
    return row && toRecord(row);
  }

  /**
   * Records the score once: only for the owner, only while unsubmitted and before `latestAt`.
   * False when another submission won the race or the conditions no longer hold.
   */
  async submit(input: {
    id: string;
    userId: string;
    answers: AnswerRecord[];
    score: number;
    passed: boolean;
    now: string;
    latestDeadline: string;
  }): Promise<boolean> {
    const result = await this.db
      .updateTable('quizAttempts')
      .set({
        answers: JSON.stringify(input.answers),
        score: input.score,
        passed: input.passed ? 1 : 0,
        submittedAt: input.now,
      })
      .where('id', '=', input.id)
      .where('userId', '=', input.userId)
      .where('submittedAt', 'is', null)
      .where('deadline', '>=', input.latestDeadline)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  async submittedBy(userId: string): Promise<AttemptRecord[]> {
    const rows = await this.db
      .selectFrom('quizAttempts')
      .selectAll()
      .where('userId', '=', userId)
      .where('submittedAt', 'is not', null)
      .orderBy('submittedAt', 'desc')
      .limit(200)
      .execute();
    return rows.map(toRecord);
  }

  /**
   * One page of the admin's results (submitted attempts), newest submission first (submitted_at,
   * then id: quiz_attempts_results_idx, or quiz_attempts_user_results_idx for one person's).
   * Paged by `cursor` or `page`, counted up to a cap, as UsersRepository.list; `search` keeps the
   * results of the accounts it finds (PeopleSearch).
   */
  async listAttempts(options: ResultListOptions): Promise<KeysetPage<AttemptWithUser>> {
    const { found, count } = await this.people.findRows(options.search, (plan) =>
      this.listQueries(options, plan),
    );
    const rows = found.map((r) => ({ ...toRecord(r), username: r.username, email: r.email }));
    return keysetPage(rows, options, count, (row) => ({
      at: row.submittedAt ?? '',
      id: row.id,
    }));
  }

  /**
   * The two queries of `listAttempts`, unrun (tests EXPLAIN them); `plan`: how a search reads the
   * people's results (PeoplePlan): a few people's through quiz_attempts_user_results_idx, many
   * through the list's index.
   */
  listQueries(options: ResultListOptions, plan: PeoplePlan = {}) {
    const term = options.search?.trim();
    const filtered = this.db
      .selectFrom('quizAttempts')
      .where('quizAttempts.submittedAt', 'is not', null)
      .$if(Boolean(options.userId), (q) =>
        q.where('quizAttempts.userId', '=', options.userId ?? ''),
      )
      .$if(Boolean(options.attemptId), (q) =>
        q.where('quizAttempts.id', '=', options.attemptId ?? ''),
      )
      .$if(Boolean(options.category), (q) =>
        q.where(
          this.people.filterColumn('quizAttempts.category', term, plan),
          '=',
          options.category ?? '',
        ),
      )
      .$if(Boolean(term), (q) => {
        const condition = this.people.ofPeople('quizAttempts.userId', term ?? '', plan);
        return condition
          ? q.where(condition)
          : q
              .innerJoin('users', 'users.id', 'quizAttempts.userId')
              .where(this.people.usersMatching(term ?? ''));
      });
    let keys = filtered
      .select('quizAttempts.id')
      .orderBy('quizAttempts.submittedAt', 'desc')
      .orderBy('quizAttempts.id')
      .limit(options.pageSize + 1);
    if (options.cursor) {
      keys = keys.where(afterKeyset('quizAttempts.submittedAt', 'quizAttempts.id', options.cursor));
    } else if (options.page && options.page > 1) {
      keys = keys.offset((options.page - 1) * options.pageSize);
    }
    const matches = filtered.select(sql<number>`1`.as('one')).limit(countCap(term) + 1);
    return {
      rows: this.db
        .selectFrom('quizAttempts')
        .innerJoin('users', 'users.id', 'quizAttempts.userId')
        .selectAll('quizAttempts')
        .select(['users.username', 'users.email'])
        .where('quizAttempts.id', 'in', keys)
        .orderBy('quizAttempts.submittedAt', 'desc')
        .orderBy('quizAttempts.id'),
      count: this.db.selectFrom(matches.as('capped')).select((eb) => eb.fn.countAll().as('count')),
    };
  }

  async recordEvent(input: {
    attemptId: string;
    userId: string;
    kind: SecurityEventKind;
    now: string;
  }): Promise<void> {
    await this.db
      .insertInto('securityEvents')
      .values({
        id: newId(),
        attemptId: input.attemptId,
        userId: input.userId,
        kind: input.kind,
        occurredAt: input.now,
      })
      .execute();
  }

  async listEvents(options: {
    page: number;
    pageSize: number;
    userId?: string;
    attemptId?: string;
  }) {
    let query = this.db
      .selectFrom('securityEvents')
      .innerJoin('users', 'users.id', 'securityEvents.userId');
    if (options.userId) query = query.where('securityEvents.userId', '=', options.userId);
    if (options.attemptId) query = query.where('securityEvents.attemptId', '=', options.attemptId);
    const [rows, count] = await Promise.all([
      query
        .selectAll('securityEvents')
        .select(['users.username'])
        .orderBy('securityEvents.occurredAt', 'desc')
        .orderBy('securityEvents.id')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
  }
}
