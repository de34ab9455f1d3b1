import type {
  Attempt,
  AttemptResult,
  AttemptSecurityResponse,
  MeResponse,
  SaveAnswersBody,
  SecurityEventKind,
  StartAttemptBody,
  SubmitAttemptBody,
  SubmitAttemptResponse,
} from 'contracts';
import { http } from 'shared';

// The shapes are the API's own (contracts); the names here are the ones the quiz screens use.
export type AssessmentResult = AttemptResult;
export type AssessmentAttempt = Attempt;

/** The chosen option per question id, as the page keeps them. */
export type Answers = Record<string, number>;

const toList = (answers: Answers): SaveAnswersBody['answers'] =>
  Object.entries(answers).map(([questionId, selectedOption]) => ({ questionId, selectedOption }));

/** Starts an attempt, or resumes the unfinished one of this level. */
export async function startAssessment(slug: string, level: string, fullName: string) {
  const res = await http.post<AssessmentAttempt>(
    `/assessments/${encodeURIComponent(slug)}/attempts`,
    { level, fullName } satisfies StartAttemptBody,
  );
  return res.data;
}

export async function saveAnswers(attemptId: string, answers: Answers): Promise<void> {
  const body: SaveAnswersBody = { answers: toList(answers) };
  await http.put(`/assessments/attempts/${attemptId}/answers`, body);
}

export async function submitAssessment(attemptId: string, answers: Answers) {
  const body: SubmitAttemptBody = { answers: toList(answers) };
  const res = await http.post<SubmitAttemptResponse>(
    `/assessments/attempts/${attemptId}/submit`,
    body,
  );
  return res.data;
}

export async function fetchAttempt(attemptId: string) {
  const res = await http.get<AssessmentAttempt>(`/assessments/attempts/${attemptId}`);
  return res.data;
}

export async function reportAssessmentEvent(attemptId: string, kind: SecurityEventKind) {
  const res = await http.post<AttemptSecurityResponse>(
    `/assessments/attempts/${attemptId}/security`,
    { kind },
  );
  return res.data;
}

/** The full name kept on the signed-in user's profile ('' when never set). */
export async function fetchProfileFullName(): Promise<string> {
  // An older session answer may lack the user; the page then starts with an empty name.
  const res = await http.get<Partial<MeResponse>>('/users/me');
  return res.data.user?.fullName ?? '';
}
