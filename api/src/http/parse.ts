import type { HttpRequest } from '@azure/functions';
import { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';

/** Largest JSON body the API reads (a solution may approach Cosmos DB's 2 MB item limit). */
export const MAX_JSON_BYTES = 2.5 * 1024 * 1024;

export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '(body)';
    out[key] ??= issue.message;
  }
  return out;
}

function describe(errors: Record<string, string>): string {
  const entries = Object.entries(errors);
  const [first] = entries;
  if (!first) return 'The request is not valid.';
  const more = entries.length > 1 ? ` (and ${entries.length - 1} more)` : '';
  return first[0] === '(body)' ? `${first[1]}${more}` : `${first[0]}: ${first[1]}${more}`;
}

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = fieldErrors(result.error);
    throw badRequest(describe(errors), { fields: errors });
  }
  return result.data;
}

/** Reads and validates a JSON body: 400 for bad JSON or a failed schema, 413 for a body over the limit. */
export async function parseBody<T extends z.ZodType>(req: HttpRequest, schema: T): Promise<z.infer<T>> {
  const length = Number(req.headers.get('content-length') ?? '0');
  if (length > MAX_JSON_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The request body is too large.');
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The request body is too large.');
  if (!text.trim()) throw badRequest('The request body is empty; send JSON.');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  return parseWith(schema, value);
}

export function parseQuery<T extends z.ZodType>(req: HttpRequest, schema: T): z.infer<T> {
  const obj: Record<string, string> = {};
  req.query.forEach((value, key) => {
    obj[key] = value;
  });
  return parseWith(schema, obj);
}

/** Validates one route parameter (no schema is built per request: zod compiles object schemas on creation). */
export function parseParam<T extends z.ZodType>(req: HttpRequest, name: string, schema: T): z.infer<T> {
  const result = schema.safeParse(req.params[name]);
  if (!result.success) {
    const message = result.error.issues[0]?.message ?? 'is not valid';
    throw badRequest(`${name}: ${message}`, { fields: { [name]: message } });
  }
  return result.data;
}

/** Solution ids are numeric strings (spec: a non-numeric solutionId means a new solution). */
export const numericId = z.string().regex(/^\d{1,15}$/, 'must be a numeric id');
export const safeId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be a valid id');
