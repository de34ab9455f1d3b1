// Every certificate as an Open Badges 3.0 credential (W3C VC 2.0 data model), signed with
// Ed25519 as a Data Integrity proof (eddsa-rdfc-2022) by the issuer `did:web` of PUBLIC_ORIGIN,
// revocable through a Bitstring Status List this site serves and signs. docs/CREDENTIALS.md tells
// what is signed and how anyone verifies it without this server. What a credential says is in
// open-badge.ts, the status list in status-list.ts, the batch runs in signing-runs.ts, the
// issuer's keys, documents and signing in issuer.ts (the layer this service extends).
import type { Db } from '../db/database';
import type { NewCertificate } from '../db/schema';
import { CredentialIssuer } from './issuer';
import type { IssueContext, StatusPlace } from './open-badge';
import { resignRevoked, signAllPending, signPendingBatch, signStored } from './signing-runs';
import { compareStored } from './stored-check';
import { issuerDocuments } from './verify-pool';
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

export class CredentialService extends CredentialIssuer {
  private pending: Promise<number> | undefined;

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
