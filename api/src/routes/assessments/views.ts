// What the routes answer about an assessment, and who may take it.
import type { AdminAssessment, Assessment } from 'contracts';
import type { AssessmentRecord } from '../../db/repositories/assessments';
import type { CurrentUser } from '../../plugins/auth';

export function publicView(a: AssessmentRecord): Assessment {
  return {
    slug: a.slug,
    name: a.name,
    description: a.description,
    levels: a.levels,
    passPercent: a.passPercent,
    maxAttempts: a.maxAttempts,
    waitMinutes: a.waitMinutes,
    requiredRole: a.requiredRole,
    issuesCertificate: a.issuesCertificate,
    securityLimit: a.securityLimit,
  };
}

export function adminView(a: AssessmentRecord, attempts: number): AdminAssessment {
  return {
    ...publicView(a),
    categories: a.categories,
    active: a.active,
    attempts,
    createdAt: a.createdAt,
    updatedAt: a.updatedAt,
  };
}

/** Role-restricted assessments are for that role (and admins); the others for everyone. */
export function mayTake(a: AssessmentRecord, user: CurrentUser | null): boolean {
  if (a.requiredRole === null) return true;
  return user !== null && (user.role === a.requiredRole || user.role === 'admin');
}
