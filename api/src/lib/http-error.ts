import {
  apiMessageCodeOf,
  apiMessagesEn,
  formatApiMessage,
  FULL_NAME_MAX,
  FULL_NAME_MIN,
  type ApiMessageCode,
  type ApiMessageParams,
} from 'contracts';

/** A message of the catalog (contracts' api-messages) with its params. */
export interface Said {
  code: ApiMessageCode;
  params?: ApiMessageParams;
}

/** The code a refusal carries when its message is not (yet) one of the catalog's. */
const codeOfStatus: Record<number, ApiMessageCode> = {
  401: 'AUTH_REQUIRED',
  403: 'ADMIN_REQUIRED',
  404: 'NOT_FOUND',
  429: 'TOO_MANY_REQUESTS',
};

/**
 * An error whose message is safe to show the client, with the HTTP status to answer. Given a
 * catalog message (`{ code, params }`), the answer says it in the request's language; given
 * English text, it carries that text's code when the catalog has it (the same words), or the
 * status's general code with the text as it is.
 */
export class HttpError extends Error {
  readonly code: ApiMessageCode;
  readonly params?: ApiMessageParams;
  /** True when `code` says exactly what `message` says (so it can be translated). */
  readonly coded: boolean;

  constructor(
    readonly statusCode: number,
    message: string | Said,
    readonly details?: { errors?: Array<{ row: number; message: string }> },
  ) {
    const said = typeof message === 'string' ? undefined : message;
    const english = said ? englishText(said) : (message as string);
    super(english);
    this.name = 'HttpError';
    const known = said?.code ?? apiMessageCodeOf(english);
    this.code = known ?? codeOfStatus[statusCode] ?? 'BAD_REQUEST';
    this.params = said?.params;
    this.coded = known !== undefined;
  }
}

export type Message = string | Said;

/** A catalog message in English (a log line, the command line). */
export function englishText(said: Said): string {
  return formatApiMessage(apiMessagesEn, 'en', said.code, said.params) ?? said.code;
}

/** The catalog message for a full name's problem (contracts' checkFullName), naming `field`. */
export function fullNameRefusal(problem: 'length' | 'characters', field = 'fullName'): Said {
  return problem === 'length'
    ? { code: 'FULL_NAME_LENGTH', params: { field, min: FULL_NAME_MIN, max: FULL_NAME_MAX } }
    : { code: 'FULL_NAME_CHARACTERS', params: { field } };
}

/** `code` with its params, for the helpers below. */
export const say = (code: ApiMessageCode, params?: ApiMessageParams): Said => ({ code, params });

export const badRequest = (message: Message) => new HttpError(400, message);
export const unauthorized = (message: Message = 'Authentication required') =>
  new HttpError(401, message);
export const forbidden = (message: Message = 'Administrator access required') =>
  new HttpError(403, message);
export const notFound = (message: Message = 'Not found') => new HttpError(404, message);
export const conflict = (message: Message) => new HttpError(409, message);
export const tooManyRequests = (message: Message = 'Too many requests, please try again later.') =>
  new HttpError(429, message);
