import type {
  AdminAssessment,
  AdminAttempt,
  AllowRetakeResponse,
  AssessmentStats as ContractStats,
  AttemptReview,
  CategorySize,
  CreateAssessmentBody,
  ItemTranslations,
  LangTexts,
  LevelSpec,
  RecentAttempt,
  REQUIRED_ROLES,
  ReviewDecisionBody,
  UpdateAssessmentBody,
} from 'contracts';
import { http } from 'shared';
import { pagedOf, type Paged } from '../../../lib/api-helpers';

export type { AttemptReview };

// The shapes are the API's own (contracts); the names here are the ones the admin screens use.
export type AssessmentLevel = LevelSpec;
export type AssessmentAttemptRow = RecentAttempt;
/** The statistics with `recent` always present (an older server may leave it out). */
export type AssessmentStats = ContractStats & { recent: RecentAttempt[] };

/** Who may take an assessment: anyone signed in (null) or holders of a role. */
export type RequiredRole = (typeof REQUIRED_ROLES)[number] | null;

/** What the editor sends when creating an assessment: every field (PUT omits the slug). */
export type AssessmentInput = Required<CreateAssessmentBody>;

/** GET /assessments/manage: every assessment, open or closed, with its attempt count. */
export type AssessmentAdminView = AdminAssessment;

export type QuestionCategory = CategorySize;

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
  body: UpdateAssessmentBody,
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
export type ReviewedQuestion = AttemptReview['questions'][number];

export async function attemptReview(attemptId: string): Promise<AttemptReview> {
  const { data } = await http.get<{ data: AttemptReview }>(
    `/assessments/attempts/${encodeURIComponent(attemptId)}/review`,
  );
  return data.data;
}

/**
 * An admin's decision on an attempt the security rule ended with a passing score: grant issues
 * the signed certificate, refuse records the refusal. Answers with the review as it now stands.
 */
export async function decideReview(
  attemptId: string,
  decision: ReviewDecisionBody['decision'],
): Promise<AttemptReview> {
  const { data } = await http.post<{ data: AttemptReview }>(
    `/assessments/attempts/${encodeURIComponent(attemptId)}/review`,
    { decision } satisfies ReviewDecisionBody,
  );
  return data.data;
}

/** Lets the attempt's person take its level once more (a passed certifying level needs it). */
export async function allowRetake(attemptId: string): Promise<AllowRetakeResponse['data']> {
  const { data } = await http.post<AllowRetakeResponse>(
    `/assessments/attempts/${encodeURIComponent(attemptId)}/retake`,
  );
  return data.data;
}

/** An assessment's translated texts: its name's and description's, by language. */
export type AssessmentTranslations = { name: LangTexts; description: LangTexts };

/** GET /translations/assessment/:slug: the name's and description's translations. */
export async function assessmentTranslations(slug: string): Promise<AssessmentTranslations> {
  const { data } = await http.get<{ data: ItemTranslations }>(
    `/translations/assessment/${encodeURIComponent(slug)}`,
  );
  return { name: data.data.texts.name ?? {}, description: data.data.texts.description ?? {} };
}

/** PUT /translations/assessment/:slug: the changed translations (an empty text removes one). */
export async function saveAssessmentTranslations(
  slug: string,
  texts: Partial<AssessmentTranslations>,
): Promise<void> {
  await http.put(`/translations/assessment/${encodeURIComponent(slug)}`, { texts });
}

/** One attempt, open or submitted, as the list of an assessment's attempts shows it. */
export type AttemptListRow = AdminAttempt;

/** What the list of an assessment's attempts is filtered by; an empty search finds all. */
export interface AttemptsFilter {
  assessment: string;
  /** Any part of the person's name, username or e-mail (3 characters at least). */
  search: string;
}

export const ATTEMPTS_PAGE_SIZE = 20;

/**
 * GET /assessments/attempts: page `page` of an assessment's attempts, newest start first, from
 * `cursor` (the `nextCursor` of the page before). Counted up to 10,000 (1,000 for a search).
 */
export async function listAttempts(
  filter: AttemptsFilter,
  page: number,
  cursor?: string,
): Promise<Paged<AttemptListRow>> {
  const query = new URLSearchParams({ page: String(page), pageSize: String(ATTEMPTS_PAGE_SIZE) });
  if (filter.assessment) query.set('assessment', filter.assessment);
  if (filter.search.trim()) query.set('search', filter.search.trim());
  if (cursor) query.set('cursor', cursor);
  const { data } = await http.get<unknown>(`/assessments/attempts?${query.toString()}`);
  return pagedOf<AttemptListRow>(data);
}
