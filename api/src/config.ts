// The environment, read and validated once at start. Every problem names the variable and how
// to fix it; all problems are reported together rather than one per restart. The shape is in
// config-shape.ts, the parsers of single variables in config-parsers.ts.
import { parseCommerce } from './config-commerce';
import path from 'node:path';
import {
  API_DOCS_MODES,
  type ApiDocsMode,
  type AppConfig,
  type DatabaseConfig,
} from './config-shape';
import {
  ConfigError,
  parseBoolean,
  parseInteger,
  parseJobs,
  parsePublicOrigin,
  parseTrustProxy,
} from './config-parsers';
import { parseRateLimits } from './rate-limits';
import { buildSiteConfig } from './site-config';

export * from './config-shape';
export { ConfigError } from './config-parsers';
export type { SiteConfig } from './site-config';
export {
  DEFAULT_RATE_LIMITS,
  formatRateLimit,
  rateLimitVariable,
  type RateLimit,
  type RateLimits,
} from './rate-limits';

/** The repository root: api/src/config.ts and api/dist/config.js both sit two levels below. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'];

/**
 * Reads the configuration from `env` (process.env by default). Pure apart from reading
 * SITE_CONFIG_FILE: secrets are generated later, by build(), so tests can call this freely.
 */
export function loadConfig(
  env: NodeJS.ProcessEnv = process.env,
  cwd: string = process.cwd(),
): AppConfig {
  const errors: string[] = [];
  const nodeEnv = env.NODE_ENV?.trim() || 'development';
  const isProduction = nodeEnv === 'production';

  const port = parseInteger('PORT', env.PORT, 8080, 0, 65535, errors);
  const host = env.HOST?.trim() || '0.0.0.0';
  const dataDir = path.resolve(cwd, env.DATA_DIR?.trim() || './data');

  let database: DatabaseConfig = { kind: 'sqlite', file: path.join(dataDir, 'site.db') };
  const databaseUrl = env.DATABASE_URL?.trim();
  const schema = env.DATABASE_SCHEMA?.trim() || 'public';
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(schema)) {
    errors.push(
      `DATABASE_SCHEMA must be a lower-case PostgreSQL identifier (letters, digits, _), got "${schema}".`,
    );
  }
  if (databaseUrl) {
    if (/^postgres(ql)?:\/\//i.test(databaseUrl)) {
      database = { kind: 'postgres', url: databaseUrl, schema };
    } else {
      errors.push(
        `DATABASE_URL must start with postgres:// (PostgreSQL), got "${databaseUrl.replace(/\/\/[^@]*@/, '//***@')}". Unset it to use SQLite in DATA_DIR.`,
      );
    }
  }

  const redisUrl = env.REDIS_URL?.trim() || undefined;
  if (redisUrl && !/^rediss?:\/\//i.test(redisUrl)) {
    errors.push(
      `REDIS_URL must start with redis:// or rediss://. Unset it to keep rate limits in memory.`,
    );
  }

  // Several sites (or a test run) can share one Redis: each keeps its keys under its own prefix.
  const redisKeyPrefix = env.REDIS_KEY_PREFIX?.trim() || 'site:';
  if (!/^[A-Za-z0-9_.:-]{1,64}$/.test(redisKeyPrefix)) {
    errors.push(
      `REDIS_KEY_PREFIX may use letters, digits and _ . : - (at most 64), got "${redisKeyPrefix}". Set it like REDIS_KEY_PREFIX=site:.`,
    );
  }

  const smtpUrl = env.SMTP_URL?.trim() || undefined;
  if (smtpUrl && !/^smtps?:\/\//i.test(smtpUrl)) {
    errors.push(
      `SMTP_URL must start with smtp:// or smtps:// (e.g. smtps://user:pass@smtp.example.com). Unset it to write e-mails to DATA_DIR/outbox.`,
    );
  }

  const jwtSecret = env.JWT_SECRET?.trim() || undefined;
  if (jwtSecret === undefined && isProduction) {
    errors.push(
      `JWT_SECRET is required when NODE_ENV=production. Set it to at least 32 random characters, e.g. JWT_SECRET=$(openssl rand -base64 48).`,
    );
  }
  if (jwtSecret !== undefined && jwtSecret.length < 32) {
    errors.push(
      `JWT_SECRET must be at least 32 characters long (got ${jwtSecret.length}). Generate one with: openssl rand -base64 48`,
    );
  }
  const jwtTtlMinutes = parseInteger('JWT_TTL_MINUTES', env.JWT_TTL_MINUTES, 120, 1, 480, errors);

  const adminEmail = env.ADMIN_EMAIL?.trim() || undefined;
  const adminPassword = env.ADMIN_PASSWORD || undefined;
  let admin: AppConfig['admin'];
  const adminTakeOver = parseBoolean('ADMIN_TAKE_OVER', env.ADMIN_TAKE_OVER, false, errors);
  if (adminEmail && adminPassword) {
    admin = { email: adminEmail.toLowerCase(), password: adminPassword, takeOver: adminTakeOver };
  } else if (adminEmail || adminPassword) {
    errors.push(
      `ADMIN_EMAIL and ADMIN_PASSWORD go together: set both to ensure an admin account at start, or neither.`,
    );
  }
  if (adminEmail && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(adminEmail)) {
    errors.push(`ADMIN_EMAIL must be an e-mail address, got "${adminEmail}".`);
  }
  if (adminPassword && (adminPassword.length < 8 || adminPassword.length > 128)) {
    errors.push(`ADMIN_PASSWORD must be 8 to 128 characters long.`);
  }

  const corsOrigins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let ok = false;
    try {
      const url = new URL(origin);
      ok = (url.protocol === 'http:' || url.protocol === 'https:') && url.origin === origin;
    } catch {
      ok = false;
    }
    if (!ok)
      errors.push(
        `CORS_ORIGINS entries must be origins like https://shop.example.com (scheme, host, optional port, no path or trailing slash), got "${origin}".`,
      );
  }

  const logLevel = env.LOG_LEVEL?.trim() || 'info';
  if (!LOG_LEVELS.includes(logLevel)) {
    errors.push(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${logLevel}".`);
  }

  // JSON lines in production and CI (log collectors read them); readable lines on a terminal.
  const logFormatSetting = env.LOG_FORMAT?.trim() || 'auto';
  if (!['json', 'pretty', 'auto'].includes(logFormatSetting)) {
    errors.push(`LOG_FORMAT must be json, pretty or auto, got "${logFormatSetting}".`);
  }
  const logFormat =
    logFormatSetting === 'auto' && (isProduction || Boolean(env.CI?.trim()))
      ? 'json'
      : (logFormatSetting as AppConfig['logFormat']);

  const mailFrom = env.MAIL_FROM?.trim() || 'Skillbridge IT Academy (demo) <no-reply@example.com>';

  const seedDemoData = parseBoolean('SEED_DEMO_DATA', env.SEED_DEMO_DATA, !isProduction, errors);
  const staticRoot = path.resolve(cwd, env.STATIC_ROOT?.trim() || REPO_ROOT);

  const trustProxy = parseTrustProxy(env.TRUST_PROXY, errors);
  const rateLimits = parseRateLimits(env, errors);
  const certificateCacheSeconds = parseInteger(
    'CERTIFICATE_CACHE_SECONDS',
    env.CERTIFICATE_CACHE_SECONDS,
    5,
    0,
    60,
    errors,
  );
  const jobs = parseJobs(env, errors);
  const publicOrigin = parsePublicOrigin(env.PUBLIC_ORIGIN, isProduction, port, errors);
  const adminRequireMfa = parseBoolean(
    'ADMIN_REQUIRE_MFA',
    env.ADMIN_REQUIRE_MFA,
    isProduction,
    errors,
  );
  const mfaEncryptionKey = env.MFA_ENCRYPTION_KEY?.trim() || undefined;
  if (mfaEncryptionKey !== undefined && mfaEncryptionKey.length < 32) {
    errors.push(
      `MFA_ENCRYPTION_KEY must be at least 32 characters long (got ${mfaEncryptionKey.length}). Generate one with: openssl rand -base64 48`,
    );
  }
  const credentialSigningKey = env.CREDENTIAL_SIGNING_KEY?.trim() || undefined;
  if (credentialSigningKey && !/^z[1-9A-HJ-NP-Za-km-z]{80,100}$/.test(credentialSigningKey)) {
    errors.push(
      `CREDENTIAL_SIGNING_KEY must be an Ed25519 secret key in Multikey form (z…). Print one with: npm run admin -w api -- credential-key generate. Unset it to keep a generated key in the database.`,
    );
  }
  const credentialVerify = {
    threads: parseInteger(
      'CREDENTIAL_VERIFY_THREADS',
      env.CREDENTIAL_VERIFY_THREADS,
      1,
      1,
      16,
      errors,
    ),
    queue: parseInteger('CREDENTIAL_VERIFY_QUEUE', env.CREDENTIAL_VERIFY_QUEUE, 4, 0, 100, errors),
    timeoutMs: parseInteger(
      'CREDENTIAL_VERIFY_TIMEOUT_MS',
      env.CREDENTIAL_VERIFY_TIMEOUT_MS,
      500,
      50,
      10_000,
      errors,
    ),
  };
  const credentialSignThreads = parseInteger(
    'CREDENTIAL_SIGN_THREADS',
    env.CREDENTIAL_SIGN_THREADS,
    1,
    1,
    16,
    errors,
  );
  // The API's description helps an attacker map it: admins only in production unless opened.
  const apiDocsSetting = env.API_DOCS?.trim().toLowerCase() || (isProduction ? 'admin' : 'public');
  const apiDocs = (API_DOCS_MODES as readonly string[]).includes(apiDocsSetting)
    ? (apiDocsSetting as ApiDocsMode)
    : 'off';
  if (apiDocs !== apiDocsSetting) {
    errors.push(
      `API_DOCS must be public, admin or off, got "${env.API_DOCS}". Set API_DOCS=admin to show /api/docs to admins only.`,
    );
  }
  const commerce = parseCommerce(env, errors);
  const { site, errors: siteErrors } = buildSiteConfig(env, cwd);
  errors.push(...siteErrors);

  if (errors.length > 0) throw new ConfigError(errors);

  return {
    nodeEnv,
    isProduction,
    host,
    port,
    dataDir,
    database,
    redisUrl,
    redisKeyPrefix,
    smtpUrl,
    mailFrom,
    jwtSecret,
    jwtTtlSeconds: jwtTtlMinutes * 60,
    admin,
    trustProxy,
    staticRoot,
    corsOrigins,
    logLevel,
    logFormat,
    seedDemoData,
    bodyLimitBytes: 100 * 1024,
    quiz: { secondsPerQuestion: 60, passPercent: 70, maxQuestions: 50, graceSeconds: 30 },
    rateLimits,
    certificateCacheSeconds,
    jobs,
    publicOrigin,
    mfaEncryptionKey,
    adminRequireMfa,
    credentialSigningKey,
    credentialVerify,
    credentialSignThreads,
    apiDocs,
    // The checkout offers a card only when the server can open Stripe's page and hear its webhook.
    site: {
      ...site,
      commerce: { sellerState: commerce.state, cardPayments: commerce.stripe !== undefined },
    },
    commerce,
  };
}
