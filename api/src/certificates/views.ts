// What the API shows of a certificate: the public lookup's fields (also on the certificate's
// rendered page), or the admin's.
import type { AdminCertificate, PublicCertificate } from 'contracts';
import type { Certificate } from '../db/schema';

/**
 * Certificates kept by the lookup cache of their public views (each about half a kilobyte), and
 * by the certificate page's cache of signature checks.
 */
export const CERTIFICATE_CACHE_ENTRIES = 2000;

export function publicView(c: Certificate): PublicCertificate {
  return {
    fullName: c.fullName,
    certificateId: c.certificateId,
    issuedBy: c.issuedBy,
    courseName: c.courseName,
    issueDate: c.issueDate,
    status: c.status,
    expiryDate: c.expiryDate ?? null,
  };
}

export function adminView(c: Certificate): AdminCertificate {
  return {
    ...publicView(c),
    revokedReason: c.revokedReason,
    revokedAt: c.revokedAt,
    createdAt: c.createdAt,
  };
}
