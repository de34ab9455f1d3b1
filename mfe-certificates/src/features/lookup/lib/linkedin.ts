import type { Certificate } from '../api/get-certificate';

/** LinkedIn's page that adds a certification to the signed-in member's profile, prefilled. */
const LINKEDIN_ADD = 'https://www.linkedin.com/profile/add';

/**
 * 'Add to LinkedIn profile': the course as the certification's name, the issuer as the
 * organisation, the issue (and expiry) month and year, and the certificate's own address and ID, so an
 * employer who opens it on the profile lands on this site's verification.
 */
export function linkedInAddUrl(certificate: Certificate, certificateUrl: string): string {
  const params = new URLSearchParams({
    startTask: 'CERTIFICATION_NAME',
    name: certificate.courseName,
    organizationName: certificate.issuedBy,
  });
  const issued = /^(\d{4})-(\d{2})/.exec(certificate.issueDate);
  if (issued) {
    params.set('issueYear', issued[1]!);
    params.set('issueMonth', String(Number(issued[2])));
  }
  const expires = /^(\d{4})-(\d{2})/.exec(certificate.expiryDate ?? '');
  if (expires) {
    params.set('expirationYear', expires[1]!);
    params.set('expirationMonth', String(Number(expires[2])));
  }
  params.set('certUrl', certificateUrl);
  params.set('certId', certificate.certificateId);
  return `${LINKEDIN_ADD}?${params.toString()}`;
}
