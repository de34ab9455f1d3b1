import type { Assessment, AssessmentList, LevelSpec } from 'contracts';
import { http } from 'shared';

export type { Assessment };
export type AssessmentLevel = LevelSpec;

/** What the visitor may take (the server filters role-restricted ones by the session). */
export async function fetchAssessments(): Promise<Assessment[]> {
  const res = await http.get<AssessmentList>('/assessments');
  return res.data.data;
}
