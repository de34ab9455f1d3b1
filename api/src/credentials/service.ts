// Every certificate as an Open Badges 3.0 credential (W3C VC 2.0 data model), signed with
// Ed25519 as a Data Integrity proof (eddsa-rdfc-2022) by the issuer `did:web` of PUBLIC_ORIGIN,
// revocable through a Bitstring Status List this site serves and signs. docs/CREDENTIALS.md tells
// what is signed and how anyone verifies it without this server.
import { createHash, randomBytes, randomInt } from 'node:crypto';
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import * as statusList from '@digitalbazaar/vc-bitstring-status-list';
import type { FastifyBaseLogger } from 'fastify';
import type { Lang } from 'contracts';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import { isUniqueViolation } from '../db/database';
import type { Certificate, NewCertificate } from '../db/schema';
import {
  DID_V1_CONTEXT,
  documentLoader,
  MULTIKEY_V1_CONTEXT,
  OB_V3_CONTEXT,
  VC_V2_CONTEXT,
} from './document-loader';
import { apiText } from '../lib/messages';
import { CredentialKeys, SigningKeyError, type ActiveKey } from './keys';
import { issuerDocuments, VerifyPool } from './verify-pool';
import {
  checkCredentialForm,
  CredentialNotAcceptedError,
  type JsonCredential,
  type VerificationReport,
  type VerifyOptions,
} from './verify';

export type { JsonCredential, VerificationReport };
export { CredentialNotAcceptedError };

/** Bits in the status list: the specification's minimum (16 KB), enough for 131,072 certificates. */
export const STATUS_LIST_LENGTH = 131_072;
export const STATUS_LIST_ID = '1';

/** What else is known about how a certificate was earned (an assessment passed, by whom). */
export interface IssueContext {
  /** The holder's e-mail address: only its salted hash goes into the credential. */
  email?: string;
  /** The holder's account, when the e-mail is to be looked up. */
  userId?: string;
  assessment?: { name: string; level: string; passPercent: number };
}

export class ForeignIssuerError extends Error {
  constructor(readonly issuer: string) {
    super(issuer);
    this.name = 'ForeignIssuerError';
  }
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

export class CredentialService {
  readonly did: string;
  readonly origin: string;
  readonly statusListUrl: string;
  readonly keys: CredentialKeys;
  private readonly loader: ReturnType<typeof documentLoader>;
  private readonly issuerName: string;
  private readonly postgres: boolean;
  private pending: Promise<number> | undefined;
  private listCache: { body: string; etag: string; until: number } | undefined;
  private readonly listCacheMs: number;
  private closed = false;
  /** Posted credentials are verified in worker threads (verify-pool.ts), off the event loop. */
  readonly verifier: VerifyPool;

  constructor(
    private readonly db: Db,
    config: AppConfig,
    encryptionKey: Buffer,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.origin = config.publicOrigin;
    this.did = didWebOf(config.publicOrigin);
    this.statusListUrl = `${this.origin}/api/credentials/status/${STATUS_LIST_ID}`;
    this.issuerName = config.site.brandName;
    this.postgres = config.database.kind === 'postgres';
    this.listCacheMs = config.certificateCacheSeconds * 1000;
    this.keys = new CredentialKeys(db, encryptionKey, config.credentialSigningKey);
    this.loader = documentLoader((url) => this.resolveLocal(url));
    this.verifier = new VerifyPool(config.credentialVerify);
  }

  certificateUrl(certificateId: string): string {
    return `${this.origin}/verify-certificate/${encodeURIComponent(certificateId)}`;
  }

  /** First start: a signing key and a signed (empty) status list. */
  async start(): Promise<void> {
    try {
      await this.keys.active();
    } catch (error) {
      if (!(error instanceof SigningKeyError) || this.keys.fromEnvironment) throw error;
      // The server secret changed (JWT_SECRET rotated, DATA_DIR lost): the stored key cannot be
      // used. A new one signs from now on; the old one stays published, so what it signed still
      // verifies.
      const key = await this.keys.rotate();
      this.log?.warn(
        { keyId: key.keyId, reason: error.message },
        'the credential signing key could not be decrypted; a new key signs from now on',
      );
    }
    const list = await this.db
      .selectFrom('credentialStatusLists')
      .select('credential')
      .where('id', '=', STATUS_LIST_ID)
      .executeTakeFirst();
    if (list?.credential) return;
    try {
      await this.db
        .insertInto('credentialStatusLists')
        .values({ id: STATUS_LIST_ID, credential: null, updatedAt: new Date().toISOString() })
        .execute();
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
    await this.db.transaction().execute((trx) => this.refreshStatusList(trx));
  }

  stop(): void {
    this.closed = true;
    // Ends the verification threads (the credential routes' onClose waits until they have ended).
    void this.verifier.close();
  }

  /**
   * Every key stays listed; a revoked one is marked `revoked` and leaves assertionMethod, so no
   * verifier accepts what it signed (a retired one stays: what it signed before still verifies).
   */
  async didDocument(): Promise<JsonCredential> {
    const keys = await this.keys.published();
    return {
      '@context': [DID_V1_CONTEXT, MULTIKEY_V1_CONTEXT],
      id: this.did,
      verificationMethod: keys.map((key) => ({
        id: `${this.did}#${key.keyId}`,
        type: 'Multikey',
        controller: this.did,
        publicKeyMultibase: key.publicKeyMultibase,
        ...(key.revokedAt ? { revoked: key.revokedAt.replace(/\.\d{3}Z$/, 'Z') } : {}),
      })),
      assertionMethod: keys
        .filter((key) => !key.revokedAt)
        .map((key) => `${this.did}#${key.keyId}`),
    };
  }

  /** This issuer's own documents for the document loader; undefined for anything else. */
  private async resolveLocal(url: string): Promise<object | undefined> {
    if (url === this.did) return this.didDocument();
    if (url.startsWith(`${this.did}#`)) {
      const document = await this.didDocument();
      const method = (document.verificationMethod as JsonCredential[]).find((m) => m.id === url);
      return method ? { '@context': MULTIKEY_V1_CONTEXT, ...method } : undefined;
    }
    if (url === this.statusListUrl) return this.statusListCredential();
    return undefined;
  }

  /** The unsigned credential of a certificate. */
  buildCredential(
    certificate: Pick<
      Certificate,
      'certificateId' | 'fullName' | 'courseName' | 'issuedBy' | 'issueDate' | 'expiryDate'
    >,
    statusIndex: number,
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
      id: `${this.origin}/achievements/${slugOf(certificate.courseName)}`,
      type: ['Achievement'],
      achievementType: 'Certificate',
      name: certificate.courseName,
      description: assessment
        ? `${assessment.name}, level ${assessment.level}: an assessment of ${this.issuerName}.`
        : `${certificate.courseName}, certified by ${certificate.issuedBy}.`,
      criteria: {
        narrative: assessment
          ? `Passed the ${assessment.name} assessment at level ${assessment.level} with a score of at least ${assessment.passPercent}%.`
          : `Completed ${certificate.courseName} and met the requirements of ${certificate.issuedBy}.`,
      },
    };
    const credential: JsonCredential = {
      '@context': [VC_V2_CONTEXT, OB_V3_CONTEXT],
      id: this.certificateUrl(certificate.certificateId),
      type: ['VerifiableCredential', 'OpenBadgeCredential'],
      issuer: { id: this.did, type: ['Profile'], name: this.issuerName, url: this.origin },
      validFrom: `${certificate.issueDate}T00:00:00Z`,
      ...(certificate.expiryDate ? { validUntil: `${certificate.expiryDate}T23:59:59Z` } : {}),
      name: certificate.courseName,
      credentialSubject: subject,
      credentialStatus: {
        id: `${this.statusListUrl}#${statusIndex}`,
        type: 'BitstringStatusListEntry',
        statusPurpose: 'revocation',
        statusListIndex: String(statusIndex),
        statusListCredential: this.statusListUrl,
      },
    };
    return credential;
  }

  private async signer(db: Db): Promise<ActiveKey> {
    const active = await this.keys.active(db);
    Object.assign(active.keyPair, {
      id: `${this.did}#${active.keyId}`,
      controller: this.did,
    });
    return active;
  }

  /** `db`: the caller's transaction, when it signs inside one. */
  async sign(unsigned: JsonCredential, db: Db = this.db): Promise<JsonCredential> {
    const { keyPair } = await this.signer(db);
    const suite = new DataIntegrityProof({ signer: keyPair.signer(), cryptosuite });
    return vc.issue({ credential: unsigned, suite, documentLoader: this.loader });
  }

  /** A free place in the status list (random, so the index tells nothing about the order). */
  private async freeStatusIndex(db: Db): Promise<number> {
    for (let attempt = 0; attempt < 20; attempt += 1) {
      const index = randomInt(STATUS_LIST_LENGTH);
      const taken = await db
        .selectFrom('certificates')
        .select('id')
        .where('statusIndex', '=', index)
        .executeTakeFirst();
      if (!taken) return index;
    }
    throw new Error('the revocation status list is full');
  }

  /**
   * The certificate with its signed credential, ready to insert (the unique status index makes a
   * lost race fail the insert, which the callers retry).
   */
  async signNew<T extends NewCertificate>(
    certificate: T,
    context: IssueContext = {},
    db: Db = this.db,
  ): Promise<T> {
    const statusIndex = await this.freeStatusIndex(db);
    if (context.userId && !context.email) {
      const user = await db
        .selectFrom('users')
        .select('email')
        .where('id', '=', context.userId)
        .executeTakeFirst();
      context = { ...context, email: user?.email };
    }
    const credential = await this.sign(
      this.buildCredential(
        { ...certificate, expiryDate: certificate.expiryDate ?? null },
        statusIndex,
        context,
      ),
      db,
    );
    return { ...certificate, statusIndex, credential: JSON.stringify(credential) };
  }

  /** What is known of how a stored certificate was earned (for one signed after the fact). */
  private async contextOf(certificateId: string): Promise<IssueContext> {
    const attempt = await this.db
      .selectFrom('assessmentAttempts')
      .innerJoin('users', 'users.id', 'assessmentAttempts.userId')
      .innerJoin('assessments', 'assessments.id', 'assessmentAttempts.assessmentId')
      .select([
        'users.email as email',
        'assessments.name as name',
        'assessmentAttempts.level as level',
        'assessmentAttempts.passPercent as attemptPass',
        'assessments.passPercent as assessmentPass',
      ])
      .where('assessmentAttempts.certificateId', '=', certificateId)
      .executeTakeFirst();
    if (!attempt) return {};
    return {
      email: attempt.email,
      assessment: {
        name: attempt.name,
        level: attempt.level,
        passPercent: attempt.attemptPass ?? attempt.assessmentPass,
      },
    };
  }

  /**
   * The signed credential of a certificate; one stored before credentials existed (or imported,
   * whose signing follows the import) is signed now. Undefined when there is no such certificate.
   */
  async credentialFor(certificateId: string): Promise<JsonCredential | undefined> {
    const certificate = await this.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .executeTakeFirst();
    if (!certificate) return undefined;
    if (certificate.credential) return JSON.parse(certificate.credential) as JsonCredential;
    await this.signStored(certificate);
    const signed = await this.db
      .selectFrom('certificates')
      .select('credential')
      .where('certificateId', '=', certificateId)
      .executeTakeFirstOrThrow();
    return JSON.parse(signed.credential as string) as JsonCredential;
  }

  /** Signs a stored certificate that has no credential yet (another instance may win; fine). */
  private async signStored(certificate: Certificate): Promise<void> {
    const context = await this.contextOf(certificate.certificateId);
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        await this.db.transaction().execute(async (trx) => {
          const statusIndex = await this.freeStatusIndex(trx);
          const credential = await this.sign(
            this.buildCredential(certificate, statusIndex, context),
            trx,
          );
          const result = await trx
            .updateTable('certificates')
            .set({ credential: JSON.stringify(credential), statusIndex })
            .where('id', '=', certificate.id)
            .where('credential', 'is', null)
            .executeTakeFirst();
          // Revoked before it was ever signed: its new bit must be set in the list at once.
          if (Number(result.numUpdatedRows) === 1 && certificate.status === 'revoked') {
            await this.refreshStatusList(trx);
          }
        });
        return;
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
      }
    }
    throw new Error('could not sign the certificate');
  }

  /**
   * Signs every certificate still without a credential (those imported, and those stored before
   * credentials existed), a batch at a time so requests are served in between. One run at a time.
   */
  signPending(): Promise<number> {
    this.pending ??= this.runPending().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  private async runPending(): Promise<number> {
    let signed = 0;
    while (!this.closed) {
      const batch = await this.db
        .selectFrom('certificates')
        .selectAll()
        .where('credential', 'is', null)
        .orderBy('createdAt')
        .limit(20)
        .execute();
      if (batch.length === 0) break;
      for (const certificate of batch) {
        if (this.closed) break;
        await this.signStored(certificate);
        signed += 1;
        await new Promise((resolve) => setImmediate(resolve));
      }
    }
    if (signed > 0) this.log?.info({ signed }, 'signed credentials of earlier certificates');
    return signed;
  }

  /**
   * Rebuilds the revocation list from the certificates and signs it, inside the caller's
   * transaction (so a revocation and its bit commit together). On PostgreSQL the list's row is
   * locked first, so two revocations at once cannot each write a list without the other's bit.
   */
  async refreshStatusList(trx: Db): Promise<void> {
    if (this.postgres) {
      await trx
        .selectFrom('credentialStatusLists')
        .select('id')
        .where('id', '=', STATUS_LIST_ID)
        .forUpdate()
        .execute();
    }
    const revoked = await trx
      .selectFrom('certificates')
      .select('statusIndex')
      .where('status', '=', 'revoked')
      .where('statusIndex', 'is not', null)
      .execute();
    const list = await statusList.createList({ length: STATUS_LIST_LENGTH });
    for (const row of revoked) list.setStatus(row.statusIndex as number, true);
    const unsigned = await statusList.createCredential({
      id: this.statusListUrl,
      list,
      statusPurpose: 'revocation',
    });
    unsigned.issuer = { id: this.did, name: this.issuerName };
    unsigned.validFrom = new Date().toISOString().replace(/\.\d{3}Z$/, 'Z');
    const signed = await this.sign(unsigned, trx);
    await trx
      .updateTable('credentialStatusLists')
      .set({ credential: JSON.stringify(signed), updatedAt: new Date().toISOString() })
      .where('id', '=', STATUS_LIST_ID)
      .execute();
  }

  /**
   * The signed list as served: kept in memory for CERTIFICATE_CACHE_SECONDS (a revocation through
   * this instance forgets it at once, one through another shows within that time).
   */
  async cachedStatusList(): Promise<{ body: string; etag: string } | undefined> {
    const now = Date.now();
    if (this.listCache && this.listCache.until > now) return this.listCache;
    const list = await this.statusListCredential();
    if (!list) return undefined;
    const body = JSON.stringify(list);
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
    this.listCache = { body, etag, until: now + this.listCacheMs };
    return this.listCache;
  }

  forgetStatusList(): void {
    this.listCache = undefined;
  }

  async statusListCredential(): Promise<JsonCredential | undefined> {
    const row = await this.db
      .selectFrom('credentialStatusLists')
      .select('credential')
      .where('id', '=', STATUS_LIST_ID)
      .executeTakeFirst();
    return row?.credential ? (JSON.parse(row.credential) as JsonCredential) : undefined;
  }

  /**
   * Checks a credential of this issuer the way any verifier would (verify.ts), with this site's
   * documents read from the database, then against the certificate it names as stored here
   * (revoked, expired). Other issuers' credentials: ForeignIssuerError; a document not written
   * the way this site writes a certificate's credential: CredentialNotAcceptedError.
   */
  async verify(credential: JsonCredential, now: Date = new Date()): Promise<VerificationReport> {
    const issuerId =
      typeof credential.issuer === 'string' ? credential.issuer : credential.issuer?.id;
    if (typeof issuerId === 'string' && issuerId !== this.did) {
      throw new ForeignIssuerError(issuerId);
    }
    const certificatePrefix = `${this.origin}/verify-certificate/`;
    checkCredentialForm(credential, {
      issuer: this.did,
      statusListCredential: this.statusListUrl,
      certificatePrefix,
    });
    const options: Required<VerifyOptions> = { keyRetiredAt: {}, keyRevokedAt: {} };
    for (const key of await this.keys.published()) {
      const id = `${this.did}#${key.keyId}`;
      if (key.retiredAt) options.keyRetiredAt[id] = key.retiredAt;
      if (key.revokedAt) options.keyRevokedAt[id] = key.revokedAt;
    }
    const documents = await issuerDocuments(this);
    const report = await this.verifier.verify({
      credential,
      documents,
      now: now.toISOString(),
      certificatePrefix,
      options,
    });
    if (report.details.length > 0) {
      this.log?.info({ details: report.details }, 'credential verification failed');
    }
    await this.compareStored(report, credential, now);
    report.valid &&= report.problems.length === 0;
    return { ...report, details: [] };
  }

  /** The certificate the credential names, as this site holds it, decides too. */
  private async compareStored(
    report: VerificationReport,
    credential: JsonCredential,
    now: Date,
  ): Promise<void> {
    const stored = report.certificateId
      ? await this.db
          .selectFrom('certificates')
          .select(['certificateId', 'status', 'expiryDate', 'statusIndex'])
          .where('certificateId', '=', report.certificateId)
          .executeTakeFirst()
      : undefined;
    if (!stored) {
      report.valid = false;
      report.problems.push({ code: 'CREDENTIAL_CERTIFICATE_UNKNOWN' });
      return;
    }
    if (String(stored.statusIndex) !== credential.credentialStatus.statusListIndex) {
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
   * After a key was revoked: the status list and every credential a revoked key signed are
   * signed again with the key that signs now (the same content, a new proof), a batch at a
   * time. Safe to run again (after an interruption): only what a revoked key signed changes.
   */
  async resignRevoked(): Promise<number> {
    const revoked = (await this.keys.published())
      .filter((key) => key.revokedAt)
      .map((key) => `${this.did}#${key.keyId}`);
    await this.db.transaction().execute((trx) => this.refreshStatusList(trx));
    this.forgetStatusList();
    let signed = 0;
    for (const method of revoked) {
      let after = '';
      for (;;) {
        // The stored JSON has no spaces: a cheap filter, confirmed on the parsed proof below.
        const batch = await this.db
          .selectFrom('certificates')
          .select(['id', 'credential'])
          .where('credential', 'like', `%"verificationMethod":"${method}"%`)
          .where('id', '>', after)
          .orderBy('id')
          .limit(50)
          .execute();
        if (batch.length === 0) break;
        for (const row of batch) {
          after = row.id;
          const { proof, ...unsigned } = JSON.parse(row.credential as string) as JsonCredential;
          if (proof?.verificationMethod !== method) continue;
          const credential = await this.sign(unsigned);
          await this.db
            .updateTable('certificates')
            .set({ credential: JSON.stringify(credential) })
            .where('id', '=', row.id)
            .where('credential', '=', row.credential)
            .execute();
          signed += 1;
        }
      }
    }
    if (signed > 0) this.log?.info({ signed }, 'signed again the credentials of revoked keys');
    return signed;
  }
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
