import type { AnswerOf, CallArguments } from '@domain/api/endpoint';
import type { ApiEndpointFor, ApiKey, CallableKey } from '@domain/endpoints';
import type { ErrorCode } from '@domain/errors';
import { errorMessage, isKnownErrorCode, loadPortalErrorMessages } from './error-messages';

// The one way the web talks to the server: JSON (or a file upload's form) under /api with the session cookie.
// Every failure becomes an ApiError whose message comes from the German catalogue, so raw server text never reaches
// the screen.

export class ApiError extends Error {
  constructor(
    readonly code: ErrorCode,
    /** HTTP status; 0 when the server could not be reached. */
    readonly status: number,
    readonly details?: Record<string, unknown>,
  ) {
    super(errorMessage(code));
    this.name = 'ApiError';
  }
}

/** The code a status stands for when the body carries no code we know. */
export function codeForStatus(status: number): ErrorCode {
  if (status === 0) return 'UNAVAILABLE';
  if (status === 401) return 'UNAUTHENTICATED';
  if (status === 403) return 'FORBIDDEN';
  if (status === 404) return 'NOT_FOUND';
  if (status === 409) return 'CONFLICT';
  if (status === 422) return 'VALIDATION';
  if (status === 429) return 'RATE_LIMITED';
  if (status === 502 || status === 503 || status === 504) return 'UNAVAILABLE';
  if (status >= 500) return 'INTERNAL';
  return 'BAD_REQUEST';
}

/** Builds the ApiError for a failed answer from its status and (possibly missing or foreign) body. */
export function toApiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; details?: unknown } } | null)?.error;
  const code = isKnownErrorCode(error?.code) ? error.code : codeForStatus(status);
  const details =
    error?.details && typeof error.details === 'object'
      ? (error.details as Record<string, unknown>)
      : undefined;
  return new ApiError(code, status, details);
}

/** The German text to show for anything a query or mutation threw. */
export function errorText(error: unknown): string {
  return error instanceof ApiError ? error.message : errorMessage('INTERNAL');
}

/**
 * The text of a refusal the server explained (a 4xx other than a form's validation, whose fields say it already), or
 * `fallback` for anything it could not explain.
 */
export function refusalText(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 && error.code !== 'VALIDATION'
    ? error.message
    : fallback;
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** Sends one request to `/api{path}` and answers the parsed JSON body (undefined for an empty answer). */
async function request<T>(method: Method, path: string, body?: unknown, signal?: AbortSignal): Promise<T> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  const init: RequestInit = { method, headers, credentials: 'same-origin' };
  if (signal) init.signal = signal;
  if (body instanceof FormData) {
    // A file upload: the browser writes the multipart body and its Content-Type with the boundary.
    init.body = body;
  } else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  let response: Response;
  try {
    response = await fetch(`/api${path}`, init);
  } catch (err) {
    if (signal?.aborted) throw err;
    throw new ApiError('UNAVAILABLE', 0);
  }
  const parsed = await readJson(response);
  if (!response.ok) {
    // The texts of a refusal load with the first one (error-messages.ts).
    await loadPortalErrorMessages();
    throw toApiError(response.status, parsed);
  }
  return parsed as T;
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => request<T>('GET', path, undefined, signal),
  post: <T>(path: string, body?: unknown) => request<T>('POST', path, body ?? {}),
  put: <T>(path: string, body: unknown) => request<T>('PUT', path, body),
  patch: <T>(path: string, body: unknown) => request<T>('PATCH', path, body),
  delete: <T = void>(path: string) => request<T>('DELETE', path),
  /** multipart/form-data, for the routes the edges list as uploads. */
  upload: <T>(path: string, form: FormData) => request<T>('POST', path, form),
};

/**
 * The path under /api of an endpoint without parameters, by its key: for a download or a file the browser fetches
 * itself, and the answers a server-drawn first view is drawn with.
 */
export function pathOf(key: ApiKey): string {
  return key.slice(key.indexOf(' ') + 1);
}

/** The path of a call: each `:name` replaced by its parameter, then the query's defined values. */
export function callPath(
  template: string,
  params: Record<string, string> | undefined,
  query: Record<string, unknown> | undefined,
): string {
  const path = template.replace(/:(\w+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`${template}: no value for :${name}`);
    return encodeURIComponent(value);
  });
  const pairs = Object.entries(query ?? {}).filter(([, value]) => value !== undefined && value !== null);
  if (pairs.length === 0) return path;
  return `${path}?${pairs.map(([key, value]) => `${key}=${encodeURIComponent(String(value))}`).join('&')}`;
}

/**
 * Calls an endpoint by its key, 'METHOD /path' as src/domain/endpoints.ts defines it, with the parameters, body
 * and query the definition names; the answer has the definition's type (decision 049). Only types come from the
 * definitions: the key is the one thing this sends besides the values.
 */
export function call<K extends CallableKey>(
  key: K,
  ...options: CallArguments<ApiEndpointFor<NoInfer<K>>>
): Promise<AnswerOf<ApiEndpointFor<K>>> {
  const text: string = key;
  const space = text.indexOf(' ');
  const method = text.slice(0, space) as Method;
  const { params, body, query, signal } = ((options as unknown[])[0] ?? {}) as {
    params?: Record<string, string>;
    body?: unknown;
    query?: Record<string, unknown>;
    signal?: AbortSignal;
  };
  const path = callPath(text.slice(space + 1), params, query);
  // A POST without a body sends {} as api.post does; the other methods send nothing.
  return request<AnswerOf<ApiEndpointFor<K>>>(
    method,
    path,
    body ?? (method === 'POST' ? {} : undefined),
    signal,
  );
}
