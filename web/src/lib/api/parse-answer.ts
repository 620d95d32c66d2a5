/**
 * An answer's JSON text parsed and checked against its schema: what the API client does with every answer, on the
 * page or in the answer worker (ADR 0049).
 */
import type { z } from 'zod';

export type ParseOutcome =
  | { ok: true; data: unknown }
  | { ok: false; kind: 'json' }
  | { ok: false; kind: 'shape'; issues: z.core.$ZodIssue[] };

/** Without a schema the parsed JSON (undefined for an empty answer) is returned as it is. */
export function parseAnswer(schema: z.ZodType | undefined, text: string): ParseOutcome {
  let json: unknown;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    return { ok: false, kind: 'json' };
  }
  if (!schema) return { ok: true, data: json };
  const parsed = schema.safeParse(json);
  return parsed.success
    ? { ok: true, data: parsed.data }
    : { ok: false, kind: 'shape', issues: parsed.error.issues };
}
