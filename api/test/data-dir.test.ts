// What the server writes into DATA_DIR (the SQLite database and its -wal/-shm files,
// the generated jwt-secret, the e-mail outbox) is its own user's alone: folders 0700, files 0600,
// whatever the umask of the process that starts it. A start names what is open to other users.
import { chmodSync, mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { build, loggerOptions } from '../src/app';
import type { AppConfig } from '../src/config';
import { dialects, outbox, register, tempDir, testConfig } from './helpers';

const modeOf = (file: string) => statSync(file).mode & 0o777;

/** Every folder and file under `dir` (itself included) with its mode, e.g. ['outbox', 0o700]. */
function modesUnder(dir: string): Array<[string, number]> {
  const out: Array<[string, number]> = [['.', modeOf(dir)]];
  for (const name of readdirSync(dir, { recursive: true }) as string[]) {
    out.push([name, modeOf(path.join(dir, name))]);
  }
  return out;
}

interface LogLine {
  level: number;
  msg: string;
  path?: string;
  mode?: string;
}

async function buildWithLogs(
  config: AppConfig,
): Promise<{ app: FastifyInstance; logs: LogLine[] }> {
  const logs: LogLine[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) {
        logs.push(JSON.parse(line) as LogLine);
      }
      done();
    },
  });
  const app = await build({
    config,
    logger: { ...(loggerOptions(config) as object), level: 'info', stream },
  });
  return { app, logs };
}

const WARN = 40;

describe.each(dialects)('DATA_DIR (%s)', (dialect) => {
  let savedUmask: number;
  let parent: string;
  beforeEach(() => {
    // What a shell usually starts a process with: new files 0644 and folders 0755 by default.
    savedUmask = process.umask(0o022);
    parent = tempDir('api-data-dir-');
  });
  afterEach(() => {
    process.umask(savedUmask);
    rmSync(parent, { recursive: true, force: true });
  });

  it('is created 0700 with every file the server writes in it 0600, under a umask of 022', async () => {
    const dataDir = path.join(parent, 'data');
    const ctx = await testConfig(dialect, { DATA_DIR: dataDir });
    const { app, logs } = await buildWithLogs(ctx.config);
    try {
      const account = await register(app);
      await app.inject({
        method: 'POST',
        url: '/api/users/sendOTPToEmail',
        payload: { email: account.email },
      });
      // The sign-up's address-proof code and the reset code.
      expect(await outbox(app)).toHaveLength(2);

      expect(modeOf(dataDir)).toBe(0o700);
      expect(modeOf(path.join(dataDir, 'jwt-secret'))).toBe(0o600);
      expect(modeOf(path.join(dataDir, 'outbox'))).toBe(0o700);
      if (dialect === 'sqlite') {
        // Open in WAL mode: the database and both of its companions exist now.
        for (const name of ['site.db', 'site.db-wal', 'site.db-shm']) {
          expect([name, modeOf(path.join(dataDir, name))]).toEqual([name, 0o600]);
        }
      }
      for (const [name, mode] of modesUnder(dataDir)) {
        const isFolder = statSync(path.join(dataDir, name)).isDirectory();
        expect([name, mode]).toEqual([name, isFolder ? 0o700 : 0o600]);
      }
      // Nothing the server made itself is reported.
      expect(logs.filter((line) => line.level === WARN && /DATA_DIR/.test(line.msg))).toEqual([]);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });

  it('warns at start about a DATA_DIR file or folder other users can read, and leaves it as it is', async () => {
    const dataDir = path.join(parent, 'data');
    mkdirSync(dataDir);
    chmodSync(dataDir, 0o755);
    const secretFile = path.join(dataDir, 'jwt-secret');
    writeFileSync(secretFile, `${'s'.repeat(48)}\n`);
    chmodSync(secretFile, 0o644);
    const ctx = await testConfig(dialect, { DATA_DIR: dataDir });
    const { app, logs } = await buildWithLogs(ctx.config);
    try {
      const warnings = logs.filter((line) => line.level === WARN && /DATA_DIR/.test(line.msg));
      expect(warnings).toEqual([
        expect.objectContaining({
          path: dataDir,
          mode: '0755',
          msg: expect.stringMatching(
            new RegExp(
              `^DATA_DIR folder ${dataDir} is open to other users .*\\(mode 0755\\).*chmod 700 '${dataDir}'$`,
            ),
          ) as unknown,
        }),
        expect.objectContaining({
          path: secretFile,
          mode: '0644',
          msg: expect.stringMatching(
            new RegExp(
              `^DATA_DIR file ${secretFile} is open to other users .*\\(mode 0644\\).*chmod 600 '${secretFile}'$`,
            ),
          ) as unknown,
        }),
      ]);
      // The operator's choice is theirs to change: the modes are as they were.
      expect(modeOf(dataDir)).toBe(0o755);
      expect(modeOf(secretFile)).toBe(0o644);
    } finally {
      await app.close();
      await ctx.cleanup();
    }
  });
});
