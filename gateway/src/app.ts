import type Router from '@koa/router';
import { apiErrors } from '@portal/contracts';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import { uploadUrlPrefix } from './documents/upload-url.js';
import { type ApiDeps, apiFallback, apiRouter, apiRoutes, requestId } from './http/api-router.js';
import { bodyDeadline } from './http/body-deadline.js';
import { errorHandler, HttpError } from './http/errors.js';
import { securityHeaders } from './http/security-headers.js';
import { siteGuard } from './http/site-guard.js';
import { staticFiles } from './http/static-files.js';

export interface AppOptions {
  trustProxy: boolean;
  /** PUBLIC_URL: the one host served, and the origin writes must come from. */
  publicUrl: URL | null;
  /** Session cookies are Secure: plain-HTTP requests are redirected (pages) or refused (API). */
  requireHttps: boolean;
  hsts: boolean;
  frontendDir: string | null;
  /** Serve the build's source maps (development only; default: not served). */
  sourceMaps?: boolean;
  /** A request body (but a document upload's) not received within this time is cut (408). */
  requestTimeoutMs: number;
  /** Times every request for Prometheus (METRICS_PORT set). */
  metrics?: Koa.Middleware;
}

/** The PUT of a document's bytes on its signed URL: a stream for its handler, not a JSON body. */
const isUpload = (ctx: { method: string; path: string }) =>
  ctx.method === 'PUT' && ctx.path.startsWith(uploadUrlPrefix);

/** The Koa app: request id, JSON errors, security headers, the /api route table, then the React app. */
export function createApp(deps: ApiDeps, options: AppOptions): { app: Koa; router: Router } {
  // Koa reads X-Forwarded-Proto and -Host behind a trusted proxy; the client's address is client-address.ts's.
  const app = new Koa({ proxy: options.trustProxy, maxIpsCount: 1 });
  const router = apiRouter(deps);
  app.use(requestId());
  if (options.metrics) app.use(options.metrics);
  app.use(errorHandler(deps.log));
  app.use(securityHeaders({ hsts: options.hsts }));
  app.use(siteGuard({ publicUrl: options.publicUrl, requireHttps: options.requireHttps }));
  app.use(apiFallback(router));
  app.use(bodyDeadline(options.requestTimeoutMs, isUpload));
  const jsonBody = koaBody({
    json: true,
    urlencoded: false,
    text: false,
    multipart: false,
    jsonLimit: '100kb',
    jsonStrict: true,
    // DELETE /api/auth/second-factor carries the code that proves the request.
    parsedMethods: [HttpMethodEnum.POST, HttpMethodEnum.PUT, HttpMethodEnum.PATCH, HttpMethodEnum.DELETE],
    onError: (error) => {
      throw (error as { status?: unknown }).status === 413
        ? new HttpError(413, 'payload_too_large', apiErrors.payloadTooLarge)
        : new HttpError(400, 'bad_request', apiErrors.invalidJson);
    },
  });
  // GET and HEAD bodies are never parsed (parsedMethods): their requests skip the parser's own checks.
  app.use((ctx, next) =>
    ctx.method === 'GET' || ctx.method === 'HEAD' || isUpload(ctx) ? next() : jsonBody(ctx, next),
  );
  app.use(apiRoutes(router, deps));
  if (options.frontendDir)
    app.use(staticFiles(options.frontendDir, { sourceMaps: options.sourceMaps ?? false }));
  app.on('error', (error, ctx) => {
    // A client that hung up, or sent its request too slowly (cut by the server's requestTimeout: 408), is
    // no fault of the portal's.
    const code = (error as { code?: string }).code;
    if (code === 'ECONNRESET' || code === 'ERR_HTTP_REQUEST_TIMEOUT') return;
    deps.log.error('unhandled app error', error, { path: ctx?.path });
  });
  return { app, router };
}
