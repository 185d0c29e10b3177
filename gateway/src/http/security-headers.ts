import type { Middleware } from 'koa';

const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/**
 * The headers every answer carries; HSTS only where the portal is served over TLS. A plain function, not an async
 * one (as the other middleware that run for every request): one promise and its turns fewer per request.
 */
export function securityHeaders(options: { hsts: boolean }): Middleware {
  return (ctx, next) => {
    ctx.set('Content-Security-Policy', CSP);
    ctx.set('X-Frame-Options', 'DENY');
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'strict-origin-when-cross-origin');
    ctx.set('Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=()');
    ctx.set('Cross-Origin-Opener-Policy', 'same-origin');
    ctx.set('Cross-Origin-Resource-Policy', 'same-origin');
    if (options.hsts) ctx.set('Strict-Transport-Security', 'max-age=31536000; includeSubDomains');
    return next();
  };
}
