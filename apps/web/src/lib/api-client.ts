import { toClientErrorMessage } from '@hireway/shared';
import type { z } from 'zod';

import { env } from '../config/env';
import { getAccessToken } from './auth/auth-store';
import { currentLanguage, translateApiError } from './i18n';

export type FieldErrors = Record<string, string[]>;

/** The one error every failed call turns into. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly code: string;
  readonly fieldErrors: FieldErrors;
  /** Seconds from a Retry-After header (429), else null. */
  readonly retryAfter: number | null;

  constructor(init: {
    status: number;
    code: string;
    message: string;
    fieldErrors?: FieldErrors;
    retryAfter?: number | null;
  }) {
    super(init.message);
    this.status = init.status;
    this.code = init.code;
    this.fieldErrors = init.fieldErrors ?? {};
    this.retryAfter = init.retryAfter ?? null;
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** Status 0 stands for "no response" (network error, aborted by the browser, CORS). */
export const NETWORK_ERROR_STATUS = 0;

type QueryValue = string | number | boolean | null | undefined;

/**
 * A schema, or a function that loads it: a call of the first load passes a loader so that zod and the shared
 * schemas arrive with the first answer, not with the page (ADR 0033). The loader runs while the request is on its
 * way, so the answer waits for it only when it is slower than the network.
 */
export type SchemaSource<TSchema extends z.ZodType> = TSchema | (() => Promise<TSchema>);

export interface ApiRequestOptions<TSchema extends z.ZodType> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** A plain object is sent as JSON; FormData as multipart (the browser sets the boundary). */
  body?: unknown;
  query?: Record<string, QueryValue>;
  /** An Authorization header here replaces the stored bearer token (reset, confirm, MFA tokens). */
  headers?: Record<string, string>;
  /** false: never attach the stored token (login, register). Default true. */
  withToken?: boolean;
  signal?: AbortSignal;
  /** Schema of `data` in the `{ data }` envelope (or its loader). */
  schema: SchemaSource<TSchema>;
}

/** The Authorization header for a token other than the stored session (reset, confirm, phone, MFA tokens). */
export const bearer = (token: string): Record<string, string> => ({ Authorization: `Bearer ${token}` });

const buildUrl = (path: string, query: Record<string, QueryValue> | undefined): string => {
  const base = env.apiBaseUrl.replace(/\/$/, '');
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const qs = search.toString();
  return `${base}${path.startsWith('/') ? path : `/${path}`}${qs ? `?${qs}` : ''}`;
};

const hasHeader = (headers: Record<string, string>, name: string): boolean =>
  Object.keys(headers).some((key) => key.toLowerCase() === name.toLowerCase());

const parseRetryAfter = (value: string | null): number | null => {
  if (value === null) return null;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds);
  const date = Date.parse(value);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
};

const readJsonBody = async (response: Response): Promise<unknown> => {
  const text = await response.text();
  if (text === '') return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
};

/** The error body's shape, checked by the shared schema, loaded with the first failed answer that has a body. */
const parseErrorBody = async (body: unknown) => {
  if (body === null) return { success: false } as const;
  try {
    const { errorBodySchema } = await import('./api-schemas');
    return errorBodySchema.safeParse(body);
  } catch {
    // The schema could not load (the network went down meanwhile): the status alone words the error.
    return { success: false } as const;
  }
};

const toApiError = async (status: number, body: unknown, retryAfter: number | null): Promise<ApiError> => {
  const parsed = await parseErrorBody(body);
  const serverMessage = parsed.success ? parsed.data.message : '';
  const code = parsed.success ? parsed.data.code : status === NETWORK_ERROR_STATUS ? 'network_error' : 'http_error';
  return new ApiError({
    status,
    code,
    // In the language on screen: the server's message, or its code's, translated (lib/i18n translateApiError).
    message: translateApiError(
      code,
      status === NETWORK_ERROR_STATUS
        ? toClientErrorMessage({ networkError: true })
        : toClientErrorMessage({ status, message: serverMessage }),
    ),
    fieldErrors: parsed.success ? (parsed.data.errors ?? {}) : {},
    retryAfter,
  });
};

/** How a request reaches the API: `fetch` in the browser; the server renderer answers in-process. */
export type ApiTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: ApiTransport = (url, init) => fetch(url, init);

/** Used by the server renderer (entry-server) only: API calls made while rendering a page never leave the process. */
export const setApiTransport = (next: ApiTransport): void => {
  transport = next;
};

/** Sends a request with the stored bearer token; a failed answer becomes an ApiError. */
async function send<TSchema extends z.ZodType>(
  path: string,
  options: Omit<ApiRequestOptions<TSchema>, 'schema'>,
  accept = 'application/json',
): Promise<Response> {
  // The language on screen: the API words what it renders in it (notifications; docs/decisions/0022).
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLanguage(), ...options.headers };
  if (options.withToken !== false && !hasHeader(headers, 'Authorization')) {
    const token = getAccessToken();
    if (token !== null) headers.Authorization = `Bearer ${token}`;
  }

  let body: BodyInit | undefined;
  if (options.body instanceof FormData) {
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await transport(buildUrl(path, options.query), {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw await toApiError(NETWORK_ERROR_STATUS, null, null);
  }

  if (!response.ok) {
    throw await toApiError(
      response.status,
      await readJsonBody(response),
      parseRetryAfter(response.headers.get('Retry-After')),
    );
  }
  return response;
}

/**
 * Starts loading a schema given as a loader. A failed request throws its own error first, so a load that fails
 * meanwhile is never left unhandled; one that fails when the answer is there fails the call (a chunk that does not
 * load, as a lazy screen's would).
 */
const loadSchema = <TSchema extends z.ZodType>(source: SchemaSource<TSchema>): Promise<TSchema> => {
  const loading = typeof source === 'function' ? source() : Promise.resolve(source);
  loading.catch(() => undefined);
  return loading;
};

/** The server answered something the shared schema does not describe: a contract bug. */
const invalidResponse = (status: number): ApiError =>
  new ApiError({ status, code: 'invalid_response', message: toClientErrorMessage({ status: 502, message: '' }) });

/** Calls the API and returns the validated `data` of the envelope, or throws an ApiError. */
export async function apiRequest<TSchema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const schema = loadSchema(options.schema);
  const response = await send(path, options);
  const payload = await readJsonBody(response);
  const envelope = payload !== null && typeof payload === 'object' && 'data' in payload ? payload.data : undefined;
  const parsed = (await schema).safeParse(envelope);
  if (!parsed.success) throw invalidResponse(response.status);
  return parsed.data;
}

/**
 * Lists answer `{ data: [...], meta }`: this returns the whole body checked by `schema` (apiRequest
 * keeps only `data`, and a list needs its pagination too).
 */
export async function apiRequestPage<TSchema extends z.ZodType>(
  path: string,
  options: ApiRequestOptions<TSchema>,
): Promise<z.output<TSchema>> {
  const schema = loadSchema(options.schema);
  const response = await send(path, options);
  const parsed = (await schema).safeParse(await readJsonBody(response));
  if (!parsed.success) throw invalidResponse(response.status);
  return parsed.data;
}

/**
 * A file the API streams (e.g. a support attachment) as a Blob, fetched with the bearer token so it
 * never needs a token in its URL. `path` may carry the API base (`/api/v1/...`) as the API sends it.
 */
export async function apiDownload(path: string, options: { signal?: AbortSignal } = {}): Promise<Blob> {
  const base = env.apiBaseUrl.replace(/\/$/, '');
  const relative = path.startsWith(`${base}/`) ? path.slice(base.length) : path;
  const response = await send(relative, { signal: options.signal }, '*/*');
  return response.blob();
}

/** Query values with empty filters ('', null, undefined) left out. */
export const compactQuery = (query: Record<string, string | number | null | undefined>) =>
  Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== '' && value !== null && value !== undefined),
  ) as Record<string, string | number>;
