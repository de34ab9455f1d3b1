// The environment, read and validated once at start. Every problem names the variable and how
// to fix it; all problems are reported together rather than one per restart.
import path from 'node:path';
import { parseRateLimits, type RateLimits } from './rate-limits';
import { buildSiteConfig, type SiteConfig } from './site-config';

export type { SiteConfig } from './site-config';
export {
  DEFAULT_RATE_LIMITS,
  formatRateLimit,
  rateLimitVariable,
  type RateLimit,
  type RateLimits,
} from './rate-limits';

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string };

export const API_DOCS_MODES = ['public', 'admin', 'off'] as const;
export type ApiDocsMode = (typeof API_DOCS_MODES)[number];

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  dataDir: string;
  database: DatabaseConfig;
  redisUrl: string | undefined;
  /** Prefix of every Redis key (tests use a random one). */
  redisKeyPrefix: string;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** undefined outside production: generated into DATA_DIR/jwt-secret on first start. */
  jwtSecret: string | undefined;
  jwtTtlSeconds: number;
  /**
   * ADMIN_EMAIL + ADMIN_PASSWORD; `takeOver` (ADMIN_TAKE_OVER) lets the start make an existing
   * non-admin account of that address the admin, with this password (never silently).
   */
  admin: { email: string; password: string; takeOver: boolean } | undefined;
  trustProxy: boolean | number | string[];
  staticRoot: string;
  /** Origins allowed cross-origin; empty = any origin for /mfe assets, none for /api. */
  corsOrigins: string[];
  logLevel: string;
  /** LOG_FORMAT; `auto` (the default on a developer's machine): readable on a terminal. */
  logFormat: 'json' | 'pretty' | 'auto';
  seedDemoData: boolean;
  bodyLimitBytes: number;
  quiz: {
    secondsPerQuestion: number;
    passPercent: number;
    maxQuestions: number;
    graceSeconds: number;
  };
  rateLimits: RateLimits;
  /**
   * How long an instance may answer a certificate lookup from memory (0 = never). Another
   * instance's revocation shows after at most this long; this instance's at once.
   */
  certificateCacheSeconds: number;
  /**
   * PUBLIC_ORIGIN: the site's public address (scheme, host, port). Credentials name the issuer
   * `did:web` of it and link to it; required in production, http://localhost:PORT otherwise.
   */
  publicOrigin: string;
  /** MFA_ENCRYPTION_KEY: seals the TOTP secrets; otherwise derived from the server secret. */
  mfaEncryptionKey: string | undefined;
  /**
   * ADMIN_REQUIRE_MFA (default: true in production, false otherwise): an admin without the second
   * factor may only enrol; every other route answers 403 MFA_ENROLMENT_REQUIRED until it is on.
   */
  adminRequireMfa: boolean;
  /** CREDENTIAL_SIGNING_KEY (Ed25519, Multikey form); otherwise generated into the database. */
  credentialSigningKey: string | undefined;
  /**
   * How posted credentials are verified (credentials/verify-pool.ts): worker threads
   * (CREDENTIAL_VERIFY_THREADS), checks that may wait for one (CREDENTIAL_VERIFY_QUEUE; past it
   * 503), and the time one check may take (CREDENTIAL_VERIFY_TIMEOUT_MS; past it 422).
   */
  credentialVerify: { threads: number; queue: number; timeoutMs: number };
  /**
   * API_DOCS (default: admin in production, public otherwise): who may read /api/docs and
   * /api/docs/json; `admin` needs an admin's bearer token, `off` answers 404.
   */
  apiDocs: ApiDocsMode;
  site: SiteConfig;
  /**
   * Test-only: cheaper Argon2 parameters so the suite stays fast. Never read from the
   * environment; production always uses PRODUCTION_ARGON2.
   */
  testOnlyArgon2?: Argon2Params;
}

/** OWASP's Argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example and api/README.md for every variable.`,
    );
    this.name = 'ConfigError';
  }
}

/** The repository root: api/src/config.ts and api/dist/config.js both sit two levels below. */
export const REPO_ROOT = path.resolve(__dirname, '../..');

function parseBoolean(
  name: string,
  raw: string | undefined,
  fallback: boolean,
  errors: string[],
): boolean {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = raw.trim().toLowerCase();
  if (['1', 'true', 'yes', 'on'].includes(value)) return true;
  if (['0', 'false', 'no', 'off'].includes(value)) return false;
  errors.push(`${name} must be true or false, got "${raw}". Set ${name}=true or ${name}=false.`);
  return fallback;
}

function parseInteger(
  name: string,
  raw: string | undefined,
  fallback: number,
  min: number,
  max: number,
  errors: string[],
): number {
  if (raw === undefined || raw.trim() === '') return fallback;
  const value = Number(raw.trim());
  if (!Number.isInteger(value) || value < min || value > max) {
    errors.push(
      `${name} must be a whole number from ${min} to ${max}, got "${raw}". Set it like ${name}=${fallback}.`,
    );
    return fallback;
  }
  return value;
}

function parseTrustProxy(raw: string | undefined, errors: string[]): AppConfig['trustProxy'] {
  if (raw === undefined || raw.trim() === '') return false;
  const value = raw.trim();
  if (/^(true|false)$/i.test(value)) return value.toLowerCase() === 'true';
  if (/^\d+$/.test(value)) return Number(value);
  const list = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  if (
    list.every(
      (entry) =>
        /^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(entry) ||
        /^(loopback|linklocal|uniquelocal)$/.test(entry),
    )
  )
    return list;
  errors.push(
    `TRUST_PROXY must be true, false, a number of proxy hops, or a comma-separated list of proxy IPs/CIDRs, got "${raw}".`,
  );
  return false;
}

function parsePublicOrigin(
  raw: string | undefined,
  isProduction: boolean,
  port: number,
  errors: string[],
): string {
  const value = raw?.trim();
  if (!value) {
    if (isProduction) {
      errors.push(
        `PUBLIC_ORIGIN is required when NODE_ENV=production: the site's public address, e.g. PUBLIC_ORIGIN=https://training.example.com. Signed certificates name their issuer by it.`,
      );
    }
    return `http://localhost:${port || 8080}`;
  }
  try {
    const url = new URL(value);
    if ((url.protocol === 'https:' || url.protocol === 'http:') && url.origin === value) {
      if (isProduction && url.protocol !== 'https:') {
        errors.push(`PUBLIC_ORIGIN must use https:// when NODE_ENV=production, got "${value}".`);
      }
      return value;
    }
  } catch {
    // reported below
  }
  errors.push(
    `PUBLIC_ORIGIN must be an origin like https://training.example.com (scheme, host, optional port; no path or trailing slash), got "${value}".`,
  );
  return `http://localhost:${port || 8080}`;
}

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
    publicOrigin,
    mfaEncryptionKey,
    adminRequireMfa,
    credentialSigningKey,
    credentialVerify,
    apiDocs,
    site,
  };
}
