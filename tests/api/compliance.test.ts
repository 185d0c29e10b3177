/**
 * Compliance against the real demo portal: after an administrator corrects a case's loss and urgency,
 * the case's history shows both changes with before, after and the administrator's name; `as-of` a moment before
 * answers the old values and after the new; a compliance user reads all of it and every write it tries answers
 * 403; another agent and any client get 403.
 */
import { demoAccounts } from '@portal/command-service';
import { type CaseFile, type HistoryEntry, type RouteDef, routes } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import { samplePdf, samplePng, uploadDocument } from '../support/documents.js';
import { usePortal } from '../support/portal.js';
import { createStaffAccount } from '../support/staff-accounts.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
let admin: string;
let adminId: string;
let compliance: string;
let agentB: string;
let clientCookie: string;
let caseId: string;
let caseNumber: string;
let before: string;
let after: string;

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  base = running.baseUrl;
  const adminLogin = await login(base, demoAccounts.admin.username, demoAccounts.admin.password);
  admin = adminLogin.cookie;
  adminId = (await call<{ user: { id: string } }>(base, 'GET', '/api/auth/me', { cookie: admin })).json.user
    .id;
  const officer = await createStaffAccount(base, {
    username: 'cumplimiento.uno',
    fullName: 'Paula Ibarra Cumplimiento',
    password: 'Clave-Cumple-2026',
    role: 'compliance',
  });
  compliance = (await login(base, officer.username, officer.password)).cookie;
  const agent = await call(base, 'POST', '/api/admin/agents', {
    cookie: admin,
    body: {
      username: 'agente.b',
      email: 'agente.b@despacho-pruebas.mx',
      fullName: 'Lic. Bruno Campos Lara',
      password: 'Clave-Agente-2026',
      licenseNumber: 'CED-7654321',
      phoneNumber: '5512340000',
    },
  });
  expect(agent.status).toBe(201);
  agentB = (await login(base, 'agente.b', 'Clave-Agente-2026')).cookie;

  const { payload, result } = await registerClient(base, {
    lossAmount: '25000.50',
    currency: 'MXN',
    urgencyLevel: 'critical',
  });
  clientCookie = (await login(base, payload.username, payload.password)).cookie;
  caseId = result.caseId;
  caseNumber = result.caseNumber;
  await pause(20);
  before = new Date().toISOString();
  await pause(20);
  const reviewed = await call(base, 'PUT', `/api/fraud-cases/${caseId}`, {
    cookie: admin,
    headers: { 'if-match': '-1' },
    body: { lossAmount: '30000', urgencyLevel: 'low' },
  });
  expect(reviewed.status).toBe(200);
  await pause(20);
  after = new Date().toISOString();
}, 60_000);

const history = (cookie: string, query = '') =>
  call<HistoryEntry[] & { message?: string }>(base, 'GET', `/api/cases/${caseId}/history${query}`, {
    cookie,
  });
const asOf = (cookie: string, at: string) =>
  call<CaseFile & { message: string; fieldErrors: Record<string, string> }>(
    base,
    'GET',
    `/api/cases/${caseId}/as-of?at=${encodeURIComponent(at)}`,
    { cookie },
  );

describe('GET /api/cases/:caseId/history', () => {
  it("shows the administrator's correction of the loss and the urgency, field by field, with their name", async () => {
    const res = await history(admin);
    expect(res.status).toBe(200);
    const reported = res.json.find((e) => e.type === 'FraudCaseReported');
    expect(reported?.label).toBe('Fraude reportado');
    expect(reported?.changes).toContainEqual({
      field: 'lossAmount',
      label: 'Monto perdido',
      before: null,
      after: '25000.50',
    });
    const review = res.json.find((e) => e.type === 'FraudCaseReviewed');
    expect(review).toMatchObject({
      label: 'Caso revisado por la administración',
      actor: { id: adminId, role: 'admin', name: 'Carlos Mendoza Ruiz' },
    });
    expect(review?.changes).toEqual(
      expect.arrayContaining([
        { field: 'lossAmount', label: 'Monto perdido', before: '25000.50', after: '30000' },
        { field: 'urgencyLevel', label: 'Urgencia', before: 'critical', after: 'low' },
      ]),
    );
    // Only what changed: the currency stayed.
    expect(review?.changes.map((c) => c.field)).not.toContain('currency');
    const positions = res.json.map((e) => e.position);
    expect(positions).toEqual([...positions].sort());
  });

  it('filters by event type, actor and dates, and pages with the total in X-Total-Count', async () => {
    const all = (await history(admin)).json;
    const byType = await history(admin, '?type=FraudCaseReviewed');
    expect(byType.json.map((e) => e.type)).toEqual(['FraudCaseReviewed']);
    const byActor = await history(admin, `?actor=${adminId}`);
    expect(byActor.json.every((e) => e.actor.id === adminId)).toBe(true);
    expect(byActor.json.length).toBeGreaterThan(0);
    expect((await history(admin, '?from=2099-01-01')).json).toEqual([]);
    const page = await history(admin, '?limit=2&offset=1');
    expect(page.json).toEqual(all.slice(1, 3));
    expect(page.headers.get('x-total-count')).toBe(String(all.length));
    const bad = await call<{ fieldErrors: Record<string, string> }>(
      base,
      'GET',
      `/api/cases/${caseId}/history?limit=0&from=ayer`,
      {
        cookie: admin,
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors).toEqual({
      limit: 'El límite debe ser un número entero de 1 a 500',
      from: 'Escriba una fecha válida (AAAA-MM-DD)',
    });
  });

  it('exports the same history as CSV, one row per change', async () => {
    const res = await fetch(`${base}/api/cases/${caseId}/history.csv`, { headers: { cookie: compliance } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const bytes = Buffer.from(await res.arrayBuffer());
    // A byte order mark first: spreadsheets then read the accents right.
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = bytes.subarray(3).toString('utf8');
    expect(text.startsWith('Posición,Fecha,Evento,Persona,Rol,Campo,Antes,Después\r\n')).toBe(true);
    // As people read them: the amounts in the case's currency, the moment in Mexico City time, labels.
    expect(text).toContain(
      'Caso revisado por la administración,Carlos Mendoza Ruiz,Administrador,Monto perdido,"$25,000.50","$30,000.00"',
    );
    expect(text).toContain(',Urgencia,Crítico,Bajo\r\n');
    expect(text).toMatch(
      /^\d+,"\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2} \(hora de la Ciudad de México\)",Fraude reportado,/m,
    );
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}T/);
    expect(text).not.toContain('{"');
    // The role as people read it, never its key.
    expect(text).not.toMatch(/,(admin|superadmin|agent|client|compliance|public|system),/);
  });
});

describe('GET /api/cases/:caseId/as-of', () => {
  it('answers the case as it stood before the correction and after it, in the shape of the case page', async () => {
    const then = await asOf(admin, before);
    expect(then.status).toBe(200);
    expect(then.json.fraudCase).toMatchObject({ lossAmount: '25000.50', urgencyLevel: 'critical' });
    expect(then.json.caseNumber).toBe(caseNumber);
    const later = await asOf(admin, after);
    expect(later.json.fraudCase).toMatchObject({ lossAmount: '30000', urgencyLevel: 'low' });
    const now = await call<CaseFile>(base, 'GET', `/api/cases/${caseId}`, { cookie: admin });
    expect(later.json.fraudCase).toEqual(now.json.fraudCase);
  });

  it('refuses a moment that is not one or is still to come, and says when the case did not exist yet', async () => {
    const bad = await asOf(admin, 'ayer');
    expect(bad.status).toBe(400);
    expect(bad.json.fieldErrors.at).toBe(
      'Escriba un momento válido (fecha y hora ISO, por ejemplo 2026-11-20T15:30:00Z)',
    );
    const future = await asOf(admin, '2099-01-01T00:00:00Z');
    expect(future.status).toBe(400);
    expect(future.json.fieldErrors.at).toBe('Elija un momento entre el registro del caso y ahora');
    const early = await asOf(admin, '2020-01-01T00:00:00Z');
    expect(early.status).toBe(404);
    expect(early.json.message).toBe('El caso aún no existía en ese momento.');
  });
});

describe("the case's documents as of a moment", () => {
  it('counts the documents the case had then, as the case page lists them now', async () => {
    const beforeUploads = new Date().toISOString();
    await pause(20);
    await uploadDocument(base, clientCookie, { fileName: 'estado-marzo.pdf', bytes: samplePdf() });
    await uploadDocument(base, clientCookie, { fileName: 'ine.png', bytes: samplePng() });
    const listed = async () =>
      (await call<unknown[]>(base, 'GET', `/api/cases/${caseId}/documents`, { cookie: compliance })).json;
    for (let i = 0; i < 100 && (await listed()).length < 2; i++) await pause(50);
    expect((await listed()).length).toBe(2);
    await pause(20);
    const then = await asOf(compliance, beforeUploads);
    expect(then.json.documentStatuses).toEqual({});
    const now = await asOf(compliance, new Date().toISOString());
    expect(Object.values(now.json.documentStatuses)).toEqual(['in_review', 'in_review']);
    const page = await call<CaseFile>(base, 'GET', `/api/cases/${caseId}`, { cookie: compliance });
    expect(page.json.documentStatuses).toEqual(now.json.documentStatuses);
  });
});

describe('who reads a case', () => {
  it('lets compliance read the case, its history, its past and the access logs, and refuses it every write', async () => {
    expect((await history(compliance)).status).toBe(200);
    expect((await asOf(compliance, after)).status).toBe(200);
    expect((await call(base, 'GET', `/api/cases/${caseId}`, { cookie: compliance })).status).toBe(200);
    expect((await call(base, 'GET', '/api/fraud-cases', { cookie: compliance })).status).toBe(200);
    const writes = Object.entries(routes as Record<string, RouteDef>).filter(
      ([, def]) => def.method !== 'GET' && Array.isArray(def.access),
    );
    expect(writes.length).toBeGreaterThan(25);
    for (const [name, def] of writes) {
      const path = def.path.replace(/:(\w+)/g, caseId);
      const res = await call(base, def.method, path, {
        cookie: compliance,
        body: {},
        headers: { 'if-match': '0' },
      });
      expect({ name, status: res.status }).toEqual({ name, status: 403 });
    }
  });

  it("refuses another agent's case and every client (403)", async () => {
    expect((await history(agentB)).status).toBe(403);
    expect((await asOf(agentB, after)).status).toBe(403);
    expect((await history(clientCookie)).status).toBe(403);
    expect((await asOf(clientCookie, after)).status).toBe(403);
  });
});
