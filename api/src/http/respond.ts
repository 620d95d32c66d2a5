import type { HttpResponseInit } from '@azure/functions';
import type { ErrorBody } from '@portal/domain';
import { HttpError } from './errors.ts';
import {
  ConflictError,
  InvalidContinuationError,
  ItemTooLargeError,
  NotFoundError,
  PreconditionFailedError,
} from '../ports/store.ts';

const NO_STORE = { 'Cache-Control': 'no-store' };

export function json(body: unknown, status = 200, headers: Record<string, string> = {}): HttpResponseInit {
  return { status, jsonBody: body, headers: { ...NO_STORE, ...headers } };
}

export function errorResponse(
  status: number,
  code: string,
  message: string,
  details?: unknown,
): HttpResponseInit {
  const body: ErrorBody = { error: details === undefined ? { code, message } : { code, message, details } };
  return { status, jsonBody: body, headers: NO_STORE };
}

/** Maps anything a handler throws to the one error shape; unknown errors are logged and become a 500. */
export function fromError(err: unknown, log: (msg: string) => void): HttpResponseInit {
  if (err instanceof HttpError) return errorResponse(err.status, err.code, err.message, err.details);
  if (err instanceof ItemTooLargeError)
    return errorResponse(413, 'payload_too_large', 'The item is larger than the 2 MB limit.');
  if (err instanceof InvalidContinuationError)
    return errorResponse(400, 'bad_request', 'The continuation token is not valid.');
  if (err instanceof PreconditionFailedError)
    return errorResponse(
      409,
      'conflict',
      'Someone else changed this item first. Reload to see their changes.',
    );
  if (err instanceof NotFoundError) return errorResponse(404, 'not_found', 'The item does not exist.');
  if (err instanceof ConflictError) return errorResponse(409, 'conflict', 'The item already exists.');
  log(`Unhandled error: ${err instanceof Error ? (err.stack ?? err.message) : String(err)}`);
  return errorResponse(500, 'internal', 'Something went wrong on our side. Please try again.');
}
