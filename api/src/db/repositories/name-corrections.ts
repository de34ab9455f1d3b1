import type { Selectable } from 'kysely';
import type { AdminNameCorrection, NameCorrection } from 'contracts';
import type { Db } from '../database';
import type { NameCorrectionsTable } from '../schema';

export type NameCorrectionRow = Selectable<NameCorrectionsTable>;

export function learnerView(row: NameCorrectionRow): NameCorrection {
  return {
    id: row.id,
    certificateId: row.certificateId,
    requestedName: row.requestedName,
    reason: row.reason,
    status: row.status,
    createdAt: row.createdAt,
    decidedAt: row.decidedAt,
    decisionNote: row.decisionNote,
    newCertificateId: row.newCertificateId,
  };
}

export class NameCorrectionsRepository {
  constructor(private readonly db: Db) {}

  find(id: string): Promise<NameCorrectionRow | undefined> {
    return this.db
      .selectFrom('nameCorrections')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirst();
  }

  openFor(certificateId: string): Promise<NameCorrectionRow | undefined> {
    return this.db
      .selectFrom('nameCorrections')
      .selectAll()
      .where('certificateId', '=', certificateId)
      .where('status', '=', 'requested')
      .executeTakeFirst();
  }

  ofUser(userId: string): Promise<NameCorrectionRow[]> {
    return this.db
      .selectFrom('nameCorrections')
      .selectAll()
      .where('userId', '=', userId)
      .orderBy('createdAt', 'desc')
      .orderBy('id', 'desc')
      .limit(200)
      .execute();
  }

  /** Open requests, newest first, with the name printed now and who asked. */
  async open(): Promise<AdminNameCorrection[]> {
    const rows = await this.db
      .selectFrom('nameCorrections')
      .innerJoin('certificates', 'certificates.certificateId', 'nameCorrections.certificateId')
      .innerJoin('users', 'users.id', 'nameCorrections.userId')
      .selectAll('nameCorrections')
      .select([
        'certificates.fullName as currentName',
        'certificates.courseName as courseName',
        'users.email as email',
      ])
      .where('nameCorrections.status', '=', 'requested')
      .orderBy('nameCorrections.createdAt', 'desc')
      .orderBy('nameCorrections.id', 'desc')
      .limit(200)
      .execute();
    return rows.map((row) => ({
      ...learnerView(row),
      currentName: row.currentName,
      courseName: row.courseName,
      email: row.email,
    }));
  }

  /** Records the decision; false when the request is no longer open (decided meanwhile). */
  async decide(
    id: string,
    decision: {
      status: 'approved' | 'refused';
      decidedBy: string;
      decidedAt: string;
      decisionNote: string;
      newCertificateId?: string;
    },
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('nameCorrections')
      .set({ ...decision, newCertificateId: decision.newCertificateId ?? null })
      .where('id', '=', id)
      .where('status', '=', 'requested')
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }
}
