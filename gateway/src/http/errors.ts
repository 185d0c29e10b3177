import { type ApiErrorBody, apiErrors } from '@portal/contracts';
import { HttpError } from '@portal/platform';
import type { Middleware } from 'koa';
import type { Logger } from '../log.js';

export function sendError(
  ctx: Parameters<Middleware>[0],
  status: number,
  code: string,
  message: string,
  fieldErrors?: Record<string, string>,
) {
  const body: ApiErrorBody = { message, code, ...(fieldErrors ? { fieldErrors } : {}) };
  ctx.status = status;
  ctx.body = body;
}

/**
 * Every failure of an /api call becomes JSON with a Spanish message. Errors the code did not expect are
 * logged with the request id and answered with a generic 500 that leaks nothing.
 */
export function errorHandler(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      if (error instanceof HttpError)
        return sendError(ctx, error.status, error.code, error.message, error.fieldErrors);
      const status = (error as { status?: number }).status;
      if (status === 413) return sendError(ctx, 413, 'payload_too_large', apiErrors.payloadTooLarge);
      if (status === 400 || status === 415) return sendError(ctx, 400, 'bad_request', apiErrors.invalidJson);
      log.error('request failed', error, {
        requestId: ctx.state.requestId,
        method: ctx.method,
        path: ctx.path,
      });
      sendError(ctx, 500, 'internal', apiErrors.internal);
    }
  };
}
