// How one environment variable is read: each parser adds a problem that names the variable and
// how to fix it to `errors` and returns a fallback, so loadConfig (config.ts) reports all at once.
import { DEFAULT_JOBS_CONFIG, type AppConfig, type JobsConfig } from './config-shape';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(
      `Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}\nSee .env.example and api/README.md for every variable.`,
    );
    this.name = 'ConfigError';
  }
}

export function parseBoolean(
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

export function parseInteger(
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

export function parseTrustProxy(
  raw: string | undefined,
  errors: string[],
): AppConfig['trustProxy'] {
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

export function parsePublicOrigin(
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

/**
 * The job queue's timing. How often workers poll (pg-boss takes no less than 500 ms); the lease,
 * pg-boss's sweep for jobs past it and an e-mail's first retry wait keep production's defaults
 * unless set: a test of crashed instances or of SMTP down shortens them to see them in seconds.
 */
export function parseJobs(env: NodeJS.ProcessEnv, errors: string[]): JobsConfig {
  const d = DEFAULT_JOBS_CONFIG;
  const read = (name: string, fallback: number, min: number, max: number) =>
    parseInteger(name, env[name], fallback, min, max, errors);
  return {
    ...d,
    pollMs: read('JOBS_POLL_MS', d.pollMs, 500, 60_000),
    leaseSeconds: read('JOBS_LEASE_SECONDS', d.leaseSeconds, 1, 3600),
    maintenanceSeconds: read('JOBS_MAINTENANCE_SECONDS', d.maintenanceSeconds, 1, 3600),
    emailRetryDelaySeconds: read('EMAIL_RETRY_DELAY_SECONDS', d.emailRetryDelaySeconds, 1, 3600),
  };
}
