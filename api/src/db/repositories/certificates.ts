// Certificates read one at a time or by holder, stored, and revoked; through the layer it extends
// (certificate-list.ts) also the admin's paged and searched list. One class for callers, which
// build it over a transaction.
import type { Certificate, NewCertificate } from '../schema';
import { CertificateListRepository } from './certificate-list';

export class CertificatesRepository extends CertificateListRepository {
  findByCertificateId(certificateId: string): Promise<Certificate | undefined> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .executeTakeFirst();
  }

  /**
   * The certificates of one holder, newest first: those issued to `email` (lower-cased) and those
   * earned by `userId`'s assessment attempts (issued to the account's address).
   */
  ofHolder(userId: string, email: string): Promise<Certificate[]> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where((eb) =>
        eb.or([
          eb('recipientEmail', '=', email),
          eb(
            'certificateId',
            'in',
            eb
              .selectFrom('assessmentAttempts')
              .select('assessmentAttempts.certificateId')
              .where('assessmentAttempts.userId', '=', userId)
              .where('assessmentAttempts.certificateId', 'is not', null)
              .$narrowType<{ certificateId: string }>(),
          ),
        ]),
      )
      .orderBy('issueDate', 'desc')
      .orderBy('createdAt', 'desc')
      .limit(500)
      .execute();
  }

  /** One certificate of the holder (as ofHolder lists them), or undefined. */
  ofHolderById(userId: string, email: string, certificateId: string) {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .where((eb) =>
        eb.or([
          eb('recipientEmail', '=', email),
          eb(
            'certificateId',
            'in',
            eb
              .selectFrom('assessmentAttempts')
              .select('assessmentAttempts.certificateId')
              .where('assessmentAttempts.userId', '=', userId)
              .where('assessmentAttempts.certificateId', 'is not', null)
              .$narrowType<{ certificateId: string }>(),
          ),
        ]),
      )
      .executeTakeFirst();
  }

  async create(certificate: NewCertificate): Promise<void> {
    await this.db.insertInto('certificates').values(certificate).execute();
  }

  /** All rows or none. */
  async createMany(certificates: NewCertificate[]): Promise<void> {
    if (certificates.length === 0) return;
    await this.db
      .transaction()
      .execute((trx) => new CertificatesRepository(trx).insertMany(certificates));
  }

  /** Inserts the rows in chunks (neither dialect meets its bound-parameter limit); call it in a transaction. */
  async insertMany(certificates: NewCertificate[]): Promise<void> {
    for (let i = 0; i < certificates.length; i += 200) {
      await this.db
        .insertInto('certificates')
        .values(certificates.slice(i, i + 200))
        .execute();
    }
  }

  async existingIds(certificateIds: string[]): Promise<Set<string>> {
    const found = new Set<string>();
    for (let i = 0; i < certificateIds.length; i += 500) {
      const chunk = certificateIds.slice(i, i + 500);
      if (chunk.length === 0) continue;
      const rows = await this.db
        .selectFrom('certificates')
        .select('certificateId')
        .where('certificateId', 'in', chunk)
        .execute();
      for (const row of rows) found.add(row.certificateId);
    }
    return found;
  }

  /** False when the certificate does not exist or is already revoked. */
  async revoke(certificateId: string, reason: string, now: string): Promise<boolean> {
    const result = await this.db
      .updateTable('certificates')
      .set({ status: 'revoked', revokedReason: reason, revokedAt: now })
      .where('certificateId', '=', certificateId)
      .where('status', '=', 'valid')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
