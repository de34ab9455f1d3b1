import type { MyNameCorrectionsResponse, NameCorrection, NameCorrectionBody } from 'contracts';
import { http } from 'shared';

export type { NameCorrection };

/** GET /users/me/name-corrections: the learner's requests and their decisions, newest first. */
export async function fetchMyCorrections(): Promise<NameCorrection[]> {
  const { data } = await http.get<MyNameCorrectionsResponse>('/users/me/name-corrections');
  return Array.isArray(data.data) ? data.data : [];
}

/** Asks for the name on one of the learner's certificates to be corrected. */
export async function askNameCorrection(
  certificateId: string,
  body: NameCorrectionBody,
): Promise<NameCorrection> {
  const { data } = await http.post<{ data: NameCorrection }>(
    `/users/me/certificates/${encodeURIComponent(certificateId)}/name-correction`,
    body,
  );
  return data.data;
}
