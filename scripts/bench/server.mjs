// Starts the production server (api/dist/server.js) on a free loopback port with a fresh data
// folder, the way `npm start` runs it, and stops it again.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A free loopback port (listen on 0, read it, close). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(url, child, log) {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited early:\n${log()}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  throw new Error(`The server did not become healthy within 30 s:\n${log()}`);
}

/**
 * Runs `script` (default: the production server) with NODE_ENV=test, a temp DATA_DIR and
 * SITE_MAP_EMBED_URL empty, so no page of the bench loads anything from the internet.
 */
export async function startServer({
  script = path.join(root, 'api/dist/server.js'),
  env = {},
} = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'site-bench-'));
  let log = '';
  const spawned = performance.now();
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SITE_MAP_EMBED_URL: '',
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const keep = (chunk) => {
    log = (log + chunk.toString()).slice(-20_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child, () => log);
  } catch (error) {
    child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
  return {
    url,
    port,
    pid: child.pid,
    /** From the process's start to its first healthy answer (polled every 25 ms). */
    startedInMs: Math.round(performance.now() - spawned),
    output: () => log,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (child.exitCode !== null) return done();
        const timer = setTimeout(() => child.kill('SIGKILL'), 12_000);
        child.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        child.kill('SIGTERM');
      }),
  };
}

/** Debian's Chromium and the flags every browser of the bench runs with. */
export const CHROME_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
