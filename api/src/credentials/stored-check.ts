// After a credential's signature and form are checked, this site's own record decides too (the
// certificate it names, revoked or expired here); and the report as the API answers it, in the
// caller's language. Apart from the service so the checks a verifier cannot make read together.
import type { Lang } from 'contracts';
import type { Db } from '../db/database';
import { apiText } from '../lib/messages';
import type { JsonCredential } from './json-credential';
import type { VerificationReport } from './verify';
import { statusListUrlOf } from './status-list';

/**
 * The certificate the credential names, as this site holds it, decides too. `statusListBase`:
 * the status lists' address without the number, to check the credential names its list.
 */
export async function compareStored(
  db: Db,
  report: VerificationReport,
  credential: JsonCredential,
  now: Date,
  statusListBase: string,
): Promise<void> {
  const stored = report.certificateId
    ? await db
        .selectFrom('certificates')
        .select(['certificateId', 'status', 'expiryDate', 'statusIndex', 'statusList'])
        .where('certificateId', '=', report.certificateId)
        .executeTakeFirst()
    : undefined;
  if (!stored) {
    report.valid = false;
    report.problems.push({ code: 'CREDENTIAL_CERTIFICATE_UNKNOWN' });
    return;
  }
  const { statusListIndex, statusListCredential } = credential.credentialStatus;
  if (
    String(stored.statusIndex) !== statusListIndex ||
    statusListUrlOf(statusListBase, stored.statusList) !== statusListCredential
  ) {
    report.valid = false;
    report.problems.push({
      code: 'CREDENTIAL_CERTIFICATE_MISMATCH',
      params: { certificateId: stored.certificateId },
    });
  }
  if (stored.status === 'revoked' && !report.revoked) {
    report.revoked = true;
    report.problems.push({ code: 'CREDENTIAL_REVOKED' });
  }
  const until = stored.expiryDate ? `${stored.expiryDate}T23:59:59Z` : null;
  if (until && new Date(until) < now && !report.expired) {
    report.expired = true;
    report.problems.push({ code: 'CREDENTIAL_EXPIRED', params: { time: until } });
  }
  if (report.revoked || report.expired) report.valid = false;
}

/**
 * The verification as the API answers it: `problems` in the caller's language (this site's own
 * texts, never a library's), `problemCodes` beside them in the same order.
 */
export function verificationAnswer(report: VerificationReport, lang: Lang) {
  const { details: _details, problems, ...rest } = report;
  return {
    ...rest,
    problems: problems.map((problem) => apiText(problem.code, problem.params, lang)),
    problemCodes: problems.map((problem) => problem.code),
  };
}
