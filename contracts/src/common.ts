// Shapes every route shares: the error body, the plain success message, paging and the
// `{ success, data }` envelopes. Response schemas double as a filter on the server:
// fast-json-stringify drops every property a schema does not name, so a stray column never leaks.
import { Type, type Static, type TObject, type TSchema } from 'typebox';
import {
  NO_MARKUP_LINE_PATTERN,
  PHONE_MAX_LENGTH,
  PHONE_PATTERN,
  PLAIN_LINE_PATTERN,
  PLAIN_TEXT_PATTERN,
} from './rules';

/** Every error answers this body; `errors` lists row problems of a bulk import. */
export const ErrorResponse = Type.Object(
  {
    success: Type.Literal(false),
    /** A stable code for the message (contracts' api-messages), whatever its language. */
    code: Type.Optional(Type.String()),
    /** In the language of the request's Accept-Language when the API has it, else English. */
    message: Type.String(),
    params: Type.Optional(Type.Record(Type.String(), Type.Union([Type.String(), Type.Number()]))),
    errors: Type.Optional(Type.Array(Type.Object({ row: Type.Integer(), message: Type.String() }))),
  },
  { $id: 'ErrorResponse' },
);
export type ErrorResponse = Static<typeof ErrorResponse>;

/** A reference to the registered ErrorResponse schema (the server adds it once by its $id). */
export const ErrorRef = Type.Unsafe<ErrorResponse>({ $ref: 'ErrorResponse#' });

/** The error bodies a route can answer, keyed by status code, all `{success:false, message}`. */
export function errors<C extends number>(...codes: C[]): Record<C, typeof ErrorRef> {
  const out = {} as Record<C, typeof ErrorRef>;
  for (const code of codes) out[code] = ErrorRef;
  return out;
}

/** `code` is the message's stable code (contracts' api-messages); `message` is in the request's language. */
export const SuccessMessage = Type.Object({
  success: Type.Boolean(),
  code: Type.Optional(Type.String()),
  message: Type.String(),
});
export type SuccessMessage = Static<typeof SuccessMessage>;

/** `?page=&pageSize=` of every admin list. */
export const paging = {
  page: Type.Integer({ minimum: 1, maximum: 100000, default: 1 }),
  pageSize: Type.Integer({ minimum: 1, maximum: 100, default: 20 }),
};

export const PagingQuery = withDefaults(Type.Object(paging, { additionalProperties: false }));
export type PagingQuery = Static<typeof PagingQuery>;

/** `{ success, data }` with `data` as `schema` describes it. */
export function dataResponse<T extends TSchema>(schema: T) {
  return Type.Object({ success: Type.Boolean(), data: schema });
}

/** `{ success, data: [...] }`. */
export function listResponse<T extends TSchema>(item: T) {
  return Type.Object({ success: Type.Boolean(), data: Type.Array(item) });
}

/** One page of a list with its total. */
export function pagedResponse<T extends TSchema>(item: T) {
  return Type.Object({
    success: Type.Boolean(),
    data: Type.Array(item),
    total: Type.Integer(),
    page: Type.Integer(),
    pageSize: Type.Integer(),
  });
}

export interface Paged<T> {
  success: boolean;
  data: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A string of at most `maxLength` characters that matches `pattern`. */
function patterned(pattern: string, maxLength: number, minLength?: number, description?: string) {
  return Type.String({
    ...(minLength !== undefined ? { minLength } : {}),
    maxLength,
    pattern,
    ...(description !== undefined ? { description } : {}),
  });
}

/**
 * One line of free text a person reads: no control characters and no invisible formatting
 * characters (bidirectional controls, zero-width spaces): rules.ts' PLAIN_LINE_PATTERN.
 */
export function line(maxLength: number, minLength?: number, description?: string) {
  return patterned(PLAIN_LINE_PATTERN, maxLength, minLength, description);
}

/** One line of plain text without markup either (`<`, `>`): NO_MARKUP_LINE_PATTERN. */
export function noMarkupLine(maxLength: number, minLength?: number) {
  return patterned(NO_MARKUP_LINE_PATTERN, maxLength, minLength);
}

/** Plain text of several lines: line feeds allowed, no other control (PLAIN_TEXT_PATTERN). */
export function text(maxLength: number, minLength?: number, description?: string) {
  return patterned(PLAIN_TEXT_PATTERN, maxLength, minLength, description);
}

/** `type: [T, 'null']`, kept as one JSON schema type list (what the API has always published). */
export function nullable<T extends 'string' | 'integer' | 'boolean'>(
  type: T,
  options: {
    description?: string;
    minimum?: number;
    maximum?: number;
    maxLength?: number;
    format?: string;
  } = {},
) {
  type Value = T extends 'string' ? string : T extends 'integer' ? number : boolean;
  return Type.Unsafe<Value | null>({ type: [type, 'null'], ...options });
}

export const UuidParams = Type.Object({ id: Type.String({ format: 'uuid' }) });
export type UuidParams = Static<typeof UuidParams>;

export const Email = Type.String({ format: 'email', maxLength: 254 });
export const Phone = Type.String({ maxLength: PHONE_MAX_LENGTH, pattern: PHONE_PATTERN });

/** `{ type: 'string', enum: [...] }`: one of a fixed list of strings. */
export function StringEnum<const T extends readonly string[]>(
  values: T,
  options: { description?: string } = {},
) {
  return Type.Unsafe<T[number]>({ type: 'string', enum: [...values], ...options });
}

/** An empty answer (204): `null` in the schema, nothing on the wire. */
export const NoContent = Type.Unsafe<undefined>({ type: 'null' });

/**
 * A CSV file answer, described for the OpenAPI document under its own media type. The server
 * sends the bytes its CSV writer made (the only CSV it lets out), hence Uint8Array in the type.
 */
export function csvBody(description: string) {
  return {
    description,
    content: { 'text/csv': { schema: Type.Unsafe<string | Uint8Array>({ type: 'string' }) } },
  };
}

/**
 * A query-string schema whose defaulted fields are optional for the client but always present
 * for the handler: the server fills defaults before it validates (Ajv `useDefaults`), so the
 * static type keeps them required while the published schema does not list them as required.
 */
export function withDefaults<T extends TObject>(schema: T): T {
  const required = (schema.required ?? []).filter(
    (key) => (schema.properties[key] as { default?: unknown }).default === undefined,
  );
  const { required: _all, ...rest } = schema as TObject & { required?: string[] };
  return (required.length > 0 ? { ...rest, required } : rest) as unknown as T;
}

/** `cursor`: where a page of a list read by keyset starts (the `nextCursor` of the page before). */
export const cursorField = Type.Optional(
  Type.String({
    maxLength: 200,
    description:
      'The nextCursor of the page before: this page starts after it (page is then ignored). The way to read deep into the list.',
  }),
);

/**
 * A page of a list that counts up to a cap and pages by cursor: the fields of `pagedResponse`,
 * `totalCapped` and `nextCursor`.
 */
export function keysetPagedResponse<T extends TSchema>(item: T) {
  return Type.Object({
    ...pagedResponse(item).properties,
    totalCapped: Type.Boolean({
      description: 'True when more rows match than total says (it stops counting there).',
    }),
    nextCursor: nullable('string'),
  });
}
