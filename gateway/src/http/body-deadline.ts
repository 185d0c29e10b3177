import type { Context, Middleware } from 'koa';

/**
 * A request body not received completely within `ms` is cut: 408 and the connection closed, as Node's own
 * requestTimeout does. Node's timeout is one for the whole server, and a document upload may take minutes on a
 * slow line, so the server's is the uploads' (UPLOAD_TIMEOUT_MS) and this one keeps every other request to
 * REQUEST_TIMEOUT_MS: a client dribbling a JSON body cannot hold a connection for the upload's time.
 */
export function bodyDeadline(ms: number, exempt: (ctx: Context) => boolean): Middleware {
  const withDeadline = async (ctx: Context, next: () => Promise<unknown>) => {
    const req = ctx.req;
    const timer = setTimeout(() => {
      if (req.complete || ctx.res.headersSent) return;
      const socket = req.socket;
      socket.end('HTTP/1.1 408 Request Timeout\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      socket.destroySoon();
    }, ms);
    timer.unref();
    const stop = () => clearTimeout(timer);
    req.once('end', stop);
    req.once('close', stop);
    try {
      await next();
    } finally {
      stop();
    }
  };
  return (ctx, next) => {
    const req = ctx.req;
    const hasBody =
      req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length'] ?? 0) > 0;
    return !hasBody || req.complete || exempt(ctx) ? next() : withDeadline(ctx, next);
  };
}
