// Builds the Fastify instance. server.ts listens with it; tests call build() and use inject().
import { sql } from 'kysely';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { ErrorResponse } from 'contracts';
import autoload, { type AutoloadPluginOptions } from '@fastify/autoload';
import compress from '@fastify/compress';
import cors from '@fastify/cors';
import { loadConfig, type AppConfig } from './config';
import './types';
import { ensureAdmin, ExistingAccountError } from './admin-account';
import { seedDemoData } from './db/seed';
import { LazyChildLogger } from './lib/lazy-child-logger';
import { namePluginsByFunction } from './lib/plugin-names';
import { dataDirWarnings } from './lib/private-files';
import {
  loggerOptions as makeLoggerOptions,
  OneLinePerRequest,
  resolveLogFormat,
} from './lib/logging';
import audit from './plugins/audit';
import auth from './plugins/auth';
import commerce from './plugins/commerce';
import credentials from './plugins/credentials';
import credentialSigning from './plugins/credential-signing';
import csvExports from './plugins/csv-exports';
import database from './plugins/db';
import docs from './plugins/docs';
import errorHandling, { answerClientError, answerFrameworkError } from './plugins/errors';
import jobs from './plugins/jobs';
import mail from './plugins/mail';
import orders from './plugins/orders';
import enquiries from './plugins/enquiries';
import renewalReminders from './plugins/renewal-reminders';
import stripe from './plugins/stripe';
import rateLimits from './plugins/rate-limit';
import securityHeaders from './plugins/security-headers';
import staticHosting from './plugins/static';
import verificationCounts from './plugins/verification-counts';
import { sharedSchemaCompilers } from './lib/schema-compilers';

export { loadConfig, type AppConfig } from './config';

export interface BuildOptions {
  /** A ready configuration (tests and e2e inject one); otherwise read from `env`. */
  config?: AppConfig;
  /** Environment to read when `config` is not given (default process.env). */
  env?: NodeJS.ProcessEnv;
  /** Override the logger (e.g. a pino destination in tests). */
  logger?: FastifyServerOptions['logger'];
}

export function loggerOptions(config: AppConfig): FastifyServerOptions['logger'] {
  return makeLoggerOptions(config.logLevel, resolveLogFormat(config.logFormat));
}

/** TRUST_PROXY=<n>: trust the n proxies closest to the server (what proxy-addr does for numbers). */
function trustHops(hops: number) {
  return (_address: string, hop: number) => hop < hops;
}

export async function build(options: BuildOptions = {}): Promise<FastifyInstance> {
  const config = options.config ?? loadConfig(options.env ?? process.env);
  const app = Fastify({
    logger: options.logger ?? loggerOptions(config),
    bodyLimit: config.bodyLimitBytes,
    trustProxy:
      typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    genReqId: () => randomUUID(),
    // Never trust a client-chosen request id; ours is random and echoed back.
    requestIdHeader: false,
    // Bodies reject unknown properties instead of silently dropping them.
    ajv: { customOptions: { removeAdditional: false, allErrors: false } },
    return503OnClosing: true,
    // Compiled route schemas are reused by every app this process builds (lib/schema-compilers).
    schemaController: sharedSchemaCompilers,
    // What the router and Node's HTTP parser refuse is answered in the API's form too.
    frameworkErrors: answerFrameworkError,
    clientErrorHandler: answerClientError,
    logController: new OneLinePerRequest(),
    // Each request's logger (with its id) is made when it first logs something.
    childLoggerFactory: (logger, bindings, childOptions) =>
      new LazyChildLogger(logger, bindings, childOptions),
  });

  namePluginsByFunction(app);
  app.decorate('config', config);
  app.addSchema(ErrorResponse);
  // Before anything is written this start: what an earlier start or the operator left open.
  for (const { entry, message } of dataDirWarnings(config.dataDir)) {
    app.log.warn(entry ? { path: entry.path, mode: entry.mode } : {}, message);
  }

  await app.register(errorHandling);
  await app.register(csvExports);
  await app.register(securityHeaders);
  await app.register(compress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(database);
  await app.register(verificationCounts);
  await app.register(auth);
  await app.register(audit);
  await app.register(commerce);
  await app.register(credentials);
  await app.register(mail);
  await app.register(jobs);
  await app.register(orders);
  await app.register(enquiries);
  await app.register(renewalReminders);
  await app.register(credentialSigning);
  await app.register(stripe);
  await app.register(rateLimits);
  await app.register(docs);

  await app.register(
    async function api(api) {
      // Same origin by default; CORS_ORIGINS lets a front end on another origin call the API.
      if (config.corsOrigins.length > 0) {
        await api.register(cors, {
          origin: config.corsOrigins,
          methods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'],
          allowedHeaders: ['content-type', 'authorization'],
          maxAge: 600,
        });
      }
      // Answers to API calls are personal or fresh unless a route says otherwise: the security
      // headers' hook sets Cache-Control: no-store first, a route's own replaces it.
      await api.register(autoload, routeFolders('routes'));
    },
    { prefix: '/api' },
  );

  // At the site's root, not under /api and outside the CORS above: robots.txt and the sitemap,
  // the issuer's DID document and the certificate page's answer to a JSON-LD client.
  await app.register(autoload, routeFolders('root-routes'));
  await app.register(staticHosting);

  await bootstrapData(app);
  return app;
}

/**
 * Every folder of src/<folder> is one resource: its index is its plugin (the folder's other files
 * are the parts it registers), found and registered by @fastify/autoload, so a new folder needs
 * no line here. The folder's name is no prefix: each plugin names its full paths (/users/...).
 * Autoload registers into the caller's scope (the /api one with its CORS, or the root, where the
 * well-known hook must see every page). It reads the .ts sources under Jest, the .js in dist.
 */
function routeFolders(folder: 'routes' | 'root-routes'): AutoloadPluginOptions {
  return { dir: path.join(__dirname, folder), dirNameRoutePrefix: false };
}

/** First-start work: the admin from ADMIN_EMAIL/ADMIN_PASSWORD and the demo data. */
async function bootstrapData(app: FastifyInstance): Promise<void> {
  const { config } = app;
  if (config.admin) {
    try {
      const result = await ensureAdmin(
        {
          db: app.db,
          auditLog: app.auditLog,
          passwords: app.passwords,
          tool: 'ADMIN_EMAIL at start',
        },
        config.admin,
      );
      app.log.info({ email: config.admin.email, result }, 'admin account ensured');
    } catch (error) {
      // Someone registered the address first. Refusing is the point, but a healthy server keeps
      // serving (a restart loop would help nobody): the log says how to take the account over.
      if (error instanceof ExistingAccountError) {
        app.log.error(
          { email: error.email, role: error.role },
          `ADMIN_EMAIL: ${error.email} already has an account (role ${error.role}) that was not made an admin. If it is yours, start once with ADMIN_TAKE_OVER=1 to make it the admin with ADMIN_PASSWORD (its sessions end and its second factor is removed), or choose another ADMIN_EMAIL.`,
        );
        return bootstrapDemoData(app);
      }
      await app.close();
      throw new Error(`ADMIN_EMAIL/ADMIN_PASSWORD: ${(error as Error).message}`, { cause: error });
    }
  }
  await bootstrapDemoData(app);
}

async function bootstrapDemoData(app: FastifyInstance): Promise<void> {
  if (!app.config.seedDemoData) return;
  const seed = () => seedDemoData(app.repos, { db: app.db, codes: app.voucherCodes });
  // Instances started together on one PostgreSQL database seed one after another (a session
  // lock on one connection): the later finds the markers and writes nothing. Seeding at the same
  // time, their inserts of the same rows deadlocked, and one instance failed to start.
  const seeded =
    app.config.database.kind === 'postgres'
      ? await app.db.connection().execute(async (connection) => {
          await sql`select pg_advisory_lock(hashtext('demo-seed'))`.execute(connection);
          try {
            return await seed();
          } finally {
            await sql`select pg_advisory_unlock(hashtext('demo-seed'))`.execute(connection);
          }
        })
      : await seed();
  if (seeded) {
    app.log.info(
      'seeded demo data (certificates, questions, reviews, blog posts, books, prices, batches)',
    );
  }
}
