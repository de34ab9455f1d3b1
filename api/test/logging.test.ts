// Readable log lines on a developer's terminal, JSON lines everywhere else.
import { loadConfig } from '../src/config';
import { loggerOptions, resolveLogFormat } from '../src/lib/logging';

describe('log format', () => {
  it('is readable on a terminal while developing, JSON when piped', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.logFormat).toBe('auto');
    expect(resolveLogFormat(config.logFormat, true)).toBe('pretty');
    expect(resolveLogFormat(config.logFormat, false)).toBe('json');
  });

  it('stays JSON in production and in CI, even on a terminal', () => {
    for (const env of [
      { NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_ORIGIN: 'https://site.example' },
      { CI: 'true' },
    ]) {
      const config = loadConfig(env, '/srv/app');
      expect(resolveLogFormat(config.logFormat, true)).toBe('json');
    }
  });

  it('follows LOG_FORMAT when set, and refuses other values', () => {
    expect(loadConfig({ LOG_FORMAT: 'pretty', CI: 'true' }, '/srv/app').logFormat).toBe('pretty');
    expect(loadConfig({ LOG_FORMAT: 'json' }, '/srv/app').logFormat).toBe('json');
    expect(() => loadConfig({ LOG_FORMAT: 'fancy' }, '/srv/app')).toThrow(/LOG_FORMAT/);
  });

  it('prints readable lines through pino-pretty, JSON lines with no transport', () => {
    expect(loggerOptions('info', 'pretty')).toMatchObject({
      level: 'info',
      transport: { target: 'pino-pretty' },
    });
    const json = loggerOptions('info', 'json') as Record<string, unknown>;
    expect(json.level).toBe('info');
    expect(json.transport).toBeUndefined();
  });
});
