// The unsigned Open Badges 3.0 credential of a certificate, the issuer's DID document, and the
// identifiers they are built from.
// Pure functions of the certificate and the issuer, apart from the service that signs and stores
// them, so what a credential says can be read (and tested) in one place.
import { createHash, randomBytes } from 'node:crypto';
import type { Certificate } from '../db/schema';
import {
  DID_V1_CONTEXT,
  MULTIKEY_V1_CONTEXT,
  OB_V3_CONTEXT,
  VC_V2_CONTEXT,
} from './document-loader';
import type { PublishedKey } from './keys';
import type { JsonCredential } from './json-credential';

/** What else is known about how a certificate was earned (an assessment passed, by whom). */
export interface IssueContext {
  /** The holder's e-mail address: only its salted hash goes into the credential. */
  email?: string;
  /** The holder's account, when the e-mail is to be looked up. */
  userId?: string;
  assessment?: { name: string; level: string; passPercent: number };
}

/** Who issues: this site, as its credentials name it. */
export interface Issuer {
  did: string;
  origin: string;
  name: string;
  /** The address of status list N is this followed by N (status-list.ts statusListUrlOf). */
  statusListBase: string;
}

/** A certificate's place in the revocation status lists: which list, and its bit there. */
export interface StatusPlace {
  list: number;
  index: number;
}

/** `did:web` of an origin: the host, and the port as %3A (did:web's rule). */
export function didWebOf(origin: string): string {
  const url = new URL(origin);
  return `did:web:${url.hostname}${url.port ? `%3A${url.port}` : ''}`;
}

export function slugOf(text: string): string {
  return (
    text
      .normalize('NFKD')
      .toLowerCase()
      .replace(/\+/g, '-plus')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '') || 'course'
  );
}

function identityHash(email: string, salt: string): string {
  return `sha256$${createHash('sha256')
    .update(email.trim().toLowerCase() + salt)
    .digest('hex')}`;
}

export function certificateUrlOf(origin: string, certificateId: string): string {
  return `${origin}/verify-certificate/${encodeURIComponent(certificateId)}`;
}

/** The unsigned credential of a certificate. */
export function buildCredential(
  issuer: Issuer,
  certificate: Pick<
    Certificate,
    'certificateId' | 'fullName' | 'courseName' | 'issuedBy' | 'issueDate' | 'expiryDate'
  >,
  status: StatusPlace,
  context: IssueContext = {},
): JsonCredential {
  const { assessment } = context;
  const subject: JsonCredential = {
    type: ['AchievementSubject'],
    name: certificate.fullName,
  };
  if (context.email) {
    const salt = randomBytes(16).toString('hex');
    subject.identifier = [
      {
        type: 'IdentityObject',
        identityHash: identityHash(context.email, salt),
        identityType: 'emailAddress',
        hashed: true,
        salt,
      },
    ];
  }
  subject.achievement = {
    id: `${issuer.origin}/achievements/${slugOf(certificate.courseName)}`,
    type: ['Achievement'],
    achievementType: 'Certificate',
    name: certificate.courseName,
    description: assessment
      ? `${assessment.name}, level ${assessment.level}: an assessment of ${issuer.name}.`
      : `${certificate.courseName}, certified by ${certificate.issuedBy}.`,
    criteria: {
      narrative: assessment
        ? `Passed the ${assessment.name} assessment at level ${assessment.level} with a score of at least ${assessment.passPercent}%.`
        : `Completed ${certificate.courseName} and met the requirements of ${certificate.issuedBy}.`,
    },
  };
  const statusList = `${issuer.statusListBase}${status.list}`;
  const credential: JsonCredential = {
    '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
    id: certificateUrlOf(issuer.origin, certificate.certificateId),
    type: ['VerifiableCredential', 'OpenBadgeCredential'],
    issuer: { id: issuer.did, type: ['Profile'], name: issuer.name, url: issuer.origin },
    validFrom: `${certificate.issueDate}T00:00:00Z`,
    ...(certificate.expiryDate ? { validUntil: `${certificate.expiryDate}T23:59:59Z` } : {}),
    name: certificate.courseName,
    credentialSubject: subject,
    credentialStatus: {
      id: `${statusList}#${status.index}`,
      type: 'BitstringStatusListEntry',
      statusPurpose: 'revocation',
      statusListIndex: String(status.index),
      statusListCredential: statusList,
    },
  };
  return credential;
}

/**
 * Every key stays listed; a revoked one is marked `revoked` and leaves assertionMethod, so no
 * verifier accepts what it signed (a retired one stays: what it signed before still verifies).
 */
export function didDocumentOf(did: string, keys: readonly PublishedKey[]): JsonCredential {
  return {
    '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
    id: did,
    verificationMethod: keys.map((key) => ({
      id: `${did}#${key.keyId}`,
      type: 'Multikey',
      controller: did,
      publicKeyMultibase: key.publicKeyMultibase,
      ...(key.revokedAt ? { revoked: key.revokedAt.replace(/\.\d{3}Z$/, 'Z') } : {}),
    })),
    assertionMethod: keys.filter((key) => !key.revokedAt).map((key) => `${did}#${key.keyId}`),
  };
}
