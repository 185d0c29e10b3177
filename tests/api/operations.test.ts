/**
 * The operator's side against the real portal: the event log's size in the ops status, dead letters
 * retried or discarded, a read model rebuilt (and checked) from the console with its progress, Prometheus
 * metrics on their own port, and the API documented from the route table (OpenAPI and Swagger UI, admins only).
 */
import { demoAccounts } from '@portal/command-service';
import type { OpsStatus, RebuildRun } from '@portal/contracts';
import { call, login, registerClient, tryLogin } from '../support/api-client.js';
import { freePort, usePortal } from '../support/portal.js';

const metricsPort = await freePort();
// Mail to a port nobody listens on, one attempt: each registration's e-mail becomes a dead letter at once.
const deadPort = await freePort();
const running = usePortal({
  demo: true,
  serveFrontend: false,
  env: { METRICS_PORT: String(metricsPort), SMTP_URL: `smtp://127.0.0.1:${deadPort}`, JOB_ATTEMPTS: '1' },
});
let base: string;
let superadmin: string;
let admin: string;

beforeAll(async () => {
  base = running.baseUrl;
  superadmin = (await login(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)).cookie;
  admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
}, 30_000);

const until = async (check: () => Promise<boolean>, what: string, ms = 15_000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Timed out: ${what}`);
    await new Promise((r) => setTimeout(r, 100));
  }
};
const status = async () =>
  (await call<OpsStatus>(base, 'GET', '/api/ops/status', { cookie: superadmin })).json;

it("reports the event log's size, and lets the superadmin retry or discard a dead letter", async () => {
  const log = (await status()).eventStore;
  expect(log.events).toBeGreaterThan(10);
  expect(log.bytes).toBeGreaterThan(4096);
  await registerClient(base);
  await registerClient(base);
  await until(async () => (await status()).jobs.dead >= 2, 'two dead letters');
  const [first, second] = (await status()).jobs.deadLetters;
  if (!first || !second) throw new Error('no dead letters');
  const path = (id: string) => `/api/ops/dead-letters/${encodeURIComponent(id)}`;
  expect((await call(base, 'DELETE', path(first.id), { cookie: admin })).status).toBe(403);
  const discarded = await call<{ message: string }>(base, 'DELETE', path(first.id), { cookie: superadmin });
  expect(discarded.status).toBe(200);
  expect(discarded.json.message).toBe('El trabajo se descartó.');
  expect((await status()).jobs.deadLetters.map((d) => d.id)).not.toContain(first.id);
  const retried = await call<{ message: string }>(base, 'POST', `${path(second.id)}/retry`, {
    cookie: superadmin,
  });
  expect(retried.status).toBe(200);
  // It runs again from its first attempt (and fails again here: the mail server is still down).
  await until(
    async () => (await status()).jobs.deadLetters.some((d) => d.id === second.id && d.attempts === 1),
    'the retried job dead again',
  );
  const gone = await call<{ message: string }>(base, 'POST', `${path(first.id)}/retry`, {
    cookie: superadmin,
  });
  expect(gone.status).toBe(404);
  expect(gone.json.message).toBe('Ese trabajo ya no está entre los fallidos.');
}, 60_000);

it('rebuilds a read model from the console with its progress, and checks another against the log', async () => {
  const unknown = await call<{ fieldErrors: Record<string, string> }>(base, 'POST', '/api/ops/rebuilds', {
    cookie: superadmin,
    body: { projection: 'inventada' },
  });
  expect(unknown.status).toBe(400);
  expect(unknown.json.fieldErrors.projection).toBe('Esa proyección no existe');
  const started = await call<RebuildRun>(base, 'POST', '/api/ops/rebuilds', {
    cookie: superadmin,
    body: { projection: 'users' },
  });
  expect(started.status).toBe(201);
  expect(started.json).toMatchObject({ projection: 'users', mode: 'rebuild', state: 'running' });
  const runs = async () =>
    (await call<RebuildRun[]>(base, 'GET', '/api/ops/rebuilds', { cookie: superadmin })).json;
  await until(
    async () => (await runs()).find((r) => r.projection === 'users')?.state === 'done',
    'the rebuild done',
  );
  const done = (await runs()).find((r) => r.projection === 'users');
  expect(done?.total).toBeGreaterThan(0);
  expect(done?.done).toBe(done?.total);
  expect(done?.finishedAt).not.toBeNull();
  // The switched read model still answers: the superadmin logs in again through it.
  expect(
    (await tryLogin(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)).status,
  ).toBe(200);
  await call(base, 'POST', '/api/ops/rebuilds', {
    cookie: superadmin,
    body: { projection: 'caseFiles', check: true },
  });
  await until(
    async () => (await runs()).find((r) => r.projection === 'caseFiles')?.state === 'done',
    'the check done',
  );
  expect((await runs()).find((r) => r.projection === 'caseFiles')).toMatchObject({
    mode: 'check',
    differences: 0,
  });
}, 60_000);

it('serves Prometheus metrics on their own port: HTTP durations by route, logins, lag, queue', async () => {
  await tryLogin(base, demoAccounts.admin.username, 'no-es-la-clave');
  await call(base, 'GET', '/api/health');
  const res = await fetch(`http://127.0.0.1:${metricsPort}/metrics`);
  expect(res.status).toBe(200);
  const text = await res.text();
  expect(text).toMatch(
    /portal_http_request_duration_seconds_count\{method="GET",route="\/api\/health",status="200"\} [1-9]/,
  );
  expect(text).toMatch(/portal_logins_total\{outcome="failed"\} [1-9]/);
  expect(text).toMatch(/portal_logins_total\{outcome="succeeded"\} [1-9]/);
  expect(text).toMatch(/portal_projection_lag_seconds\{name="caseFiles"\} /);
  expect(text).toMatch(/portal_reactor_events_behind\{name="[a-z-]+"\} /);
  expect(text).toMatch(/portal_jobs\{state="waiting"\} \d/);
  expect(text).toMatch(/portal_dead_letters \d/);
  // The public port has no /metrics.
  expect((await fetch(`${base}/metrics`)).status).toBe(404);
});

it('documents the API from the route table: OpenAPI for admins, and a Swagger UI within the CSP', async () => {
  expect((await call(base, 'GET', '/api/openapi.json')).status).toBe(401);
  const doc = await call<{
    openapi: string;
    paths: Record<string, Record<string, { summary: string; 'x-roles': unknown }>>;
  }>(base, 'GET', '/api/openapi.json', { cookie: admin });
  expect(doc.json.openapi).toBe('3.1.0');
  expect(doc.json.paths['/api/cases/{caseId}/history']?.get).toMatchObject({
    summary: 'Historial de un caso',
    'x-roles': ['admin', 'agent', 'compliance'],
  });
  expect(Object.keys(doc.json.paths).length).toBeGreaterThan(60);
  const page = await fetch(`${base}/api/docs`, { headers: { cookie: admin } });
  const html = await page.text();
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  expect(html).toContain('<script src="/api/docs/swagger-ui-bundle.js"></script>');
  expect(html).not.toMatch(/<script>[^<]/);
  const bundle = await fetch(`${base}/api/docs/swagger-ui-bundle.js`, { headers: { cookie: admin } });
  expect(bundle.status).toBe(200);
  expect((await bundle.text()).length).toBeGreaterThan(100_000);
  expect((await fetch(`${base}/api/docs/package.json`, { headers: { cookie: admin } })).status).toBe(404);
});
