// npm run admin -w api -- audit-archive --before <YYYY-MM-DD> --out <file.jsonl>
// The only way events leave the audit log: those older than the date are written to the file (one
// JSON object per line, flushed to disk) and only then removed, in one transaction that lifts the
// append-only triggers for that statement alone. The last archived link becomes the anchor the
// chain check starts from, so `GET /api/audit-events/verify` stays valid; the file keeps the
// archived part of the chain (each line's prevHash is the line before's hash).
import { closeSync, fsyncSync, openSync, writeSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { AUDIT_ANCHOR_KEY, AuditLog, auditKey } from '../audit/log';
import type { AppConfig } from '../config';
import { createDb, migrateToLatest, type Db } from '../db/database';
import { resolveSecret } from '../lib/secrets';
import type { CliIo } from './io';

export const AUDIT_ARCHIVE_USAGE = `Usage: npm run admin -w api -- audit-archive --before <YYYY-MM-DD> --out <file.jsonl>

Writes the audit events older than the date to the file, then removes them from the database.
`;

async function withoutAppendOnly(trx: Db, postgres: boolean, run: () => Promise<void>) {
  if (postgres) {
    await sql`alter table audit_events disable trigger audit_events_no_change`.execute(trx);
    await run();
    await sql`alter table audit_events enable trigger audit_events_no_change`.execute(trx);
    return;
  }
  const triggers = await sql<{ name: string; sql: string }>`
    select name, sql from sqlite_master
    where type = 'trigger' and tbl_name = 'audit_events' and name = 'audit_events_no_delete'`.execute(
    trx,
  );
  for (const t of triggers.rows) await sql.raw(`drop trigger ${t.name}`).execute(trx);
  await run();
  for (const t of triggers.rows) await sql.raw(t.sql).execute(trx);
}

export async function runAuditArchiveCli(
  args: string[],
  config: AppConfig,
  io: CliIo,
): Promise<number> {
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i += 2) options[args[i] ?? ''] = args[i + 1] ?? '';
  const before = options['--before'];
  const out = options['--out'];
  if (!before || !/^\d{4}-\d{2}-\d{2}$/.test(before) || !out) {
    io.stderr.write(AUDIT_ARCHIVE_USAGE);
    return 2;
  }
  const postgres = config.database.kind === 'postgres';
  const db = createDb(config.database);
  try {
    await migrateToLatest(db, config.database);
    // The anchor is sealed with the chain's key, as the server seals it (audit/log.ts).
    const log = new AuditLog(postgres, auditKey(resolveSecret(config).secret));
    await log.seal(db);
    const cutoff = `${before}T00:00:00.000Z`;
    const rows = await db
      .selectFrom('auditEvents')
      .selectAll()
      .where('occurredAt', '<', cutoff)
      .orderBy('seq')
      .execute();
    if (rows.length === 0) {
      io.stdout.write(`No audit events before ${before}.\n`);
      return 0;
    }
    const last = rows[rows.length - 1]!;
    const file = path.resolve(io.cwd, out);
    // 'wx': never overwrite an earlier archive.
    const fd = openSync(file, 'wx', 0o600);
    try {
      for (const row of rows) writeSync(fd, `${JSON.stringify(row)}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    await db.transaction().execute(async (trx) => {
      await withoutAppendOnly(trx, postgres, async () => {
        await trx.deleteFrom('auditEvents').where('seq', '<=', last.seq).execute();
      });
      const anchor = log.anchorValue(last.seq, last.hash);
      const updated = await trx
        .updateTable('appMeta')
        .set({ value: anchor })
        .where('key', '=', AUDIT_ANCHOR_KEY)
        .executeTakeFirst();
      if (Number(updated.numUpdatedRows) === 0) {
        await trx.insertInto('appMeta').values({ key: AUDIT_ANCHOR_KEY, value: anchor }).execute();
      }
    });
    const check = await log.verify(db);
    io.stdout.write(
      `Archived ${rows.length} audit event${rows.length === 1 ? '' : 's'} (through #${last.seq}) to ${file}. The chain of the ${check.count} kept is ${check.valid ? 'valid' : 'BROKEN'}.\n`,
    );
    return check.valid ? 0 : 1;
  } catch (error) {
    io.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    return 1;
  } finally {
    await db.destroy();
  }
}
