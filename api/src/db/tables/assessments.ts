// Assessments: their definitions, attempts under the rules of the day they started, admins' retake
// allowances and the security events counted during an attempt. One file per group of tables, so a
// table reads beside its neighbours; schema.ts joins them into the Database type.
import type { Generated } from 'kysely';

export interface AssessmentsTable {
  id: string;
  slug: string;
  name: string;
  description: string;
  /** JSON array of question categories. */
  categories: string;
  /** JSON array of {level, questionCount, durationMinutes}. */
  levels: string;
  passPercent: number;
  maxAttempts: number;
  waitMinutes: number;
  /** null: any signed-in user; otherwise that role (admins may always take it). */
  requiredRole: string | null;
  issuesCertificate: number;
  /** The security event that submits the attempt (3: the third one). */
  securityLimit: number;
  /** 1: open for new attempts; 0: closed (hidden from the list, running attempts still finish). */
  active: Generated<number>;
  createdAt: string;
  updatedAt: string;
}

export interface AssessmentAttemptsTable {
  id: string;
  assessmentId: string;
  userId: string;
  level: string;
  fullName: string;
  /** JSON array of {questionId, order}. */
  served: string;
  /** JSON array of {questionId, selectedOption}. */
  answers: string;
  securityEvents: number;
  deadline: string;
  score: number | null;
  total: number;
  passed: number | null;
  certificateId: string | null;
  submitReason: string | null;
  startedAt: string;
  submittedAt: string | null;
  /**
   * The assessment's rules when the attempt started, so an admin's later edit changes only
   * attempts started afterwards (null for attempts started before these columns existed).
   */
  passPercent: number | null;
  issuesCertificate: number | null;
  securityLimit: number | null;
  /**
   * An attempt ended by the security rule with a passing score issues no certificate: 'pending'
   * until an admin decides, then 'granted' or 'refused'; null when there is nothing to review.
   */
  reviewStatus: ReviewStatus | null;
  reviewedAt: string | null;
  /** The id of the admin who decided. */
  reviewedBy: string | null;
}

export type ReviewStatus = 'pending' | 'granted' | 'refused';

/** An admin's allowance for one more attempt at a level (migration 0009). */
export interface AssessmentRetakesTable {
  id: string;
  userId: string;
  assessmentId: string;
  level: string;
  /** The attempt the allowance was given from (the admin's list). */
  fromAttemptId: string | null;
  allowedBy: string | null;
  allowedAt: string;
  /** The attempt that used it; null while unused (at most one unused per person and level). */
  usedByAttemptId: string | null;
  usedAt: string | null;
}

export interface AssessmentEventsTable {
  id: string;
  attemptId: string;
  kind: string;
  occurredAt: string;
}
