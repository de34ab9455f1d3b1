// The shapes the assessments repositories read and write, and how a row becomes one. Shared by
// the layers of the repository (definitions, attempts, reviews), each in a file of its own.
import type { AssessmentAttemptsTable, AssessmentsTable } from '../schema';
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

export type AssessmentRow = Omit<AssessmentsTable, 'active'> & { active: number };

export function toAssessment(row: AssessmentRow): AssessmentRecord {
  return {
    ...row,
    categories: JSON.parse(row.categories) as string[],
    levels: JSON.parse(row.levels) as LevelSpec[],
    issuesCertificate: Number(row.issuesCertificate) === 1,
    active: Number(row.active) === 1,
  };
}

export function toAttempt(row: AssessmentAttemptsTable): AssessmentAttemptRecord {
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
