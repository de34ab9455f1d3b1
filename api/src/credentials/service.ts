// Every certificate as an Open Badges 3.0 credential (W3C VC 2.0 data model), signed with
// Ed25519 as a Data Integrity proof (eddsa-rdfc-2022) by the issuer `did:web` of PUBLIC_ORIGIN,
// revocable through a Bitstring Status List this site serves and signs. docs/CREDENTIALS.md tells
// what is signed and how anyone verifies it without this server. What a credential says is in
// open-badge.ts, the status list in status-list.ts, the batch runs in signing-runs.ts.
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
import type { NewCertificate } from '../db/schema';
import { documentLoader, MULTIKEY_V1_CONTEXT } from './document-loader';
import { CredentialKeys, SigningKeyError, type ActiveKey } from './keys';
import {
  buildCredential,
  certificateUrlOf,
  didDocumentOf,
  didWebOf,
  type IssueContext,
  type Issuer,
  type StatusPlace,
} from './open-badge';
import { RequestPacing } from './pacing';
import { resignRevoked, signAllPending, signPendingBatch, signStored } from './signing-runs';
import { STATUS_LIST_LENGTH, StatusLists } from './status-list';
import { compareStored } from './stored-check';
import { SignPool } from './sign-pool';
import { issuerDocuments, VerifyPool } from './verify-pool';
import {
  checkCredentialForm,
  CredentialNotAcceptedError,
  type VerificationReport,
  type VerifyOptions,
} from './verify';
import type { JsonCredential } from './json-credential';

export type { JsonCredential, VerificationReport, IssueContext, StatusPlace };
export { CredentialNotAcceptedError };
export { didWebOf, slugOf } from './open-badge';
export { STATUS_LIST_LENGTH } from './status-list';
export { verificationAnswer } from './stored-check';

export class ForeignIssuerError extends Error {
  constructor(readonly issuer: string) {
    super(issuer);
    this.name = 'ForeignIssuerError';
  }
}

export class CredentialService {
  readonly did: string;
  readonly origin: string;
  /** The status lists' address without the list's number (list N is at this followed by N). */
  readonly statusListBase: string;
  readonly keys: CredentialKeys;
  private readonly loader: ReturnType<typeof documentLoader>;
  private readonly issuer: Issuer;
  private readonly statusLists: StatusLists;
  private pending: Promise<number> | undefined;
  /** Set by stop(): the batch runs (signing-runs.ts) end at the next certificate. */
  closed = false;
  /** Posted credentials are verified in worker threads (verify-pool.ts), off the event loop. */
  readonly verifier: VerifyPool;
  /** The background run signs in worker threads (sign-pool.ts), off the event loop. */
  readonly signerThreads: SignPool;
  /** The background run gives way to the requests being answered (pacing.ts). */
  readonly pacing = new RequestPacing();

  constructor(
    readonly db: Db,
    config: AppConfig,
    encryptionKey: Buffer,
    readonly log?: FastifyBaseLogger,
  ) {
    this.origin = config.publicOrigin;
    this.did = didWebOf(config.publicOrigin);
    this.statusListBase = `${this.origin}/api/credentials/status/`;
    this.issuer = {
      did: this.did,
      origin: this.origin,
      name: config.site.brandName,
      statusListBase: this.statusListBase,
    };
    this.statusLists = new StatusLists({
      db,
      base: this.statusListBase,
      issuer: { id: this.did, name: config.site.brandName },
      postgres: config.database.kind === 'postgres',
      cacheMs: config.certificateCacheSeconds * 1000,
      size: config.testOnlyStatusListSize ?? STATUS_LIST_LENGTH,
      sign: (unsigned, trx) => this.sign(unsigned, trx),
    });
    this.keys = new CredentialKeys(db, encryptionKey, config.credentialSigningKey);
    this.loader = documentLoader((url) => this.resolveLocal(url));
    this.verifier = new VerifyPool(config.credentialVerify);
    this.signerThreads = new SignPool({ threads: config.credentialSignThreads });
  }

  certificateUrl(certificateId: string): string {
    return certificateUrlOf(this.origin, certificateId);
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
    await this.statusLists.ensure();
  }

  /** Ends the signing runs: a batch in progress stops before its next certificate. */
  stopSigning(): void {
    this.closed = true;
  }

  stop(): void {
    this.stopSigning();
    // Ends the verification threads (the credential routes' onClose waits until they have ended).
    void this.verifier.close();
  }

  /** Ends the signing threads (after stopSigning: a signature in progress is left unstored). */
  closeSigningThreads(): Promise<void> {
    return this.signerThreads.close();
  }

  /** The issuer's DID document: every key it ever signed with (didDocumentOf says how). */
  async didDocument(): Promise<JsonCredential> {
    return didDocumentOf(this.did, await this.keys.published());
  }

  /** This issuer's own documents for the document loader; undefined for anything else. */
  private async resolveLocal(url: string): Promise<object | undefined> {
    if (url === this.did) return this.didDocument();
    if (url.startsWith(`${this.did}#`)) {
      const document = await this.didDocument();
      const method = (document.verificationMethod as JsonCredential[]).find((m) => m.id === url);
      return method ? { '@context': MULTIKEY_V1_CONTEXT, ...method } : undefined;
    }
    const list = this.statusLists.listOf(url);
    if (list !== undefined) return this.statusListCredential(list);
    return undefined;
  }

  /** The unsigned credential of a certificate. */
  buildCredential(
    certificate: Parameters<typeof buildCredential>[1],
    status: StatusPlace,
    context: IssueContext = {},
  ): JsonCredential {
    return buildCredential(this.issuer, certificate, status, context);
  }

  /**
   * A place in the status lists for a certificate about to be signed, never handed out twice
   * (status-list.ts allocate says how); inside `db` when it is the caller's transaction.
   */
  allocateStatus(db: Db = this.db): Promise<StatusPlace> {
    return this.statusLists.allocate(db);
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

  /** The same proof as sign(), made in a worker thread; the key is read outside any transaction. */
  async signInThread(unsigned: JsonCredential): Promise<JsonCredential> {
    return this.signerThreads.sign(unsigned, await this.keys.active(), this.did);
  }

  /**
   * The certificate with its signed credential and its place in the status lists, ready to
   * insert. The place is the certificate's own (the unique index on list and index is only a
   * backstop).
   */
  async signNew<T extends NewCertificate>(
    certificate: T,
    context: IssueContext = {},
    db: Db = this.db,
  ): Promise<T> {
    const status = await this.allocateStatus(db);
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
        status,
        context,
      ),
      db,
    );
    return {
      ...certificate,
      statusList: status.list,
      statusIndex: status.index,
      credential: JSON.stringify(credential),
    };
  }

  /**
   * The signed credential of a certificate; one stored before credentials existed (or imported,
   * whose signing follows the import) is signed now. Undefined when there is no such certificate.
   */
  async credentialFor(certificateId: string): Promise<JsonCredential | undefined> {
    const text = await this.credentialText(certificateId);
    return text === undefined ? undefined : (JSON.parse(text) as JsonCredential);
  }

  /**
   * The certificate's signed credential as stored (compact JSON), signed now if it has none yet;
   * undefined for no such certificate. Only the credential is read: the common case is one
   * indexed row's one column, answered without parsing it.
   */
  async credentialText(certificateId: string): Promise<string | undefined> {
    const stored = await this.db
      .selectFrom('certificates')
      .select('credential')
      .where('certificateId', '=', certificateId)
      .executeTakeFirst();
    if (!stored) return undefined;
    if (stored.credential) return stored.credential;
    const certificate = await this.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .executeTakeFirstOrThrow();
    await signStored(this, certificate);
    const signed = await this.db
      .selectFrom('certificates')
      .select('credential')
      .where('certificateId', '=', certificateId)
      .executeTakeFirstOrThrow();
    return signed.credential as string;
  }

  /**
   * Signs every certificate still without a credential (those imported, and those stored before
   * credentials existed), a batch at a time so requests are served in between. One run at a time.
   */
  signPending(): Promise<number> {
    this.pending ??= signAllPending(this).finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  /** Signs up to `limit` certificates still without a credential, oldest first. */
  signPendingBatch(limit: number): Promise<{ signed: number; more: boolean }> {
    return signPendingBatch(this, limit);
  }

  /**
   * Rebuilds status list `list` from its revoked certificates and signs it, inside the caller's
   * transaction (so a revocation and its bit commit together).
   */
  refreshStatusList(trx: Db, list: number): Promise<void> {
    return this.statusLists.refresh(trx, list);
  }

  /**
   * After `certificateId` was revoked in `trx`: its list, and that list only, rebuilt and signed
   * again (nothing when it was never signed: it has no bit yet, signing it will set one).
   */
  async refreshStatusListOf(trx: Db, certificateId: string): Promise<void> {
    const row = await trx
      .selectFrom('certificates')
      .select(['statusList', 'statusIndex'])
      .where('certificateId', '=', certificateId)
      .executeTakeFirst();
    if (row && row.statusIndex !== null) await this.statusLists.refresh(trx, row.statusList);
  }

  /** Every status list signed again, each in its own transaction. */
  refreshAllStatusLists(): Promise<void> {
    return this.statusLists.refreshAll();
  }

  /** Status list `list` as served, kept in memory for CERTIFICATE_CACHE_SECONDS. */
  cachedStatusList(list: number): Promise<{ body: string; etag: string } | undefined> {
    return this.statusLists.cached(list);
  }

  /** Forgets the lists kept as served (after a change through this instance). */
  forgetStatusList(): void {
    this.statusLists.forget();
  }

  /** Status list `list` as stored now. */
  statusListCredential(list: number): Promise<JsonCredential | undefined> {
    return this.statusLists.credential(list);
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
      statusListBase: this.statusListBase,
      certificatePrefix,
    });
    const options: Required<VerifyOptions> = { keyRetiredAt: {}, keyRevokedAt: {} };
    for (const key of await this.keys.published()) {
      const id = `${this.did}#${key.keyId}`;
      if (key.retiredAt) options.keyRetiredAt[id] = key.retiredAt;
      if (key.revokedAt) options.keyRevokedAt[id] = key.revokedAt;
    }
    const documents = await issuerDocuments(
      this,
      credential.credentialStatus.statusListCredential as string,
    );
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
    await compareStored(this.db, report, credential, now, this.statusListBase);
    report.valid &&= report.problems.length === 0;
    return { ...report, details: [] };
  }

  /**
   * After a key was revoked: the status list and every credential a revoked key signed are
   * signed again with the key that signs now (the same content, a new proof).
   */
  resignRevoked(): Promise<number> {
    return resignRevoked(this);
  }
}
