import type { CredentialVerification, CredentialVerificationResponse } from 'contracts';
import { http } from 'shared';

/** What the card says of a genuine signature: who signed, with which key, when. */
export interface SignatureCheck {
  issuer: string;
  /** The key's name in the issuer's DID document: the fragment of `did:web:host#key-1`. */
  key: string;
  signedAt: string;
}

function credentialPath(certificateId: string): string {
  return `/certificates/${encodeURIComponent(certificateId)}/credential`;
}

/** The signed credential as a file (`<id>.credential.json`), on the API the client calls. */
export function credentialDownloadUrl(certificateId: string): string {
  return `${http.defaults.baseURL.replace(/\/$/, '')}${credentialPath(certificateId)}?download`;
}

function summarize(report: CredentialVerification): SignatureCheck | null {
  const method = report.verificationMethod;
  // Without the key and the time the line would claim more than the check showed.
  if (!report.genuine || !method || !report.signedAt) return null;
  return {
    issuer: report.issuer.name ?? report.issuer.id,
    key: method.slice(method.lastIndexOf('#') + 1),
    signedAt: report.signedAt,
  };
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
    return data.success && data.data ? summarize(data.data) : null;
  } catch {
    return null;
  }
}
