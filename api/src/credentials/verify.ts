// A credential checked the way any verifier checks it: the Data Integrity proof against the
// issuer's published key, the revocation bit in the issuer's signed status list, the validity
// dates. The documents come from `loader` (the server's reads its database; the command line's
// reads files or the issuer's site), so the same check runs with or without this server.
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import type { LoadedDocument } from './document-loader';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonCredential = Record<string, any>;

export interface VerificationReport {
  /** The signature is the issuer's and the credential is unchanged since it was signed. */
  genuine: boolean;
  revoked: boolean;
  expired: boolean;
  issuer: { id: string; name: string | null };
  /** The verification method that signed it (`did:web:…#key-1`). */
  verificationMethod: string | null;
  signedAt: string | null;
  validFrom: string | null;
  validUntil: string | null;
  certificateId: string | null;
  problems: string[];
}

function errorMessages(error: unknown): string[] {
  if (!error) return [];
  const nested = (error as { errors?: unknown }).errors;
  const list = Array.isArray(error) ? error : Array.isArray(nested) ? nested : [error];
  return list.map((e) => (e as Error)?.message ?? String(e)).filter(Boolean);
}

/**
 * `certificatePrefix`: the start of this site's certificate addresses, to report the ID.
 * `now` may be given (tests; checking as of a date).
 */
export async function verifyCredential(
  credential: JsonCredential,
  loader: (url: string) => Promise<LoadedDocument>,
  now: Date = new Date(),
  certificatePrefix?: string,
): Promise<VerificationReport> {
  const issuerId =
    typeof credential.issuer === 'string' ? credential.issuer : credential.issuer?.id;
  const validUntil = typeof credential.validUntil === 'string' ? credential.validUntil : null;
  const validFrom = typeof credential.validFrom === 'string' ? credential.validFrom : null;
  const until = validUntil ? new Date(validUntil) : null;
  const expired = Boolean(until && !Number.isNaN(until.getTime()) && until < now);
  const proof = Array.isArray(credential.proof) ? credential.proof[0] : credential.proof;
  const id = typeof credential.id === 'string' ? credential.id : '';
  const report: VerificationReport = {
    genuine: false,
    revoked: false,
    expired,
    issuer: {
      id: String(issuerId ?? ''),
      name: typeof credential.issuer?.name === 'string' ? credential.issuer.name : null,
    },
    verificationMethod:
      typeof proof?.verificationMethod === 'string' ? proof.verificationMethod : null,
    signedAt: typeof proof?.created === 'string' ? proof.created : null,
    validFrom,
    validUntil,
    certificateId:
      certificatePrefix && id.startsWith(certificatePrefix)
        ? decodeURIComponent(id.slice(certificatePrefix.length))
        : null,
    problems: [],
  };
  const suite = new DataIntegrityProof({ cryptosuite });
  let result: JsonCredential;
  try {
    result = await vc.verifyCredential({
      credential,
      suite,
      documentLoader: loader,
      // An expired credential is still checked for being genuine: as of its last valid moment,
      // and the expiry is reported on its own.
      now: expired && until ? until : now,
      checkStatus: (options: JsonCredential) =>
        statusList.checkStatus({ ...options, documentLoader: loader, suite }),
    });
  } catch (error) {
    report.problems.push((error as Error).message);
    return report;
  }
  // The library reports a revoked credential as verified: the bit is in the status result.
  const status = result.statusResult;
  if (status?.verified) {
    report.revoked = (status.results as JsonCredential[]).some((r) => r.status === true);
  } else if (status) {
    report.problems.push('The revocation status could not be checked.');
  }
  report.genuine = Boolean(result.results?.[0]?.verified ?? result.verified);
  if (!report.genuine) {
    const messages = errorMessages(result.error ?? result.results?.[0]?.error);
    report.problems.push(...(messages.length > 0 ? messages : ['The signature does not match.']));
  }
  if (expired && validUntil) report.problems.push(`The credential expired on ${validUntil}.`);
  if (report.revoked) report.problems.push('The issuer has revoked this credential.');
  return report;
}
