// The API's rate limits: their defaults and the RATE_LIMIT_* variables that change them
// (read by config.ts with the rest of the environment).

/** Requests allowed per window and per client IP (per key where noted). */
export interface RateLimit {
  max: number;
  windowMs: number;
}

export interface RateLimits {
  /** Every read of a certificate by its ID, whatever the route (plugins/rate-limit.ts). */
  certificateLookup: RateLimit;
  /**
   * Posted credentials verified (POST /api/credentials/verify), each also one certificate read:
   * lower than the lookups, since each may cost its time budget of a verification thread.
   */
  credentialVerify: RateLimit;
  login: RateLimit;
  /**
   * Failed logins per account from all clients (keyed by the e-mail, known or not): past it, each
   * further failure is answered more slowly. Never a refusal: that would lock the owner out.
   */
  loginFailuresPerAccount: RateLimit;
  /** Failed logins per account from one client: past it, that client is refused that account. */
  loginFailuresPerAccountClient: RateLimit;
  /** Failed logins from one client, whatever the account: past it, the client is refused. */
  loginFailuresPerClient: RateLimit;
  register: RateLimit;
  sendOtp: RateLimit;
  /** Codes per address: one per window. */
  otpPerAddress: RateLimit;
  /** Wrong code checks for one address from one client: past it, that client is refused for it. */
  otpWrongGuessesPerAddress: RateLimit;
  verifyOtp: RateLimit;
  resetPassword: RateLimit;
  /** Quiz and assessment attempts started. */
  quizStart: RateLimit;
  /** Assessment attempts started per signed-in user. */
  attemptStartPerUser: RateLimit;
  /** Any other write (POST, PUT, PATCH, DELETE) without a limit of its own, per client. */
  writes: RateLimit;
  /** Writes per signed-in user, across routes and clients. */
  writesPerUser: RateLimit;
  enquiries: RateLimit;
  securityEvents: RateLimit;
  vitals: RateLimit;
  visits: RateLimit;
}

const MINUTE = 60_000;
export const DEFAULT_RATE_LIMITS: RateLimits = {
  certificateLookup: { max: 60, windowMs: MINUTE },
  credentialVerify: { max: 10, windowMs: MINUTE },
  login: { max: 30, windowMs: 5 * MINUTE },
  loginFailuresPerAccount: { max: 30, windowMs: 60 * MINUTE },
  loginFailuresPerAccountClient: { max: 10, windowMs: 15 * MINUTE },
  loginFailuresPerClient: { max: 100, windowMs: 60 * MINUTE },
  register: { max: 30, windowMs: 10 * MINUTE },
  sendOtp: { max: 10, windowMs: 10 * MINUTE },
  otpPerAddress: { max: 1, windowMs: MINUTE },
  otpWrongGuessesPerAddress: { max: 20, windowMs: 24 * 60 * MINUTE },
  verifyOtp: { max: 30, windowMs: 10 * MINUTE },
  resetPassword: { max: 30, windowMs: 10 * MINUTE },
  quizStart: { max: 30, windowMs: 10 * MINUTE },
  attemptStartPerUser: { max: 10, windowMs: 10 * MINUTE },
  writes: { max: 120, windowMs: MINUTE },
  writesPerUser: { max: 120, windowMs: MINUTE },
  enquiries: { max: 10, windowMs: 10 * MINUTE },
  securityEvents: { max: 120, windowMs: MINUTE },
  vitals: { max: 120, windowMs: MINUTE },
  visits: { max: 60, windowMs: MINUTE },
};

/** `RATE_LIMIT_CERTIFICATE_LOOKUP` for `certificateLookup`, and so on for every limit. */
export function rateLimitVariable(key: keyof RateLimits): string {
  return `RATE_LIMIT_${key.replace(/[A-Z]/g, (c) => `_${c}`).toUpperCase()}`;
}

const DURATION_UNITS_MS: Record<string, number> = { ms: 1, s: 1000, m: MINUTE, h: 60 * MINUTE };
const MAX_RATE_LIMIT_REQUESTS = 1_000_000_000;
const MAX_RATE_LIMIT_WINDOW_MS = 24 * 60 * MINUTE;

/** Shows a default the way the variable is written: `60/1m`, `30/5m`, `30/1h`. */
export function formatRateLimit(limit: RateLimit): string {
  const { windowMs } = limit;
  const unit =
    windowMs % (60 * MINUTE) === 0
      ? 'h'
      : windowMs % MINUTE === 0
        ? 'm'
        : windowMs % 1000 === 0
          ? 's'
          : 'ms';
  return `${limit.max}/${windowMs / (DURATION_UNITS_MS[unit] as number)}${unit}`;
}

/**
 * `RATE_LIMIT_<NAME>=<requests>/<window>`, the window a whole number with a unit ms, s, m or h:
 * `RATE_LIMIT_CERTIFICATE_LOOKUP=120/1m`. Unset or empty keeps the default.
 */
function parseRateLimit(
  key: keyof RateLimits,
  raw: string | undefined,
  fallback: RateLimit,
  errors: string[],
): RateLimit {
  if (raw === undefined || raw.trim() === '') return { ...fallback };
  const name = rateLimitVariable(key);
  const match = /^(\d+)\s*\/\s*(\d+)\s*(ms|s|m|h)$/.exec(raw.trim());
  const max = match ? Number(match[1]) : NaN;
  const windowMs = match
    ? Number(match[2]) * (DURATION_UNITS_MS[match[3] as string] as number)
    : NaN;
  if (
    !match ||
    max < 1 ||
    max > MAX_RATE_LIMIT_REQUESTS ||
    windowMs < 1000 ||
    windowMs > MAX_RATE_LIMIT_WINDOW_MS
  ) {
    errors.push(
      `${name} must be <requests>/<window>: 1 to ${MAX_RATE_LIMIT_REQUESTS} requests per 1s to 24h (units ms, s, m, h), got "${raw}". Set it like ${name}=${formatRateLimit(fallback)}.`,
    );
    return { ...fallback };
  }
  return { max, windowMs };
}

export function parseRateLimits(env: NodeJS.ProcessEnv, errors: string[]): RateLimits {
  const limits = {} as RateLimits;
  for (const key of Object.keys(DEFAULT_RATE_LIMITS) as Array<keyof RateLimits>) {
    limits[key] = parseRateLimit(
      key,
      env[rateLimitVariable(key)],
      DEFAULT_RATE_LIMITS[key],
      errors,
    );
  }
  return limits;
}
