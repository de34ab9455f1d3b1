import type {
  AxiosInstance,
  AxiosProgressEvent,
  AxiosRequestConfig,
  AxiosResponse,
  InternalAxiosRequestConfig,
} from 'axios';
import { readStoredToken } from '../store/storage';

/** Every request times out after 10 seconds. */
export const REQUEST_TIMEOUT_MS = 10_000;
export const DEFAULT_REQUEST_ERROR = 'An error occurred during the request.';

/** What a failed call rejects with: the server's body, or the spec's default. */
export interface ApiFailure {
  success: false;
  /** The message's stable code (contracts' api-messages), when the server gave one. */
  code?: string;
  /** In the page's language: the client asks for it (Accept-Language). */
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

/** The server's own message in a failure, if it gave one (shown in preference to ours). */
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

const forbiddenListeners = new Set<UnauthorizedListener>();

/**
 * Lets a screen react to any 403 with its code, whichever call got it (the admin panel puts its
 * second-factor enrolment up on MFA_ENROLMENT_REQUIRED).
 */
export function onForbidden(listener: UnauthorizedListener): () => void {
  forbiddenListeners.add(listener);
  return () => forbiddenListeners.delete(listener);
}

/** Upload progress, as axios reports it (`loaded`, `total`, `progress`). */
export type UploadProgressEvent = AxiosProgressEvent;

/** What a caller may pass with a request (axios' own options). */
export type HttpRequestOptions = Pick<
  AxiosRequestConfig,
  'params' | 'headers' | 'timeout' | 'responseType' | 'transformResponse' | 'onUploadProgress'
>;

/** What a call resolves with: the body, the status and the headers (axios' response). */
export interface HttpResponse<T = unknown> {
  data: T;
  status: number;
  headers: AxiosResponse['headers'] | Record<string, string>;
}

/**
 * The transport: sends the request axios prepared and resolves with the response whatever its
 * status; rejects only when no response arrived. By default axios' own adapter (XMLHttpRequest
 * in the browser, http in Node); tests answer in-process instead (`shared/testing`'s mockApi).
 */
export type HttpAdapter = (config: InternalAxiosRequestConfig) => Promise<HttpResponse>;

export interface HttpDefaults {
  baseURL: string;
  timeout: number;
  adapter: HttpAdapter;
}

type Method = 'get' | 'delete' | 'post' | 'put' | 'patch';

export interface HttpClient {
  defaults: HttpDefaults;
  request<T = unknown>(
    method: Method,
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

type Axios = typeof import('axios').default;

/**
 * The one axios instance every call uses: the configured base URL, the 10 s timeout, JSON. The
 * interceptors add the bearer token and the page's language (Accept-Language), turn an answer outside 2xx into the server's body
 * (`ApiFailure`), report a 401 on a request that carried the token, and turn a network failure
 * or timeout into the spec's default message.
 */
function createInstance(axios: Axios, defaults: HttpDefaults): AxiosInstance {
  const instance = axios.create({
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    // Every answer reaches the response interceptor, which decides what is a failure.
    validateStatus: () => true,
  });
  instance.interceptors.request.use((config) => {
    const token = readStoredToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    // The API answers in the page's language (its messages carry a code beside the text).
    const lang = typeof document === 'undefined' ? '' : document.documentElement.lang;
    if (lang && !config.headers.has('Accept-Language')) config.headers.set('Accept-Language', lang);
    // No body, no content type (Fastify refuses an empty JSON body); FormData sets its own.
    if (config.data === undefined || config.data instanceof FormData) {
      config.headers.delete('Content-Type');
    }
    config.baseURL = defaults.baseURL;
    return config;
  });
  instance.interceptors.response.use(
    (response) => {
      if (response.status >= 200 && response.status < 300) return response;
      const failure = toFailure(response.data, response.status);
      if (failure.status === 401 && response.config.headers.has('Authorization')) {
        for (const listener of unauthorizedListeners) listener(failure);
      }
      if (failure.status === 403) for (const listener of forbiddenListeners) listener(failure);
      return Promise.reject(failure);
    },
    (error: unknown) => Promise.reject(isApiFailure(error) ? error : defaultFailure()),
  );
  return instance;
}

/**
 * The HTTP client every package uses. axios is loaded with a dynamic import on the first
 * request (a federation singleton, so one copy for the shell and the remotes): a page that makes
 * no request never downloads it.
 */
export function createHttpClient(baseURL = '/api'): HttpClient {
  let axios: Axios | undefined;
  let instance: Promise<AxiosInstance> | undefined;
  const defaults: HttpDefaults = {
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    adapter: (config) => {
      if (!axios) throw new Error('axios is not loaded');
      return axios.getAdapter(axios.defaults.adapter)(config);
    },
  };
  const load = () =>
    (instance ??= import(/* webpackChunkName: "axios" */ 'axios').then((module) => {
      axios = module.default;
      return createInstance(axios, defaults);
    }));
  const request = async <T>(
    method: Method,
    url: string,
    data?: unknown,
    options: HttpRequestOptions = {},
  ): Promise<HttpResponse<T>> => {
    const client = await load();
    const response = await client.request<T>({
      ...options,
      method,
      url,
      data,
      timeout: options.timeout ?? defaults.timeout,
      // Read at each request, so a test can answer in place of the network.
      adapter: async (config) => ({
        statusText: '',
        config,
        ...(await defaults.adapter(config)),
      }),
    });
    return { data: response.data, status: response.status, headers: response.headers };
  };
  return {
    defaults,
    request,
    get: <T>(url: string, options?: HttpRequestOptions) =>
      request<T>('get', url, undefined, options),
    delete: <T>(url: string, options?: HttpRequestOptions) =>
      request<T>('delete', url, undefined, options),
    post: <T>(url: string, data?: unknown, options?: HttpRequestOptions) =>
      request<T>('post', url, data, options),
    put: <T>(url: string, data?: unknown, options?: HttpRequestOptions) =>
      request<T>('put', url, data, options),
    patch: <T>(url: string, data?: unknown, options?: HttpRequestOptions) =>
      request<T>('patch', url, data, options),
  };
}

/** The one client every package uses; `configureHttp` points it at the configured API. */
export const http: HttpClient = createHttpClient();

export function configureHttp(baseURL: string): void {
  http.defaults.baseURL = baseURL;
}
