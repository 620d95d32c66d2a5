import { z } from 'zod';

/** The one error shape of every API response that is not a success. */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    details: z.unknown().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = [
  'bad_request',
  'unauthorized',
  'forbidden',
  'not_found',
  'conflict',
  'precondition_failed',
  'payload_too_large',
  'unsupported_media_type',
  'method_not_allowed',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Someone and when: every write records it. */
export const personRefSchema = z.object({
  id: z.string().min(1).max(200),
  name: z.string().max(200),
  email: z.string().max(320),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const idNameSchema = z.object({ id: z.string().max(200), name: z.string().max(500) });
export type IdName = z.infer<typeof idNameSchema>;

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A page of items and the token for the next page (absent on the last page). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), continuationToken: z.string().optional() });
}
export interface Page<T> {
  items: T[];
  continuationToken?: string;
}

// Control characters other than tab, line feed and carriage return never belong in user text.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;

/** Trimmed text with an upper bound and no control characters; the API refuses anything else with a 400. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL_CHARACTERS.test(s), 'must not contain control characters');
