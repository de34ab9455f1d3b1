// What the routes answer about a certificate: the public lookup's fields, or the admin's.
import type { AdminCertificate, PublicCertificate } from 'contracts';
import type { Certificate } from '../../db/schema';

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
