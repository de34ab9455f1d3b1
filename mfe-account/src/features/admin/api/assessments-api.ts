import { http } from 'shared';

export interface AssessmentLevel {
  level: string;
  questionCount: number;
  durationMinutes: number;
}

export interface AssessmentSummary {
  slug: string;
  name: string;
  description: string;
  levels: AssessmentLevel[];
  passPercent: number;
  maxAttempts: number;
  waitMinutes: number;
  requiredRole: string | null;
  issuesCertificate: boolean;
  securityLimit: number;
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

export async function listAssessments(): Promise<AssessmentSummary[]> {
  const { data } = await http.get<{ data?: AssessmentSummary[] }>('/assessments');
  return data.data ?? [];
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
    // Keep the CSV as text: axios would otherwise try to parse it as JSON.
    transformResponse: [(body: unknown) => body],
  });
  return typeof data === 'string' ? data : String(data);
}
