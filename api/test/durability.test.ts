// The real server on SQLite is killed with SIGKILL while admins issue certificates; after a
// restart on the same DATA_DIR every write the server acknowledged (201) is there and the
// database passes PRAGMA integrity_check.
import { rmSync } from 'node:fs';
import path from 'node:path';
import Database from 'better-sqlite3';
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
