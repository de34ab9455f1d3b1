import { http } from 'shared';

export interface AssessmentLevel {
  level: string;
  questionCount: number;
  durationMinutes: number;
}

export interface AssessmentAttemptRow {
  attemptId: string;
  username: string;
  fullName: string;
  level: string;
  score: number;
  total: number;
  passed: boolean;
  securityEvents: number;
  submitReason: string;
  certificateId: string;
  submittedAt: string;
}

export interface AssessmentStats {
  attempts: number;
  passed: number;
  passRate: number;
  averagePercent: number;
  distribution: Array<{ range: string; count: number }>;
  recent: AssessmentAttemptRow[];
}

/** Who may take an assessment: anyone signed in (null) or holders of a role. */
export type RequiredRole = null | 'employee' | 'admin';

/** What an admin sets when creating or editing an assessment (PUT omits the slug). */
export interface AssessmentInput {
  slug: string;
  name: string;
  description: string;
  categories: string[];
  levels: AssessmentLevel[];
  passPercent: number;
  maxAttempts: number;
  waitMinutes: number;
  requiredRole: RequiredRole;
  issuesCertificate: boolean;
  securityLimit: number;
  active: boolean;
}

/** GET /assessments/manage: every assessment, open or closed, with its attempt count. */
export interface AssessmentAdminView extends AssessmentInput {
  attempts: number;
  createdAt: string;
  updatedAt: string;
}

export interface QuestionCategory {
  category: string;
  questions: number;
}

export async function listManagedAssessments(): Promise<AssessmentAdminView[]> {
  const { data } = await http.get<{ data?: AssessmentAdminView[] }>('/assessments/manage');
  return data.data ?? [];
}

export async function listQuestionCategories(): Promise<QuestionCategory[]> {
  const { data } = await http.get<{ data?: QuestionCategory[] }>('/assessments/categories');
  return data.data ?? [];
}

export async function createAssessment(body: AssessmentInput): Promise<AssessmentAdminView> {
  const { data } = await http.post<{ data: AssessmentAdminView }>('/assessments', body);
  return data.data;
}

export async function updateAssessment(
  slug: string,
  body: Omit<AssessmentInput, 'slug'>,
): Promise<AssessmentAdminView> {
  const { data } = await http.put<{ data: AssessmentAdminView }>(
    `/assessments/${encodeURIComponent(slug)}`,
    body,
  );
  return data.data;
}

export async function assessmentStats(slug: string): Promise<AssessmentStats> {
  const { data } = await http.get<{ data: AssessmentStats }>(
    `/assessments/${encodeURIComponent(slug)}/stats`,
  );
  return { ...data.data, recent: data.data.recent ?? [] };
}

/** The results as CSV text; the shared client adds the admin's bearer token. */
export async function assessmentResultsCsv(slug: string): Promise<string> {
  const { data } = await http.get<string>(`/assessments/${encodeURIComponent(slug)}/results.csv`, {
    responseType: 'text',
    // Keep the CSV as text: the client would otherwise try to parse it as JSON.
    transformResponse: [(body: unknown) => body],
  });
  return typeof data === 'string' ? data : String(data);
}

/** One served question as an admin reviews it; indexes are in the order the user saw. */
export interface ReviewedQuestion {
  questionId: string;
  text: string;
  options: string[];
  selectedOption: number | null;
  correctOption: number;
  correct: boolean;
}

/** GET /assessments/attempts/:id/review: the submission fields are null while it runs. */
export interface AttemptReview {
  attemptId: string;
  assessment: { slug: string; name: string };
  username: string;
  email: string;
  fullName: string;
  level: string;
  startedAt: string;
  deadline: string;
  submittedAt: string | null;
  submitReason: string | null;
  score: number | null;
  total: number;
  passed: boolean | null;
  passPercent: number;
  certificateId: string | null;
  questions: ReviewedQuestion[];
  events: Array<{ kind: string; at: string }>;
}

export async function attemptReview(attemptId: string): Promise<AttemptReview> {
  const { data } = await http.get<{ data: AttemptReview }>(
    `/assessments/attempts/${encodeURIComponent(attemptId)}/review`,
  );
  return data.data;
}
