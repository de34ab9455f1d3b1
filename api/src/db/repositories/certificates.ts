import { sql } from 'kysely';
import type { Db } from '../database';
import type { Certificate, NewCertificate } from '../schema';
import { likePattern, type Page } from './users';

export class CertificatesRepository {
  constructor(private readonly db: Db) {}

  findByCertificateId(certificateId: string): Promise<Certificate | undefined> {
    return this.db
      .selectFrom('certificates')
      .selectAll()
      .where('certificateId', '=', certificateId)
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

  async list(options: {
    page: number;
    pageSize: number;
    search?: string;
  }): Promise<Page<Certificate>> {
    let query = this.db.selectFrom('certificates');
    if (options.search) {
      const pattern = likePattern(options.search);
      query = query.where((eb) =>
        eb.or([
          eb(sql<string>`lower(certificate_id)`, 'like', sql<string>`${pattern} escape '\\'`),
          eb(sql<string>`lower(full_name)`, 'like', sql<string>`${pattern} escape '\\'`),
        ]),
      );
    }
    const [rows, count] = await Promise.all([
      query
        .selectAll()
        .orderBy('createdAt', 'desc')
        .orderBy('certificateId')
        .limit(options.pageSize)
        .offset((options.page - 1) * options.pageSize)
        .execute(),
      query.select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(count.count) };
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
