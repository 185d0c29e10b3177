/**
 * Who may call what, checked over the WHOLE route table of the contracts against the real portal: no route
 * is reachable without a session unless it is public, and every role is refused the routes its access does
 * not include. Then the X-User-ID rule, unknown paths and methods, cross-origin writes and security headers.
 */

import { demoAccounts } from '@portal/command-service';
import {
  apiErrorSchema,
  type ClientRegistrationInput,
  type ClientRegistrationResult,
  clientDashboardSchema,
  type Role,
  type RouteDef,
  type RouteName,
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

/** Any answer but a server error (a route not built yet answers 501). */
function expectNoServerError(res: ApiResponse) {
  expect(res.status === 501 || res.status < 500).toBe(true);
}

/** The roles of the demo accounts (a compliance user has its own test: tests/api/admin-staff-users.test.ts). */
type DemoRole = Exclude<Role, 'compliance'>;
const roles: DemoRole[] = ['client', 'agent', 'admin', 'superadmin'];
type Caller = 'anonymous' | DemoRole;
const callers: Caller[] = ['anonymous', 'client', 'agent', 'admin', 'superadmin'];

/**
 * Who gets what, written by hand (not derived from the route table): the status of each route called with
 * dummy ids and an empty JSON body, per caller. 401: no session; 403: the role may not call the route; 400: the
 * caller may, and the empty body is refused by validation; 501: the caller may, and the route is not built yet;
 * 200: answered; 404: the caller may, and the dummy id names nothing (or, for a client, nothing of theirs);
 * 428: the caller may, and the write edits something without saying which revision it read (If-Match). Loosening or tightening a route's roles changes a status here and fails the test.
 *
 *                                 anonymous client agent admin superadmin */
const expected: Record<RouteName, [number, number, number, number, number]> = {
  login: [400, 400, 400, 400, 400],
  logout: [200, 200, 200, 200, 200],
  me: [401, 200, 200, 200, 200],
  // The second factor (the demo staff are enrolled, the agent and the client are not).
  secondFactor: [401, 400, 400, 400, 400],
  secondFactorEnrolment: [401, 200, 200, 409, 409],
  secondFactorEnrolmentConfirm: [401, 400, 400, 400, 400],
  removeSecondFactor: [401, 400, 400, 403, 403],
  adminResetSecondFactor: [401, 403, 403, 403, 404],
  health: [200, 200, 200, 200, 200],
  registerClient: [400, 400, 400, 400, 400],
  applyAsAgent: [400, 400, 400, 400, 400],
  myDashboard: [401, 200, 403, 403, 403],
  securityComments: [401, 200, 200, 200, 200],
  clientCaseComments: [401, 404, 403, 403, 403],
  changePassword: [401, 400, 400, 400, 400],
  notifications: [401, 200, 200, 200, 200],
  markNotificationRead: [401, 404, 404, 404, 404],
  recoveryCase: [401, 403, 404, 404, 404],
  indicators: [200, 200, 200, 200, 200],
  news: [200, 200, 200, 200, 200],
  plans: [200, 200, 200, 200, 200],
  outcomes: [200, 200, 200, 200, 200],
  newsArticle: [404, 404, 404, 404, 404],
  newsImage: [404, 404, 404, 404, 404],
  myPlan: [401, 400, 403, 403, 403],
  profile: [401, 200, 200, 200, 200],
  updateProfileContact: [401, 428, 403, 403, 403],
  uploadStart: [401, 400, 403, 403, 403],
  uploadComplete: [401, 400, 403, 403, 403],
  uploadBlob: [401, 403, 403, 403, 403],
  downloadDocument: [401, 404, 404, 404, 404],
  caseDocuments: [401, 403, 404, 404, 404],
  reviewDocument: [401, 403, 428, 428, 428],
  linkDocumentToRequirement: [401, 403, 428, 428, 428],
  verifyDocument: [401, 403, 404, 404, 404],
  documentAccessLog: [401, 403, 403, 404, 404],
  adminUsers: [401, 403, 403, 200, 200],
  adminCreateUser: [401, 403, 403, 400, 400],
  adminClients: [401, 403, 403, 200, 200],
  adminUpdateUser: [401, 403, 403, 428, 428],
  adminUserPassword: [401, 403, 403, 400, 400],
  adminUpdateClient: [401, 403, 403, 428, 428],
  adminStats: [401, 403, 403, 200, 200],
  adminReport: [401, 403, 403, 404, 404],
  adminSecurityComments: [401, 403, 403, 200, 200],
  adminCreateSecurityComment: [401, 403, 403, 400, 400],
  adminUpdateSecurityComment: [401, 403, 403, 428, 428],
  adminDeleteSecurityComment: [401, 403, 403, 428, 428],
  adminIndicators: [401, 403, 403, 200, 200],
  adminCreateIndicator: [401, 403, 403, 400, 400],
  adminUpdateIndicator: [401, 403, 403, 428, 428],
  adminDeleteIndicator: [401, 403, 403, 428, 428],
  adminNews: [401, 403, 403, 200, 200],
  adminCreateNews: [401, 403, 403, 400, 400],
  adminUpdateNews: [401, 403, 403, 428, 428],
  adminDeleteNews: [401, 403, 403, 428, 428],
  adminNewsImage: [401, 403, 403, 415, 415],
  fraudCases: [401, 403, 200, 200, 200],
  updateFraudCase: [401, 403, 428, 428, 428],
  caseComments: [401, 403, 404, 404, 404],
  addCaseComment: [401, 403, 400, 400, 400],
  caseCommentCounts: [401, 403, 200, 200, 200],
  agentClients: [401, 403, 200, 200, 200],
  caseFile: [401, 403, 404, 404, 404],
  caseHistory: [401, 403, 404, 404, 404],
  caseHistoryCsv: [401, 403, 404, 404, 404],
  caseAsOf: [401, 403, 400, 400, 400],
  updateCasePhase: [401, 403, 428, 428, 428],
  addCaseMilestone: [401, 403, 400, 400, 400],
  addRequiredDocument: [401, 403, 400, 400, 400],
  removeRequiredDocument: [401, 403, 428, 428, 428],
  updateCasePlan: [401, 403, 428, 428, 428],
  updateAgent: [401, 403, 403, 428, 428],
  agents: [401, 403, 403, 200, 200],
  recoveryProcesses: [401, 403, 200, 200, 200],
  updateRecoveryProcess: [401, 403, 403, 428, 428],
  createAgent: [401, 403, 403, 400, 400],
  assignClient: [401, 403, 403, 400, 400],
  agentApplications: [401, 403, 403, 200, 200],
  demoAccounts: [401, 403, 403, 200, 200],
  approveAgentApplication: [401, 403, 403, 404, 404],
  rejectAgentApplication: [401, 403, 403, 400, 400],
  opsStatus: [401, 403, 403, 200, 200],
  openApi: [401, 403, 403, 200, 200],
  apiDocs: [401, 403, 403, 200, 200],
  apiDocsAsset: [401, 403, 403, 404, 404],
  opsRetryDeadLetter: [401, 403, 403, 403, 404],
  opsDiscardDeadLetter: [401, 403, 403, 403, 404],
  opsRebuilds: [401, 403, 403, 403, 200],
  opsStartRebuild: [401, 403, 403, 403, 400],
  opsSetup: [401, 403, 403, 403, 200],
  // The privacy notice (public) and the consents of the people it covers (clients and agents).
  privacyNotice: [200, 200, 200, 200, 200],
  myConsents: [401, 200, 200, 403, 403],
  giveConsent: [401, 400, 400, 403, 403],
  withdrawConsent: [401, 400, 400, 403, 403],
  // ARCO requests (filed by clients and agents, answered by administration), the person's copy of their
  // data (anyone signed in, their own), the legal hold of a case (administration; the dummy case does not exist).
  filePrivacyRequest: [401, 400, 400, 403, 403],
  myPrivacyRequests: [401, 200, 200, 403, 403],
  privacyRequestQueue: [401, 403, 403, 200, 200],
  answerPrivacyRequest: [401, 403, 403, 400, 400],
  myData: [401, 200, 200, 200, 200],
  placeLegalHold: [401, 403, 403, 400, 400],
  liftLegalHold: [401, 403, 403, 404, 404],
};

describe('the route table is enforced before any handler', () => {
  it('has a hand-written row for every route of the table, and no row for a route that does not exist', () => {
    expect(Object.keys(expected).sort()).toEqual(Object.keys(routes).sort());
  });

  describe.each(callers)('as %s', (caller) => {
    it.each(table.map((entry) => [label(entry), entry] as const))('%s', async (_, [name, def]) => {
      // Logging out would end the shared session of this role: it gets a session of its own.
      const cookie =
        caller === 'anonymous'
          ? undefined
          : name === 'logout'
            ? (await login(base, ...credentialsOf(caller))).cookie
            : (cookies[caller] as string);
      const res = await callRoute(def, cookie);
      expectNoServerError(res);
      expect(res.status).toBe(expected[name][callers.indexOf(caller)]);
      if (res.status === 401)
        expect(apiErrorSchema.parse(res.json)).toEqual({
          message: 'Usuario no autenticado',
          code: 'unauthenticated',
        });
      // A client may PUT on an upload URL: the dummy one is refused as a URL that is not valid, not by role.
      if (res.status === 403 && name === 'uploadBlob' && caller === 'client')
        expect(apiErrorSchema.parse(res.json).code).toBe('upload_url_refused');
      // A client may read a recovery case, their own only: another id is refused by the query, saying so.
      else if (res.status === 403 && name === 'recoveryCase' && caller === 'client')
        expect(apiErrorSchema.parse(res.json)).toEqual({
          message: 'Solo puede ver su propio caso de recuperación.',
          code: 'forbidden',
        });
      else if (res.status === 403)
        expect(apiErrorSchema.parse(res.json)).toEqual({
          message: 'No tiene permiso para realizar esta acción.',
          code: 'forbidden',
        });
      if (res.status === 428)
        expect(apiErrorSchema.parse(res.json)).toEqual({
          message:
            'Falta la versión de los datos que editó (encabezado If-Match). Recargue la página e intente de nuevo.',
          code: 'precondition_required',
        });
      if (res.status === 501)
        expect(apiErrorSchema.parse(res.json)).toEqual({
          message: 'Esta función aún no está disponible.',
          code: 'not_implemented',
        });
    });
  });

  it('the sessions used above are still alive', async () => {
    for (const role of roles)
      expect((await call(base, 'GET', '/api/auth/me', { cookie: cookies[role] })).status).toBe(200);
  });
});

function credentialsOf(role: DemoRole): [string, string] {
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
      message: 'El identificador de usuario no corresponde a la sesión.',
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
      expect(apiErrorSchema.parse(res.json)).toEqual({
        message: 'La ruta solicitada no existe.',
        code: 'not_found',
      });
    },
  );

  it.each([
    ['GET', '/api/auth/login', 'POST'],
    ['DELETE', '/api/clients/my-dashboard', 'HEAD, GET'],
    ['PUT', '/api/health', 'HEAD, GET'],
    ['POST', '/api/admin/users/123', 'PUT'],
  ])('%s %s answers 405 JSON with Allow: %s', async (method, path, allow) => {
    const res = await call(base, method, path, { cookie: cookies.admin });
    expect(res.status).toBe(405);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(res.headers.get('allow')).toBe(allow);
    expect(apiErrorSchema.parse(res.json)).toEqual({
      message: 'Método no permitido para esta ruta.',
      code: 'method_not_allowed',
    });
  });
});

describe('malformed requests get the one error body in Spanish', () => {
  it('a JSON array where an object is expected names no field and shows no English', async () => {
    const res = await call(base, 'POST', '/api/auth/login', { body: [] });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      message: 'La solicitud no es válida. Revise los datos enviados.',
      code: 'validation',
    });
  });

  it('a rule over the whole body answers its own Spanish message', async () => {
    const res = await call(base, 'PUT', '/api/admin/users/prueba', {
      cookie: cookies.admin,
      body: {},
      headers: { 'if-match': '0' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: 'Seleccione una opción válida', code: 'validation' });
  });
});

describe('cross-origin writes', () => {
  const evil = { origin: 'http://evil.example' };

  it('refuses a registration posted from another origin and registers nothing', async () => {
    const payload = registrationPayload();
    const res = await register(base, payload, { headers: evil });
    expect(res.status).toBe(403);
    expect(apiErrorSchema.parse(res.json)).toEqual({
      message: 'No tiene permiso para realizar esta acción.',
      code: 'forbidden',
    });
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
