/**
 * A data folder written by the portal of commit 64d9521 (RecoveryProcessOpened v1 with the
 * Spanish texts inside, one `read-models` checkpoint for every read model) still starts, logs in and shows
 * the same dashboards and staff figures. The expected answers are the ones that old portal gave, stored
 * beside its data in tests/fixtures/data-v1 (see its README), never recomputed here.
 */
import { copyFileSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { call, login } from '../support/api-client.js';
import { type RunningPortal, removeDir, repoRoot, startPortal, tempDataDir } from '../support/portal.js';
import { allProjections, storedProjectionStatus, waitForProjectionState } from '../support/projections.js';

const fixture = join(repoRoot, 'tests/fixtures/data-v1');
const json = (file: string) => JSON.parse(readFileSync(join(fixture, file), 'utf8'));
const logins: Record<string, string> = json('logins.json');
const dashboards: Record<string, unknown> = json('dashboards.json');
const staff: Record<string, unknown> = json('staff.json');

const dirs: string[] = [];
const running: RunningPortal[] = [];
afterAll(async () => {
  for (const p of running) await p.stop();
  for (const d of dirs) removeDir(d);
});

/** A copy of the old data folder: its event log, and (with `oldReadModels`) its read models as left. */
function copyOfFixture(oldReadModels: boolean): string {
  const dir = tempDataDir('portal-upgrade-');
  dirs.push(dir);
  copyFileSync(join(fixture, 'events.sqlite'), join(dir, 'events.sqlite'));
  if (oldReadModels) copyFileSync(join(fixture, 'read-models.sqlite'), join(dir, 'read-models.sqlite'));
  return dir;
}

async function startOn(dataDir: string): Promise<RunningPortal> {
  // Demo mode as `npm start` runs it: seeding again must change nothing in the old log.
  const portal = await startPortal({ dataDir, demo: true, serveFrontend: false, env: { LOG_LEVEL: 'info' } });
  running.push(portal);
  await waitForProjectionState(dataDir, allProjections, 'live');
  return portal;
}

/**
 * The old log's 38 events, and what today's demo seed gives the demo people it finds without it: the
 * second factors of the demo superadmin and admin, and the privacy consents of the demo agent and client.
 */
const EVENTS_AFTER_SEED = 38 + 2 + 2;

/** A follower of the log that has applied its last event. */
const liveAtTheEnd = (name: string) => ({
  name,
  position: String(EVENTS_AFTER_SEED).padStart(20, '0'),
  eventsBehind: 0,
  lagMs: 0,
  state: 'live',
  error: null,
});

async function expectSameAnswers(baseUrl: string) {
  for (const username of ['cliente', 'luciahernandez']) {
    const { cookie } = await login(baseUrl, username, logins[username] as string);
    const res = await call(baseUrl, 'GET', '/api/clients/my-dashboard', { cookie });
    expect(res.status).toBe(200);
    // Everything the old portal answered, answered the same (answers since gained fields on phases, documents
    // and timeline entries).
    expect(res.json).toMatchObject(dashboards[username] as object);
  }
  const { cookie } = await login(baseUrl, 'admin', logins.admin as string);
  for (const path of ['/api/admin/stats', '/api/agents']) {
    const res = await call(baseUrl, 'GET', path, { cookie });
    expect(res.status).toBe(200);
    // Every field the old portal answered, as it answered it; answers since grew (an agent's
    // clientCount and revision), which the old answers cannot hold.
    expect(res.json).toMatchObject(staff[path] as object);
  }
  const ops = await call<{ eventStore: { events: number; bytes: number; perMinute: number | null } }>(
    baseUrl,
    'GET',
    '/api/ops/status',
    { cookie },
  );
  const { eventStore, ...status } = ops.json;
  // The old log's events and the seed's, counted from the log itself; nothing appended since (its pace: none
  // yet, or 0).
  expect(eventStore.events).toBe(EVENTS_AFTER_SEED);
  expect(eventStore.bytes).toBeGreaterThan(0);
  expect([null, 0]).toContain(eventStore.perMinute);
  expect(status).toEqual({
    status: 'ok',
    projections: allProjections.map(liveAtTheEnd),
    // The reactors start at the end of the old log: nobody is mailed or notified about the past.
    reactors: ['mail', 'notifications'].map(liveAtTheEnd),
    jobs: { waiting: 0, active: 0, delayed: 0, done: 0, dead: 0, deadLetters: [] },
  });
}

describe('a data folder of the portal before projections had their own checkpoints and versions', () => {
  it('starts from its event log alone and answers as the old portal did', async () => {
    const dataDir = copyOfFixture(false);
    const portal = await startOn(dataDir);
    await expectSameAnswers(portal.baseUrl);
    // The password change the old portal recorded still holds: the first password is refused.
    const old = await call(portal.baseUrl, 'POST', '/api/auth/login', {
      body: { username: 'luciahernandez', password: 'Clave-Segura-2026' },
    });
    expect(old.status).toBe(401);
  }, 90_000);

  it('starts on its old read models (one read-models checkpoint): each projection rebuilds and takes over', async () => {
    const dataDir = copyOfFixture(true);
    const portal = await startOn(dataDir);
    for (const name of allProjections)
      expect(portal.output()).toContain(`"msg":"projection ${name} rebuilding"`);
    await expectSameAnswers(portal.baseUrl);
    expect(storedProjectionStatus(dataDir)).toEqual({
      users: { version: 3, state: 'live', error: null },
      clientDashboard: { version: 10, state: 'live', error: null },
      adminStats: { version: 3, state: 'live', error: null },
      agents: { version: 5, state: 'live', error: null },
      notifications: { version: 1, state: 'live', error: null },
      caseFiles: { version: 9, state: 'live', error: null },
      securityComments: { version: 1, state: 'live', error: null },
      caseDocuments: { version: 1, state: 'live', error: null },
      adminClients: { version: 4, state: 'live', error: null },
      adminFraudCases: { version: 2, state: 'live', error: null },
      agentApplications: { version: 2, state: 'live', error: null },
      siteContent: { version: 2, state: 'live', error: null },
      privacyConsents: { version: 1, state: 'live', error: null },
      privacyRequests: { version: 2, state: 'live', error: null },
      outcomes: { version: 1, state: 'live', error: null },
      // The reactors' states are stored beside them (they have no version: nothing of theirs is rebuilt).
      'reactor-mail': { version: null, state: 'live', error: null },
      'reactor-notifications': { version: null, state: 'live', error: null },
    });
    await portal.stop();
    // A second start finds its versions stored: no rebuild, the same answers.
    const again = await startOn(dataDir);
    await expectSameAnswers(again.baseUrl);
    expect(again.output()).toContain('"msg":"portal listening"');
    expect(again.output()).not.toContain('rebuilding');
  }, 90_000);
});
