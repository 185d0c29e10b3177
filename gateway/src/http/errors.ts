import { type ApiErrorBody, apiErrors, DomainError, type ErrorKind } from '@portal/contracts';
import type { Context, Middleware } from 'koa';
import type { Logger } from '../log.js';

/** The one place where the kinds of domain errors become HTTP statuses. */
const statusOfKind: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  illegal_state: 422,
  too_many: 429,
};

/**
 * A refusal of the HTTP layer itself, which has no domain kind: a body that is not JSON or too large, a path
 * or method the route table does not have, a route not built yet.
 */
export class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** Response headers that belong with the refusal (405 carries `Allow`). */
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

/** The one error body of the API: `{ message, code, fieldErrors? }`, with a Spanish message. */
function errorBody(message: string, code: string, fieldErrors?: Record<string, string>): ApiErrorBody {
  return { message, code, ...(fieldErrors && Object.keys(fieldErrors).length > 0 ? { fieldErrors } : {}) };
}

/** The status, headers and body of any failure: domain kinds, HTTP refusals (body parser included), other client errors, the rest (500). */
export function describeError(error: unknown): {
  status: number;
  body: ApiErrorBody;
  headers: Record<string, string>;
  expected: boolean;
} {
  if (error instanceof DomainError) {
    return {
      status: statusOfKind[error.kind],
      body: errorBody(error.message, error.code, error.fieldErrors),
      headers: {},
      expected: true,
    };
  }
  if (error instanceof HttpError)
    return {
      status: error.status,
      body: errorBody(error.message, error.code),
      headers: error.headers,
      expected: true,
    };
  // Koa and its middleware refuse a malformed request (a path that is not valid percent-encoding, …) with a
  // client status of their own: a bad request, in the one body.
  const status = (error as { status?: unknown } | null)?.status;
  if (typeof status === 'number' && status >= 400 && status < 500)
    return { status: 400, body: errorBody(apiErrors.badRequest, 'bad_request'), headers: {}, expected: true };
  return { status: 500, body: errorBody(apiErrors.internal, 'internal'), headers: {}, expected: false };
}

/**
 * A 429 that does not say how long to wait says a minute, or a few seconds when the server is only busy (its
 * hashing queue is full): every 429 carries Retry-After.
 */
const DEFAULT_RETRY_AFTER_S = '60';
const RETRY_AFTER_S_OF_CODE: Record<string, string> = { busy: '5' };

export function sendError(ctx: Context, error: unknown): void {
  const { status, body, headers } = describeError(error);
  ctx.status = status;
  ctx.set(headers);
  if (status === 429 && !headers['Retry-After'])
    ctx.set('Retry-After', RETRY_AFTER_S_OF_CODE[body.code] ?? DEFAULT_RETRY_AFTER_S);
  ctx.body = body;
}

/**
 * Every failure of an /api call becomes JSON with a Spanish message. Errors the code did not expect are
 * logged with the request id and answered with a generic 500 that leaks nothing.
 */
export function errorHandler(log: Logger): Middleware {
  // next() is a promise even when a later middleware throws at once (koa-compose catches it).
  return (ctx, next) =>
    next().catch((error: unknown) => {
      if (!describeError(error).expected)
        log.error('request failed', error, {
          requestId: ctx.state.requestId,
          method: ctx.method,
          path: ctx.path,
        });
      sendError(ctx, error);
    });
}
