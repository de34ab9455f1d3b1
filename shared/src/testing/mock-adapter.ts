import { AxiosError, type AxiosAdapter, type InternalAxiosRequestConfig } from 'axios';
import { http } from '../http/client';

export interface Recorded {
  method: string;
  url: string;
  headers: Record<string, unknown>;
  data: unknown;
}

type Reply = { status: number; body?: unknown } | 'network-error';

/**
 * Answers the shared HTTP client's requests in-process (everything axios does around the
 * transport - interceptors, headers, error mapping - still runs). Returns what was sent.
 */
export function mockApi(handler: (req: Recorded) => Reply): {
  requests: Recorded[];
  restore: () => void;
} {
  const requests: Recorded[] = [];
  const previous = http.defaults.adapter;
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const req: Recorded = {
      method: (config.method ?? 'get').toUpperCase(),
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      headers: { ...config.headers.toJSON() },
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    requests.push(req);
    const reply = handler(req);
    if (reply === 'network-error') {
      throw new AxiosError('Network Error', AxiosError.ERR_NETWORK, config);
    }
    const response = {
      data: reply.body ?? '',
      status: reply.status,
      statusText: String(reply.status),
      headers: {},
      config,
    };
    if (reply.status >= 400) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        'ERR_BAD_RESPONSE',
        config,
        null,
        response,
      );
    }
    return response;
  };
  http.defaults.adapter = adapter;
  return { requests, restore: () => void (http.defaults.adapter = previous) };
}
