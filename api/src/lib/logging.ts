// How the API logs: pino at LOG_LEVEL, secrets redacted, one line per request once it has been
// answered (method, URL, status, time and the request id). JSON lines, except on a developer's
// terminal, where pino-pretty prints readable lines (LOG_FORMAT, see config.ts).
// The bench's bare Fastify route (scripts/bench/bare-server.mjs) uses these same settings, so
// the lookup is compared with a route that logs exactly as much.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import type { FastifyServerOptions } from 'fastify';

/** Secrets and one-time codes never reach the log, whatever a future log line includes. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.newPassword',
  '*.otp',
  '*.resetToken',
  '*.token',
  '*.passwordHash',
];

export type LogFormat = 'json' | 'pretty';

/** `auto`: readable lines when stdout is a terminal, JSON lines otherwise. */
export function resolveLogFormat(
  format: LogFormat | 'auto',
  stdoutIsTty = process.stdout.isTTY === true,
): LogFormat {
  if (format !== 'auto') return format;
  return stdoutIsTty ? 'pretty' : 'json';
}

export function loggerOptions(level: string, format: LogFormat): FastifyServerOptions['logger'] {
  const base = { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } };
  if (format === 'json') return base;
  return {
    ...base,
    transport: {
      target: 'pino-pretty',
      options: {
        translateTime: 'SYS:HH:MM:ss.l',
        colorize: true,
        // A request on one line: "request completed GET /api/health 200".
        messageFormat:
          '{msg}{if req.method} {req.method} {req.url}{end}{if res.statusCode} {res.statusCode}{end}',
        ignore: 'pid,hostname,req,res',
      },
    },
  };
}

/**
 * One line per request instead of Fastify's two ('incoming request' and 'request completed'):
 * written when the answer is sent, with what both carried. Errors are logged as before.
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {
    // Reported with the answer (requestCompleted).
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
