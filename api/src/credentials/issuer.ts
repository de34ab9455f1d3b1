// The issuer behind CredentialService (service.ts): its did:web identity and keys, the documents
// a verifier resolves, its status lists, and signing one credential. The base layer of the
// service, apart from what it does with certificates' credentials (signing, storing, verifying).
import * as vc from '@digitalbazaar/vc';
import { DataIntegrityProof } from '@digitalbazaar/data-integrity';
import { cryptosuite } from '@digitalbazaar/eddsa-rdfc-2022-cryptosuite';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config';
import type { Db } from '../db/database';
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
import { STATUS_LIST_LENGTH, StatusLists } from './status-list';
import { SignPool } from './sign-pool';
import { VerifyPool } from './verify-pool';
import type { JsonCredential } from './json-credential';

export class CredentialIssuer {
  readonly did: string;
  readonly origin: string;
  /** The status lists' address without the list's number (list N is at this followed by N). */
  readonly statusListBase: string;
  readonly keys: CredentialKeys;
  private readonly loader: ReturnType<typeof documentLoader>;
  private readonly issuer: Issuer;
  private readonly statusLists: StatusLists;
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
}
