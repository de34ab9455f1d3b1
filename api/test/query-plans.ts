// The plans of queries, for the tests that check a list reads its index (EXPLAIN on both
// databases): SQLite's `explain query plan` details, PostgreSQL's JSON plan.
import { CompiledQuery, sql, type Compilable } from 'kysely';
import type { Db } from '../src/db/database';
import type { Dialect } from './helpers';

/** The plan of each query, one text per query. */
export async function queryPlans(
  db: Db,
  dialect: Dialect,
  queries: Compilable[],
): Promise<string[]> {
  const out: string[] = [];
  for (const query of queries) {
    const compiled = query.compile();
    if (dialect === 'sqlite') {
      const result = await db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${compiled.sql}`, [...compiled.parameters]),
      );
      out.push(result.rows.map((row) => row.detail).join('\n'));
    } else {
      // A small table is read whole by choice; without that choice, the plan shows the index.
      out.push(
        await db.connection().execute(async (conn) => {
          await sql`set enable_seqscan = off`.execute(conn);
          try {
            const result = await conn.executeQuery<{ 'QUERY PLAN': unknown }>(
              CompiledQuery.raw(`explain (format json) ${compiled.sql}`, [...compiled.parameters]),
            );
            return JSON.stringify(result.rows[0]?.['QUERY PLAN']);
          } finally {
            await sql`reset enable_seqscan`.execute(conn);
          }
        }),
      );
    }
  }
  return out;
}
