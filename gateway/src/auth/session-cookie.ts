import type { Context } from 'koa';

/** The session cookie: HttpOnly, SameSite=Lax, Secure (and __Host- prefixed) behind TLS, no persistent expiry. */
export function sessionCookie(secure: boolean) {
  const name = secure ? '__Host-portal_session' : 'portal_session';
  const options = { httpOnly: true, sameSite: 'lax' as const, secure, path: '/', overwrite: true };
  return {
    read: (ctx: Context) => ctx.cookies.get(name),
    write: (ctx: Context, token: string) => ctx.cookies.set(name, token, options),
    clear: (ctx: Context) => ctx.cookies.set(name, '', { ...options, maxAge: 0 }),
  };
}
export type SessionCookie = ReturnType<typeof sessionCookie>;
