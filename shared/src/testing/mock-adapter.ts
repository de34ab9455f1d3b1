import { http, type HttpAdapter } from '../http/client';

export type { HttpAdapter } from '../http/client';

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
  /** The query parameters the caller gave the client apart from the URL (axios `params`). */
  params?: Record<string, unknown>;
}

type Reply = { status: number; body?: unknown } | 'network-error';

/**
 * A JSON body as the client gets it from a server: a copy, read from its JSON text, so that the
 * screen never shares an object with the test (nor reads a getter again at every render).
 * Text and binary bodies as they are.
 */
function overTheWire(body: unknown): unknown {
  if (body === undefined) return '';
  if (body === null || typeof body !== 'object' || body instanceof Blob) return body;
  if (body instanceof ArrayBuffer || ArrayBuffer.isView(body)) return body;
  return JSON.parse(JSON.stringify(body)) as unknown;
}

/**
 * Answers the shared HTTP client's requests in-process in place of its transport (everything
 * the client does around it - headers, token, error mapping, the 401 hook - still runs).
 * Returns what was sent.
 */
export function mockApi(handler: (req: Recorded) => Reply | Promise<Reply>): {
  requests: Recorded[];
  restore: () => void;
} {
  const requests: Recorded[] = [];
  const previous = http.defaults.adapter;
  const adapter: HttpAdapter = async (config) => {
    const req: Recorded = {
      method: String(config.method).toUpperCase(),
      url: `${config.baseURL}${config.url}`,
      headers: { ...config.headers.toJSON() },
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      params: { ...(config.params as Record<string, unknown> | undefined) },
    };
    requests.push(req);
    const reply = await handler(req);
    if (reply === 'network-error') throw new TypeError('Failed to fetch');
    return { data: overTheWire(reply.body), status: reply.status, headers: {} };
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => void (http.defaults.adapter = previous) };
}
