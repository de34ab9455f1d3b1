// A person's attempts at an assessment: started, answered, submitted, and the security events
// counted during them. The base layer of AssessmentsRepository (assessments.ts), which adds the
// definitions and the reviews: one repository that a route builds over its transaction.
import type { Db } from '../database';
import type { AssessmentAttemptsTable, NewCertificate } from '../schema';
import { newId } from '../../lib/ids';
import type { SavedAnswer, ServedQuestion } from '../../assessments/rules';
import { toAttempt, type AssessmentAttemptRecord } from './assessment-records';

export class AssessmentAttemptsRepository {
  constructor(protected readonly db: Db) {}

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
