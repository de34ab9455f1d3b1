import { readStoredToken } from '../store/storage';

/** SPEC §9: every request times out after 10 seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_ERROR = 'An error occurred during the request.';

/** What a failed call rejects with: the server's body, or the spec's default. */
export interface ApiFailure {
  success: false;
  message: string;
  status?: number;
  [key: string]: unknown;
}

export function isApiFailure(value: unknown): value is ApiFailure {
  return !!value && typeof value === 'object' && (value as ApiFailure).success === false;
}

/** Failures whose message is the client's default rather than the server's words. */
const defaulted = new WeakSet<ApiFailure>();

function defaultFailure(status?: number): ApiFailure {
  const failure: ApiFailure =
    status === undefined
      ? { success: false, message: DEFAULT_REQUEST_ERROR }
      : { success: false, message: DEFAULT_REQUEST_ERROR, status };
  defaulted.add(failure);
  return failure;
}

/** The server's own message in a failure, if it gave one (SPEC §8: shown in preference). */
export function serverMessage(error: unknown): string | undefined {
  if (!isApiFailure(error) || defaulted.has(error)) return undefined;
  return error.message || undefined;
}

/** A response that arrived with a status outside 2xx: its body becomes the failure. */
function toFailure(data: unknown, status: number): ApiFailure {
  if (data && typeof data === 'object') {
    const body = data as Record<string, unknown>;
    if (typeof body.message !== 'string' || !body.message) {
      return Object.assign(defaultFailure(status), body, {
        success: false as const,
        message: DEFAULT_REQUEST_ERROR,
      });
    }
    return { ...body, success: false, message: body.message, status };
  }
  return defaultFailure(status);
}

type UnauthorizedListener = (failure: ApiFailure) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the session layer react when the API rejects a stored token (expired or revoked). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/** Upload progress (the fields callers read; shaped like the browser's and axios' events). */
export interface UploadProgressEvent {
  loaded: number;
  total?: number;
  progress?: number;
  bytes: number;
  lengthComputable: boolean;
  upload?: boolean;
}

/** What a caller may pass with a request. */
export interface HttpRequestOptions {
  /** Query parameters; `undefined` and `null` values are left out. */
  params?: Record<string, unknown>;
  headers?: Record<string, string>;
  /** Milliseconds; 0 means none. Default: `http.defaults.timeout` (10 s). */
  timeout?: number;
  /** 'text' keeps the body as a string; otherwise a JSON body is parsed. */
  responseType?: 'json' | 'text';
  /** Applied in order to the body before it is returned. */
  transformResponse?: Array<(data: unknown) => unknown>;
  /** Reports the request body's upload (the request then goes through XMLHttpRequest). */
  onUploadProgress?: (event: UploadProgressEvent) => void;
}

/** A request as the transport (the adapter) receives it. */
export interface HttpRequestConfig extends HttpRequestOptions {
  method: string;
  url: string;
  baseURL: string;
  headers: Record<string, string>;
  data?: unknown;
  timeout: number;
}

export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: Record<string, string>;
}

/**
 * Sends a request and resolves with the response whatever its status; rejects only when no
 * response arrived (network failure, timeout). Tests replace it (`shared/testing`'s mockApi).
 */
export type HttpAdapter = (config: HttpRequestConfig) => Promise<HttpResponse>;

export interface HttpDefaults {
  baseURL: string;
  timeout: number;
  headers: Record<string, string>;
  adapter: HttpAdapter;
}

export interface HttpClient {
  defaults: HttpDefaults;
  request<T = unknown>(
    method: string,
    url: string,
    data?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
  get<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  delete<T = unknown>(url: string, options?: HttpRequestOptions): Promise<HttpResponse<T>>;
  post<T = unknown>(
    url: string,
    data?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
  put<T = unknown>(
    url: string,
    data?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
  patch<T = unknown>(
    url: string,
    data?: unknown,
    options?: HttpRequestOptions,
  ): Promise<HttpResponse<T>>;
}

/** The full address: base URL, path and the query string of `params`. */
export function requestUrl(config: Pick<HttpRequestConfig, 'baseURL' | 'url' | 'params'>): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(config.params ?? {})) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) {
      query.append(key, item instanceof Date ? item.toISOString() : String(item));
    }
  }
  const search = query.toString();
  const url = /^[a-z][a-z\d+.-]*:|^\/\//i.test(config.url)
    ? config.url
    : config.baseURL.replace(/\/+$/, '') + '/' + config.url.replace(/^\/+/, '');
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
}

function requestBody(data: unknown): XMLHttpRequestBodyInit | undefined {
  if (data === undefined) return undefined;
  if (
    typeof data === 'string' ||
    data instanceof FormData ||
    data instanceof Blob ||
    data instanceof URLSearchParams
  ) {
    return data;
  }
  return JSON.stringify(data);
}

/** The body as the caller asked for it: text, or parsed JSON (text when it does not parse). */
function parseBody(text: string, responseType: HttpRequestOptions['responseType']): unknown {
  if (responseType === 'text' || !text) return text;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** With an upload to report, XMLHttpRequest: fetch has no upload progress. */
function xhrAdapter(config: HttpRequestConfig): Promise<HttpResponse> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(config.method, requestUrl(config));
    for (const [name, value] of Object.entries(config.headers)) xhr.setRequestHeader(name, value);
    xhr.timeout = config.timeout;
    xhr.upload.onprogress = (event) =>
      config.onUploadProgress?.({
        loaded: event.loaded,
        total: event.lengthComputable ? event.total : undefined,
        progress: event.lengthComputable && event.total ? event.loaded / event.total : undefined,
        bytes: event.loaded,
        lengthComputable: event.lengthComputable,
        upload: true,
      });
    xhr.onload = () => {
      const headers: Record<string, string> = {};
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const at = line.indexOf(':');
        if (at > 0) headers[line.slice(0, at).trim().toLowerCase()] = line.slice(at + 1).trim();
      }
      resolve({
        data: parseBody(xhr.responseText, config.responseType),
        status: xhr.status,
        headers,
      });
    };
    xhr.onerror = xhr.ontimeout = xhr.onabort = () => reject(new Error('Network Error'));
    xhr.send(requestBody(config.data) ?? null);
  });
}

/** The browser transport: fetch, aborted by an AbortController after the timeout. */
export const fetchAdapter: HttpAdapter = async (config) => {
  if (config.onUploadProgress) return xhrAdapter(config);
  const controller = new AbortController();
  const timer = config.timeout > 0 ? setTimeout(() => controller.abort(), config.timeout) : 0;
  try {
    const response = await fetch(requestUrl(config), {
      method: config.method,
      headers: config.headers,
      body: requestBody(config.data),
      signal: controller.signal,
    });
    const text = await response.text();
    const headers: Record<string, string> = {};
    response.headers.forEach((value, name) => (headers[name] = value));
    return { data: parseBody(text, config.responseType), status: response.status, headers };
  } finally {
    clearTimeout(timer);
  }
};

/**
 * The HTTP client of SPEC §7: base URL from the runtime configuration, 10 s timeout, JSON,
 * a bearer header whenever a token is stored, failures rejected with the server's body
 * (`ApiFailure`), network failures and timeouts with the spec's default message.
 */
export function createHttpClient(baseURL = '/api'): HttpClient {
  const defaults: HttpDefaults = {
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    adapter: fetchAdapter,
  };
  const request = async <T>(
    method: string,
    url: string,
    data?: unknown,
    options: HttpRequestOptions = {},
  ): Promise<HttpResponse<T>> => {
    const headers = { ...defaults.headers, ...options.headers };
    const token = readStoredToken();
    if (token) headers.Authorization = `Bearer ${token}`;
    // No body, no content type (Fastify refuses an empty JSON body); FormData sets its own.
    if (data === undefined || data instanceof FormData) delete headers['Content-Type'];
    const config: HttpRequestConfig = {
      ...options,
      method: method.toUpperCase(),
      url,
      baseURL: defaults.baseURL,
      headers,
      data,
      timeout: options.timeout ?? defaults.timeout,
    };
    let response: HttpResponse;
    try {
      response = await defaults.adapter(config);
    } catch {
      throw defaultFailure();
    }
    let body = response.data;
    for (const transform of options.transformResponse ?? []) body = transform(body);
    if (response.status >= 200 && response.status < 300) {
      return { ...response, data: body as T };
    }
    const failure = toFailure(body, response.status);
    if (failure.status === 401 && headers.Authorization) {
      for (const listener of unauthorizedListeners) listener(failure);
    }
    throw failure;
  };
  return {
    defaults,
    request,
    get: <T>(url: string, options?: HttpRequestOptions) =>
      request<T>('GET', url, undefined, options),
    delete: <T>(url: string, options?: HttpRequestOptions) =>
      request<T>('DELETE', url, undefined, options),
    post: <T>(url: string, data?: unknown, options?: HttpRequestOptions) =>
      request<T>('POST', url, data, options),
    put: <T>(url: string, data?: unknown, options?: HttpRequestOptions) =>
      request<T>('PUT', url, data, options),
    patch: <T>(url: string, data?: unknown, options?: HttpRequestOptions) =>
      request<T>('PATCH', url, data, options),
  };
}

/** The one client every package uses; `configureHttp` points it at the configured API. */
export const http: HttpClient = createHttpClient();

export function configureHttp(baseURL: string): void {
  http.defaults.baseURL = baseURL;
}
