import { z } from 'zod';
import { sanitizeRichText } from '../format/rich-text.ts';

/**
 * One rule for every string in the shared contracts (ADR 0009): no C0 control characters (U+0000-U+001F), no DEL
 * and no C1 controls (U+0080-U+009F). Free text may hold tab, line feed and carriage return; single-line values
 * (ids, codes, references, e-mails, links) may not. Contracts build strings only with these helpers (ESLint refuses
 * a bare z.string() under contracts/).
 */
// eslint-disable-next-line no-control-regex
const CONTROL_IN_TEXT = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/;
// eslint-disable-next-line no-control-regex
const CONTROL_IN_LINE = /[\u0000-\u001f\u007f-\u009f]/;

export const hasControlCharacters = (s: string, multiline = true) =>
  (multiline ? CONTROL_IN_TEXT : CONTROL_IN_LINE).test(s);

/** Trimmed free text with an upper bound and no control characters; the API refuses anything else with a 400. */
export const text = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .refine((s) => !CONTROL_IN_TEXT.test(s), 'must not contain control characters');

/** Free text shown as rich text (br, b, i, u): sanitised before it is stored (format/rich-text.ts). */
export const richText = (max: number) => text(max).overwrite(sanitizeRichText);

/** A single-line value (id, code, reference, name of a stored thing), kept as sent: no control characters at all. */
export const line = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !CONTROL_IN_LINE.test(s), 'must not contain control characters or line breaks');

/** A link the browser may open: http(s) only, single line. */
export const httpUrl = (max = 2000) =>
  z
    .url({ protocol: /^https?$/ })
    .max(max)
    .refine((s) => !CONTROL_IN_LINE.test(s), 'must not contain control characters');

/** The one error shape of every API response that is not a success. */
export const errorBodySchema = z.object({
  error: z.object({
    code: line(100),
    message: text(4000),
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
  'unprocessable',
  'unavailable',
  'internal',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** Someone and when: every write records it. */
export const personRefSchema = z.object({
  id: line(200).min(1),
  name: text(200),
  email: line(320),
});
export type PersonRef = z.infer<typeof personRefSchema>;

export const idNameSchema = z.object({ id: line(200), name: text(500) });
export type IdName = z.infer<typeof idNameSchema>;

export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A page of items and the token for the next page (absent on the last page). */
export function pageSchema<T extends z.ZodType>(item: T) {
  return z.object({ items: z.array(item), continuationToken: line(4000).optional() });
}
export interface Page<T> {
  items: T[];
  continuationToken?: string;
}

/** A string the API stored and returns (response contracts): any length, the same control-character rule. */
export const storedText = () =>
  z.string().refine((s) => !CONTROL_IN_TEXT.test(s), 'must not contain control characters');

/**
 * A figure the portal computes (a scope item's effort, a role's days, totals): finite and not negative, but never
 * bounded by the clamps that apply to what a person types (effort 0-9999, quantity 0-9999), because computed
 * totals pass them (5,000 sites x 3 h x 2 tranches = 30,000 h).
 */
export const computedNumber = z.number().min(0).max(1e12);

/**
 * An e-mail address someone typed: no control characters or line breaks, spaces around it trimmed, then a valid
 * address of at most 320 characters (RFC 5321's 64 + 1 + 255).
 */
export const emailAddress = (max = 320) =>
  line(max).trim().pipe(z.email('must be a valid e-mail address, such as name@example.com'));
