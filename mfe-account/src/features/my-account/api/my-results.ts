import type { MyResult, MyResultsResponse } from 'contracts';
import { http } from 'shared';

export type { MyResult };

/** GET /users/me/results: the submitted assessment attempts, newest first. */
export async function fetchMyResults(): Promise<MyResult[]> {
  const { data } = await http.get<MyResultsResponse>('/users/me/results');
  return Array.isArray(data.data) ? data.data : [];
}
