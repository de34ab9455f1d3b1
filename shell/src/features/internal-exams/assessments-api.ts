import { http } from 'shared';

export interface AssessmentLevel {
  level: string;
  questionCount: number;
  durationMinutes: number;
}

export interface Assessment {
  slug: string;
  name: string;
  description: string;
  levels: AssessmentLevel[];
  passPercent: number;
  issuesCertificate: boolean;
}

/** What the visitor may take (the server filters role-restricted ones by the session). */
export async function fetchAssessments(): Promise<Assessment[]> {
  const res = await http.get<{ success: boolean; data: Assessment[] }>('/assessments');
  return res.data.data;
}
