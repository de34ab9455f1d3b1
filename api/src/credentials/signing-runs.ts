// Runs that sign stored certificates after the fact, a batch at a time so requests are served in
// between: those without a credential yet (imported, or stored before credentials existed), and
// those a revoked key signed. Apart from the service, which signs one certificate as it is issued.
import type { Certificate } from '../db/schema';
import { isUniqueViolation } from '../db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { CredentialKeys } from './keys';
import type { buildCredential, IssueContext, StatusPlace } from './open-badge';
import type { JsonCredential } from './json-credential';
import type { RequestPacing } from './pacing';

/** What the runs use of the credential service (service.ts), which starts them. */
export interface CredentialService {
  readonly db: Db;
  readonly did: string;
  readonly keys: CredentialKeys;
  readonly log?: FastifyBaseLogger;
  readonly closed: boolean;
  /** The background run waits for a quiet moment before each certificate (pacing.ts). */
  readonly pacing?: RequestPacing;
  buildCredential(
    certificate: Parameters<typeof buildCredential>[1],
    status: StatusPlace,
    context?: IssueContext,
  ): JsonCredential;
  sign(unsigned: JsonCredential, db?: Db): Promise<JsonCredential>;
  /** The same, in a worker thread (no transaction: it reads the key before). */
  signInThread(unsigned: JsonCredential): Promise<JsonCredential>;
  allocateStatus(db: Db): Promise<StatusPlace>;
  refreshStatusList(trx: Db, list: number): Promise<void>;
  refreshAllStatusLists(): Promise<void>;
}

/** What is known of how a stored certificate was earned (for one signed after the fact). */
async function contextOf(
  service: CredentialService,
  certificate: Pick<Certificate, 'certificateId' | 'recipientEmail'>,
): Promise<IssueContext> {
  const { certificateId } = certificate;
  const attempt = await service.db
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
  // One issued (or imported) to an address: the credential names its holder by its hash only.
  if (!attempt) return certificate.recipientEmail ? { email: certificate.recipientEmail } : {};
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
 * Stores the credential of a certificate that had none, in `trx` (unless another instance stored
 * one first: then nothing changes).
 */
async function storeSigned(
  service: CredentialService,
  trx: Db,
  certificate: Certificate,
  credential: JsonCredential,
  status: StatusPlace,
): Promise<void> {
  const result = await trx
    .updateTable('certificates')
    .set({
      credential: JSON.stringify(credential),
      statusList: status.list,
      statusIndex: status.index,
    })
    .where('id', '=', certificate.id)
    .where('credential', 'is', null)
    .executeTakeFirst();
  // An import's progress counts it, with the credential (exact: both or neither commit).
  if (Number(result.numUpdatedRows) === 1 && certificate.importId) {
    await trx
      .updateTable('certificateImports')
      .set((eb) => ({ signed: eb('signed', '+', 1) }))
      .where('id', '=', certificate.importId)
      .execute();
  }
  // Revoked before it was ever signed: its new bit must be set in the list at once.
  if (Number(result.numUpdatedRows) === 1 && certificate.status === 'revoked') {
    await service.refreshStatusList(trx, status.list);
  }
}

/**
 * Signs a stored certificate that has no credential yet (another instance may win; fine), on
 * this thread, inside one transaction: for one asked for now (credentialFor), which waits for it.
 */
export async function signStored(
  service: CredentialService,
  certificate: Certificate,
): Promise<void> {
  const context = await contextOf(service, certificate);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await service.db.transaction().execute(async (trx) => {
        const status = await service.allocateStatus(trx);
        const credential = await service.sign(
          service.buildCredential(certificate, status, context),
          trx,
        );
        await storeSigned(service, trx, certificate, credential, status);
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not sign the certificate');
}

/**
 * The same, signed in a worker thread (sign-pool.ts), for the background run. No transaction is
 * open while the thread signs: on SQLite a transaction holds the only connection, so every
 * request's query would wait for the signature all the same. The place in the status lists is
 * taken first, on its own; one whose certificate another instance signed meanwhile stays unused,
 * as an unused place always could (the list's bits are read from the certificates).
 */
async function signStoredInThread(
  service: CredentialService,
  certificate: Certificate,
): Promise<void> {
  const context = await contextOf(service, certificate);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      const status = await service.allocateStatus(service.db);
      const credential = await service.signInThread(
        service.buildCredential(certificate, status, context),
      );
      await service.db.transaction().execute(async (trx) => {
        await storeSigned(service, trx, certificate, credential, status);
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not sign the certificate');
}

/**
 * Signs up to `limit` certificates still without a credential, oldest first (they are found by
 * migration 0025's partial index, which holds only those). `more`: some were left unsigned.
 */
export async function signPendingBatch(
  service: CredentialService,
  limit: number,
): Promise<{ signed: number; more: boolean }> {
  const batch = await service.db
    .selectFrom('certificates')
    .selectAll()
    .where('credential', 'is', null)
    .orderBy('createdAt')
    .limit(limit + 1)
    .execute();
  let signed = 0;
  for (const certificate of batch.slice(0, limit)) {
    await service.pacing?.quiet(() => service.closed);
    if (service.closed) return { signed, more: true };
    try {
      await signStoredInThread(service, certificate);
    } catch (error) {
      // The app closed its signing threads under this one: it is signed by the next run.
      if (service.closed) return { signed, more: true };
      throw error;
    }
    signed += 1;
  }
  return { signed, more: batch.length > limit };
}

/** Every certificate still without a credential, until none is left or the service stops. */
export async function signAllPending(service: CredentialService): Promise<number> {
  let signed = 0;
  while (!service.closed) {
    const batch = await signPendingBatch(service, 20);
    signed += batch.signed;
    if (!batch.more) break;
  }
  if (signed > 0) service.log?.info({ signed }, 'signed credentials of earlier certificates');
  return signed;
}

/**
 * After a key was revoked: the status lists and every credential a revoked key signed are
 * signed again with the key that signs now (the same content, a new proof), a batch at a
 * time. Safe to run again (after an interruption): only what a revoked key signed changes.
 */
export async function resignRevoked(service: CredentialService): Promise<number> {
  const { db, did } = service;
  const revoked = (await service.keys.published())
    .filter((key) => key.revokedAt)
    .map((key) => `${did}#${key.keyId}`);
  await service.refreshAllStatusLists();
  let signed = 0;
  for (const method of revoked) {
    let after = '';
    for (;;) {
      // The stored JSON has no spaces: a cheap filter, confirmed on the parsed proof below.
      const batch = await db
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
        const credential = await service.sign(unsigned);
        await db
          .updateTable('certificates')
          .set({ credential: JSON.stringify(credential) })
          .where('id', '=', row.id)
          .where('credential', '=', row.credential)
          .execute();
        signed += 1;
      }
    }
  }
  if (signed > 0) service.log?.info({ signed }, 'signed again the credentials of revoked keys');
  return signed;
}
