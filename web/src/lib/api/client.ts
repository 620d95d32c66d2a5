/**
 * The one way the web calls the API: adds the token in two headers plus the user id header, times out after
 * HTTP_TIMEOUT_MS, turns every failure into an ApiError and zod-parses the response with the shared schema.
 */
import { HTTP_TIMEOUT_MS } from '@portal/domain';
import type { z } from 'zod';
import { ApiError, errorFromResponse } from './api-error.ts';
import { parseAnswer } from './parse-answer.ts';
import { parseOffThread, type AnswerSchemaName } from './parse-off-thread.ts';

export type TokenSource = () => Promise<string | null>;

interface ClientSettings {
  baseUrl: string;
  getToken: TokenSource;
  userId: string | undefined;
  timeoutMs: number;
}

const settings: ClientSettings = {
  baseUrl: '/api',
  getToken: async () => null,
  userId: undefined,
  timeoutMs: HTTP_TIMEOUT_MS,
};

/** Set once at start (base URL, token source) and when the current user becomes known. */
export function configureApiClient(next: Partial<ClientSettings>): void {
  Object.assign(settings, next);
}

export function setApiUserId(userId: string | undefined): void {
  settings.userId = userId;
}

export interface ApiRequest<S extends z.ZodType | undefined = undefined> {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** JSON body; sent with content-type application/json. */
  body?: unknown;
  /** A multipart body (file uploads); the browser sets the content type with its boundary. */
  form?: FormData;
  headers?: Record<string, string>;
  /** Response schema; when absent the parsed JSON (or undefined for an empty body) is returned as unknown. */
  schema?: S;
  /** Public calls (config, local sign-in) go without the auth headers. */
  anonymous?: boolean;
  /**
   * Large answers (a whole solution) are parsed and checked in a worker (ADR 0049): the name under which the
   * worker knows `schema` (answer-worker.ts).
   */
  offThread?: AnswerSchemaName;
  signal?: AbortSignal;
}

export interface ApiResponse<T> {
  status: number;
  data: T;
  headers: Headers;
}

type Result<S> = S extends z.ZodType ? z.infer<S> : unknown;

/** The headers every authenticated call carries. */
export async function authHeaders(): Promise<Record<string, string>> {
  const headers: Record<string, string> = {};
  const token = await settings.getToken();
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
    headers['X-Portal-Authorization'] = `Bearer ${token}`;
  }
  if (settings.userId) headers['X-Portal-User-Id'] = settings.userId;
  return headers;
}

export function apiUrl(path: string): string {
  return `${settings.baseUrl}${path.startsWith('/') ? path : `/${path}`}`;
}

/**
 * Sends one call with the session's headers and the time-out, and reads the answer with `read` (its text, or a
 * file's bytes); a failure of any kind becomes an ApiError of the one error shape.
 */
async function send<T>(
  path: string,
  request: ApiRequest<z.ZodType | undefined>,
  accept: string,
  read: (response: Response) => Promise<T>,
): Promise<{ response: Response; body: T }> {
  const headers: Record<string, string> = { Accept: accept, ...request.headers };
  if (!request.anonymous) Object.assign(headers, await authHeaders());
  let body: string | FormData | undefined;
  if (request.form) body = request.form;
  else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, settings.timeoutMs);
  const onOuterAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onOuterAbort);

  let response: Response;
  let answer: { ok: true; body: T } | { ok: false; text: string };
  try {
    response = await fetch(apiUrl(path), {
      method: request.method ?? 'GET',
      headers,
      body,
      signal: controller.signal,
    });
    answer = response.ok
      ? { ok: true, body: await read(response) }
      : { ok: false, text: await response.text() };
  } catch (error) {
    if (timedOut) throw new ApiError(0, 'timeout', 'The portal did not answer in time. Please try again.');
    if (request.signal?.aborted) throw error;
    throw new ApiError(0, 'network', 'The portal could not be reached. Check your connection and try again.');
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onOuterAbort);
  }

  if (!answer.ok) throw errorFromResponse(response.status, response.statusText, answer.text);
  return { response, body: answer.body };
}

/** Calls the API and returns status, parsed data and headers. */
export async function apiRequest<S extends z.ZodType | undefined = undefined>(
  path: string,
  request: ApiRequest<S> = {},
): Promise<ApiResponse<Result<S>>> {
  const { response, body: text } = await send(path, request, 'application/json', (res) => res.text());
  const outcome =
    request.offThread && request.schema
      ? await parseOffThread(request.offThread, request.schema, text)
      : parseAnswer(request.schema, text);
  if (outcome.ok)
    return { status: response.status, data: outcome.data as Result<S>, headers: response.headers };
  if (outcome.kind === 'json') throw unreadable(response.status);
  throw unexpectedShape(path, response.status, outcome.issues);
}

/** Calls the API for a file (an admin's template, not a link): its bytes, with the same headers and failures. */
export async function apiFile(
  path: string,
  request: Omit<ApiRequest, 'schema' | 'offThread'> = {},
): Promise<Blob> {
  return (await send(path, request, '*/*', (res) => res.blob())).body;
}

const unreadable = (status: number) =>
  new ApiError(status, 'invalid_response', 'The portal sent an answer that could not be read.');

function unexpectedShape(path: string, status: number, issues: unknown[]): ApiError {
  console.error(`Unexpected response from ${path}`, issues);
  return new ApiError(
    status,
    'invalid_response',
    'The portal sent an answer in an unexpected shape.',
    issues,
  );
}

/** Calls the API and returns the parsed data only. */
export async function apiFetch<S extends z.ZodType | undefined = undefined>(
  path: string,
  request: ApiRequest<S> = {},
): Promise<Result<S>> {
  return (await apiRequest(path, request)).data;
}
