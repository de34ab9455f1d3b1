// One error body everywhere: {success:false, message}. Bad input is always a 4xx with a message
// naming what is wrong; only genuine faults become a 500, and their details stay in the log.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../lib/http-error';

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

export function describeValidationError(
  errors: readonly AjvLikeError[],
  context: string | undefined,
): string {
  const first = errors[0];
  if (!first) return 'Invalid request';
  const base = first.instancePath ?? '';
  const params = first.params ?? {};
  if (first.keyword === 'required' && typeof params.missingProperty === 'string') {
    return `${fieldName(context, `${base}/${params.missingProperty}`)} is required`;
  }
  if (first.keyword === 'additionalProperties' && typeof params.additionalProperty === 'string') {
    return `${fieldName(context, `${base}/${params.additionalProperty}`)} is not an allowed field`;
  }
  if (first.keyword === 'enum' && Array.isArray(params.allowedValues)) {
    return `${fieldName(context, base)} must be one of: ${params.allowedValues.join(', ')}`;
  }
  if (first.keyword === 'format' && typeof params.format === 'string') {
    const what = params.format === 'email' ? 'a valid e-mail address' : `a valid ${params.format}`;
    return `${fieldName(context, base)} must be ${what}`;
  }
  return `${fieldName(context, base)} ${first.message ?? 'is invalid'}`;
}

function statusAndMessage(error: FastifyError | HttpError): { status: number; message: string } {
  if (error instanceof HttpError) return { status: error.statusCode, message: error.message };
  const fe = error as FastifyError;
  if (fe.validation) {
    return { status: 400, message: describeValidationError(fe.validation, fe.validationContext) };
  }
  switch (fe.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, message: 'Malformed JSON in the request body' };
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return { status: 400, message: 'The request body is empty but the content type is JSON' };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, message: 'The request body is too large (limit 100 KB)' };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, message: 'Unsupported content type; send application/json' };
  }
  const status = fe.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    // JSON syntax errors from the parser carry statusCode 400 and a parser message.
    if (error instanceof SyntaxError)
      return { status: 400, message: 'Malformed JSON in the request body' };
    return { status, message: fe.message || 'Bad request' };
  }
  return { status: 500, message: 'Internal server error' };
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

    app.setErrorHandler(function handle(
      error: FastifyError | HttpError,
      request: FastifyRequest,
      reply: FastifyReply,
    ) {
      const { status, message } = statusAndMessage(error);
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      else request.log.info({ status, reason: message }, 'request refused');
      const body: { success: false; message: string; errors?: unknown } = {
        success: false,
        message,
      };
      if (error instanceof HttpError && error.details?.errors) body.errors = error.details.errors;
      const retryAfter = (error as { retryAfterSeconds?: number }).retryAfterSeconds;
      if (status === 429 && typeof retryAfter === 'number') reply.header('retry-after', retryAfter);
      return reply.code(status).type('application/json; charset=utf-8').send(body);
    });
  },
  { name: 'errors' },
);
