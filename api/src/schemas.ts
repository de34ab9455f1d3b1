// JSON schemas shared by several routes. Response schemas double as a filter: fast-json-stringify
// drops every property a schema does not name, so a stray column can never leak.

export const errorResponse = {
  $id: 'ErrorResponse',
  type: 'object',
  required: ['success', 'message'],
  properties: {
    success: { type: 'boolean', const: false },
    message: { type: 'string' },
    errors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['row', 'message'],
        properties: { row: { type: 'integer' }, message: { type: 'string' } },
      },
    },
  },
} as const;

const errorRef = { $ref: 'ErrorResponse#' } as const;

/** The error bodies a route can answer, keyed by status code, all `{success:false, message}`. */
export function errors<C extends number>(...codes: C[]): Record<C, typeof errorRef> {
  const out = {} as Record<C, typeof errorRef>;
  for (const code of codes) out[code] = errorRef;
  return out;
}

export const successMessage = {
  type: 'object',
  required: ['success', 'message'],
  properties: { success: { type: 'boolean' }, message: { type: 'string' } },
} as const;

export const paging = {
  page: { type: 'integer', minimum: 1, maximum: 100000, default: 1 },
  pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 20 },
} as const;

/** `{ success, data }` with `data` as `schema` describes it. */
export function dataResponse(schema: object) {
  return {
    type: 'object',
    required: ['success', 'data'],
    properties: { success: { type: 'boolean' }, data: schema },
  } as const;
}

export function pagedResponse(item: object) {
  return {
    type: 'object',
    required: ['success', 'data', 'total', 'page', 'pageSize'],
    properties: {
      success: { type: 'boolean' },
      data: { type: 'array', items: item },
      total: { type: 'integer' },
      page: { type: 'integer' },
      pageSize: { type: 'integer' },
    },
  } as const;
}
