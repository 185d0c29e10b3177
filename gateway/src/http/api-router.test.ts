import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, USERS } from '@portal/contracts';
import {
  CachedDocumentStore,
  type DocumentStore,
  type RouteHandlers,
  responseJson,
  SqliteDocumentStore,
} from '@portal/platform';
import { createApp } from '../app.js';
import { sessionCookie } from '../auth/session-cookie.js';
import { Sessions } from '../auth/sessions.js';
import type { SecurityEntry } from '../security-log.js';

const site = {
  siteName: 'Firma',
  supportPhone: null,
  supportEmail: null,
  address: null,
  demoMode: false,
  emergencyPhone: null,
  registrations: [],
  certifications: [],
  secureTransport: false,
};

let dir: string;
let documents: SqliteDocumentStore;
let server: Server;
let logged: string[];
let security: SecurityEntry[];
let sessions: Sessions;

async function serve(handlers: RouteHandlers, store: DocumentStore = documents): Promise<string> {
  const { app } = createApp(
    {
      handlers,
      gatewayHandlers: {},
      documents: store,
      sessions,
      cookie: sessionCookie(false),
      waitForReadModels: async () => true,
      clientAddress: () => '192.0.2.1',
      siteOrigin: (ctx) => `${ctx.protocol}://${ctx.host}`,
      securityLog: { record: (entry) => security.push(entry), reopen: () => {}, close: async () => {} },
      log: { info: () => {}, warn: () => {}, error: (message) => logged.push(message) },
    },
    {
      trustProxy: false,
      publicUrl: null,
      requireHttps: false,
      hsts: false,
      frontendDir: null,
      requestTimeoutMs: 30_000,
    },
  );
  server = app.listen(0, '127.0.0.1');
  await new Promise((r) => server.once('listening', r));
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'router-'));
  documents = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
  logged = [];
  security = [];
  sessions = new Sessions(documents, { idleMs: 60_000, absoluteMs: 3_600_000 });
});
afterEach(async () => {
  await new Promise((r) => server.close(r));
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('the answers of handlers', () => {
  it('are cut to the documented response: a field the schema does not name never leaves the gateway', async () => {
    const leaky = { status: 'ok' as const, site, passwordHash: 'scrypt$secret' };
    const base = await serve({ health: async () => ({ body: leaky }) });
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'ok', site });
  });

  it('that do not match their schema are a logged 500, never sent', async () => {
    const base = await serve({
      health: async () => ({ body: { status: 'ok', site: { ...site, siteName: 42 } } as never }),
    });
    const res = await fetch(`${base}/api/health`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      message: 'Ocurrió un error inesperado. Intente nuevamente más tarde.',
      code: 'internal',
    });
    expect(logged).toEqual(['request failed']);
  });
});

describe('routes that change who may do what', () => {
  async function adminCookie(): Promise<string> {
    await documents.put(USERS, 'admin-1', {
      id: 'admin-1',
      username: 'admin',
      fullName: 'Admin',
      email: 'admin@firma.mx',
      role: 'admin',
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    return `portal_session=${await sessions.create('admin-1', 'admin', new Date())}`;
  }

  // The handlers here refuse, to see what the log keeps of a refusal.
  it('write their refusals to the security log with actor, target, address and code', async () => {
    const base = await serve({
      adminUpdateUser: async () => {
        throw new DomainError('forbidden', 'No tiene permiso para realizar esta acción.');
      },
      adminUserPassword: async () => {
        throw new DomainError('not_found', 'Recurso no encontrado');
      },
    } as RouteHandlers);
    const cookie = await adminCookie();
    // An edit of a user carries the revision read (If-Match); the password needs none.
    const put = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json', 'if-match': '3' },
        body: JSON.stringify(body),
      });
    await put('/api/admin/users/user-7', { isActive: false });
    await put('/api/admin/users/user-8/password', { newPassword: 'Clave-Nueva-2026' });
    expect(security).toEqual([
      {
        event: 'user_update',
        outcome: 'refused',
        code: 'forbidden',
        userId: 'user-7',
        actorId: 'admin-1',
        address: '192.0.2.1',
        requestId: expect.any(String),
      },
      {
        event: 'admin_password_change',
        outcome: 'refused',
        code: 'not_found',
        userId: 'user-8',
        actorId: 'admin-1',
        address: '192.0.2.1',
        requestId: expect.any(String),
      },
    ]);
    expect(JSON.stringify(security)).not.toContain('Clave-Nueva-2026');
  });

  it('also log the callers refused before any handler: no session (401), not an admin (403)', async () => {
    const base = await serve({});
    await documents.put(USERS, 'client-1', {
      id: 'client-1',
      username: 'cliente',
      fullName: 'Cliente',
      email: 'cliente@correo.mx',
      role: 'client',
      isActive: true,
      createdAt: '2026-01-01T00:00:00.000Z',
    });
    const clientCookie = `portal_session=${await sessions.create('client-1', 'client', new Date())}`;
    const body = JSON.stringify({ isActive: false });
    const headers = { 'content-type': 'application/json' };
    await fetch(`${base}/api/admin/users/user-9`, { method: 'PUT', headers, body });
    await fetch(`${base}/api/admin/users/user-9`, {
      method: 'PUT',
      headers: { ...headers, cookie: clientCookie },
      body,
    });
    expect(
      security.map(({ event, outcome, code, userId, actorId }) => ({
        event,
        outcome,
        code,
        userId,
        actorId,
      })),
    ).toEqual([
      { event: 'user_update', outcome: 'refused', code: 'unauthenticated', userId: 'user-9', actorId: null },
      { event: 'user_update', outcome: 'refused', code: 'forbidden', userId: 'user-9', actorId: 'client-1' },
    ]);
  });
});

describe('a request whose session and user are read from memory', () => {
  let cached: CachedDocumentStore;
  /** Another connection to the same file: another process (the projections' or another gateway's). */
  let other: SqliteDocumentStore;
  const client = {
    id: 'client-1',
    username: 'cliente',
    fullName: 'Cliente',
    email: 'cliente@correo.mx',
    role: 'client',
    isActive: true,
    createdAt: '2026-01-01T00:00:00.000Z',
  };
  const dashboard = '{"stored":"as it was written, \u00e1 included"}';
  const handlers = { myDashboard: async () => ({ json: responseJson<'myDashboard'>(dashboard) }) };

  beforeEach(() => {
    cached = new CachedDocumentStore(documents);
    other = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
  });
  afterEach(() => other.close());

  async function signedIn(idleMs = 60_000): Promise<{ base: string; cookie: string }> {
    sessions = new Sessions(cached, { idleMs, absoluteMs: 3_600_000 });
    const base = await serve(handlers, cached);
    await cached.put(USERS, client.id, client);
    const cookie = `portal_session=${await sessions.create(client.id, 'client', new Date())}`;
    return { base, cookie };
  }
  const dashboardOf = (base: string, cookie: string) =>
    fetch(`${base}/api/clients/my-dashboard`, { headers: { cookie } });

  it('answers JSON text as it is, with the headers of every answer', async () => {
    const { base, cookie } = await signedIn();
    const res = await dashboardOf(base, cookie);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(dashboard);
    expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    // The same route by the router's own matching (a trailing slash), and HEAD.
    expect(await (await fetch(`${base}/api/clients/my-dashboard/`, { headers: { cookie } })).text()).toBe(
      dashboard,
    );
    expect(
      (await fetch(`${base}/api/clients/my-dashboard`, { method: 'HEAD', headers: { cookie } })).status,
    ).toBe(200);
  });

  it('refuses at once a session whose user the projection deactivated, though both were served from memory', async () => {
    const { base, cookie } = await signedIn();
    expect((await dashboardOf(base, cookie)).status).toBe(200);
    expect((await dashboardOf(base, cookie)).status).toBe(200);
    await cached.commitProjection(
      'users',
      [{ kind: 'put', collection: USERS, id: client.id, body: { ...client, isActive: false } }],
      '00000000000000000007',
    );
    expect((await dashboardOf(base, cookie)).status).toBe(401);
    // The session ended with it: reactivated, the person signs in again.
    await cached.put(USERS, client.id, client);
    expect((await dashboardOf(base, cookie)).status).toBe(401);
  });

  it('refuses at once a session whose user another process deactivated', async () => {
    const { base, cookie } = await signedIn();
    expect((await dashboardOf(base, cookie)).status).toBe(200);
    expect((await dashboardOf(base, cookie)).status).toBe(200);
    await other.put(USERS, client.id, { ...client, isActive: false });
    expect((await dashboardOf(base, cookie)).status).toBe(401);
  });

  it('refuses at once a session another process deleted (its purge of sessions)', async () => {
    const { base, cookie } = await signedIn();
    expect((await dashboardOf(base, cookie)).status).toBe(200);
    await other.deleteWhereBefore('sessions', 'expiresAt', '9999');
    expect((await dashboardOf(base, cookie)).status).toBe(401);
  });

  it('refuses a session read from memory once it is idle past its timeout', async () => {
    const { base, cookie } = await signedIn(1500);
    expect((await dashboardOf(base, cookie)).status).toBe(200);
    expect((await dashboardOf(base, cookie)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await dashboardOf(base, cookie)).status).toBe(401);
  });
});
