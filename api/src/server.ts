// Entry point: read the configuration, build the app, listen, and shut down gracefully.
import type { FastifyInstance } from 'fastify';
import { build } from './app';
import { ConfigError, loadConfig } from './config';

/** How long in-flight requests get to finish after SIGTERM before the process gives up. */
const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  // Only the server's own user may read what it creates. DATA_DIR's folders and files get 0700
  // and 0600 explicitly where they are made (lib/private-files.ts); this covers any file a
  // library might write. Nothing the server serves is written by it (the built front ends are
  // only read), and it listens on a TCP port, not on a socket file others must open.
  process.umask(0o077);
  let config;
  try {
    config = loadConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }

  let app: FastifyInstance;
  try {
    app = await build({ config });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    process.stderr.write(
      `The API could not start: ${error instanceof Error ? error.message : String(error)}\n`,
    );
    process.exit(1);
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  const shownHost = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  const docs = {
    public: 'docs at /api/docs',
    admin: 'docs at /api/docs for admins',
    off: 'docs off',
  }[config.apiDocs];
  app.log.info(`site and API listening on http://${shownHost}:${port} (API under /api, ${docs})`);

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) {
      app.log.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    app.log.info(`${signal} received: no new connections, finishing in-flight requests`);
    const timer = setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    // close() stops accepting, waits for in-flight requests and runs onClose (database, Redis).
    app.close().then(
      () => {
        app.log.info('stopped cleanly');
        process.exit(0);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'error while stopping');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

void main();
