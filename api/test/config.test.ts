import path from 'node:path';
import { DEFAULT_RATE_LIMITS, loadConfig, REPO_ROOT } from '../src/config';
import { configProblems } from './config-problems';

describe('loadConfig', () => {
  it('uses the documented defaults when the environment is empty', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(8080);
    expect(config.host).toBe('0.0.0.0');
    expect(config.dataDir).toBe('/srv/app/data');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/app/data/site.db' });
    expect(config.redisUrl).toBeUndefined();
    expect(config.smtpUrl).toBeUndefined();
    expect(config.jwtSecret).toBeUndefined();
    expect(config.admin).toBeUndefined();
    expect(config.trustProxy).toBe(false);
    expect(config.corsOrigins).toEqual([]);
    expect(config.seedDemoData).toBe(true);
    expect(config.staticRoot).toBe(REPO_ROOT);
    expect(config.jwtTtlSeconds).toBeLessThanOrEqual(8 * 3600);
  });

  it('finds the repository root from the source tree (and so from dist too)', () => {
    expect(REPO_ROOT).toBe(path.resolve(__dirname, '../..'));
  });

  it('resolves DATA_DIR and STATIC_ROOT against the working directory', () => {
    const config = loadConfig({ DATA_DIR: 'var/db', STATIC_ROOT: 'site' }, '/srv/app');
    expect(config.dataDir).toBe('/srv/app/var/db');
    expect(config.staticRoot).toBe('/srv/app/site');
    expect(config.database).toEqual({ kind: 'sqlite', file: '/srv/app/var/db/site.db' });
  });

  it('selects PostgreSQL for a postgres:// DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@db:5432/site' }, '/srv/app');
    expect(config.database).toEqual({
      kind: 'postgres',
      url: 'postgres://u@db:5432/site',
      schema: 'public',
    });
  });

  it('names PORT and the fix when it is not a port number', () => {
    const [problem] = configProblems({ PORT: 'eighty' });
    expect(problem).toMatch(/^PORT must be a whole number from 0 to 65535, got "eighty"/);
  });

  it('refuses a DATABASE_URL that is not PostgreSQL, without echoing its password', () => {
    const problems = configProblems({ DATABASE_URL: 'mysql://root:hunter2@db/site' });
    expect(problems[0]).toMatch(/DATABASE_URL must start with postgres:\/\//);
    expect(problems[0]).not.toContain('hunter2');
  });

  it('requires JWT_SECRET in production', () => {
    const problems = configProblems({ NODE_ENV: 'production' });
    expect(problems.join('\n')).toMatch(/JWT_SECRET is required when NODE_ENV=production/);
  });

  it('refuses a short JWT_SECRET', () => {
    expect(configProblems({ JWT_SECRET: 'short' })[0]).toMatch(/JWT_SECRET must be at least 32/);
  });

  it('does not seed demo data in production unless asked', () => {
    const config = loadConfig(
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'https://site.example' },
      '/srv',
    );
    expect(config.isProduction).toBe(true);
    expect(config.seedDemoData).toBe(false);
  });

  it('asks for ADMIN_EMAIL and ADMIN_PASSWORD together', () => {
    expect(configProblems({ ADMIN_EMAIL: 'boss@example.com' })[0]).toMatch(
      /ADMIN_EMAIL and ADMIN_PASSWORD go together/,
    );
    const config = loadConfig(
      { ADMIN_EMAIL: 'Boss@Example.com', ADMIN_PASSWORD: 'a long admin pass' },
      '/srv',
    );
    expect(config.admin).toEqual({
      email: 'boss@example.com',
      password: 'a long admin pass',
      takeOver: false,
    });
    const takeOver = loadConfig(
      {
        ADMIN_EMAIL: 'boss@example.com',
        ADMIN_PASSWORD: 'a long admin pass',
        ADMIN_TAKE_OVER: '1',
      },
      '/srv',
    );
    expect(takeOver.admin?.takeOver).toBe(true);
  });

  it('parses TRUST_PROXY as a flag, a hop count or a list of addresses', () => {
    expect(loadConfig({ TRUST_PROXY: 'true' }, '/').trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '2' }, '/').trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, '/').trustProxy).toEqual([
      '10.0.0.0/8',
      '127.0.0.1',
    ]);
    expect(configProblems({ TRUST_PROXY: 'the load balancer' })[0]).toMatch(/^TRUST_PROXY must be/);
  });

  it('accepts CORS_ORIGINS as bare origins and refuses paths', () => {
    expect(
      loadConfig({ CORS_ORIGINS: 'https://a.example.com, http://localhost:3001' }, '/').corsOrigins,
    ).toEqual(['https://a.example.com', 'http://localhost:3001']);
    expect(configProblems({ CORS_ORIGINS: 'https://a.example.com/' })[0]).toMatch(/^CORS_ORIGINS/);
  });

  it('reads CREDENTIAL_SIGN_THREADS (1 by default) and refuses one out of 1 to 16', () => {
    expect(loadConfig({}, '/srv/app').credentialSignThreads).toBe(1);
    expect(loadConfig({ CREDENTIAL_SIGN_THREADS: '3' }, '/srv/app').credentialSignThreads).toBe(3);
    expect(configProblems({ CREDENTIAL_SIGN_THREADS: '0' })[0]).toMatch(/^CREDENTIAL_SIGN_THREADS/);
    expect(configProblems({ CREDENTIAL_SIGN_THREADS: 'two' })[0]).toMatch(
      /^CREDENTIAL_SIGN_THREADS/,
    );
  });

  it('checks REDIS_URL, SMTP_URL and LOG_LEVEL', () => {
    const problems = configProblems({
      REDIS_URL: 'localhost:6379',
      SMTP_URL: 'mail',
      LOG_LEVEL: 'loud',
    });
    expect(problems).toHaveLength(3);
    expect(problems[0]).toMatch(/^REDIS_URL/);
    expect(problems[1]).toMatch(/^SMTP_URL/);
    expect(problems[2]).toMatch(/^LOG_LEVEL/);
  });

  it('keeps the default rate limits when no RATE_LIMIT_* variable is set', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.rateLimits).toEqual(DEFAULT_RATE_LIMITS);
    expect(config.rateLimits.certificateLookup).toEqual({ max: 60, windowMs: 60_000 });
    expect(config.rateLimits.login).toEqual({ max: 30, windowMs: 300_000 });
  });

  it('reads RATE_LIMIT_<NAME>=<requests>/<window> for each limit', () => {
    const config = loadConfig(
      {
        RATE_LIMIT_CERTIFICATE_LOOKUP: '120/1m',
        RATE_LIMIT_LOGIN: ' 10 / 30s ',
        RATE_LIMIT_LOGIN_FAILURES_PER_ACCOUNT: '5/2h',
        RATE_LIMIT_OTP_PER_ADDRESS: '1/90000ms',
        RATE_LIMIT_VISITS: '',
      },
      '/srv/app',
    );
    expect(config.rateLimits.certificateLookup).toEqual({ max: 120, windowMs: 60_000 });
    expect(config.rateLimits.login).toEqual({ max: 10, windowMs: 30_000 });
    expect(config.rateLimits.loginFailuresPerAccount).toEqual({ max: 5, windowMs: 7_200_000 });
    expect(config.rateLimits.otpPerAddress).toEqual({ max: 1, windowMs: 90_000 });
    expect(config.rateLimits.visits).toEqual(DEFAULT_RATE_LIMITS.visits);
    expect(config.rateLimits.register).toEqual(DEFAULT_RATE_LIMITS.register);
  });

  it('names the RATE_LIMIT_* variable, the format and its default when a value is wrong', () => {
    expect(configProblems({ RATE_LIMIT_CERTIFICATE_LOOKUP: '60' })).toEqual([
      'RATE_LIMIT_CERTIFICATE_LOOKUP must be <requests>/<window>: 1 to 1000000000 requests per 1s to 24h (units ms, s, m, h), got "60". Set it like RATE_LIMIT_CERTIFICATE_LOOKUP=60/1m.',
    ]);
    const problems = configProblems({
      RATE_LIMIT_LOGIN: '0/5m',
      RATE_LIMIT_REGISTER: '30/10 minutes',
      RATE_LIMIT_SEND_OTP: '10/500ms',
      RATE_LIMIT_VITALS: '120/2d',
      RATE_LIMIT_VISITS: '-1/1m',
    });
    expect(problems.map((p) => p.split(' ')[0])).toEqual([
      'RATE_LIMIT_LOGIN',
      'RATE_LIMIT_REGISTER',
      'RATE_LIMIT_SEND_OTP',
      'RATE_LIMIT_VITALS',
      'RATE_LIMIT_VISITS',
    ]);
    expect(problems[0]).toMatch(/Set it like RATE_LIMIT_LOGIN=30\/5m\.$/);
  });

  it('reads CERTIFICATE_CACHE_SECONDS from 0 (off) to 60, default 5', () => {
    expect(loadConfig({}, '/srv/app').certificateCacheSeconds).toBe(5);
    expect(loadConfig({ CERTIFICATE_CACHE_SECONDS: '0' }, '/srv/app').certificateCacheSeconds).toBe(
      0,
    );
    expect(configProblems({ CERTIFICATE_CACHE_SECONDS: '61' })[0]).toMatch(
      /^CERTIFICATE_CACHE_SECONDS must be a whole number from 0 to 60, got "61"/,
    );
  });

  it('shows /api/docs to anyone outside production and to admins only in production', () => {
    expect(loadConfig({}, '/srv/app').apiDocs).toBe('public');
    const production = {
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_ORIGIN: 'https://site.example',
    };
    expect(loadConfig(production, '/srv/app').apiDocs).toBe('admin');
    expect(loadConfig({ ...production, API_DOCS: 'public' }, '/srv/app').apiDocs).toBe('public');
    expect(loadConfig({ ...production, API_DOCS: 'off' }, '/srv/app').apiDocs).toBe('off');
    expect(loadConfig({ API_DOCS: 'admin' }, '/srv/app').apiDocs).toBe('admin');
  });

  it('refuses another API_DOCS value, naming the three', () => {
    expect(configProblems({ API_DOCS: 'private' })).toEqual([
      'API_DOCS must be public, admin or off, got "private". Set API_DOCS=admin to show /api/docs to admins only.',
    ]);
  });

  it('reports every problem at once', () => {
    const problems = configProblems({
      PORT: '-1',
      REMOTE_CATALOG_URL: 'ftp://x',
      SITE_SALES_EMAIL: 'nope',
    });
    expect(problems).toHaveLength(3);
  });
});
