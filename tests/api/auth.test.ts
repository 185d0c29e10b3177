/**
 * Sessions against the real portal process (design.md §4): the cookie, generic login failures (throttling is
 * in login-throttle.test.ts), who-am-I, logout that kills the session on the server, roles of the demo accounts, password change and
 * session fixation.
 */

import { demoAccounts } from '@portal/command-service';
import { apiErrorSchema, loginResultSchema, okSchema, type Role, sessionUserSchema } from '@portal/contracts';
import {
  call,
  DEFAULT_PASSWORD,
  login,
  registerClient,
  SESSION_COOKIE,
  tryLogin,
  uniqueUsername,
} from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
beforeAll(() => {
  base = running.baseUrl;
});

/** The attributes of a Set-Cookie line, lower-cased names. */
function cookieAttributes(line: string): Map<string, string> {
  const [, ...parts] = line.split(';');
  return new Map(
    parts.map((p) => {
      const [name = '', ...value] = p.trim().split('=');
      return [name.toLowerCase(), value.join('=')];
    }),
  );
}

const me = (cookie?: string) => call(base, 'GET', '/api/auth/me', { cookie });
const dashboard = (cookie?: string) => call(base, 'GET', '/api/clients/my-dashboard', { cookie });
const changePassword = (cookie: string, body: unknown) =>
  call(base, 'POST', '/api/users/change-password', { cookie, body });

describe('login', () => {
  it('sets an HttpOnly, SameSite=Lax session cookie on Path=/ without Secure over plain HTTP', async () => {
    const { payload, result } = await registerClient(base);
    const res = await tryLogin(base, payload.username, payload.password);
    expect(res.status).toBe(200);
    const line = res.setCookieLines.find((l) => l.startsWith(`${SESSION_COOKIE}=`));
    expect(line).toBeDefined();
    const attributes = cookieAttributes(line ?? '');
    expect(attributes.has('httponly')).toBe(true);
    expect(attributes.get('samesite')?.toLowerCase()).toBe('lax');
    expect(attributes.get('path')).toBe('/');
    expect(attributes.has('secure')).toBe(false);
    // A session cookie: it ends with the browser, the server ends it earlier.
    expect(attributes.has('expires')).toBe(false);
    expect(attributes.has('max-age')).toBe(false);
    // 128 random bits, base64url.
    expect(res.setCookie?.slice(SESSION_COOKIE.length + 1)).toMatch(/^[A-Za-z0-9_-]{22}$/);

    const { user } = loginResultSchema.parse(res.json);
    expect(user).toEqual({
      id: result.userId,
      username: payload.username,
      fullName: `${payload.firstName} ${payload.lastName}`,
      email: payload.email,
      role: 'client',
    });
    expect(res.text).not.toMatch(/hash|scrypt|password/i);
  });

  it('accepts the username in another letter case and with spaces around it', async () => {
    const { payload } = await registerClient(base);
    const res = await tryLogin(base, `  ${payload.username.toUpperCase()} `, payload.password);
    expect(res.status).toBe(200);
    expect(loginResultSchema.parse(res.json).user.username).toBe(payload.username);
  });

  it('answers a wrong password exactly like an unknown user: 401 with the generic message, no cookie', async () => {
    const { payload } = await registerClient(base);
    const wrong = await tryLogin(base, payload.username, 'otra-clave-123');
    const unknown = await tryLogin(base, uniqueUsername('nadie'), 'otra-clave-123');
    expect(wrong.status).toBe(401);
    expect(unknown.status).toBe(401);
    expect(apiErrorSchema.parse(wrong.json)).toEqual({
      message: 'Usuario o contraseña incorrectos.',
      code: 'invalid_credentials',
    });
    expect(unknown.json).toEqual(wrong.json);
    expect(wrong.setCookie).toBeUndefined();
    expect(unknown.setCookie).toBeUndefined();
  });

  it('finds the account whatever width or case the username is typed in (the stored form is NFKC, lower case)', async () => {
    const { payload } = await registerClient(base);
    const fullWidth = [...payload.username.toUpperCase()]
      .map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0))
      .join('');
    expect((await tryLogin(base, ` ${fullWidth} `, payload.password)).status).toBe(200);
  });

  it('answers a login without fields with 400 and the field messages', async () => {
    const res = await call(base, 'POST', '/api/auth/login', { body: {} });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.json).fieldErrors).toEqual({
      username: 'Usuario requerido',
      password: 'Contraseña requerida',
    });
  });
});

describe('GET /api/auth/me and logout', () => {
  it('answers 401 without a session and with a made-up one', async () => {
    for (const cookie of [undefined, `${SESSION_COOKIE}=AAAAAAAAAAAAAAAAAAAAAA`, `${SESSION_COOKIE}=x`]) {
      const res = await me(cookie);
      expect(res.status).toBe(401);
      expect(apiErrorSchema.parse(res.json)).toEqual({
        message: 'Usuario no autenticado',
        code: 'unauthenticated',
      });
    }
  });

  it('answers the session user with a session', async () => {
    const { payload, result } = await registerClient(base);
    const { cookie } = await login(base, payload.username, payload.password);
    const res = await me(cookie);
    expect(res.status).toBe(200);
    const user = sessionUserSchema.parse((res.json as { user: unknown }).user);
    expect(user).toEqual(
      expect.objectContaining({ id: result.userId, role: 'client', email: payload.email }),
    );
  });

  it('logout kills the session on the server: the old cookie is refused afterwards', async () => {
    const { payload } = await registerClient(base);
    const { cookie } = await login(base, payload.username, payload.password);
    expect((await dashboard(cookie)).status).toBe(200);
    const out = await call(base, 'POST', '/api/auth/logout', { cookie });
    expect(out.status).toBe(200);
    expect(okSchema.parse(out.json).ok).toBe(true);
    // The browser is told to drop the cookie...
    expect(out.setCookie).toBe(`${SESSION_COOKIE}=`);
    // ...and a copy kept by an attacker is worthless.
    expect((await me(cookie)).status).toBe(401);
    const dash = await dashboard(cookie);
    expect(dash.status).toBe(401);
    expect(apiErrorSchema.parse(dash.json).message).toBe('Usuario no autenticado');
  });

  it('logout without a session is harmless', async () => {
    const res = await call(base, 'POST', '/api/auth/logout');
    expect(res.status).toBe(200);
  });
});

describe('roles of the demo accounts', () => {
  const cases: [keyof typeof demoAccounts, Role][] = [
    ['superadmin', 'superadmin'],
    ['admin', 'admin'],
    ['agent', 'agent'],
    ['client', 'client'],
  ];
  it.each(cases)('the demo %s signs in with role %s', async (account, role) => {
    const { username, password, fullName, email } = demoAccounts[account];
    const { cookie, user } = await login(base, username, password);
    expect(user).toEqual(expect.objectContaining({ username, fullName, email, role }));
    const res = await me(cookie);
    expect(sessionUserSchema.parse((res.json as { user: unknown }).user).role).toBe(role);
  });
});

describe('POST /api/users/change-password', () => {
  it('refuses a wrong current password with 400 on currentPassword', async () => {
    const { payload } = await registerClient(base);
    const { cookie } = await login(base, payload.username, payload.password);
    const res = await changePassword(cookie, {
      currentPassword: 'no-es-la-clave',
      newPassword: 'Nueva-Clave-1',
    });
    expect(res.status).toBe(400);
    expect(apiErrorSchema.parse(res.json)).toEqual({
      message: 'La contraseña actual es incorrecta.',
      code: 'current_password_wrong',
      fieldErrors: { currentPassword: 'La contraseña actual es incorrecta.' },
    });
    // Nothing changed.
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(200);
  });

  it('refuses a short new password and an empty current one with the validation messages', async () => {
    const { payload } = await registerClient(base);
    const { cookie } = await login(base, payload.username, payload.password);
    const short = await changePassword(cookie, { currentPassword: payload.password, newPassword: '12345' });
    expect(short.status).toBe(400);
    expect(apiErrorSchema.parse(short.json).fieldErrors).toEqual({
      newPassword: 'La nueva contraseña debe tener al menos 6 caracteres',
    });
    const empty = await changePassword(cookie, { currentPassword: '', newPassword: 'Nueva-Clave-1' });
    expect(empty.status).toBe(400);
    expect(apiErrorSchema.parse(empty.json).fieldErrors).toEqual({
      currentPassword: 'Contraseña actual requerida',
    });
    const same = await changePassword(cookie, {
      currentPassword: payload.password,
      newPassword: payload.password,
    });
    expect(same.status).toBe(400);
    expect(apiErrorSchema.parse(same.json).fieldErrors).toEqual({
      newPassword: 'La nueva contraseña debe ser distinta de la actual.',
    });
  });

  it('needs a session', async () => {
    const res = await call(base, 'POST', '/api/users/change-password', {
      body: { currentPassword: DEFAULT_PASSWORD, newPassword: 'Nueva-Clave-1' },
    });
    expect(res.status).toBe(401);
  });

  it('changes the password: the old one fails, the new one works, other sessions end', async () => {
    const { payload } = await registerClient(base);
    const { cookie } = await login(base, payload.username, payload.password);
    const { cookie: otherDevice } = await login(base, payload.username, payload.password);
    const newPassword = 'Nueva-Clave-Segura-9';
    const res = await changePassword(cookie, { currentPassword: payload.password, newPassword });
    expect(res.status).toBe(200);
    expect(okSchema.parse(res.json)).toEqual({
      ok: true,
      message: 'Su contraseña ha sido cambiada exitosamente',
    });
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(401);
    await login(base, payload.username, newPassword);
    // The session that made the change was created before it and stays valid: the user keeps working.
    expect((await me(cookie)).status).toBe(200);
    expect((await dashboard(cookie)).status).toBe(200);
    // Every other session of the user ends with the old password (a thief's session dies with it).
    expect((await me(otherDevice)).status).toBe(401);
  });
});

describe('session fixation', () => {
  it('logging in again replaces the session id and ends the old one', async () => {
    const { payload } = await registerClient(base);
    const first = await login(base, payload.username, payload.password);
    const again = await tryLogin(base, payload.username, payload.password, first.cookie);
    expect(again.status).toBe(200);
    expect(again.setCookie).toBeDefined();
    expect(again.setCookie).not.toBe(first.cookie);
    expect((await me(first.cookie)).status).toBe(401);
    expect((await me(again.setCookie)).status).toBe(200);
  });

  it('a session id planted by someone else is never adopted', async () => {
    const { payload } = await registerClient(base);
    const planted = `${SESSION_COOKIE}=PLANTEDPLANTEDPLANTED0`;
    const res = await tryLogin(base, payload.username, payload.password, planted);
    expect(res.status).toBe(200);
    expect(res.setCookie).not.toBe(planted);
    expect((await me(planted)).status).toBe(401);
  });

  it('each login gets a different session id', async () => {
    const { payload } = await registerClient(base);
    const ids = new Set<string>();
    for (let i = 0; i < 3; i++) ids.add((await login(base, payload.username, payload.password)).cookie);
    expect(ids.size).toBe(3);
  });
});
