import { http } from 'shared';

/** SPEC §3: the five certificate fields, plus the status the API adds. */
export interface Certificate {
  fullName: string;
  certificateId: string;
  issuedBy: string;
  courseName: string;
  issueDate: string;
  status?: 'valid' | 'revoked';
}

interface LookupResponse {
  success: boolean;
  data?: Certificate;
}

/** GET /certificates/{id}: the certificate, or null when not found or the call failed. */
export async function getCertificate(certificateId: string): Promise<Certificate | null> {
  try {
    const { data } = await http.get<LookupResponse>(
      `/certificates/${encodeURIComponent(certificateId)}`,
    );
    return data.success && data.data ? data.data : null;
  } catch {
    return null;
  }
}
