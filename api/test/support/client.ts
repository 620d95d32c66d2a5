/** A small HTTP client for the API tests: sign in as a seeded user, call routes, read the one error shape. */
import { inject } from 'vitest';

export const baseUrl = () => inject('baseUrl');

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: T;
}

export async function call<T = any>(
  method: string,
  path: string,
  opts: { token?: string; body?: unknown; rawBody?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { ...(opts.headers ?? {}) };
  if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
  let body: string | undefined;
  if (opts.rawBody !== undefined) body = opts.rawBody;
  else if (opts.body !== undefined) body = JSON.stringify(opts.body);
  if (body !== undefined) headers['Content-Type'] ??= 'application/json';
  const res = await fetch(`${baseUrl()}/api/${path.replace(/^\//, '')}`, { method, headers, body });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  return { status: res.status, headers: res.headers, body: parsed as T };
}

const tokens = new Map<string, string>();

/** A locally signed token for this e-mail (the local sign-in page's call). */
export async function tokenFor(email: string): Promise<string> {
  const cached = tokens.get(email);
  if (cached) return cached;
  const res = await call<{ token: string }>('POST', 'local-auth/token', { body: { email } });
  if (res.status !== 200)
    throw new Error(`Sign-in failed for ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  tokens.set(email, res.body.token);
  return res.body.token;
}

export function as(email: string) {
  const go = async <T = any>(method: string, path: string, opts: Parameters<typeof call>[2] = {}) =>
    call<T>(method, path, { ...opts, token: await tokenFor(email) });
  return {
    get: <T = any>(path: string, opts?: Parameters<typeof call>[2]) => go<T>('GET', path, opts),
    post: <T = any>(path: string, body?: unknown, opts?: Parameters<typeof call>[2]) =>
      go<T>('POST', path, { ...opts, ...(body !== undefined ? { body } : {}) }),
    put: <T = any>(path: string, body?: unknown, opts?: Parameters<typeof call>[2]) =>
      go<T>('PUT', path, { ...opts, ...(body !== undefined ? { body } : {}) }),
    call: go,
  };
}

/** The seeded demo user of each role (api/src/seed/seed-data/demo-users.ts). */
export const USERS = {
  ADMIN: 'admin@provider.example',
  SALES_PERSON: 'sales.person@provider.example',
  SOLUTION_ARCHITECT: 'solution.architect@provider.example',
  SOLUTION_AREA_OWNER: 'area.owner@provider.example',
  SOLUTION_CAPABILITY_OWNER: 'capability.owner@provider.example',
  SOLUTION_REVIEWER: 'solution.reviewer@provider.example',
  DEAL_TEAM: 'deal.team@provider.example',
  HP_SALES_PERSON: 'sales.person@hp.example',
  HP_SOLUTION_ARCHITECT: 'solution.architect@hp.example',
  ACCENTURE_SALES_PERSON: 'sales.person@accenture.example',
  ACCENTURE_SOLUTION_ARCHITECT: 'solution.architect@accenture.example',
  CLIENT: 'it.director@client.example',
} as const;

export function expectErrorShape(body: unknown): { code: string; message: string; details?: unknown } {
  const err = (body as { error?: { code?: unknown; message?: unknown } })?.error;
  if (!err || typeof err.code !== 'string' || typeof err.message !== 'string' || !err.message) {
    throw new Error(`Not the error shape: ${JSON.stringify(body)}`);
  }
  return err as { code: string; message: string };
}

export async function waitFor<T>(
  fn: () => Promise<T | undefined>,
  timeoutMs = 15_000,
  stepMs = 100,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await fn();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('Timed out waiting');
    await new Promise((r) => setTimeout(r, stepMs));
  }
}
