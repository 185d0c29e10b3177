/**
 * The history readable in Chromium: a compliance officer reads a worked case on /cumplimiento at 375 px as a person reads it.
 * The case has every kind of value (the registration's phases and required documents, a country, moments, days,
 * amounts, a plan's accepted terms, a phase's progress and next steps, a milestone, documents sent and verified):
 * the history, the snapshot and the CSV show no raw JSON, no ISO moment and no stored key; the snapshot counts the
 * documents the case has, then and now; nothing scrolls sideways.
 */
import { demoAccounts } from '@portal/command-service';
import { call, cookieOf, login, registerClient } from '../support/api-client.js';
import { openSignedIn, pageWidth, useBrowserPortal, waitFor } from '../support/browser.js';
import { samplePdf, samplePng, uploadDocument } from '../support/documents.js';
import { acceptedPlan } from '../support/plans.js';
import { ISO_MOMENT, unreadableParts } from '../support/readable.js';
import { createStaffAccount } from '../support/staff-accounts.js';

const env = useBrowserPortal({ demo: true });

it('shows compliance a worked case in words, dates and amounts, with its documents counted, at 375 px', async () => {
  const base = env.baseUrl;
  const admin = await cookieOf(base, demoAccounts.admin);
  const officer = await createStaffAccount(base, {
    username: 'cumplimiento.tres',
    fullName: 'Marta Ríos Cumplimiento',
    password: 'Clave-Cumple-2026',
    role: 'compliance',
  });
  const { payload, result } = await registerClient(base, { lossAmount: '25000.50', currency: 'MXN' });
  const client = (await login(base, payload.username, payload.password)).cookie;
  const caseId = result.caseId;
  const revision = async () =>
    (await call<{ revision: number }>(base, 'GET', `/api/cases/${caseId}`, { cookie: admin })).json.revision;
  // The slider's start (the registration) must come before the documents.
  await new Promise((r) => setTimeout(r, 1500));

  const writes = [
    await call(base, 'PUT', `/api/fraud-cases/${caseId}`, {
      cookie: admin,
      headers: { 'if-match': '-1' },
      body: { lossAmount: '30000', urgencyLevel: 'low' },
    }),
    await call(base, 'PUT', `/api/cases/${caseId}/phases/analysis`, {
      cookie: admin,
      headers: { 'if-match': String(await revision()) },
      body: { status: 'in_progress', progress: 40, nextSteps: ['Reunir los estados de cuenta'] },
    }),
    await call(base, 'POST', `/api/cases/${caseId}/timeline`, {
      cookie: admin,
      body: { title: 'Denuncia presentada', description: 'Ante la fiscalía.', occurredOn: '2026-11-02' },
    }),
    await call(base, 'PUT', `/api/cases/${caseId}/plan`, {
      cookie: admin,
      headers: { 'if-match': String(await revision()) },
      body: { priority: 'high', estimatedCompletion: '2027-03-31' },
    }),
    await call(base, 'PUT', '/api/clients/my-plan', {
      cookie: client,
      body: await acceptedPlan(base, 'premium'),
    }),
  ];
  expect(writes.map((w) => w.status)).toEqual([200, 200, 201, 200, 200]);
  await uploadDocument(base, client, { fileName: 'estado-marzo.pdf', bytes: samplePdf() });
  await uploadDocument(base, client, { fileName: 'ine.png', bytes: samplePng() });
  const documents = async () =>
    (
      await call<{ id: string; revision: number }[]>(base, 'GET', `/api/cases/${caseId}/documents`, {
        cookie: admin,
      })
    ).json;
  await waitFor(async () => (await documents()).length === 2, 'both documents listed');
  const [first] = await documents();
  if (!first) throw new Error('no document');
  const verified = await call(base, 'PUT', `/api/documents/${first.id}`, {
    cookie: admin,
    headers: { 'if-match': String(first.revision) },
    body: { status: 'verified' },
  });
  expect(verified.status).toBe(200);

  const { page, context, errors } = await openSignedIn(env, officer, '/dashboard', {
    width: 375,
    height: 800,
  });
  await page.goto(`/cumplimiento?caso=${caseId}`);
  const history = page.getByRole('list', { name: 'Historial' });
  await waitFor(
    async () => (await history.innerText()).includes('Documento verificado'),
    'the whole history',
    15_000,
  );
  const snapshot = page.getByRole('table', { name: /El caso el/ });
  await waitFor(
    async () => /Documentos enviados\s+2\s+2/.test(await snapshot.innerText()),
    'the snapshot counting both documents',
  );

  const text = await page.getByRole('main').innerText();
  expect(unreadableParts(text)).toEqual([]);
  expect(text).not.toContain('application/');
  // What a person reads instead.
  for (const expected of [
    'Análisis del caso (en progreso); Investigación forense (pendiente)',
    'Identificación oficial (obligatorio)',
    'Denuncia ante autoridades (opcional)',
    'México',
    'Panel del cliente',
    'PDF',
    'Imagen PNG',
    '$25,000.50',
    '$30,000.00',
    '40 %',
    'Reunir los estados de cuenta',
    '2 nov 2026',
    '31 mar 2027',
    'Avance de fase: Análisis del caso',
    '(hora de la Ciudad de México)',
    'Honorarios:',
  ])
    expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });

  // The case at its start, beside now: no document then, two now.
  const slider = page.getByRole('slider', { name: /Momento/ });
  await slider.focus();
  await page.keyboard.press('Home');
  await waitFor(
    async () => /Documentos enviados\s+0\s+2/.test(await snapshot.innerText()),
    'the snapshot at the start without documents',
  );
  expect(await snapshot.innerText()).toMatch(/Documentos por revisar\s+0\s+1/);

  // Nothing sideways at 375 px.
  const width = await pageWidth(page);
  expect(width).toBeLessThanOrEqual(375);

  // The CSV says the same things in the same words.
  const csv = await page.request.get(`/api/cases/${caseId}/history.csv`);
  const csvText = await csv.text();
  expect(csvText).toContain('Panel del cliente');
  expect(csvText).not.toContain('{"');
  expect(csvText).not.toMatch(ISO_MOMENT);
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
