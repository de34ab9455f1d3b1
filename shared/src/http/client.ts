import axios, { AxiosError, type AxiosInstance } from 'axios';
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

function toFailure(error: unknown): ApiFailure {
  if (error instanceof AxiosError && error.response) {
    const { data, status } = error.response;
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
  return defaultFailure();
}

type UnauthorizedListener = (failure: ApiFailure) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** Lets the session layer react when the API rejects a stored token (expired or revoked). */
export function onUnauthorized(listener: UnauthorizedListener): () => void {
  unauthorizedListeners.add(listener);
  return () => unauthorizedListeners.delete(listener);
}

/**
 * The HTTP client of SPEC §7: base URL from the runtime configuration, 10 s timeout, JSON,
 * a bearer header whenever a token is stored, failures rejected with the server's body.
 */
export function createHttpClient(baseURL = '/api'): AxiosInstance {
  const client = axios.create({
    baseURL,
    timeout: REQUEST_TIMEOUT_MS,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
  });
  client.interceptors.request.use((config) => {
    const token = readStoredToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  client.interceptors.response.use(
    (response) => response,
    (error: unknown) => {
      const failure = toFailure(error);
      const sentToken =
        error instanceof AxiosError && !!error.config?.headers?.get?.('Authorization');
      if (failure.status === 401 && sentToken) {
        for (const listener of unauthorizedListeners) listener(failure);
      }
      return Promise.reject(failure);
    },
  );
  return client;
}

/** The one client every package uses; `configureHttp` points it at the configured API. */
export const http: AxiosInstance = createHttpClient();

export function configureHttp(baseURL: string): void {
  http.defaults.baseURL = baseURL;
}
