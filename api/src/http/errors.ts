import type { ErrorCode } from '@portal/domain';

/** An error with an HTTP status and the one error shape; thrown by handlers, rendered by the route wrapper. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly code: ErrorCode,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, details?: unknown) =>
  new HttpError(400, 'bad_request', message, details);
export const unauthorized = (message = 'Sign in to continue.') => new HttpError(401, 'unauthorized', message);
export const forbidden = (message = 'Your role does not allow this.') =>
  new HttpError(403, 'forbidden', message);
export const notFound = (what = 'The item') => new HttpError(404, 'not_found', `${what} does not exist.`);
export const conflict = (message: string, details?: unknown) =>
  new HttpError(409, 'conflict', message, details);
