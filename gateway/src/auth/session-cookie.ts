import type { Context } from 'koa';

/**
 * The session cookie: HttpOnly, SameSite=Lax, Secure (and __Host- prefixed) behind TLS, no persistent expiry.
 * A Secure cookie is never written over plain HTTP (the site guard refuses such requests, but the health probe
 * passes it, with whatever cookie the browser sends): the browser would drop it anyway.
 */
export function sessionCookie(secure: boolean) {
  const name = secure ? '__Host-portal_session' : 'portal_session';
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', overwrite: true };
  const writable = (ctx: Context) => !secure || ctx.secure;
  return {
    read: (ctx: Context) => ctx.cookies.get(name),
    write: (ctx: Context, token: string) => {
      if (writable(ctx)) ctx.cookies.set(name, token, options);
    },
    clear: (ctx: Context) => {
      if (writable(ctx)) ctx.cookies.set(name, '', { ...options, maxAge: 0 });
    },
  };
}
export type SessionCookie = ReturnType<typeof sessionCookie>;
