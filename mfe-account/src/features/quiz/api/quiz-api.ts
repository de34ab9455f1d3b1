import { http } from 'shared';
import { pagedOf } from '../../common/api-helpers';

export interface QuizQuestion {
  id: string;
  text: string;
  options: string[];
}

export interface Attempt {
  attemptId: string;
  deadline: string;
  questions: QuizQuestion[];
}

export interface Score {
  score: number;
  total: number;
  passed: boolean;
}

export interface MyResult extends Score {
  id?: string;
  attemptId?: string;
  category: string;
  submittedAt?: string | null;
}

export type SecurityKind = 'tab-hidden' | 'fullscreen-exit' | 'copy' | 'paste' | 'context-menu';

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
  answers: Array<{ questionId: string; selectedOption: number }>,
): Promise<Score> {
  const { data } = await http.post<unknown>('/results', { attemptId, answers });
  return unwrap<Score>(data);
}

export async function myResults(): Promise<MyResult[]> {
  const { data } = await http.get<unknown>('/results/mine');
  return pagedOf<MyResult>(data, 'results').rows;
}

export async function reportSecurityEvent(attemptId: string, kind: SecurityKind): Promise<void> {
  await http.post('/security', { attemptId, kind });
}

/** The bank's categories with their sizes, so the quiz offers only what can be served. */
export async function quizCategoryList(): Promise<Array<{ category: string; count: number }>> {
  const { data } = await http.get<unknown>('/questions/categories');
  return pagedOf<{ category: string; count: number }>(data).rows;
}
