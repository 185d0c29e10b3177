import { apiErrors } from '@portal/contracts';
import type { Context, Middleware } from 'koa';
import { HttpError } from './errors.js';

export interface SiteOptions {
  /** PUBLIC_URL: the one host the portal answers for; without it, only the loopback names (development). */
  publicUrl: URL | null;
  /** Session cookies are Secure: the portal is only used over HTTPS (the proxy in front terminates TLS). */
  requireHttps: boolean;
}

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);
/** Load balancers probe by address, without the site's name and over plain HTTP. */
const isProbe = (ctx: Context) => ctx.path === '/api/health' && ctx.method === 'GET';
const isApi = (ctx: Context) => ctx.path === '/api' || ctx.path.startsWith('/api/');

/** The origin the site's own pages have: what a browser's Origin header must say on a write. */
export function siteOrigin(options: SiteOptions): (ctx: Context) => string {
  return (ctx) => options.publicUrl?.origin ?? `${ctx.protocol}://${ctx.host}`;
}

/**
 * Refuses requests for another site (a Host that is not PUBLIC_URL's: DNS rebinding, a misrouted proxy) with
 * 421, and plain-HTTP requests where the portal runs behind TLS: pages are redirected to HTTPS, API calls
 * refused with 403 (a Secure cookie cannot be sent over plain HTTP, and a password must not travel in clear).
 * Every /api answer, refusals included, is `Cache-Control: no-store`.
 */
export function siteGuard(options: SiteOptions): Middleware {
  const allowedHost = options.publicUrl?.host.toLowerCase();
  // URL drops a scheme's default port; a Host header may carry it (portal.example.mx:443).
  const defaultPort = options.publicUrl?.protocol === 'http:' ? ':80' : ':443';
  return (ctx, next) => {
    if (isApi(ctx)) ctx.set('Cache-Control', 'no-store');
    if (isProbe(ctx)) return next();
    const host = ctx.host.toLowerCase();
    const known = allowedHost
      ? host === allowedHost || host === `${allowedHost}${defaultPort}`
      : LOOPBACK.has(ctx.hostname.toLowerCase());
    if (!known) throw new HttpError(421, 'misdirected_request', apiErrors.misdirectedRequest);
    if (options.requireHttps && !ctx.secure) {
      if (!isApi(ctx) && (ctx.method === 'GET' || ctx.method === 'HEAD')) {
        // From the parsed path, never the raw target (an absolute-form target is a whole URL).
        ctx.status = 308;
        ctx.redirect(`https://${allowedHost ?? host}${ctx.path}${ctx.search}`);
        return Promise.resolve();
      }
      throw new HttpError(403, 'https_required', apiErrors.httpsRequired);
    }
    return next();
  };
}
