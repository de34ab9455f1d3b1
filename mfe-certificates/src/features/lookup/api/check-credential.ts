import {
  summarizeSignature,
  type CredentialVerificationResponse,
  type SignatureSummary,
} from 'contracts';
import { http } from 'shared';

/** What the card says of a genuine signature: who signed, with which key, when. */
export type SignatureCheck = SignatureSummary;

function credentialPath(certificateId: string): string {
  return `/certificates/${encodeURIComponent(certificateId)}/credential`;
}

/** The signed credential as a file (`<id>.credential.json`), on the API the client calls. */
export function credentialDownloadUrl(certificateId: string): string {
  return `${http.defaults.baseURL.replace(/\/$/, '')}${credentialPath(certificateId)}?download`;
}

/**
 * GET /certificates/{id}/credential, then POST it to /credentials/verify: the signature's
 * summary when the API finds it genuine; null when it does not or either call failed.
 */
export async function checkCredential(certificateId: string): Promise<SignatureCheck | null> {
  try {
    const { data: credential } = await http.get<unknown>(credentialPath(certificateId));
    const { data } = await http.post<CredentialVerificationResponse>(
      '/credentials/verify',
      credential,
    );
    return data.success && data.data ? summarizeSignature(data.data) : null;
  } catch {
    return null;
  }
}
