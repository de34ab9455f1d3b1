import type { CertificateLookupResponse, PublicCertificate } from 'contracts';
import { http } from 'shared';

/** The five public certificate fields, plus the status the API adds. */
export type Certificate = PublicCertificate;
type LookupResponse = CertificateLookupResponse;

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
