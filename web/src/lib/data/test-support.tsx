/**
 * The data modules' tests: a stand-in for the API at the fetch boundary (real Response objects, so apiFetch and
 * apiRequest run as in the browser: headers, status, JSON, zod) and SWR's default cache, emptied between tests (the
 * modules' mutations write to the default cache, as the app's SWRConfig uses it).
 */
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig, useSWRConfig } from 'swr';
import { afterEach, beforeEach, expect, vi } from 'vitest';

export interface SentRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: unknown;
}

export interface Answer {
  status?: number;
  body: unknown;
  etag?: string;
}

type Route = (request: SentRequest) => Answer;

/** What the stub API answers per "METHOD /path" (path under /api, with its query), and what it was sent. */
export function stubApi(routes: Record<string, Answer | Route>) {
  const sent: SentRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const request: SentRequest = {
      method: init.method ?? 'GET',
      path: url.pathname.replace(/^\/api/, '') + url.search,
      headers: Object.fromEntries(
        Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]),
      ),
      body: typeof init.body === 'string' ? JSON.parse(init.body) : undefined,
    };
    sent.push(request);
    const route = routes[`${request.method} ${request.path}`];
    if (!route) return Response.json({ error: { code: 'not_found', message: 'Not found' } }, { status: 404 });
    const answer = typeof route === 'function' ? route(request) : route;
    return Response.json(answer.body, {
      status: answer.status ?? 200,
      headers: answer.etag ? { ETag: answer.etag } : {},
    });
  });
  return sent;
}

/** An answer in the API's one error shape. */
export const problem = (status: number, code: string, message: string, details?: unknown) => ({
  status,
  body: { error: { code, message, ...(details === undefined ? {} : { details }) } },
});

function Fresh({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

/** Renders a data hook with SWR's default cache; resolves once it has data. */
export async function loaded<T>(
  hook: () => { data?: T; error?: unknown },
): Promise<{ current: { data?: T } }> {
  const { result } = renderHook(hook, { wrapper: Fresh });
  await waitFor(() => expect(result.current.error ?? result.current.data).toBeDefined());
  if (result.current.error) throw result.current.error;
  return result;
}

function useDefaultCache() {
  return useSWRConfig().cache;
}

/** Lets SWR and the stub run for a while: long enough for a request, a revalidation or a retry to be sent. */
export const settle = (ms = 60) => act(() => new Promise<void>((resolve) => setTimeout(resolve, ms)));

/** SWR as the app configures it (retries on error allowed), with retries seconds apart made milliseconds. */
function QuickRetries({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ dedupingInterval: 0, errorRetryInterval: 5 }}>{children}</SWRConfig>;
}

/**
 * Renders a data hook with SWR as the app configures it (retries on error allowed), retries seconds apart made
 * milliseconds. Data and error are read at every render, so SWR shows each change of either.
 */
export function renderRetrying<T>(hook: () => { data?: T; error?: unknown }) {
  const render = () => {
    const { data, error } = hook();
    return { data, error };
  };
  return renderHook(render, { wrapper: QuickRetries }).result;
}

/** Renders a hook that must ask for nothing, and waits long enough for a request to have been sent if it did. */
export async function rendersIdle(hook: () => { data?: unknown; error?: unknown }) {
  const result = renderRetrying(hook);
  await settle();
  expect(result.current).toEqual({ data: undefined, error: undefined });
}

/** Empties SWR's default cache and the fetch stub around each test. */
export function freshCacheEachTest() {
  beforeEach(() => {
    const { result, unmount } = renderHook(useDefaultCache);
    const cache = result.current as Map<string, unknown>;
    for (const key of [...cache.keys()]) cache.delete(key);
    unmount();
  });
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}
