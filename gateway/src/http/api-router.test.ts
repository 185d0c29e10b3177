import { mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type RouteHandlers, SqliteDocumentStore } from '@portal/platform';
import { createApp } from '../app.js';
import { sessionCookie } from '../auth/session-cookie.js';
import { Sessions } from '../auth/sessions.js';

const site = { siteName: 'Firma', supportPhone: null, supportEmail: null, address: null, demoMode: false };

let dir: string;
let documents: SqliteDocumentStore;
let server: Server;
let logged: string[];

async function serve(handlers: RouteHandlers): Promise<string> {
  const { app } = createApp(
    {
      handlers,
      gatewayHandlers: {},
      documents,
      sessions: new Sessions(documents, { idleMs: 60_000, absoluteMs: 3_600_000 }),
      cookie: sessionCookie(false),
      waitForReadModels: async () => true,
      log: { info: () => {}, warn: () => {}, error: (message) => logged.push(message) },
    },
    { trustProxy: false, hsts: false, frontendDir: null },
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
