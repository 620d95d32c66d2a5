import type { HttpRequest } from '@azure/functions';
import { z } from 'zod';
import { badRequest, HttpError } from './errors.ts';
import { plainMessage } from './plain-messages.ts';

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

export function parseWith<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const result = schema.safeParse(value);
  if (!result.success) {
    throw badRequest(plainMessage(result.error.issues), { fields: fieldErrors(result.error) });
  }
  return result.data;
}

/** How deeply a JSON body may nest objects and arrays (a solution's deepest path is about 30). */
export const MAX_JSON_DEPTH = 64;

/** The deepest nesting of objects and arrays in a JSON text, scanned without parsing (stops past the limit). */
export function jsonDepth(text: string, limit = MAX_JSON_DEPTH): number {
  let depth = 0;
  let max = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \\ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 || c === 91 /* { [ */) {
      depth++;
      if (depth > max) {
        max = depth;
        if (max > limit) return max;
      }
    } else if (c === 125 || c === 93 /* } ] */) depth--;
  }
  return max;
}

/** JSON routes take JSON only: 415 for any other (or no) Content-Type. */
export function requireJson(req: HttpRequest) {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'application/json')
    throw new HttpError(
      415,
      'unsupported_media_type',
      'Send the request body as JSON (Content-Type: application/json).',
    );
}

/**
 * Reads and validates a JSON body: 415 unless it is JSON, 413 for a body over the limit, 400 for bad JSON, for
 * nesting deeper than MAX_JSON_DEPTH (checked before parsing, so no schema ever recurses that far) or a failed schema.
 */
export async function parseBody<T extends z.ZodType>(req: HttpRequest, schema: T): Promise<z.infer<T>> {
  requireJson(req);
  const length = Number(req.headers.get('content-length') ?? '0');
  if (length > MAX_JSON_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The request body is too large.');
  const text = await req.text();
  if (Buffer.byteLength(text) > MAX_JSON_BYTES)
    throw new HttpError(413, 'payload_too_large', 'The request body is too large.');
  if (!text.trim()) throw badRequest('The request body is empty; send JSON.');
  if (jsonDepth(text) > MAX_JSON_DEPTH)
    throw badRequest(
      `The request nests data more than ${MAX_JSON_DEPTH} levels deep; the portal never sends that.`,
    );
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
    throw badRequest(`The ${name} in the address is not valid (${message}). Check the link.`, {
      fields: { [name]: message },
    });
  }
  return result.data;
}

/** Solution ids are numeric strings (spec: a non-numeric solutionId means a new solution). */
export const numericId = z.string().regex(/^\d{1,15}$/, 'must be a numeric id');
export const safeId = z.string().regex(/^[A-Za-z0-9_.:-]{1,100}$/, 'must be a valid id');

/** A write of a versioned document names the version it edited, so that nobody else's changes are overwritten. */
export function requireIfMatch(req: HttpRequest): string {
  const ifMatch = req.headers.get('if-match');
  if (!ifMatch) {
    throw new HttpError(
      428,
      'precondition_failed',
      "Send the version you edited (If-Match) so that nobody else's changes are overwritten.",
    );
  }
  return ifMatch;
}

/** Room for the multipart framing around a file at its largest. */
const MULTIPART_FRAMING_BYTES = 64 * 1024;

export interface MultipartLimits {
  /** What the upload is, as the refusal names it: 'Send the logo as multipart/form-data.' */
  what: string;
  /** The largest file: a body longer than it and its framing is refused before it is read. */
  maxBytes: number;
  /** The refusal of a body past the limit (each upload words its own, with its status). */
  tooLarge: () => HttpError;
}

/**
 * A multipart upload's form, read at the edge (issue 31: the core receives the form or its file, never the request):
 * 415 when the body is not multipart/form-data, `tooLarge` when its declared length passes the file's limit and its
 * framing, 400 when it cannot be read.
 */
export async function readMultipart(req: HttpRequest, limits: MultipartLimits): Promise<FormData> {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'multipart/form-data')
    throw new HttpError(415, 'unsupported_media_type', `Send the ${limits.what} as multipart/form-data.`);
  if (Number(req.headers.get('content-length') ?? 0) > limits.maxBytes + MULTIPART_FRAMING_BYTES)
    throw limits.tooLarge();
  try {
    return await req.formData();
  } catch {
    throw badRequest('The upload could not be read.');
  }
}

/** The file sent in a form's field: 400 naming the field when there is none. */
export function formFile(form: FormData, field: string, missing: string): File {
  const file = form.get(field);
  if (!file || typeof file === 'string') throw badRequest(missing, { fields: { [field]: 'required' } });
  return file;
}
