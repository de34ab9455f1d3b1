import type {
  QuestionCategory,
  QuizResult,
  SecurityEventBody,
  SecurityEventKind,
  StartQuizResponse,
  SubmitQuizBody,
  SubmitQuizResponse,
} from 'contracts';
import { http } from 'shared';
import { pagedOf } from '../../../lib/api-helpers';

// The shapes are the API's own (contracts); the names here are the ones the quiz page uses.
export type Attempt = StartQuizResponse;
export type Score = SubmitQuizResponse;
export type MyResult = QuizResult;
export type SecurityKind = SecurityEventKind;

/** The API answers either bare or inside `{success, data}`; both are read. */
function unwrap<T>(body: unknown): T {
  if (body && typeof body === 'object' && 'data' in body && (body as { data: unknown }).data) {
    const inner = (body as { data: unknown }).data;
    if (typeof inner === 'object' && !Array.isArray(inner)) return inner as T;
  }
  return body as T;
}

export async function startAttempt(category: string, count: number): Promise<Attempt> {
  const { data } = await http.get<unknown>('/questions/getQuestions', {
    params: { category, count },
  });
  return unwrap<Attempt>(data);
}

export async function submitAttempt(
  attemptId: string,
  answers: SubmitQuizBody['answers'],
): Promise<Score> {
  const body: SubmitQuizBody = { attemptId, answers };
  const { data } = await http.post<unknown>('/results', body);
  return unwrap<Score>(data);
}

export async function myResults(): Promise<MyResult[]> {
  const { data } = await http.get<unknown>('/results/mine');
  return pagedOf<MyResult>(data, 'results').rows;
}

export async function reportSecurityEvent(attemptId: string, kind: SecurityKind): Promise<void> {
  const body: SecurityEventBody = { attemptId, kind };
  await http.post('/security', body);
}

/** The bank's categories with their sizes, so the quiz offers only what can be served. */
export async function quizCategoryList(): Promise<QuestionCategory[]> {
  const { data } = await http.get<unknown>('/questions/categories');
  return pagedOf<QuestionCategory>(data).rows;
}
