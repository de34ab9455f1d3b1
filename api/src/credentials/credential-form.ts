// Whether a posted document is written exactly the way this site writes a certificate's
// credential, checked before any canonicalisation so a hostile document costs next to nothing.
// Apart from verify.ts (the cryptographic checks) because it is the first line of defence and
// reads best on its own; verify.ts re-exports it.
import { OB_V3_CONTEXT, VC_V2_CONTEXT } from './document-loader';
import type { JsonCredential } from './json-credential';

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
  /** The status lists' address without the number: a credential names one list, `${base}N`. */
  statusListBase?: string;
  /** The start of a certificate's address: a credential's `id` must be one. */
  certificatePrefix?: string;
}

/** The top-level terms of this site's certificate credentials (open-badge.ts buildCredential). */
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

/** Whether `url` is the address of a status list at `base` (list 1, 2, …). */
function isListOf(base: string, url: string): boolean {
  return url.startsWith(base) && /^[1-9]\d{0,5}$/.test(url.slice(base.length));
}

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
    (expected.statusListBase !== undefined &&
      !isListOf(expected.statusListBase, status.statusListCredential))
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
