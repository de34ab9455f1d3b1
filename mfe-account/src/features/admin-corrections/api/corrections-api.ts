import type { AdminNameCorrection, AdminNameCorrectionsResponse } from 'contracts';
import { http } from 'shared';

export type { AdminNameCorrection };

/** Open name correction requests, newest first. */
export async function listOpenCorrections(): Promise<AdminNameCorrection[]> {
  const { data } = await http.get<AdminNameCorrectionsResponse>('/name-corrections');
  return data.data;
}

/** Approves (with a note) or refuses (with a reason) one request. */
export async function decideCorrection(
  id: string,
  decision: { approve: true; note: string } | { approve: false; reason: string },
): Promise<AdminNameCorrection> {
  const url = `/name-corrections/${encodeURIComponent(id)}/${decision.approve ? 'approve' : 'refuse'}`;
  const body = decision.approve ? { note: decision.note } : { reason: decision.reason };
  const { data } = await http.post<{ data: AdminNameCorrection }>(url, body);
  return data.data;
}
