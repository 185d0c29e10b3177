/**
 * Durability of the embedded portal: a SIGKILL in the middle of a burst of registrations loses no answered
 * registration, a retry with the same Idempotency-Key completes the interrupted ones, the read models equal
 * a rebuild from the event log (the rebuild CLI, in check mode and for real), and demo data survives restarts.
 */
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import {
  type AdminStats,
  adminStatsSchema,
  type ClientRegistrationInput,
  type ClientRegistrationResult,
  clientDashboardSchema,
  clientRegistrationResultSchema,
} from '@portal/contracts';
import Database from 'better-sqlite3';
import { call, idempotencyKey, login, register, registrationPayload } from '../support/api-client.js';
import { registerThenKill } from '../support/burst.js';
import { expectCase } from '../support/client-case.js';
import { type RunningPortal, removeDir, startPortal, tempDataDir } from '../support/portal.js';
import { rebuildCli } from '../support/rebuild.js';

const dirs: string[] = [];
const running: RunningPortal[] = [];

afterAll(async () => {
  for (const p of running) await p.kill();
  for (const dir of dirs) removeDir(dir);
});

async function start(dataDir: string, demo = false): Promise<RunningPortal> {
  const portal = await startPortal({ dataDir, demo, serveFrontend: false });
  running.push(portal);
  return portal;
}

/** Every read-model document (without the position column and without sessions), by collection. */
function readModels(dataDir: string): Map<string, Map<string, unknown>> {
  const db = new Database(join(dataDir, 'read-models.sqlite'), { readonly: true, fileMustExist: true });
  try {
    // Each collection under its name: a rebuild's switch stores it under another physical one (collection_names).
    const rows = db
      .prepare(
        `SELECT n.name AS collection, d.id, d.body FROM documents d
         JOIN (SELECT name, physical FROM collection_names
               UNION ALL
               SELECT DISTINCT collection, collection FROM documents
                WHERE collection NOT IN (SELECT name FROM collection_names)
                  AND collection NOT IN (SELECT physical FROM collection_names)
                  AND collection NOT IN (SELECT physical FROM collection_garbage)) n
           ON n.physical = d.collection
         ORDER BY 1, 2`,
      )
      .all() as {
      collection: string;
      id: string;
      body: string;
    }[];
    const out = new Map<string, Map<string, unknown>>();
    for (const row of rows) {
      if (row.collection === 'sessions') continue;
      const docs = out.get(row.collection) ?? new Map<string, unknown>();
      docs.set(row.id, JSON.parse(row.body));
      out.set(row.collection, docs);
    }
    return out;
  } finally {
    db.close();
  }
}

/** The client signs in and their dashboard shows their case with its four phases. */
async function expectDashboard(
  baseUrl: string,
  payload: ClientRegistrationInput,
  result: ClientRegistrationResult,
): Promise<void> {
  const dashboard = await expectCase(baseUrl, payload, result);
  expect(dashboard.recoveryProcess.phases).toHaveLength(4);
}

describe('SIGKILL in the middle of a burst of registrations', () => {
  const TOTAL = 40;
  const KILL_AFTER = 12;
  const dataDir = tempDataDir('portal-crash-');
  dirs.push(dataDir);
  const payloads = Array.from({ length: TOTAL }, () => registrationPayload());
  const keys = payloads.map(() => idempotencyKey());
  const outcomes: (number | 'no answer')[] = new Array(TOTAL).fill('no answer');
  const results: (ClientRegistrationResult | undefined)[] = new Array(TOTAL);
  const answered = () =>
    outcomes.flatMap((o, i) => (typeof o === 'number' && o >= 200 && o < 300 ? [i] : []));

  it('kills the portal while registrations are in flight', async () => {
    const portal = await start(dataDir);
    for (const [i, outcome] of (await registerThenKill(portal, payloads, keys, KILL_AFTER)).entries()) {
      outcomes[i] = outcome.status;
      results[i] = outcome.result;
    }
    const ok = answered();
    expect(ok.length).toBeGreaterThanOrEqual(KILL_AFTER);
    expect(ok.length).toBeLessThan(TOTAL);
    // What was answered before the kill was answered well.
    expect(outcomes.filter((o) => o !== 'no answer' && o !== 201)).toEqual([]);
  }, 60_000);

  it('after a restart on the same data, every answered registration logs in and has its dashboard', async () => {
    const portal = await start(dataDir);
    const ok = answered();
    expect(ok.length).toBeGreaterThan(0);
    for (const i of ok)
      await expectDashboard(
        portal.baseUrl,
        payloads[i] as ClientRegistrationInput,
        results[i] as ClientRegistrationResult,
      );
  }, 60_000);

  it('a retry of each unanswered request with its Idempotency-Key completes it', async () => {
    const portal = running.at(-1) as RunningPortal;
    const missing = outcomes.flatMap((o, i) => (o === 'no answer' ? [i] : []));
    expect(missing.length).toBeGreaterThan(0);
    for (const i of missing) {
      const payload = payloads[i] as ClientRegistrationInput;
      const res = await register(portal.baseUrl, payload, { idempotencyKey: keys[i] as string });
      expect(res.status).toBe(201);
      await expectDashboard(portal.baseUrl, payload, clientRegistrationResultSchema.parse(res.json));
    }
    // Answered ones retried with their key answer as the first time.
    const first = answered()[0] as number;
    const again = await register(portal.baseUrl, payloads[first], { idempotencyKey: keys[first] as string });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(results[first]);
    await portal.stop();
  }, 60_000);

  it('the rebuild CLI in check mode finds the read models equal to a rebuild from the log', async () => {
    const { code, output } = await rebuildCli(dataDir, ['--check']);
    expect(output).toMatch(/coinciden/);
    expect(output).not.toMatch(/difieren/);
    expect(code).toBe(0);
  }, 60_000);

  it('a real rebuild leaves every read-model document as it was', async () => {
    const before = readModels(dataDir);
    expect(before.get('clientDashboards')?.size).toBe(TOTAL);
    const { code, output } = await rebuildCli(dataDir, []);
    expect(code).toBe(0);
    expect(output).toMatch(/reconstruidos/);
    const after = readModels(dataDir);
    expect(after.get('clientDashboards')).toEqual(before.get('clientDashboards'));
    expect(after).toEqual(before);
  }, 60_000);

  it('the portal starts on the rebuilt read models and serves the same data', async () => {
    const portal = await start(dataDir);
    const i = answered()[0] as number;
    await expectDashboard(
      portal.baseUrl,
      payloads[i] as ClientRegistrationInput,
      results[i] as ClientRegistrationResult,
    );
    await portal.stop();
  }, 60_000);
});

describe('restart persistence in demo mode', () => {
  const dataDir = tempDataDir('portal-restart-');
  dirs.push(dataDir);

  async function demoClientView(baseUrl: string) {
    const { cookie, user } = await login(baseUrl, demoAccounts.client.username, demoAccounts.client.password);
    const res = await call(baseUrl, 'GET', '/api/clients/my-dashboard', { cookie });
    expect(res.status).toBe(200);
    return { userId: user.id, dashboard: clientDashboardSchema.parse(res.json) };
  }
  async function stats(baseUrl: string): Promise<AdminStats> {
    const { cookie } = await login(baseUrl, demoAccounts.admin.username, demoAccounts.admin.password);
    const res = await call(baseUrl, 'GET', '/api/admin/stats', { cookie });
    expect(res.status).toBe(200);
    return adminStatsSchema.parse(res.json);
  }

  it('keeps the demo client, its account number, its sessions and the counts across a restart', async () => {
    const first = await start(dataDir, true);
    const before = await demoClientView(first.baseUrl);
    expect(before.dashboard.client.accountNumber).toMatch(/^CR-\d{8}$/);
    const statsBefore = await stats(first.baseUrl);
    const { payload, result } = await (async () => {
      const p = registrationPayload();
      const res = await register(first.baseUrl, p);
      expect(res.status).toBe(201);
      return { payload: p, result: clientRegistrationResultSchema.parse(res.json) };
    })();
    const { cookie } = await login(first.baseUrl, payload.username, payload.password);
    await first.stop();

    const second = await start(dataDir, true);
    const after = await demoClientView(second.baseUrl);
    expect(after.userId).toBe(before.userId);
    expect(after.dashboard.client.accountNumber).toBe(before.dashboard.client.accountNumber);
    expect(after.dashboard).toEqual(before.dashboard);
    // Seeding the demo again on start adds nothing.
    const statsAfter = await stats(second.baseUrl);
    expect(statsAfter).toMatchObject({
      totalUsers: statsBefore.totalUsers + 1,
      activeClients: statsBefore.activeClients + 1,
      totalAgents: statsBefore.totalAgents,
      totalRecovered: statsBefore.totalRecovered,
    });
    // The charts' series counted the one new case, once.
    const total = (list: { count: number }[]) => list.reduce((sum, item) => sum + item.count, 0);
    for (const series of ['newCasesByWeek', 'casesByFraudType', 'casesByPhase'] as const)
      expect({ series, total: total(statsAfter[series]) }).toEqual({
        series,
        total: total(statsBefore[series]) + 1,
      });
    // A client registered before the restart, and the server-side session it had, both survive.
    await expectDashboard(second.baseUrl, payload, result);
    expect((await call(second.baseUrl, 'GET', '/api/auth/me', { cookie })).status).toBe(200);
    await second.stop();
  }, 60_000);
});
