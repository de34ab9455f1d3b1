import { http } from 'shared';

export interface AssessmentResult {
  score: number;
  total: number;
  passed: boolean;
  passPercent: number;
  certificateId?: string;
  nextAttemptAt?: string;
  submitReason?: string;
}

export interface AssessmentAttempt {
  attemptId: string;
  name: string;
  level: string;
  fullName: string;
  deadline: string;
  questions: Array<{ id: string; text: string; options: string[] }>;
  answers: Array<{ questionId: string; selectedOption: number | null }>;
  securityEvents: number;
  securityLimit: number;
  submitted: boolean;
  result?: AssessmentResult;
}

export type Answers = Record<string, number>;

const toList = (answers: Answers) =>
  Object.entries(answers).map(([questionId, selectedOption]) => ({ questionId, selectedOption }));

/** Starts an attempt, or resumes the unfinished one of this level. */
export async function startAssessment(slug: string, level: string, fullName: string) {
  const res = await http.post<AssessmentAttempt>(
    `/assessments/${encodeURIComponent(slug)}/attempts`,
    { level, fullName },
  );
  return res.data;
}

export async function saveAnswers(attemptId: string, answers: Answers): Promise<void> {
  await http.put(`/assessments/attempts/${attemptId}/answers`, { answers: toList(answers) });
}

export async function submitAssessment(attemptId: string, answers: Answers) {
  const res = await http.post<AssessmentResult>(`/assessments/attempts/${attemptId}/submit`, {
    answers: toList(answers),
  });
  return res.data;
}

export async function fetchAttempt(attemptId: string) {
  const res = await http.get<AssessmentAttempt>(`/assessments/attempts/${attemptId}`);
  return res.data;
}

export async function reportAssessmentEvent(attemptId: string, kind: string) {
  const res = await http.post<{
    count: number;
    limit: number;
    submitted: boolean;
    result?: AssessmentResult;
  }>(`/assessments/attempts/${attemptId}/security`, { kind });
  return res.data;
}

/** The full name kept on the signed-in user's profile ('' when never set). */
export async function fetchProfileFullName(): Promise<string> {
  const res = await http.get<{ user?: { fullName?: string } }>('/users/me');
  return res.data.user?.fullName ?? '';
}
