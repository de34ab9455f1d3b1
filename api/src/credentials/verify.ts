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
import { OB_V3_CONTEXT, VC_V2_CONTEXT, type LoadedDocument } from './document-loader';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type JsonCredential = Record<string, any>;

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

/** Why a credential is refused before any check runs (the API answers 422 with it). */
export type NotAcceptedReason =
  'CONTEXT' | 'TERM' | 'TYPE' | 'ISSUER' | 'STATUS' | 'DATES' | 'PROOF' | 'ID';

export class CredentialNotAcceptedError extends Error {
  constructor(
    readonly reason: NotAcceptedReason,
    /** Where: the term or value that is not as this site writes it (shown to the caller). */
    readonly term: string,
  ) {
    super(`${reason}: ${term}`);
    this.name = 'CredentialNotAcceptedError';
  }
}

/** What a credential of this site must name (each check is skipped when not given). */
export interface ExpectedForm {
  issuer?: string;
  statusListCredential?: string;
  /** The start of a certificate's address: a credential's `id` must be one. */
  certificatePrefix?: string;
}

/** The top-level terms of this site's certificate credentials (service.ts buildCredential). */
const TOP_LEVEL = new Set([
  '@context',
  'id',
  'type',
  'issuer',
  'validFrom',
  'validUntil',
  'name',
  'credentialSubject',
  'credentialStatus',
  'proof',
]);
const STATUS_TERMS = ['id', 'type', 'statusPurpose', 'statusListIndex', 'statusListCredential'];
const PROOF_TERMS = new Set([
  'type',
  'created',
  'verificationMethod',
  'cryptosuite',
  'proofPurpose',
  'proofValue',
]);
const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d{1,3})?Z$/;
/** Deeper than any credential of this site; a hostile document is refused, not walked. */
const MAX_DEPTH = 12;

function isObject(value: unknown): value is JsonCredential {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * Refuses any spelling this site's credentials do not use, anywhere: a JSON-LD keyword (`@id`,
 * `@value`, `@graph`…) or an IRI as a key, an inline context. Only the bundled contexts then
 * give the keys their meaning, and each meaning has one spelling.
 */
function checkSpelling(value: unknown, path: string, depth: number): void {
  if (depth > MAX_DEPTH) throw new CredentialNotAcceptedError('TERM', path);
  if (Array.isArray(value)) {
    for (const item of value) checkSpelling(item, path, depth + 1);
    return;
  }
  if (!isObject(value)) return;
  for (const key of Object.keys(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key === '@context' && depth === 0) continue;
    if (key.startsWith('@') || key.includes(':') || key.includes('/') || key.includes('#')) {
      throw new CredentialNotAcceptedError(key === '@context' ? 'CONTEXT' : 'TERM', at);
    }
    checkSpelling(value[key], at, depth + 1);
  }
}

const refuse = (reason: NotAcceptedReason, term: string): never => {
  throw new CredentialNotAcceptedError(reason, term);
};

/**
 * Cheap and pure: throws CredentialNotAcceptedError unless the credential is written exactly as
 * this site writes a certificate's credential (the bundled contexts only, the terms it uses, an
 * OpenBadgeCredential with a revocation status entry, plain strings where the checks read them).
 * Runs before any canonicalisation, so a hostile document costs next to nothing.
 */
export function checkCredentialForm(credential: unknown, expected: ExpectedForm = {}): void {
  if (!isObject(credential)) return refuse('TERM', '(body)');
  const context = credential['@context'];
  if (
    !Array.isArray(context) ||
    context.length !== 2 ||
    context[0] !== VC_V2_CONTEXT ||
    context[1] !== OB_V3_CONTEXT
  ) {
    refuse('CONTEXT', '@context');
  }
  for (const key of Object.keys(credential)) {
    if (!TOP_LEVEL.has(key)) refuse(key.startsWith('@') ? 'CONTEXT' : 'TERM', key);
  }
  checkSpelling(credential, '', 0);

  const { type } = credential;
  if (
    !Array.isArray(type) ||
    type.length !== 2 ||
    !type.includes('VerifiableCredential') ||
    !type.includes('OpenBadgeCredential')
  ) {
    refuse('TYPE', 'type');
  }

  const { issuer } = credential;
  if (!isObject(issuer) || typeof issuer.id !== 'string') return refuse('ISSUER', 'issuer');
  if (expected.issuer !== undefined && issuer.id !== expected.issuer) refuse('ISSUER', 'issuer');

  if (typeof credential.id !== 'string') refuse('ID', 'id');
  if (expected.certificatePrefix && !credential.id.startsWith(expected.certificatePrefix)) {
    refuse('ID', 'id');
  }

  if (typeof credential.validFrom !== 'string' || !DATE_TIME.test(credential.validFrom)) {
    refuse('DATES', 'validFrom');
  }
  if (
    credential.validUntil !== undefined &&
    (typeof credential.validUntil !== 'string' || !DATE_TIME.test(credential.validUntil))
  ) {
    refuse('DATES', 'validUntil');
  }

  const status = credential.credentialStatus;
  if (!isObject(status)) return refuse('STATUS', 'credentialStatus');
  const keys = Object.keys(status);
  if (
    keys.length !== STATUS_TERMS.length ||
    !STATUS_TERMS.every((term) => typeof status[term] === 'string')
  ) {
    refuse('STATUS', 'credentialStatus');
  }
  if (
    status.type !== 'BitstringStatusListEntry' ||
    status.statusPurpose !== 'revocation' ||
    !/^(?:0|[1-9]\d{0,8})$/.test(status.statusListIndex) ||
    status.id !== `${status.statusListCredential}#${status.statusListIndex}` ||
    (expected.statusListCredential !== undefined &&
      status.statusListCredential !== expected.statusListCredential)
  ) {
    refuse('STATUS', 'credentialStatus');
  }

  const { proof } = credential;
  if (!isObject(proof)) return refuse('PROOF', 'proof');
  for (const key of Object.keys(proof)) {
    if (!PROOF_TERMS.has(key) || typeof proof[key] !== 'string') refuse('PROOF', `proof.${key}`);
  }
  if (
    proof.type !== 'DataIntegrityProof' ||
    proof.cryptosuite !== 'eddsa-rdfc-2022' ||
    proof.proofPurpose !== 'assertionMethod' ||
    typeof proof.verificationMethod !== 'string' ||
    !proof.verificationMethod.startsWith(`${issuer.id}#`) ||
    typeof proof.created !== 'string' ||
    !DATE_TIME.test(proof.created)
  ) {
    refuse('PROOF', 'proof');
  }
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
