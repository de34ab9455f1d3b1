// A credential checked the way any verifier checks it: the Data Integrity proof against the
// issuer's published key, the revocation bit in the issuer's signed status list, the validity
// dates. The documents come from `loader` (the server's reads its database; the command line's
// reads files or the issuer's site), so the same check runs with or without this server.
//
// The signature covers the RDF graph, not the JSON: the same graph can be written with full IRIs,
// with aliases from an inline @context, or with value objects, and the revocation and expiry
// checks below read plain JSON keys. So before anything else a credential must be written
// exactly the way this site writes its credentials (checkCredentialForm); then the JSON read here
// means what the signature covers. Pure (no database, plain JSON in and out): a worker thread
// may run it.
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import type { ApiMessageCode } from 'contracts';
import type { LoadedDocument } from './document-loader';
import type { JsonCredential } from './json-credential';
import { checkCredentialForm, CredentialNotAcceptedError } from './credential-form';

export {
  checkCredentialForm,
  CredentialNotAcceptedError,
  type ExpectedForm,
  type NotAcceptedReason,
} from './credential-form';

/** One failed check, as a message of the API's catalog (the caller says it in its language). */
export interface VerificationProblem {
  code: ApiMessageCode;
  params?: Record<string, string>;
}

export interface VerificationReport {
  /** The signature is the issuer's and the credential is unchanged since it was signed. */
  genuine: boolean;
  revoked: boolean;
  expired: boolean;
  /** Every check passed: signature, key, revocation status and dates. */
  valid: boolean;
  issuer: { id: string; name: string | null };
  /** The verification method that signed it (`did:web:…#key-1`). */
  verificationMethod: string | null;
  signedAt: string | null;
  validFrom: string | null;
  validUntil: string | null;
  certificateId: string | null;
  problems: VerificationProblem[];
  /** The libraries' own words on what failed: for the server's log, never for the caller. */
  details: string[];
}

export interface VerifyOptions {
  /** When each retired key stopped signing (verification method id → ISO time). */
  keyRetiredAt?: Record<string, string>;
  /** When each revoked key was revoked (verification method id → ISO time). */
  keyRevokedAt?: Record<string, string>;
}

function errorMessages(error: unknown): string[] {
  if (!error) return [];
  const nested = (error as { errors?: unknown }).errors;
  const list = Array.isArray(error) ? error : Array.isArray(nested) ? nested : [error];
  return list.map((e) => (e as Error)?.message ?? String(e)).filter(Boolean);
}

const dateOf = (text: string | null): Date | null => {
  const date = text ? new Date(text) : null;
  return date && !Number.isNaN(date.getTime()) ? date : null;
};

/**
 * `certificatePrefix`: the start of this site's certificate addresses, to report the ID.
 * `now` may be given (tests; checking as of a date). `options`: what the issuer knows of its
 * keys beyond its DID document (when each retired key stopped signing).
 */
export async function verifyCredential(
  credential: JsonCredential,
  loader: (url: string) => Promise<LoadedDocument>,
  now: Date = new Date(),
  certificatePrefix?: string,
  options: VerifyOptions = {},
): Promise<VerificationReport> {
  const issuerId =
    typeof credential.issuer === 'string' ? credential.issuer : credential.issuer?.id;
  const validUntil = typeof credential.validUntil === 'string' ? credential.validUntil : null;
  const validFrom = typeof credential.validFrom === 'string' ? credential.validFrom : null;
  const until = dateOf(validUntil);
  const from = dateOf(validFrom);
  const expired = Boolean(until && until < now);
  const early = Boolean(from && from > now);
  const proof = Array.isArray(credential.proof) ? credential.proof[0] : credential.proof;
  const id = typeof credential.id === 'string' ? credential.id : '';
  const report: VerificationReport = {
    genuine: false,
    revoked: false,
    expired,
    valid: false,
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
    details: [],
  };
  // The JSON is read below only once it is known to mean what it says.
  try {
    checkCredentialForm(credential);
  } catch (error) {
    if (!(error instanceof CredentialNotAcceptedError)) throw error;
    report.problems.push({ code: 'CREDENTIAL_NOT_ACCEPTED', params: { term: error.term } });
    report.details.push(error.message);
    return report;
  }

  const suite = new DataIntegrityProof({ cryptosuite });
  let result: JsonCredential;
  let statusFailed = false;
  try {
    result = await vc.verifyCredential({
      credential,
      suite,
      documentLoader: loader,
      // An expired credential is still checked for being genuine: as of its last valid moment,
      // and the expiry is reported on its own (the same for one not valid yet).
      now: expired && until ? until : early && from ? from : now,
      checkStatus: async (checkOptions: JsonCredential) => {
        try {
          return await statusList.checkStatus({ ...checkOptions, documentLoader: loader, suite });
        } catch (error) {
          // The library's words go to the log; the caller hears that the status is unknown.
          statusFailed = true;
          report.details.push((error as Error).message);
          return { verified: false };
        }
      },
    });
  } catch (error) {
    report.details.push((error as Error).message);
    report.problems.push({ code: 'CREDENTIAL_CHECK_FAILED' });
    return report;
  }
  report.genuine = Boolean(result.results?.[0]?.verified ?? result.verified);
  if (!report.genuine && !statusFailed) {
    report.details.push(...errorMessages(result.error ?? result.results?.[0]?.error));
  }
  const key = report.verificationMethod ?? '';
  const revokedAt = options.keyRevokedAt?.[key];
  const retiredAt = dateOf(options.keyRetiredAt?.[key] ?? null);
  const signedAt = dateOf(report.signedAt);
  if (revokedAt) {
    report.genuine = false;
    report.problems.push({ code: 'CREDENTIAL_KEY_REVOKED', params: { key } });
  } else if (retiredAt && (!signedAt || signedAt > retiredAt)) {
    // A key signs nothing after it was replaced: a signature dated later was made with a copy.
    report.genuine = false;
    report.problems.push({
      code: 'CREDENTIAL_KEY_RETIRED',
      params: { key, time: retiredAt.toISOString() },
    });
  } else if (!report.genuine) {
    report.problems.push({ code: 'CREDENTIAL_SIGNATURE_INVALID' });
  }
  // The library reports a revoked credential as verified: the bit is in the status result. A
  // status that could not be read fails the check: it never counts as "not revoked".
  const status = result.statusResult;
  // (A signature that fails is not followed by a status check: nothing more to say then.)
  const statusChecked = Boolean(status?.verified) && !statusFailed;
  if (statusChecked) {
    report.revoked = (status.results as JsonCredential[]).some((r) => r.status === true);
  } else if (report.genuine) {
    report.problems.push({ code: 'CREDENTIAL_STATUS_UNCHECKED' });
  }
  if (expired && validUntil) {
    report.problems.push({ code: 'CREDENTIAL_EXPIRED', params: { time: validUntil } });
  }
  if (early && validFrom) {
    report.problems.push({ code: 'CREDENTIAL_NOT_YET_VALID', params: { time: validFrom } });
  }
  if (report.revoked) report.problems.push({ code: 'CREDENTIAL_REVOKED' });
  report.valid = report.genuine && statusChecked && !report.revoked && !expired && !early;
  return report;
}
