/**
 * Field messages of an admin form, keyed by the contract's dotted path ('fields.provider.contacts.sales.email'):
 * from the shared zod schema before sending, and from the API's 400 (`details.fields`) after.
 */
import type { z } from 'zod';
import { isApiError } from '../api/api-error.ts';

export type FieldErrors = Record<string, string>;

/** The first message of each path, as the API words it (a missing value reads 'is required'). */
export function fieldErrorsOf(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    out[key] ??= issue.message;
  }
  return out;
}

/** The field messages of an API 400, or none. */
export function apiFieldErrors(err: unknown): FieldErrors {
  if (!isApiError(err) || err.status !== 400) return {};
  const fields = (err.details as { fields?: unknown } | undefined)?.fields;
  if (!fields || typeof fields !== 'object') return {};
  return Object.fromEntries(
    Object.entries(fields as Record<string, unknown>).filter(
      (e): e is [string, string] => typeof e[1] === 'string',
    ),
  );
}

/** 'must be an e-mail address, ...' -> 'Must be an e-mail address, ...' for a field message. */
export const sentence = (message: string) => message.charAt(0).toUpperCase() + message.slice(1);
