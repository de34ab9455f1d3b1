import type { MyCertificate, MyCertificatesResponse } from 'contracts';
import { http } from 'shared';

export type { MyCertificate };

/** GET /users/me/certificates: 409 EMAIL_NOT_PROVEN until the account's address is proven. */
export async function fetchMyCertificates(): Promise<MyCertificate[]> {
  const { data } = await http.get<MyCertificatesResponse>('/users/me/certificates');
  return Array.isArray(data.data) ? data.data : [];
}

/** The certificate's signed credential as a file (the public credential route, `?download`). */
export function credentialDownloadUrl(certificateId: string): string {
  return `${http.defaults.baseURL.replace(/\/$/, '')}/certificates/${encodeURIComponent(
    certificateId,
  )}/credential?download`;
}

/**
 * LinkedIn's documented 'Add to profile' address for a certification: the form opens filled with
 * the course, the issuer, the issue month and the verification link and ID.
 */
export function linkedInAddUrl(certificate: MyCertificate, verificationUrl: string): string {
  const [year, month] = certificate.issueDate.split('-');
  const query = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: certificate.issuedBy,
    issueYear: String(Number(year)),
    issueMonth: String(Number(month)),
    certUrl: verificationUrl,
    certId: certificate.certificateId,
  });
  if (certificate.expiryDate) {
    const [expiryYear, expiryMonth] = certificate.expiryDate.split('-');
    query.set('expirationYear', String(Number(expiryYear)));
    query.set('expirationMonth', String(Number(expiryMonth)));
  }
  return `https://www.linkedin.com/profile/add?${query.toString()}`;
}
