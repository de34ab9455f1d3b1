// Runs that sign stored certificates after the fact, a batch at a time so requests are served in
// between: those without a credential yet (imported, or stored before credentials existed), and
// those a revoked key signed. Apart from the service, which signs one certificate as it is issued.
import type { Certificate } from '../db/schema';
import { isUniqueViolation } from '../db/database';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/database';
import type { CredentialKeys } from './keys';
import type { buildCredential, IssueContext } from './open-badge';
import { freeStatusIndex } from './status-list';
import type { JsonCredential } from './json-credential';

/** What the runs use of the credential service (service.ts), which starts them. */
export interface CredentialService {
  readonly db: Db;
  readonly did: string;
  readonly keys: CredentialKeys;
  readonly log?: FastifyBaseLogger;
  readonly closed: boolean;
  buildCredential(
    certificate: Parameters<typeof buildCredential>[1],
    statusIndex: number,
    context?: IssueContext,
  ): JsonCredential;
  sign(unsigned: JsonCredential, db?: Db): Promise<JsonCredential>;
  refreshStatusList(trx: Db): Promise<void>;
  forgetStatusList(): void;
}

/** What is known of how a stored certificate was earned (for one signed after the fact). */
async function contextOf(service: CredentialService, certificateId: string): Promise<IssueContext> {
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

/** Signs a stored certificate that has no credential yet (another instance may win; fine). */
export async function signStored(
  service: CredentialService,
  certificate: Certificate,
): Promise<void> {
  const context = await contextOf(service, certificate.certificateId);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      await service.db.transaction().execute(async (trx) => {
        const statusIndex = await freeStatusIndex(trx);
        const credential = await service.sign(
          service.buildCredential(certificate, statusIndex, context),
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
          await service.refreshStatusList(trx);
        }
      });
      return;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not sign the certificate');
}

/** Every certificate still without a credential, until none is left or the service stops. */
export async function signAllPending(service: CredentialService): Promise<number> {
  let signed = 0;
  while (!service.closed) {
    const batch = await service.db
      .selectFrom('certificates')
      .selectAll()
      .where('credential', 'is', null)
      .orderBy('createdAt')
      .limit(20)
      .execute();
    if (batch.length === 0) break;
    for (const certificate of batch) {
      if (service.closed) break;
      await signStored(service, certificate);
      signed += 1;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
  if (signed > 0) service.log?.info({ signed }, 'signed credentials of earlier certificates');
  return signed;
}

/**
 * After a key was revoked: the status list and every credential a revoked key signed are
 * signed again with the key that signs now (the same content, a new proof), a batch at a
 * time. Safe to run again (after an interruption): only what a revoked key signed changes.
 */
export async function resignRevoked(service: CredentialService): Promise<number> {
  const { db, did } = service;
  const revoked = (await service.keys.published())
    .filter((key) => key.revokedAt)
    .map((key) => `${did}#${key.keyId}`);
  await db.transaction().execute((trx) => service.refreshStatusList(trx));
  service.forgetStatusList();
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
