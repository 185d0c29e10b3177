import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DomainError, USERS } from '@portal/contracts';
import { type RouteHandlers, SqliteDocumentStore } from '@portal/platform';
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

async function serve(handlers: RouteHandlers): Promise<string> {
  const { app } = createApp(
    {
      handlers,
      gatewayHandlers: {},
      documents,
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
