/**
 * The public site's and the client home's calls against the real demo portal: the home read model GET /api/recovery/:userId (whose, in which
 * shape), the client's plan choice and contact edit, the public indicators and news and their administration
 * (validation in Spanish, If-Match, drafts and future dates kept private, images only when an article shows them).
 */

import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { type ClientRegistrationResult, NEWS_IMAGE_UPLOADS, type RecoveryHome } from '@portal/contracts';
import { SqliteDocumentStore } from '@portal/platform';
import { call, login, registerClient } from '../support/api-client.js';
import { samplePdf, samplePng, sha256Of, uploadDocument } from '../support/documents.js';
import { acceptedPlan } from '../support/plans.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
let admin: string;
let agent: string;
let superadmin: string;
let clientA: { result: ClientRegistrationResult; cookie: string };
let clientB: { result: ClientRegistrationResult; cookie: string };

async function newClient(overrides: Parameters<typeof registerClient>[1] = {}) {
  const { payload, result } = await registerClient(base, overrides);
  return { result, cookie: (await login(base, payload.username, payload.password)).cookie };
}

beforeAll(async () => {
  base = running.baseUrl;
  admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  agent = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
  superadmin = (await login(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)).cookie;
  clientA = await newClient({ currency: 'USD', lossAmount: '25000.50' });
  clientB = await newClient({ currency: 'MXN', lossAmount: '1000' });
  // The demo agent takes client A only.
  const agents = await call<{ id: string; user: { email: string } }[]>(base, 'GET', '/api/agents', {
    cookie: admin,
  });
  const demoAgent = agents.json.find((a) => a.user.email === demoAccounts.agent.email);
  const assigned = await call(base, 'PUT', `/api/admin/clients/${clientA.result.clientId}/assign`, {
    cookie: admin,
    body: { agentId: demoAgent?.id },
  });
  expect(assigned.status).toBe(200);
}, 60_000);

const home = (cookie: string | undefined, userId: string) =>
  call<RecoveryHome & { message: string }>(base, 'GET', `/api/recovery/${userId}`, { cookie });

describe('GET /api/recovery/:userId', () => {
  it("answers a client their own case in the home shape, amounts in the case's currency without a configured rate", async () => {
    const res = await home(clientA.cookie, clientA.result.userId);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      userId: clientA.result.userId,
      caseId: clientA.result.caseId,
      caseNumber: clientA.result.caseNumber,
      status: 'in_progress',
      currentPhase: 'analysis',
      originalAmount: '25000.50',
      recoveredAmount: '0',
      pendingAmount: '25000.50',
      currency: 'USD',
      conversion: null,
      recoveryRate: '0.0',
      servicePlan: null,
      assignedAgent: 'Lic. Ana Torres Villalobos',
    });
    expect(Object.keys(res.json.phases)).toEqual(res.json.phaseOrder);
    expect(res.json.documents.pending.length).toBeGreaterThan(0);
    expect(res.json).not.toHaveProperty('agentUserId');
  });

  it("refuses a client another person's case, and an id that names nobody, alike (403)", async () => {
    const other = await home(clientA.cookie, clientB.result.userId);
    const nobody = await home(clientA.cookie, 'no-existe');
    expect([other.status, nobody.status]).toEqual([403, 403]);
    expect(other.json.message).toBe('Solo puede ver su propio caso de recuperación.');
  });

  it("lets an agent read their clients' cases only, administrators every case, nobody without a session", async () => {
    expect((await home(agent, clientA.result.userId)).status).toBe(200);
    const notTheirs = await home(agent, clientB.result.userId);
    expect(notTheirs.status).toBe(403);
    expect(notTheirs.json.message).toBe('Este cliente no está asignado a usted.');
    expect((await home(admin, clientB.result.userId)).json.caseNumber).toBe(clientB.result.caseNumber);
    expect((await home(superadmin, clientB.result.userId)).status).toBe(200);
    expect((await home(undefined, clientA.result.userId)).status).toBe(401);
    const adminId = (await call<{ user: { id: string } }>(base, 'GET', '/api/auth/me', { cookie: admin }))
      .json.user.id;
    const none = await home(admin, adminId);
    expect(none.status).toBe(404);
    expect(none.json.message).toBe('No se encontraron datos de recuperación');
  });
});

describe('PUT /api/clients/my-plan', () => {
  it('records the plan, which the dashboard, the home and the case page of staff show', async () => {
    const refused = await call<{ fieldErrors: Record<string, string> }>(base, 'PUT', '/api/clients/my-plan', {
      cookie: clientB.cookie,
      body: { plan: 'oro' },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.fieldErrors.plan).toBe('Elija uno de los planes: estándar, express o premium');
    const chosen = await call(base, 'PUT', '/api/clients/my-plan', {
      cookie: clientB.cookie,
      body: await acceptedPlan(base, 'premium'),
    });
    expect(chosen.status).toBe(200);
    const dashboard = await call<{ recoveryProcess: { servicePlan: string } }>(
      base,
      'GET',
      '/api/clients/my-dashboard',
      {
        cookie: clientB.cookie,
      },
    );
    expect(dashboard.json.recoveryProcess.servicePlan).toBe('premium');
    expect((await home(clientB.cookie, clientB.result.userId)).json.servicePlan).toBe('premium');
    const file = await call<{ servicePlan: string }>(base, 'GET', `/api/cases/${clientB.result.caseId}`, {
      cookie: admin,
    });
    expect(file.json.servicePlan).toBe('premium');
  });

  it('is the client’s own: staff are refused', async () => {
    const res = await call(base, 'PUT', '/api/clients/my-plan', {
      cookie: agent,
      body: await acceptedPlan(base, 'express'),
    });
    expect(res.status).toBe(403);
  });
});

describe("what a client does reaches their agent's notifications", () => {
  it('names the client and the case: a plan chosen and new contact data; a client without an agent reaches nobody', async () => {
    const chosen = await call(base, 'PUT', '/api/clients/my-plan', {
      cookie: clientA.cookie,
      body: await acceptedPlan(base, 'express'),
    });
    expect(chosen.status).toBe(200);
    const profile = await call<{ contact: { revision: number } }>(base, 'GET', '/api/profile', {
      cookie: clientA.cookie,
    });
    const contact = await call(base, 'PUT', '/api/profile/contact', {
      cookie: clientA.cookie,
      body: { contactPhone: '+52 222 555 0177', address: 'Av. Juárez 12', city: 'Puebla', country: 'mexico' },
      headers: { 'if-match': String(profile.json.contact.revision) },
    });
    expect(contact.status).toBe(200);
    type Items = { items: { kind: string; facts: Record<string, unknown> }[] };
    const aboutClients = async () =>
      (await call<Items>(base, 'GET', '/api/notifications', { cookie: agent })).json.items.filter((n) =>
        n.kind.startsWith('client'),
      );
    const deadline = Date.now() + 10_000;
    while ((await aboutClients()).length < 2 && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    const name = 'Lucía Hernández Soto';
    expect(await aboutClients()).toEqual(
      expect.arrayContaining(
        [
          {
            kind: 'clientPlanChosen',
            facts: { plan: 'express', caseNumber: clientA.result.caseNumber, clientName: name },
          },
          {
            kind: 'clientContactChanged',
            facts: { caseNumber: clientA.result.caseNumber, clientName: name },
          },
        ].map((n) => expect.objectContaining(n)),
      ),
    );
    // Client B (no agent) chose a plan earlier in this file: no notification names their case.
    expect(JSON.stringify(await aboutClients())).not.toContain(clientB.result.caseNumber);
  });
});

describe('GET /api/profile and PUT /api/profile/contact', () => {
  it('lets a client correct how to reach them under If-Match; a stale revision changes nothing', async () => {
    const profile = await call<{ contact: { revision: number; contactPhone: string } }>(
      base,
      'GET',
      '/api/profile',
      {
        cookie: clientB.cookie,
      },
    );
    expect(profile.status).toBe(200);
    const { revision } = profile.json.contact;
    const body = {
      contactPhone: '+52 222 555 0101',
      address: 'Calle 5 de Mayo 10',
      city: 'Puebla',
      country: 'mexico',
    };
    const path = '/api/profile/contact';
    expect((await call(base, 'PUT', path, { cookie: clientB.cookie, body })).status).toBe(428);
    const invalid = await call<{ fieldErrors: Record<string, string> }>(base, 'PUT', path, {
      cookie: clientB.cookie,
      body: { ...body, contactPhone: '123' },
      headers: { 'if-match': String(revision) },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.fieldErrors.contactPhone).toBe('Teléfono debe tener al menos 10 dígitos');
    // The country is a key of the registration's list, not free text.
    const freeCountry = await call<{ fieldErrors: Record<string, string> }>(base, 'PUT', path, {
      cookie: clientB.cookie,
      body: { ...body, country: 'México' },
      headers: { 'if-match': String(revision) },
    });
    expect(freeCountry.status).toBe(400);
    expect(freeCountry.json.fieldErrors).toEqual({ country: 'País requerido' });
    const stale = await call<{ message: string }>(base, 'PUT', path, {
      cookie: clientB.cookie,
      body,
      headers: { 'if-match': String(revision + 5) },
    });
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe(
      'Sus datos cambiaron desde que abrió esta página. Recargue para ver los cambios.',
    );
    const saved = await call<{ revision: number }>(base, 'PUT', path, {
      cookie: clientB.cookie,
      body,
      headers: { 'if-match': String(revision) },
    });
    expect(saved.status).toBe(200);
    expect(saved.json.revision).toBe(revision + 1);
    const file = await call<{ client: { contactPhone: string; address: string } }>(
      base,
      'GET',
      `/api/cases/${clientB.result.caseId}`,
      { cookie: admin },
    );
    expect(file.json.client).toMatchObject({
      contactPhone: '+52 222 555 0101',
      address: 'Calle 5 de Mayo 10',
    });
    // The client's own dashboard shows it too (not the registration's phone and city).
    const dashboard = await call<{ client: { contactPhone: string; address: string } }>(
      base,
      'GET',
      '/api/clients/my-dashboard',
      { cookie: clientB.cookie },
    );
    expect(dashboard.status).toBe(200);
    expect(dashboard.json.client).toMatchObject({
      contactPhone: '+52 222 555 0101',
      address: 'Calle 5 de Mayo 10',
    });
  });

  it('answers staff their account without a contact to edit, and refuses them the edit', async () => {
    const profile = await call<{ role: string; contact: unknown }>(base, 'GET', '/api/profile', {
      cookie: agent,
    });
    expect(profile.json).toMatchObject({ role: 'agent', contact: null });
    const res = await call(base, 'PUT', '/api/profile/contact', {
      cookie: agent,
      body: { contactPhone: '5512345678', address: '', city: 'CDMX', country: 'mexico' },
      headers: { 'if-match': '0' },
    });
    expect(res.status).toBe(403);
  });
});

describe('indicators', () => {
  it('are created, revised under If-Match and deleted by administrators, and read by anyone', async () => {
    const path = '/api/admin/indicators';
    const invalid = await call<{ fieldErrors: Record<string, string> }>(base, 'POST', path, {
      cookie: admin,
      body: { name: 'U', value: '', date: '2026-02-30' },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.json.fieldErrors).toEqual({
      name: 'Escriba el nombre del indicador (2 a 80 caracteres)',
      value: 'Escriba el valor del indicador (1 a 40 caracteres)',
      date: 'Escriba una fecha válida (AAAA-MM-DD)',
    });
    const future = await call<{ fieldErrors: Record<string, string> }>(base, 'POST', path, {
      cookie: admin,
      body: { name: 'UDI', value: '8.41', date: '2099-01-01' },
    });
    expect(future.json.fieldErrors).toEqual({ date: 'La fecha no puede ser posterior a hoy' });
    expect((await call(base, 'POST', path, { cookie: clientA.cookie, body: {} })).status).toBe(403);

    const created = await call<{ id: string }>(base, 'POST', path, {
      cookie: admin,
      body: { name: 'UDI', value: '8.41', date: '2026-11-20' },
    });
    expect(created.status).toBe(201);
    const id = created.json.id;
    const listed = await call<{ id: string; value: string }[]>(base, 'GET', '/api/indicators');
    expect(listed.json).toContainEqual({ id, name: 'UDI', value: '8.41', date: '2026-11-20' });

    const edit = (revision: number | undefined, value: string) =>
      call<{ revision: number; message: string }>(base, 'PUT', `${path}/${id}`, {
        cookie: admin,
        body: { name: 'UDI', value, date: '2026-11-20' },
        headers: revision === undefined ? {} : { 'if-match': String(revision) },
      });
    expect((await edit(undefined, '8.42')).status).toBe(428);
    expect((await edit(0, '8.42')).json.revision).toBe(1);
    const stale = await edit(0, '8.43');
    expect(stale.status).toBe(409);
    expect(stale.json.message).toBe('Otra persona modificó este indicador. Recargue para ver los cambios.');
    expect((await call<{ value: string }[]>(base, 'GET', '/api/indicators')).json).toContainEqual(
      expect.objectContaining({ id, value: '8.42' }),
    );

    const removed = await call(base, 'DELETE', `${path}/${id}`, {
      cookie: admin,
      headers: { 'if-match': '1' },
    });
    expect(removed.status).toBe(200);
    expect(
      (await call<{ id: string }[]>(base, 'GET', '/api/indicators')).json.map((i) => i.id),
    ).not.toContain(id);
    expect(
      (await call(base, 'DELETE', `${path}/${id}`, { cookie: admin, headers: { 'if-match': '2' } })).status,
    ).toBe(404);
  });
});

describe('news', () => {
  const path = '/api/admin/news';
  const article = {
    title: 'Cómo reconocer un fraude de inversión',
    excerpt: 'Cinco señales que aparecen antes de perder el dinero.',
    body: 'Primer párrafo.\n\nSegundo párrafo.',
    status: 'draft',
    publishDate: '2026-11-20',
  };
  const postImage = (bytes: Uint8Array, cookie = admin) =>
    fetch(`${base}/api/admin/news-images`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/octet-stream', origin: base },
      body: bytes,
    });

  it('keep an image only when it is one (PNG, JPEG, WebP), by its SHA-256', async () => {
    const png = samplePng();
    const stored = await postImage(png);
    expect(stored.status).toBe(200);
    expect(await stored.json()).toEqual({ sha256: sha256Of(png), contentType: 'image/png' });
    const pdf = await postImage(samplePdf());
    expect(pdf.status).toBe(415);
    expect(((await pdf.json()) as { message: string }).message).toBe('La imagen debe ser PNG, JPG o WebP');
    expect((await postImage(png, clientA.cookie)).status).toBe(403);
    // The image is listed for the clean-up (swept a day later if no article names it); the refused one is not.
    const store = new SqliteDocumentStore(join(running.portal.dataDir, 'read-models.sqlite'));
    try {
      expect(await store.get(NEWS_IMAGE_UPLOADS, sha256Of(png))).toMatchObject({ sha256: sha256Of(png) });
      expect(await store.get(NEWS_IMAGE_UPLOADS, sha256Of(samplePdf()))).toBeUndefined();
    } finally {
      await store.close();
    }
  });

  it('keep drafts and future articles private, publish the rest newest first, and serve their images', async () => {
    const png = samplePng(8, 8);
    const image = (await (await postImage(png)).json()) as { sha256: string; contentType: string };
    const unknownImage = await call<{ fieldErrors: Record<string, string> }>(base, 'POST', path, {
      cookie: admin,
      body: { ...article, image: { sha256: 'f'.repeat(64), contentType: 'image/png' } },
    });
    expect(unknownImage.status).toBe(400);
    expect(unknownImage.json.fieldErrors.image).toBe('La imagen no es válida: súbala de nuevo');
    const short = await call<{ fieldErrors: Record<string, string> }>(base, 'POST', path, {
      cookie: admin,
      body: { ...article, title: 'Hola', excerpt: 'Corto', status: 'visible' },
    });
    expect(short.json.fieldErrors).toEqual({
      title: 'Escriba un título de 5 a 160 caracteres',
      excerpt: 'Escriba un resumen de 10 a 300 caracteres',
      status: 'Elija si la noticia está publicada o es un borrador',
    });

    const draft = await call<{ id: string }>(base, 'POST', path, {
      cookie: admin,
      body: { ...article, image },
    });
    expect(draft.status).toBe(201);
    const id = draft.json.id;
    const publicIds = async (query = '') =>
      (await call<{ id: string }[]>(base, 'GET', `/api/news${query}`)).json.map((a) => a.id);
    expect(await publicIds()).not.toContain(id);
    expect((await call(base, 'GET', `/api/news/${id}`)).status).toBe(404);

    const published = await call(base, 'PUT', `${path}/${id}`, {
      cookie: admin,
      body: { ...article, image, status: 'published' },
      headers: { 'if-match': '0' },
    });
    expect(published.status).toBe(200);
    const future = await call<{ id: string }>(base, 'POST', path, {
      cookie: admin,
      body: { ...article, status: 'published', publishDate: '2099-01-01' },
    });
    expect(await publicIds()).toContain(id);
    expect(await publicIds()).not.toContain(future.json.id);
    const detail = await call<{ body: string; imageUrl: string }>(base, 'GET', `/api/news/${id}`);
    expect(detail.json).toMatchObject({ id, body: article.body, publishedAt: '2026-11-20' });
    expect(detail.json.imageUrl).toBe(`/api/news-images/${image.sha256}`);
    const served = await fetch(`${base}${detail.json.imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it("never serve other bytes of the blob store: a client's document is not a news image", async () => {
    const bytes = samplePdf('Comprobante privado');
    await uploadDocument(base, clientA.cookie, { fileName: 'comprobante.pdf', bytes });
    const res = await fetch(`${base}/api/news-images/${sha256Of(bytes)}`);
    expect(res.status).toBe(404);
    expect((await fetch(`${base}/api/news-images/..%2F..%2Fetc%2Fpasswd`)).status).toBe(404);
  });

  it('serve 3 by default and at most 20, and refuse a limit that is not a whole number from 1', async () => {
    for (let i = 0; i < 21; i += 1) {
      const res = await call(base, 'POST', path, {
        cookie: admin,
        body: { ...article, title: `Aviso número ${i + 1}`, status: 'published', publishDate: '2026-11-01' },
      });
      expect(res.status).toBe(201);
    }
    expect((await call<unknown[]>(base, 'GET', '/api/news')).json).toHaveLength(3);
    expect((await call<unknown[]>(base, 'GET', '/api/news?limit=25')).json).toHaveLength(20);
    for (const bad of ['0', 'abc', '2.5']) {
      const res = await call<{ fieldErrors: Record<string, string> }>(base, 'GET', `/api/news?limit=${bad}`);
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors.limit).toBe('El límite debe ser un número entero desde 1');
    }
  });

  // Last of the file: the server cuts the connection of a body past the limit, which a next request would reuse.
  it('refuse an image past 2 MB (413)', async () => {
    const huge = Buffer.concat([samplePng(), Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await postImage(huge);
    expect(tooLarge.status).toBe(413);
    expect(((await tooLarge.json()) as { message: string }).message).toBe('La imagen no puede pasar de 2 MB');
  });
});
