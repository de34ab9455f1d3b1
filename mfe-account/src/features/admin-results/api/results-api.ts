import type { AdminQuizResult, QuestionCategory } from 'contracts';
import { http } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

// The shape is the API's own (contracts); the name here is the one the admin screens use.
export type QuizResult = AdminQuizResult;

/** What the Results tab filters by; an empty value filters nothing. */
export interface ResultsFilter {
  /** Any part of the person's name, username or e-mail (3 characters at least). */
  search: string;
  category: string;
}

export const RESULTS_PAGE_SIZE = 20;

/**
 * GET /results: page `page` of the scored attempts, newest first, starting at `cursor` (the
 * `nextCursor` of the page before), the query written into the address. The total is counted up
 * to 10,000 (`totalCapped` past it).
 */
export async function listResults(
  filter: ResultsFilter,
  page: number,
  cursor?: string,
): Promise<Paged<QuizResult>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(RESULTS_PAGE_SIZE) });
  if (filter.category) query.set('category', filter.category);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (cursor) query.set('cursor', cursor);
  const { data } = await http.get<unknown>(`/results?${query.toString()}`);
  return pagedOf<QuizResult>(data);
}

/** The question bank's categories, for the category filter. */
export async function listCategories(): Promise<string[]> {
  const { data } = await http.get<unknown>('/questions/categories');
  return pagedOf<QuestionCategory>(data).rows.map((c) => c.category);
}
