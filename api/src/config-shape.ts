// The validated configuration's shape, apart from the code that reads it from the environment
// (config.ts), so modules that only need the types do not read that parsing code.
import type { CommerceConfig } from './config-commerce';
import type { RateLimits } from './rate-limits';
import type { SiteConfig } from './site-config';
import type Stripe from 'stripe';

type StripeHttpClient = Stripe.HttpClient;

export type DatabaseConfig =
  { kind: 'sqlite'; file: string } | { kind: 'postgres'; url: string; schema: string };

export interface JobsConfig {
  /** JOBS_POLL_MS: how often workers look for due jobs. */
  pollMs: number;
  /** JOBS_LEASE_SECONDS: how long a claimed job may run before it is claimed again (its process died). */
  leaseSeconds: number;
  /** JOBS_MAINTENANCE_SECONDS (PostgreSQL): how often pg-boss looks for jobs past their lease. */
  maintenanceSeconds: number;
  /** An e-mail's tries after the first, the first wait (doubled at each): about 2 hours in all. */
  emailRetryLimit: number;
  /** EMAIL_RETRY_DELAY_SECONDS: the wait before an e-mail's first retry. */
  emailRetryDelaySeconds: number;
  /** How long a closing app waits for running jobs; the rest run again after their lease. */
  stopTimeoutMs: number;
  /**
   * How many certificates one job of the signing run signs (certificates stored without a
   * credential: imported, generated, or from before credentials existed); the next job goes on.
   */
  signBatch: number;
}

export const DEFAULT_JOBS_CONFIG: JobsConfig = {
  pollMs: 2000,
  leaseSeconds: 120,
  maintenanceSeconds: 60,
  emailRetryLimit: 8,
  emailRetryDelaySeconds: 30,
  stopTimeoutMs: 10_000,
  signBatch: 100,
};

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
  /** The job queue and the e-mail outbox (jobs/, outbox/); JOBS_POLL_MS, JOBS_LEASE_SECONDS,
   * JOBS_MAINTENANCE_SECONDS and EMAIL_RETRY_DELAY_SECONDS are read. */
  jobs: JobsConfig;
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
   * CREDENTIAL_SIGN_THREADS (default 1): worker threads that sign the credentials of certificates
   * stored without one (an import's), off the event loop (credentials/sign-pool.ts).
   */
  credentialSignThreads: number;
  /**
   * API_DOCS (default: admin in production, public otherwise): who may read /api/docs and
   * /api/docs/json; `admin` needs an admin's bearer token, `off` answers 404.
   */
  apiDocs: ApiDocsMode;
  site: SiteConfig;
  /** The seller on tax invoices, the UPI address and Stripe's keys (config-commerce.ts). */
  commerce: CommerceConfig;
  /**
   * Test-only: cheaper Argon2 parameters so the suite stays fast. Never read from the
   * environment; production always uses PRODUCTION_ARGON2.
   */
  testOnlyArgon2?: Argon2Params;
  /**
   * Test-only: the HTTP client Stripe's package sends through, so a test records the request
   * instead of reaching Stripe. Never read from the environment.
   */
  testOnlyStripeHttpClient?: StripeHttpClient;
  /**
   * Test-only: the size of a revocation status list added from now on (e.g. 16, so a test fills
   * one with a few certificates). Never read from the environment; production lists always hold
   * STATUS_LIST_LENGTH (131,072) entries, the specification's minimum, below which an index
   * would say too much about its certificate.
   */
  testOnlyStatusListSize?: number;
}

/** OWASP's Argon2id recommendation: 19 MiB, 2 iterations, 1 lane. */
export const PRODUCTION_ARGON2: Argon2Params = { memoryCost: 19456, timeCost: 2, parallelism: 1 };
