import type { Db } from '../database';
import type { QuizAttempt, SecurityEventKind } from '../schema';
import type { Page } from './users';
import { newId } from '../../lib/ids';

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

/** Quiz attempts and the security events recorded during them. */
export class QuizRepository {
  constructor(private readonly db: Db) {}

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

  async listAttempts(options: {
    page: number;
    pageSize: number;
    userId?: string;
    attemptId?: string;
  }): Promise<Page<AttemptWithUser>> {
    let query = this.db
      .selectFrom('quizAttempts')
      .innerJoin('users', 'users.id', 'quizAttempts.userId')
      .where('quizAttempts.submittedAt', 'is not', null);
    if (options.userId) query = query.where('quizAttempts.userId', '=', options.userId);
    if (options.attemptId) query = query.where('quizAttempts.id', '=', options.attemptId);
    const [rows, count] = await Promise.all([
      query
        .selectAll('quizAttempts')
        .select(['users.username', 'users.email'])
        .orderBy('quizAttempts.submittedAt', 'desc')
        .orderBy('quizAttempts.id')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return {
      rows: rows.map((r) => ({ ...toRecord(r), username: r.username, email: r.email })),
      total: Number(count.count),
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
