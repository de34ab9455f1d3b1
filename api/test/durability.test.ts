// The real server on SQLite is killed with SIGKILL while admins issue certificates; after a
// restart on the same DATA_DIR every write the server acknowledged (201) is there and the
// database passes PRAGMA integrity_check. Two connections to one file never fail each other's
// transactions.
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { createDb } from '../src/db/database';
import { tempDir } from './helpers';
import { ensureBuilt, post, startServer } from './processes';

const ADMIN = { email: 'durable.admin@example.com', password: 'a durable admin passphrase 7' };

/** 12 -> 'bc': digits as the letters a-j, for names that must be letters only. */
const spelled = (n: number) => String(n).replace(/\d/g, (d) => String.fromCharCode(97 + Number(d)));

describe('durability on SQLite', () => {
  const dataDir = tempDir('api-durability-');
  const env = {
    DATA_DIR: dataDir,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    STATIC_ROOT: path.join(dataDir, 'no-static'),
    // A stream of writes far beyond any admin's pace: the write limits are not what is tested.
    RATE_LIMIT_WRITES: '1000000/1m',
    RATE_LIMIT_WRITES_PER_USER: '1000000/1m',
  };
  beforeAll(() => ensureBuilt(), 120_000);
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('keeps every acknowledged write after a SIGKILL in the middle of a stream of writes', async () => {
    const first = await startServer(env);
    const acknowledged: string[] = [];
    // Set just before the kill: from then on a failed request is expected, not an error.
    let killing = false;
    try {
      const login = await post<{ token: string }>(`${first.url}/api/users/login`, ADMIN);
      expect(login.status).toBe(200);
      const headers = { authorization: `Bearer ${login.body.token}` };

      // Four writers in parallel, each issuing certificates one after another until the kill.
      const writer = async (w: number) => {
        for (let n = 0; ; n += 1) {
          try {
            const res = await post<{ data: { certificateId: string } }>(
              `${first.url}/api/certificates`,
              {
                // A full name is letters only: the numbers are spelled with a-j.
                fullName: `Writer ${spelled(w)} Person ${spelled(n)}`,
                courseName: 'CompTIA Security+',
                issuedBy: 'Durability Test',
                issueDate: '2024-03-05',
              },
              headers,
            );
            if (res.status === 201) acknowledged.push(res.body.data.certificateId);
            else throw new Error(`unexpected ${res.status}`);
          } catch (error) {
            // After the kill a request fails: that write was never acknowledged.
            if (killing) return;
            throw error;
          }
        }
      };
      let failure: unknown;
      const writers = [0, 1, 2, 3].map((w) => writer(w).catch((error) => (failure = error)));
      // Let the stream run, then kill while requests are in flight.
      while (acknowledged.length < 150 && failure === undefined) {
        await new Promise((r) => setTimeout(r, 20));
      }
      if (failure !== undefined) throw failure;
      killing = true;
      await first.kill();
      await Promise.all(writers);
      expect(first.child.signalCode).toBe('SIGKILL');
    } finally {
      killing = true;
      await first.kill();
    }
    expect(acknowledged.length).toBeGreaterThanOrEqual(150);

    // The restarted server opens the same database (WAL recovery) and answers.
    const second = await startServer(env);
    try {
      const last = acknowledged[acknowledged.length - 1]!;
      const res = await fetch(`${second.url}/api/certificates/${last}`);
      expect(res.status).toBe(200);
    } finally {
      await second.stop();
    }

    const db = new Database(path.join(dataDir, 'site.db'), { readonly: true });
    try {
      const rows = db
        .prepare(
          "select certificate_id as id from certificates where issued_by = 'Durability Test'",
        )
        .all() as Array<{ id: string }>;
      const stored = new Set(rows.map((r) => r.id));
      const missing = acknowledged.filter((id) => !stored.has(id));
      expect(missing).toEqual([]);
      expect(db.pragma('integrity_check', { simple: true })).toBe('ok');
      expect(db.pragma('foreign_key_check')).toEqual([]);
    } finally {
      db.close();
    }
  }, 120_000);
});

describe('two connections to one SQLite file (the admin CLI beside a running server)', () => {
  it('a transaction that reads and then writes is not failed by a write from the other connection: that one waits', async () => {
    const dataDir = tempDir('api-sqlite-writers-');
    const db = createDb({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
    try {
      await sql`create table counters (id integer primary key, n integer not null)`.execute(db);
      await sql`insert into counters (id, n) values (1, 0), (2, 0)`.execute(db);
      // The other process, as a second connection that does not wait at all.
      const other = new Database(path.join(dataDir, 'site.db'));
      other.pragma('busy_timeout = 0');
      let otherWrite: unknown;
      await db.transaction().execute(async (trx) => {
        // Read, then write from what was read: the CLI's revoke does this.
        const { rows } = await sql<{ n: number }>`select n from counters where id = 1`.execute(trx);
        try {
          other.prepare('update counters set n = n + 1 where id = 2').run();
        } catch (error) {
          otherWrite = error;
        }
        const read = rows[0]?.n ?? Number.NaN;
        await sql`update counters set n = ${read + 1} where id = 1`.execute(trx);
      });
      // The open transaction held the write lock from its start: the other writer was the one
      // told to wait (here: to try again), and the transaction's own write went through.
      expect(otherWrite).toMatchObject({ code: 'SQLITE_BUSY' });
      other.prepare('update counters set n = n + 1 where id = 2').run();
      expect(other.prepare('select id, n from counters order by id').all()).toEqual([
        { id: 1, n: 1 },
        { id: 2, n: 1 },
      ]);
      other.close();
    } finally {
      await db.destroy();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
