// One error body everywhere: {success:false, code, message}, also for what Fastify, its router
// and Node's HTTP parser refuse. Bad input is always a 4xx with a message naming what is wrong;
// only genuine faults become a 500, and their details stay in the log.
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { apiMessageCodeOfPattern, type ApiMessageCode, type ApiMessageParams } from 'contracts';
import { englishText, HttpError, type Said } from '../lib/http-error';
import { apiText, langOf } from '../lib/messages';
import { apiHeaderValues } from './security-headers';

interface AjvLikeError {
  instancePath?: string;
  keyword?: string;
  message?: string;
  params?: Record<string, unknown>;
}

/** '/answers/0/selectedOption' -> 'answers[0].selectedOption' */
function fieldName(context: string | undefined, instancePath: string): string {
  const parts = instancePath.split('/').filter(Boolean);
  let out = '';
  for (const part of parts) out += /^\d+$/.test(part) ? `[${part}]` : out ? `.${part}` : part;
  return out || context || 'request';
}

/** The catalog message for the first schema violation (its English is describeValidationError's). */
export function validationMessage(
  errors: readonly AjvLikeError[],
  context: string | undefined,
): Said {
  const first = errors[0];
  if (!first) return { code: 'INVALID_REQUEST' };
  const base = first.instancePath ?? '';
  const params = first.params ?? {};
  const field = (path: string) => fieldName(context, path);
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    return {
      code: 'FIELD_REQUIRED',
      params: { field: field(`${base}/${params.missingProperty}`) },
    };
  }
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return {
      code: 'FIELD_NOT_ALLOWED',
      params: { field: field(`${base}/${params.additionalProperty}`) },
    };
  }
  if (first.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return {
      code: 'FIELD_ONE_OF',
      params: { field: field(base), values: params.allowedValues.join(', ') },
    };
  }
  if (first.keyword === 'format' && typeof params.format === 'string') {
    return params.format === 'email'
      ? { code: 'FIELD_EMAIL', params: { field: field(base) } }
      : { code: 'FIELD_FORMAT', params: { field: field(base), format: params.format } };
  }
  if (
    (first.keyword === 'minLength' || first.keyword === 'maxLength') &&
    typeof params.limit === 'number'
  ) {
    return {
      code: first.keyword === 'minLength' ? 'FIELD_MIN_LENGTH' : 'FIELD_MAX_LENGTH',
      params: { field: field(base), limit: params.limit },
    };
  }
  // The plain-text, no-markup and LinkedIn rules (contracts' rules.ts) have a message of their own.
  const patternCode =
    first.keyword === 'pattern' && typeof params.pattern === 'string'
      ? apiMessageCodeOfPattern(params.pattern)
      : undefined;
  if (patternCode) return { code: patternCode, params: { field: field(base) } };
  // The other keywords in our own words, from the validator's params, never its message.
  const limit = typeof params.limit === 'number' ? params.limit : undefined;
  switch (first.keyword) {
    case 'minProperties':
      // A change with nothing in it (every field of the body is optional).
      return { code: 'FIELD_NOTHING_TO_CHANGE' };
    case 'type':
      if (typeof params.type === 'string' || Array.isArray(params.type)) {
        const type = [params.type].flat().join(' or ');
        return { code: 'FIELD_TYPE', params: { field: field(base), type } };
      }
      break;
    case 'pattern':
      return { code: 'FIELD_PATTERN', params: { field: field(base) } };
    case 'minimum':
    case 'maximum':
    case 'minItems':
    case 'maxItems': {
      if (limit === undefined) break;
      const code = (
        {
          minimum: 'FIELD_MIN',
          maximum: 'FIELD_MAX',
          minItems: 'FIELD_MIN_ITEMS',
          maxItems: 'FIELD_MAX_ITEMS',
        } as const
      )[first.keyword];
      return { code, params: { field: field(base), limit } };
    }
  }
  return { code: 'FIELD_INVALID', params: { field: field(base) } };
}

/** The English text of the first schema violation, naming the field. */
export function describeValidationError(
  errors: readonly AjvLikeError[],
  context: string | undefined,
): string {
  return new HttpError(400, validationMessage(errors, context)).message;
}

interface Refusal {
  status: number;
  code: ApiMessageCode;
  params?: ApiMessageParams;
  /** The English text. */
  message: string;
  /** Whether the text is the code's, so that it can be given in another language. */
  coded: boolean;
}

function refusal(status: number, said: Said): Refusal {
  const error = new HttpError(status, said);
  return { status, code: error.code, params: error.params, message: error.message, coded: true };
}

function statusAndMessage(error: FastifyError | HttpError): Refusal {
  if (error instanceof HttpError) {
    const { statusCode: status, code, params, message, coded } = error;
    return { status, code, params, message, coded };
  }
  const fe = error as FastifyError;
  if (fe.validation) return refusal(400, validationMessage(fe.validation, fe.validationContext));
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return refusal(400, { code: 'JSON_MALFORMED' });
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return refusal(400, { code: 'JSON_EMPTY' });
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return refusal(413, { code: 'BODY_TOO_LARGE' });
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return refusal(415, { code: 'MEDIA_TYPE' });
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return refusal(400, { code: 'BAD_REQUEST' });
    // The router's own refusals (they reach answerFrameworkError, below).
    case 'FST_ERR_BAD_URL':
      return refusal(400, { code: 'URL_MALFORMED' });
    case 'FST_ERR_MAX_PARAM_LENGTH':
      // No route takes a path segment that long: nothing is there.
      return refusal(404, { code: 'NOT_FOUND' });
    // @fastify/compress, decompressing a request body.
    case 'FST_CP_ERR_INVALID_CONTENT_ENCODING':
      return refusal(415, { code: 'CONTENT_ENCODING' });
    case 'FST_CP_ERR_INVALID_CONTENT':
      return refusal(400, { code: 'BODY_ENCODING_INVALID' });
  }
  const status = fe.statusCode ?? (error as { status?: number }).status ?? 500;
  if (status >= 400 && status < 500) {
    // JSON syntax errors from the parser carry statusCode 400 and a parser message.
    if (error instanceof SyntaxError) return refusal(400, { code: 'JSON_MALFORMED' });
    // An error of ours with a status, whose message is one of the catalog's, says that.
    const ours = fe.message ? new HttpError(status, fe.message) : undefined;
    if (ours?.coded) return refusal(status, { code: ours.code });
    // A library's own refusal (Fastify, a plugin, the static files' sender): its words are not
    // ours to pass on (they name internals and are English only), so the answer is our text for
    // the status. A file the static server will not send (a path that climbs out of its folder,
    // a dot file) is, to the caller, simply not there.
    if (status === 403 || status === 404) return refusal(404, { code: 'NOT_FOUND' });
    if (status === 429) return refusal(429, { code: 'TOO_MANY_REQUESTS' });
    return refusal(status, { code: 'BAD_REQUEST' });
  }
  return refusal(500, { code: 'INTERNAL_ERROR' });
}

export default fp(
  async function errorHandling(app: FastifyInstance) {
    // Some HTTP clients send `Content-Type: application/json` with an empty DELETE; that is not
    // malformed input. Every other empty or broken JSON body stays a 400.
    const defaultJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      if (body === '' && request.method === 'DELETE') {
        done(null, undefined);
        return;
      }
      defaultJson(request, body.toString(), done);
    });

    // Fastify's default text/plain parser would let every route read a text body as its JSON
    // body's value (a 400 about the body's type instead of a 415); only the web-vitals beacon
    // reads text/plain, with its own parser.
    app.removeContentTypeParser('text/plain');

    app.setErrorHandler(sendError);
  },
  { name: 'errors' },
);

/** The API's error body for `error`, in the request's language when the text is the code's. */
function sendError(
  error: FastifyError | HttpError,
  request: FastifyRequest,
  reply: FastifyReply,
): FastifyReply {
  const { status, code, params, message, coded } = statusAndMessage(error);
  if (status >= 500) request.log.error({ err: error }, 'request failed');
  else request.log.info({ status, code, reason: message }, 'request refused');
  const body: {
    success: false;
    code: ApiMessageCode;
    message: string;
    params?: ApiMessageParams;
    errors?: unknown;
  } = {
    success: false,
    code,
    message: coded ? apiText(code, params, langOf(request)) : message,
  };
  if (params) body.params = params;
  if (error instanceof HttpError && error.details?.errors) body.errors = error.details.errors;
  const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
  if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}

/**
 * Fastify's `frameworkErrors`: the router refuses a URL before any route or hook runs (a broken
 * percent-encoding, a path segment over the router's limit). Without it Fastify answers with a
 * body of its own; here the answer is the API's, with the headers every answer carries.
 */
export function answerFrameworkError(
  error: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  reply.header('x-request-id', request.id);
  reply.headers(apiHeaderValues(request.server.config));
  sendError(error, request, reply);
}

/**
 * Fastify's `clientErrorHandler`: Node's HTTP parser refused the request itself (a method it does
 * not know, a broken request line, headers over the limit, a request that never finished), so
 * there is no request to answer through Fastify: the API's body is written to the socket, in
 * English (no Accept-Language was read), and the connection closed.
 */
export function answerClientError(
  this: FastifyInstance,
  error: NodeJS.ErrnoException,
  socket: Duplex,
): void {
  // A connection reset or already closed: nobody is there to read an answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, code]: [number, ApiMessageCode] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? [408, 'REQUEST_TIMEOUT']
      : error.code === 'HPE_HEADER_OVERFLOW'
        ? [431, 'HEADERS_TOO_LARGE']
        : [400, 'BAD_REQUEST'];
  this.log.debug({ err: error, status, code }, 'malformed HTTP request refused');
  if (socket.writable) {
    const body = JSON.stringify({ success: false, code, message: englishText({ code }) });
    const head = [
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
      'content-type: application/json; charset=utf-8',
      `content-length: ${Buffer.byteLength(body)}`,
      ...Object.entries(apiHeaderValues(this.config)).map(([name, value]) => `${name}: ${value}`),
      'connection: close',
    ];
    socket.write(`${head.join('\r\n')}\r\n\r\n${body}`);
  }
  // As Node and Fastify do by default: the parser cannot go on with this connection.
  socket.destroy();
}
