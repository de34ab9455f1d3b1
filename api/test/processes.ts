// Real server processes for the tests that need them (several instances, SIGKILL, start-up
// errors): `node api/dist/server.js`, built first (with contracts/dist) when the sources are
// newer than the build.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

export const API_DIR = path.resolve(__dirname, '..');
export const SERVER_JS = path.join(API_DIR, 'dist', 'server.js');
/** The contracts the API runs as JavaScript (contracts/dist), compiled before the API. */
const CONTRACTS_DIR = path.resolve(API_DIR, '..', 'contracts');

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    const time = entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs;
    if (time > newest) newest = time;
  }
  return newest;
}

function isFresh(): boolean {
  try {
    const built = Math.min(
      statSync(SERVER_JS).mtimeMs,
      statSync(path.join(CONTRACTS_DIR, 'dist', 'index.js')).mtimeMs,
    );
    return (
      built >= newestMtime(path.join(API_DIR, 'src')) &&
      built >= newestMtime(path.join(CONTRACTS_DIR, 'src'))
    );
  } catch {
    return false;
  }
}

/**
 * Compiles api/dist when a source file is newer than dist/server.js (or it is missing). Test
 * files run in parallel workers: a lock folder keeps two of them from writing dist at once.
 */
export function ensureBuilt(): void {
  if (isFresh()) return;
  const lock = path.join(tmpdir(), 'api-dist-build.lock');
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      // Another worker is building; an abandoned lock older than two minutes is taken over.
      if (Date.now() > deadline) break;
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200);
    }
  }
  try {
    if (isFresh()) return;
    for (const dir of [CONTRACTS_DIR, API_DIR]) {
      execFileSync(
        process.execPath,
        [require.resolve('typescript/bin/tsc'), '-p', path.join(dir, 'tsconfig.build.json')],
        { stdio: 'pipe' },
      );
    }
  } finally {
    rmSync(lock, { recursive: true, force: true });
  }
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** SIGTERM, then SIGKILL after 5 s. */
  stop: () => Promise<void>;
  kill: () => Promise<void>;
}

function exited(child: ChildProcess): Promise<void> {
  return child.exitCode !== null || child.signalCode !== null
    ? Promise.resolve()
    : new Promise((resolve) => child.once('exit', () => resolve()));
}

/** Runs `node api/dist/server.js` with `env` on a free loopback port; waits for /api/ready. */
export async function startServer(env: NodeJS.ProcessEnv): Promise<ServerProcess> {
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, [SERVER_JS], {
    cwd: API_DIR,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d: Buffer) => (log += d.toString()));
  child.stderr?.on('data', (d: Buffer) => (log += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log}`);
    try {
      if ((await fetch(`${url}/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server was not ready within 30 s:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    child,
    output: () => log,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited(child);
      clearTimeout(timer);
    },
    kill: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGKILL');
      await exited(child);
    },
  };
}

/** Runs the server expecting it to refuse to start; resolves with its exit code and stderr. */
export function startExpectingFailure(
  env: NodeJS.ProcessEnv,
): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    let stderr = '';
    const child = spawn(process.execPath, [SERVER_JS], {
      cwd: API_DIR,
      env: { PATH: process.env.PATH, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (d: Buffer) => (stderr += d.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`the server started although it should not have:\n${stderr}`));
    }, 20_000);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}

export interface HttpAnswer<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

export async function post<T = Record<string, unknown>>(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<HttpAnswer<T>> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T, headers: res.headers };
}
