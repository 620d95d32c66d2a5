import { errorBodySchema } from '@portal/domain';

/** Codes the client adds for failures that never reached (or never came back from) the API. */
export type ClientErrorCode = 'network' | 'timeout' | 'invalid_response';

/** Every failed call becomes an ApiError; the web shows `message` (the API's `error.message`). */
export class ApiError extends Error {
  readonly status: number;
  readonly code: string;
  readonly details: unknown;

  constructor(status: number, code: string, message: string, details?: unknown) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    this.details = details;
  }

  /** Network failure, time-out or a 5xx: the server could not answer properly. */
  get isServerOrNetwork(): boolean {
    return this.status === 0 || this.status >= 500;
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

const STATUS_CODES: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  428: 'precondition_failed',
};

/** Builds the ApiError of a non-2xx response from the one error shape, or from the status alone. */
export function errorFromResponse(status: number, statusText: string, bodyText: string): ApiError {
  let json: unknown;
  try {
    json = bodyText ? JSON.parse(bodyText) : undefined;
  } catch {
    json = undefined;
  }
  const parsed = errorBodySchema.safeParse(json);
  if (parsed.success) {
    const { code, message, details } = parsed.data.error;
    return new ApiError(status, code, message, details);
  }
  const code = STATUS_CODES[status] ?? (status >= 500 ? 'internal' : 'http_error');
  const message = statusText ? `Request failed: ${status} ${statusText}` : `Request failed: ${status}`;
  return new ApiError(status, code, message);
}
