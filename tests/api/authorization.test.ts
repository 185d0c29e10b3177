/**
 * Who may call what, checked over the WHOLE route table of the contracts against the real portal: no route
 * is reachable without a session unless it is public, and every role is refused the routes its access does
 * not include. Then the X-User-ID rule, unknown paths and methods, cross-origin writes and security headers.
 */

import { demoAccounts } from '@portal/command-service';
import {
  apiErrorSchema,
  apiErrors,
  type ClientRegistrationInput,
  type ClientRegistrationResult,
  clientDashboardSchema,
  type Role,
  type RouteDef,
  type RouteName,
  roleSatisfies,
  routes,
} from '@portal/contracts';
import {
  type ApiResponse,
  call,
  login,
  register,
  registerClient,
  registrationPayload,
  tryLogin,
} from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
const cookies = {} as Record<Role, string>;
let clientA: { payload: ClientRegistrationInput; result: ClientRegistrationResult };
let clientB: { payload: ClientRegistrationInput; result: ClientRegistrationResult };

beforeAll(async () => {
  base = running.baseUrl;
  clientA = await registerClient(base);
  clientB = await registerClient(base);
  cookies.client = (await login(base, clientA.payload.username, clientA.payload.password)).cookie;
  cookies.agent = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
  cookies.admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  cookies.superadmin = (
    await login(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)
  ).cookie;
}, 60_000);

const table = Object.entries(routes) as [RouteName, RouteDef][];
const label = ([name, def]: [RouteName, RouteDef]) => `${def.method} ${def.path} (${name})`;

/** The route with dummy ids in its parameters; writes carry an empty JSON object. */
function callRoute(def: RouteDef, cookie?: string, headers?: Record<string, string>): Promise<ApiResponse> {
  const path = def.path.replace(/:(\w+)/g, (_, key: string) => `prueba-${key}-0000`);
  return call(base, def.method, path, {
    cookie,
    headers,
    ...(def.method === 'GET' ? {} : { body: {} }),
  });
}

function mayCall(role: Role, def: RouteDef): boolean {
  const { access } = def;
  if (access === 'public' || access === 'signedIn') return true;
  return access.some((required) => roleSatisfies(role, required));
}

/** Any answer but a server error (a route not built yet answers 501). */
function expectNoServerError(res: ApiResponse) {
  expect(res.status === 501 || res.status < 500).toBe(true);
}

describe('the route table is enforced before any handler', () => {
  it('has routes of every kind of access to check', () => {
    const kinds = new Set(table.map(([, def]) => (typeof def.access === 'string' ? def.access : 'roles')));
    expect(kinds).toEqual(new Set(['public', 'signedIn', 'roles']));
    expect(table.length).toBeGreaterThan(20);
  });

  describe('without a session', () => {
    it.each(table.map((entry) => [label(entry), entry] as const))('%s', async (_, [, def]) => {
      const res = await callRoute(def);
      expectNoServerError(res);
      if (def.access === 'public') {
        expect([401, 403]).not.toContain(res.status);
        return;
      }
      expect(res.status).toBe(401);
      expect(apiErrorSchema.parse(res.json)).toEqual({
        message: apiErrors.unauthenticated,
        code: 'unauthenticated',
      });
    });
  });

  const roles: Role[] = ['client', 'agent', 'admin', 'superadmin'];
  describe.each(roles)('as %s', (role) => {
    it.each(table.map((entry) => [label(entry), entry] as const))('%s', async (_, [name, def]) => {
      // Logging out would end the shared session of this role: it gets a session of its own.
      const cookie =
        name === 'logout' ? (await login(base, ...credentialsOf(role))).cookie : (cookies[role] as string);
      const res = await callRoute(def, cookie);
      expectNoServerError(res);
      if (!mayCall(role, def)) {
        expect(res.status).toBe(403);
        expect(apiErrorSchema.parse(res.json)).toEqual({ message: apiErrors.forbidden, code: 'forbidden' });
        return;
      }
      expect(res.status).not.toBe(401);
      // Staff administration passes every check of the table; a client or an agent may still be refused
      // one resource (a case that is not theirs) by the handler, never a whole route.
      if (role === 'admin' || role === 'superadmin' || !def.path.includes(':'))
        expect(res.status).not.toBe(403);
    });
  });

  it('the sessions used above are still alive', async () => {
    for (const role of roles)
      expect((await call(base, 'GET', '/api/auth/me', { cookie: cookies[role] })).status).toBe(200);
  });
});

function credentialsOf(role: Role): [string, string] {
  if (role === 'client') return [clientA.payload.username, clientA.payload.password];
  const account = demoAccounts[role === 'agent' ? 'agent' : role];
  return [account.username, account.password];
}

describe('X-User-ID is never trusted', () => {
  const dashboard = (cookie: string | undefined, userId?: string) =>
    call(base, 'GET', '/api/clients/my-dashboard', {
      cookie,
      headers: userId ? { 'x-user-id': userId } : {},
    });

  it("refuses a client's dashboard call that names another user, and leaks nothing of that user", async () => {
    const res = await dashboard(cookies.client, clientB.result.userId);
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.json)).toEqual({
      message: apiErrors.userHeaderMismatch,
      code: 'user_mismatch',
    });
    for (const secret of [
      clientB.result.userId,
      clientB.result.accountNumber,
      clientB.result.caseNumber,
      clientB.result.caseId,
      clientB.payload.username,
      clientB.payload.email,
      clientB.payload.lastName,
      clientB.payload.phone,
    ])
      expect(res.text).not.toContain(secret);
  });

  it('answers the client its own dashboard when the header names itself', async () => {
    const res = await dashboard(cookies.client, clientA.result.userId);
    expect(res.status).toBe(200);
    const body = clientDashboardSchema.parse(res.json);
    expect(body.client.accountNumber).toBe(clientA.result.accountNumber);
    expect(res.text).not.toContain(clientB.result.accountNumber);
  });

  it('without a session the header opens nothing', async () => {
    const res = await dashboard(undefined, clientA.result.userId);
    expect(res.status).toBe(401);
    expect(res.text).not.toContain(clientA.result.accountNumber);
  });

  it("a password change naming another user is refused and that user's password stays", async () => {
    const res = await call(base, 'POST', '/api/users/change-password', {
      cookie: cookies.client,
      headers: { 'x-user-id': clientB.result.userId },
      body: { currentPassword: clientA.payload.password, newPassword: 'Robada-Clave-1' },
    });
    expect(res.status).toBe(403);
    expect((await tryLogin(base, clientB.payload.username, clientB.payload.password)).status).toBe(200);
    expect((await tryLogin(base, clientA.payload.username, clientA.payload.password)).status).toBe(200);
  });

  it("a client never gets another client's recovery case or case comments", async () => {
    for (const path of [
      `/api/recovery/${clientB.result.userId}`,
      `/api/fraud-cases/${clientB.result.caseId}/comments/client`,
    ]) {
      const res = await call(base, 'GET', path, { cookie: cookies.client });
      expect([403, 404, 501]).toContain(res.status);
      expect(res.text).not.toContain(clientB.result.caseNumber);
    }
  });
});

describe('unknown paths and methods', () => {
  it.each(['/api/no-existe', '/api/clients', '/api/admin/users/x/y/z', '/api'])(
    'GET %s answers 404 JSON',
    async (path) => {
      const res = await call(base, 'GET', path);
      expect(res.status).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      expect(apiErrorSchema.parse(res.json)).toEqual({ message: apiErrors.routeNotFound, code: 'not_found' });
    },
  );

  it.each([
    ['GET', '/api/auth/login'],
    ['DELETE', '/api/clients/my-dashboard'],
    ['PUT', '/api/health'],
    ['POST', '/api/admin/users/123'],
  ])('%s %s answers 405 JSON', async (method, path) => {
    const res = await call(base, method, path, { cookie: cookies.admin });
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(apiErrorSchema.parse(res.json)).toEqual({
      message: apiErrors.methodNotAllowed,
      code: 'method_not_allowed',
    });
  });
});

describe('cross-origin writes', () => {
  const evil = { origin: 'http://evil.example' };

  it('refuses a registration posted from another origin and registers nothing', async () => {
    const payload = registrationPayload();
    const res = await register(base, payload, { headers: evil });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.json)).toEqual({ message: apiErrors.forbidden, code: 'forbidden' });
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(401);
  });

  it('refuses a password change posted from another origin with a valid session', async () => {
    const { payload } = await registerClient(base);
    const { cookie } = await login(base, payload.username, payload.password);
    const res = await call(base, 'POST', '/api/users/change-password', {
      cookie,
      headers: evil,
      body: { currentPassword: payload.password, newPassword: 'Clave-Del-Atacante-1' },
    });
    expect(res.status).toBe(403);
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(200);
  });

  it('refuses a login posted from another origin (login CSRF) without setting a cookie', async () => {
    const res = await call(base, 'POST', '/api/auth/login', {
      headers: evil,
      body: { username: clientA.payload.username, password: clientA.payload.password },
    });
    expect(res.status).toBe(403);
    expect(res.setCookie).toBeUndefined();
  });

  it('accepts a write from its own origin and from clients that send no Origin', async () => {
    expect((await register(base, registrationPayload(), { headers: { origin: base } })).status).toBe(201);
    expect((await register(base, registrationPayload())).status).toBe(201);
  });

  it('a GET from another origin is answered (reads change nothing)', async () => {
    const res = await call(base, 'GET', '/api/health', { headers: evil });
    expect(res.status).toBe(200);
  });
});

describe('security headers', () => {
  it.each([
    ['GET', '/api/health'],
    ['GET', '/api/clients/my-dashboard'],
    ['GET', '/api/no-existe'],
    ['POST', '/api/clients/register'],
    ['GET', '/'],
    ['GET', '/client-dashboard'],
  ])('%s %s carries CSP, X-Frame-Options DENY, nosniff and Referrer-Policy', async (method, path) => {
    const res = await call(base, method, path, method === 'POST' ? { body: {} } : {});
    expectNoServerError(res);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('referrer-policy')).toMatch(
      /^(no-referrer|same-origin|strict-origin(-when-cross-origin)?)$/,
    );
    // Plain HTTP: no HSTS.
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('API answers are never cached (they carry personal data)', async () => {
    const res = await call(base, 'GET', '/api/clients/my-dashboard', { cookie: cookies.client });
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
  });
});

describe('session cookie hygiene', () => {
  it('a session of a client is refused on staff routes even with a forged role header', async () => {
    const res = await call(base, 'GET', '/api/admin/stats', {
      cookie: cookies.client,
      headers: { 'x-user-role': 'admin', 'x-role': 'superadmin' },
    });
    expect(res.status).toBe(403);
  });

  it('no answer carries a password hash', async () => {
    const answers = [
      await call(base, 'GET', '/api/admin/users', { cookie: cookies.admin }),
      await call(base, 'GET', '/api/auth/me', { cookie: cookies.client }),
      await call(base, 'GET', '/api/clients/my-dashboard', { cookie: cookies.client }),
      await tryLogin(base, clientA.payload.username, clientA.payload.password),
    ];
    expect(answers[0]?.status).toBe(200);
    for (const res of answers) {
      expect(res.status).toBe(200);
      expect(res.text).not.toMatch(/scrypt\$|passwordHash/);
    }
    const users = answers[0]?.json as { username: string }[];
    expect(users.map((u) => u.username)).toEqual(expect.arrayContaining([clientA.payload.username]));
  });

  it('every answer so far was free of server errors', () => {
    expect(running.portal.output()).not.toMatch(/request failed/);
  });
});
