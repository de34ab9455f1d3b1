// The chain's marks kept in app_meta (the archive's anchor, where the plain links end, the last
// valid check), each sealed with the chain's key. The base layer of AuditLog (log.ts), which
// appends and checks the events; kept apart so the seals read in one place.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Db } from '../db/database';
import { AUDIT_KEYED_FROM_KEY } from '../db/migrations';
import type { AuditEventsTable } from '../db/schema';

/** Archived events leave their last link here, where the chain check starts. */
export const AUDIT_ANCHOR_KEY = 'audit_anchor';

/** Where the last valid check ended (a sealed mark): the next check starts after it. */
export const AUDIT_CHECKPOINT_KEY = 'audit_checkpoint';

/** A link of the chain kept in app_meta (the archive's anchor, where plain links end, a checkpoint). */
export interface Mark {
  seq: number;
  hash: string;
  /** The key's seal over what the mark says and what it is for. */
  mac?: string;
}

const sameHex = (a: string, b: string) =>
  a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

export class AuditMarks {
  private sealed: Promise<void> | undefined;

  constructor(
    protected readonly postgres: boolean,
    protected readonly key: Buffer,
  ) {}

  private markMac(purpose: string, seq: number, hash: string): string {
    return createHmac('sha256', this.key)
      .update(JSON.stringify([purpose, seq, hash]))
      .digest('hex');
  }

  /** The anchor an archive leaves, sealed with the key (cli/audit-archive.ts). */
  anchorValue(seq: number, hash: string): string {
    return JSON.stringify({ seq, hash, mac: this.markMac(AUDIT_ANCHOR_KEY, seq, hash) });
  }

  /**
   * Seals the marks written without the key: where the plain links end (the migration that
   * keyed the chain cannot know the key) and an anchor archived before. The server runs it at
   * start, right after the migrations, and every check runs it first; never inside a change's
   * transaction, whose rollback would undo it. Every process computes the same seal, so
   * instances starting together agree.
   */
  seal(db: Db): Promise<void> {
    this.sealed ??= (async () => {
      for (const name of [AUDIT_KEYED_FROM_KEY, AUDIT_ANCHOR_KEY]) {
        const row = await db
          .selectFrom('appMeta')
          .select('value')
          .where('key', '=', name)
          .executeTakeFirst();
        if (!row) continue;
        const mark = JSON.parse(row.value) as Mark;
        if (mark.mac !== undefined) continue;
        const value = JSON.stringify({ ...mark, mac: this.markMac(name, mark.seq, mark.hash) });
        await db
          .updateTable('appMeta')
          .set({ value })
          .where('key', '=', name)
          .where('value', '=', row.value)
          .execute();
      }
    })().catch((error: unknown) => {
      this.sealed = undefined;
      throw error;
    });
    return this.sealed;
  }

  /** A mark of app_meta if its seal holds; null when absent; 'forged' when it does not hold. */
  protected async mark(db: Db, name: string): Promise<Mark | null | 'forged'> {
    const row = await db
      .selectFrom('appMeta')
      .select('value')
      .where('key', '=', name)
      .executeTakeFirst();
    if (!row) return null;
    const mark = JSON.parse(row.value) as Mark;
    const ok =
      Number.isInteger(mark.seq) &&
      typeof mark.hash === 'string' &&
      typeof mark.mac === 'string' &&
      sameHex(mark.mac, this.markMac(name, mark.seq, mark.hash));
    return ok ? mark : 'forged';
  }

  /**
   * Where the last valid check ended, when its seal holds, it lies after the anchor and its event
   * is still there with the same link (recomputed); otherwise null (a full check).
   */
  protected async checkpoint(
    db: Db,
    after: number,
    linkOf: (event: Omit<AuditEventsTable, 'hash'>) => string,
  ): Promise<Mark | null> {
    const mark = await this.mark(db, AUDIT_CHECKPOINT_KEY);
    if (mark === null || mark === 'forged' || mark.seq <= after) return null;
    const row = await db
      .selectFrom('auditEvents')
      .selectAll()
      .where('seq', '=', mark.seq)
      .executeTakeFirst();
    if (!row) return null;
    const { hash, ...rest } = row;
    return sameHex(hash, mark.hash) && linkOf(rest) === hash ? mark : null;
  }

  protected async saveCheckpoint(db: Db, seq: number, hash: string): Promise<void> {
    const value = JSON.stringify({ seq, hash, mac: this.markMac(AUDIT_CHECKPOINT_KEY, seq, hash) });
    await db
      .insertInto('appMeta')
      .values({ key: AUDIT_CHECKPOINT_KEY, value })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value }))
      .execute();
  }
}
