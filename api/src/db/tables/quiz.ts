// The question bank and the open practice quiz: questions, quiz attempts and the security events
// counted during them. One file per group of tables, so a table reads beside its neighbours;
// schema.ts joins them into the Database type.
import type { Generated } from 'kysely';
import type { SecurityEventKind } from 'contracts';

export interface QuestionsTable {
  id: string;
  text: string;
  /** JSON array of option strings. */
  options: string;
  correctOption: number;
  category: string;
  explanation: string;
  /** The assessment level a question is kept for; null for the open practice quiz's bank. */
  level: string | null;
  deletedAt: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface QuizAttemptsTable {
  id: string;
  userId: string;
  category: string;
  /**
   * Always null, like `level` below: an assessment's attempts live in `assessmentAttempts`. Kept
   * from the first schema, before that table existed.
   */
  assessmentId: string | null;
  level: string | null;
  /** JSON array of question ids, in the order served. */
  questionIds: string;
  deadline: string;
  /** JSON array of {questionId, selectedOption}, set on submission. */
  answers: string | null;
  score: number | null;
  total: number;
  passed: number | null;
  startedAt: string;
  submittedAt: string | null;
  /**
   * JSON array aligned with questionIds: order[i] is the original index of the i-th option served
   * (migration 0009; null for attempts served before, in the stored order).
   */
  optionOrders: Generated<string | null>;
}

export interface SecurityEventsTable {
  id: string;
  attemptId: string;
  userId: string;
  kind: SecurityEventKind;
  occurredAt: string;
}
