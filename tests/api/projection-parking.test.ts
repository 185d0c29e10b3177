/**
 * One read model that cannot go on stops alone. An event the client-dashboard projection cannot read (a
 * RecoveryProcessOpened v1 with a phase id no version of the portal wrote) is appended to the log of a
 * running portal: that projection parks at the event, login and the other read models keep working, writes
 * are answered at once (as pending) instead of waiting out WRITE_WAIT_MS, /api/health says degraded and
 * /api/ops/status names the projection, the event's position and the reason. A restart tries again once.
 */
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { opsStatusSchema } from '@portal/contracts';
import { SqliteEventStore } from '@portal/platform';
import { call, login, registerClient, registrationPayload } from '../support/api-client.js';
import { type RunningPortal, removeDir, startPortal, tempDataDir } from '../support/portal.js';
import { storedProjectionStatus, waitForProjectionState } from '../support/projections.js';

const dataDir = tempDataDir('portal-parking-');
const running: RunningPortal[] = [];
afterAll(async () => {
  for (const p of running) await p.stop();
  removeDir(dataDir);
});

async function start(): Promise<RunningPortal> {
  const portal = await startPortal({
    dataDir,
    demo: true,
    serveFrontend: false,
    env: { WRITE_WAIT_MS: '4000' },
  });
  running.push(portal);
  return portal;
}

/** Appends, as another process would, an event the dashboard projection cannot read; returns its position. */
async function appendUnreadableProcess(): Promise<string> {
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    const phase = { name: 'Mediación', description: '', status: 'pending', responsible: 'Agente asignado' };
    const { position } = await events.append(
      'recoveryProcess-legacy-0001',
      [
        {
          id: '4d1f6a52-0c3e-4e0b-9a57-3a2f0b6c1e01',
          type: 'RecoveryProcessOpened',
          data: {
            processId: 'legacy-0001',
            caseId: 'legacy-case',
            clientId: 'legacy-client',
            userId: 'legacy-user',
            caseNumber: 'EXP-2025-00000001',
            priority: 'normal',
            originalAmount: '1000.00',
            currency: 'MXN',
            phases: [
              { id: 'mediation', ...phase, startedAt: null, completedAt: null, estimatedDays: '5 días' },
            ],
            requiredDocuments: [],
          },
          metadata: {
            actorId: null,
            actorRole: 'system',
            correlationId: 'legacy-import',
            occurredAt: '2025-06-01T12:00:00.000Z',
            schemaVersion: 1,
          },
        },
      ],
      'no_stream',
    );
    return position;
  } finally {
    await events.close();
  }
}

/** Waits until the log ends at `position` (events appended by the portal's own workers included). */
async function waitForLogEnd(position: string): Promise<void> {
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  try {
    for (let i = 0; i < 600 && (await events.lastPosition()) !== position; i++)
      await new Promise((r) => setTimeout(r, 50));
    expect(await events.lastPosition()).toBe(position);
  } finally {
    await events.close();
  }
}

async function adminCookie(baseUrl: string): Promise<string> {
  return (await login(baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
}

describe('a parked projection', () => {
  let portal: RunningPortal;
  let badPosition: string;
  let before: { username: string; password: string };

  beforeAll(async () => {
    portal = await start();
    const registered = await registerClient(portal.baseUrl);
    before = { username: registered.payload.username, password: registered.payload.password };
    // The registration's in-app notification is appended by a worker shortly after: wait for it, so the
    // unreadable event lands at a known place.
    await waitForLogEnd('00000000000000000043');
    badPosition = await appendUnreadableProcess();
    await waitForProjectionState(dataDir, ['clientDashboard'], 'parked');
  }, 90_000);

  it('stops only its own read model: login, the dashboards it already had and the other read models go on', async () => {
    const started = Date.now();
    const { payload } = await registerClient(portal.baseUrl);
    // The write did not wait for the parked projection.
    expect(Date.now() - started).toBeLessThan(3000);

    const fresh = await login(portal.baseUrl, payload.username, payload.password);
    const freshDashboard = await call(portal.baseUrl, 'GET', '/api/clients/my-dashboard', {
      cookie: fresh.cookie,
    });
    expect(freshDashboard.status).toBe(404);

    const earlier = await login(portal.baseUrl, before.username, before.password);
    const earlierDashboard = await call(portal.baseUrl, 'GET', '/api/clients/my-dashboard', {
      cookie: earlier.cookie,
    });
    expect(earlierDashboard.status).toBe(200);

    const users = await call<unknown[]>(portal.baseUrl, 'GET', '/api/admin/users', {
      cookie: await adminCookie(portal.baseUrl),
    });
    // Four demo users and two registered clients, listed by the users projection past the unreadable event
    // (adminStats, which counts each process's phases, parks there too).
    expect(users.json).toHaveLength(6);
  });

  it('answers a write as pending at once', async () => {
    const res = await call(portal.baseUrl, 'POST', '/api/clients/register', {
      body: registrationPayload(),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-read-models')).toBe('pending');
  });

  it('makes /api/health answer degraded (with the site facts as before)', async () => {
    const res = await call(portal.baseUrl, 'GET', '/api/health');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      status: 'degraded',
      site: {
        siteName: 'Portal de Recuperación de Capital',
        supportPhone: null,
        supportEmail: null,
        address: null,
        demoMode: true,
        emergencyPhone: null,
        registrations: [],
        certifications: [],
        secureTransport: false,
      },
    });
  });

  it('is named in /api/ops/status with the event position and the reason; the others are live', async () => {
    // The demo seed wrote 32 events (28, the demo staff's two second factors and the demo agent's and client's
    // consents), the first registration 10 (9 and its privacy consent) and its notification 1.
    expect(badPosition).toBe('00000000000000000044');
    const res = await call(portal.baseUrl, 'GET', '/api/ops/status', {
      cookie: await adminCookie(portal.baseUrl),
    });
    expect(res.status).toBe(200);
    const body = opsStatusSchema.parse(res.json);
    expect(body.status).toBe('degraded');
    const byName = Object.fromEntries(body.projections.map((p) => [p.name, p]));
    expect(byName.clientDashboard).toEqual({
      name: 'clientDashboard',
      position: '00000000000000000043',
      // The event itself and the two registrations since (ten events each).
      eventsBehind: 21,
      lagMs: expect.any(Number),
      state: 'parked',
      error: {
        position: '00000000000000000044',
        message:
          'cannot read event 4d1f6a52-0c3e-4e0b-9a57-3a2f0b6c1e01 (RecoveryProcessOpened): RecoveryProcessOpened v1: unknown phase id "mediation"',
      },
    });
    expect(byName.clientDashboard?.lagMs).toBeGreaterThan(0);
    for (const name of ['users', 'agents'])
      expect(byName[name]).toMatchObject({ state: 'live', eventsBehind: 0, lagMs: 0, error: null });
    expect(byName.adminStats?.state).toBe('parked');
  });

  it('is for admins only', async () => {
    expect((await call(portal.baseUrl, 'GET', '/api/ops/status')).status).toBe(401);
    const client = await login(portal.baseUrl, before.username, before.password);
    expect((await call(portal.baseUrl, 'GET', '/api/ops/status', { cookie: client.cookie })).status).toBe(
      403,
    );
    const superadmin = await login(
      portal.baseUrl,
      demoAccounts.superadmin.username,
      demoAccounts.superadmin.password,
    );
    expect((await call(portal.baseUrl, 'GET', '/api/ops/status', { cookie: superadmin.cookie })).status).toBe(
      200,
    );
  });

  it('is logged once and not retried in a loop; a restart tries once more and parks again', async () => {
    const parkedLines = (out: string) =>
      out.split('\n').filter((l) => l.includes('"msg":"projection clientDashboard parked at'));
    await new Promise((r) => setTimeout(r, 1500));
    expect(parkedLines(portal.output())).toEqual([
      expect.stringContaining('unknown phase id \\"mediation\\"'),
    ]);
    await portal.stop();

    portal = await start();
    await waitForProjectionState(dataDir, ['clientDashboard'], 'parked');
    await waitForProjectionState(dataDir, ['users', 'agents'], 'live');
    expect(parkedLines(portal.output())).toHaveLength(1);
    expect(storedProjectionStatus(dataDir).clientDashboard).toEqual({
      version: 10,
      state: 'parked',
      error: {
        position: '00000000000000000044',
        message:
          'cannot read event 4d1f6a52-0c3e-4e0b-9a57-3a2f0b6c1e01 (RecoveryProcessOpened): RecoveryProcessOpened v1: unknown phase id "mediation"',
      },
    });
  }, 60_000);
});
