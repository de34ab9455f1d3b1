import { Writable } from 'node:stream';
import Fastify, { type FastifyBaseLogger } from 'fastify';
import { LazyChildLogger } from '../src/lib/lazy-child-logger';

function logger(level: string) {
  const lines: Record<string, unknown>[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _enc, done) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  // Fastify's own logger (pino), as the API builds it.
  const parent: FastifyBaseLogger = Fastify({ logger: { level, stream } }).log;
  return { parent, lines };
}

describe('a request logger made when first used', () => {
  it('makes no child logger while nothing is logged at an enabled level', () => {
    const { parent, lines } = logger('warn');
    const child = jest.spyOn(parent, 'child');
    const log = new LazyChildLogger(parent, { reqId: 'r-1' });
    log.info({ req: 'GET /' }, 'incoming request');
    log.debug('details');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);
    expect(log.level).toBe('warn');
  });

  it('logs with the request id at an enabled level, through one child', () => {
    const { parent, lines } = logger('warn');
    const child = jest.spyOn(parent, 'child');
    const log = new LazyChildLogger(parent, { reqId: 'r-2' });
    log.warn('slow answer');
    log.error({ err: new Error('boom') }, 'request failed');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines.map((l) => [l.reqId, l.msg])).toEqual([
      ['r-2', 'slow answer'],
      ['r-2', 'request failed'],
    ]);
  });

  it('keeps a level given to the child and its own children', () => {
    const { parent, lines } = logger('info');
    const log = new LazyChildLogger(parent, { reqId: 'r-3' }, { level: 'error' });
    log.info('hidden');
    expect(lines).toEqual([]);
    expect(log.level).toBe('error');
    log.child({ step: 'db' }).error('query failed');
    expect(lines.map((l) => [l.reqId, l.step, l.msg])).toEqual([['r-3', 'db', 'query failed']]);
  });
});
