import type { AdminQuizResult } from 'contracts';
import { http } from 'shared';
import { pagedOf } from '../../../lib/api-helpers';

// The shape is the API's own (contracts); the name here is the one the admin screens use.
export type QuizResult = AdminQuizResult;

export async function listResults(): Promise<QuizResult[]> {
  const { data } = await http.get<unknown>('/results', { params: { pageSize: 100 } });
  return pagedOf<QuizResult>(data, 'results').rows;
}
