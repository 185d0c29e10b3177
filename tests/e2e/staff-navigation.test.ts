/**
 * Staff can reach and do everything from the screens, in Chromium against the demo portal: a
 * superadmin reaches the executive panel from the staff navigation and creates a compliance account on screen;
 * that person signs in, finds /cumplimiento in the navigation (its link marked as the current page), picks a case
 * there and reads its history in words (no raw JSON, ISO moment or stored key), and reads the case's page with no
 * control that writes, told the view is read-only, while an administrator has those controls on the
 * same case; each role's navigation lists only what it may open; a 375 px phone never scrolls sideways.
 */
import { demoAccounts } from '@portal/command-service';
import type { Locator, Page } from 'playwright-core';
import { call, cookieOf, login, registerClient, uniqueUsername } from '../support/api-client.js';
import {
  chooseOption,
  field,
  fieldError,
  localStorageOf,
  openSignedIn,
  pageWidth,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { samplePdf, uploadDocument } from '../support/documents.js';
import { unreadableParts } from '../support/readable.js';

const TEST_TIMEOUT = 120_000;
const env = useBrowserPortal({ demo: true });

const staffNav = (page: Page) => page.getByRole('navigation', { name: 'Secciones del personal' });
const navNames = async (page: Page) => {
  await staffNav(page).waitFor();
  return (await staffNav(page).getByRole('link').allInnerTexts()).map((name) => name.trim());
};
const markedInNav = async (page: Page) =>
  (await staffNav(page).locator('[aria-current="page"]').allInnerTexts()).map((name) => name.trim());
/** The links the navigation marks as the current page, once it marks exactly `expected` (or what it marks then). */
async function currentInNav(page: Page, expected: string) {
  await waitFor(async () => {
    const marked = await markedInNav(page);
    return marked.length === 1 && marked[0] === expected;
  }, `${expected} marked as the current page`).catch(() => undefined);
  return markedInNav(page);
}

/** The accessible name of every button in `scope` (its aria-label, or its text). */
async function buttonNames(scope: Locator): Promise<string[]> {
  const names: string[] = [];
  for (const button of await scope.getByRole('button').all()) {
    names.push(((await button.getAttribute('aria-label')) ?? (await button.innerText())).trim());
  }
  return names;
}

/** A new client's case with a document the client sent and a document the firm asked for. */
async function caseWithDocuments() {
  const client = await registerClient(env.baseUrl, { firstName: 'Lucía', lastName: 'Hernández Soto' });
  const { cookie } = await login(env.baseUrl, client.payload.username, client.payload.password);
  await uploadDocument(env.baseUrl, cookie, { fileName: 'estado-de-cuenta.pdf', bytes: samplePdf() });
  const asked = await call(env.baseUrl, 'POST', `/api/cases/${client.result.caseId}/required-documents`, {
    cookie: await cookieOf(env.baseUrl, demoAccounts.admin),
    body: { title: 'Constancia de situación fiscal', description: '', required: true },
  });
  expect(asked.status).toBe(201);
  return client.result;
}

/** Opens the case page and waits until its documents (sent and asked for) are on screen. */
async function openCase(page: Page, caseNumber: string) {
  await page.goto(`/casos/${caseNumber}`);
  await page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) }).waitFor();
  await page.getByRole('list', { name: 'Documentos enviados' }).getByText('estado-de-cuenta.pdf').waitFor();
  await page.getByRole('list', { name: 'Documentos requeridos' }).waitFor();
  await page.getByText('Aún no hay comentarios en este caso.').waitFor();
}

it(
  'lets a superadmin create a compliance account on screen, which finds /cumplimiento in the navigation and reads a case without a control that writes',
  async () => {
    const kase = await caseWithDocuments();
    const username = uniqueUsername('cumple');

    // The superadmin: the executive panel from the navigation, then the new account from its users tab.
    const boss = await openSignedIn(env, demoAccounts.superadmin, '/dashboard');
    let page = boss.page;
    expect(await navNames(page)).toEqual([
      'Inicio',
      'Usuarios',
      'Panel Admin',
      'Panel Ejecutivo',
      'Indicadores y noticias',
      'Cumplimiento',
      'Solicitudes ARCO',
      'Operaciones',
    ]);
    expect(await currentInNav(page, 'Inicio')).toEqual(['Inicio']);
    await staffNav(page).getByRole('link', { name: 'Panel Ejecutivo' }).click();
    await waitForPath(page, '/admin-dashboard');
    await page.getByRole('heading', { level: 1, name: 'Panel Ejecutivo' }).waitFor();
    expect(await currentInNav(page, 'Panel Ejecutivo')).toEqual(['Panel Ejecutivo']);

    await page.getByRole('button', { name: 'Nueva cuenta del despacho' }).click();
    const dialog = page.getByRole('dialog', { name: 'Nueva cuenta del despacho' });
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    // The contracts' own messages, on their fields; nothing is sent.
    expect(await fieldError(page, 'Usuario')).toContain('Usuario debe tener al menos 3 caracteres');
    expect(await fieldError(page, 'Contraseña')).toContain('Contraseña debe tener al menos 6 caracteres');
    expect(await fieldError(page, 'Rol')).toContain('Seleccione una opción válida');
    await field(page, 'Nombre completo').fill('Irene Soto Auditoría');
    await field(page, 'Correo electrónico').fill(`${username}@despacho-pruebas.mx`);
    await field(page, 'Usuario').fill(username);
    await field(page, 'Contraseña').fill('Clave-Cumple-2026');
    await chooseOption(page, 'Rol', 'Cumplimiento');
    await dialog.getByRole('button', { name: 'Crear cuenta' }).click();
    expect(await toastText(page, 'Cuenta creada')).toContain('La persona ya puede iniciar sesión');
    await dialog.waitFor({ state: 'detached' });
    // The list is read again: the new account is in it, with its role.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(username);
    const rows = page.getByRole('list', { name: 'Usuarios', exact: true }).getByRole('listitem');
    await waitFor(async () => (await rows.count()) === 1, 'the new account in the list');
    expect(await rows.first().innerText()).toContain('CUMPLIMIENTO');

    // The same case for an administrator: the controls that write are there.
    await openCase(page, kase.caseNumber);
    const adminButtons = await buttonNames(page.getByRole('main'));
    expect(adminButtons).toEqual(
      expect.arrayContaining([
        'Guardar avance',
        'Completar fase',
        'Agregar hito',
        'Agregar Comentario',
        'Guardar plan',
        'Agregar documento',
        'Verificar estado-de-cuenta.pdf',
      ]),
    );
    expect(await page.getByRole('note').count()).toBe(0);
    expect(boss.errors).toEqual([]);
    await boss.context.close();

    // The compliance user: only their places in the navigation; /cumplimiento found there.
    const auditor = await openSignedIn(env, { username, password: 'Clave-Cumple-2026' }, '/dashboard');
    page = auditor.page;
    expect(await navNames(page)).toEqual(['Inicio', 'Cumplimiento', 'Solicitudes ARCO']);
    await staffNav(page).getByRole('link', { name: 'Cumplimiento' }).click();
    await waitForPath(page, '/cumplimiento');
    await page.getByRole('heading', { level: 1, name: 'Cumplimiento: historial de casos' }).waitFor();
    expect(await currentInNav(page, 'Cumplimiento')).toEqual(['Cumplimiento']);
    const current = staffNav(page).getByRole('link', { name: 'Cumplimiento' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    expect(
      await staffNav(page).getByRole('link', { name: 'Inicio' }).getAttribute('aria-current'),
    ).toBeNull();
    // There they pick the case and read its history as a person reads it: no JSON, ISO moment or stored key.
    await page.getByLabel('Buscar caso').fill(kase.caseNumber);
    await page.getByLabel('Caso', { exact: true }).selectOption({ value: kase.caseId });
    const history = page.getByRole('list', { name: 'Historial' });
    await waitFor(
      async () => (await history.innerText()).includes('Documento requerido agregado'),
      'the requested document in the history',
    );
    expect(await history.innerText()).toContain('Documento enviado');
    expect(unreadableParts(await page.getByRole('main').innerText())).toEqual([]);

    // The case page: read, never written. No form, no field, no button but the two that only read.
    await openCase(page, kase.caseNumber);
    const main = page.getByRole('main');
    expect(await main.getByRole('note').innerText()).toContain(
      'Vista de solo lectura: su rol consulta el caso, sus documentos y su historial, pero no puede modificarlos.',
    );
    expect(await main.locator('form').count()).toBe(0);
    expect(await main.getByRole('textbox').count()).toBe(0);
    const names = await buttonNames(main);
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(['Comprobar integridad', 'Registro de accesos']).toContain(name);
    // What it shows instead: the phase in progress, the plan as text, the documents with their download link.
    expect(await main.getByRole('progressbar', { name: 'Avance de la fase' }).count()).toBe(1);
    expect(await main.getByText('Sin fecha estimada').count()).toBe(1);
    expect(await main.getByRole('link', { name: 'Descargar estado-de-cuenta.pdf' }).count()).toBe(1);
    // The note leads to the case's history.
    await main.getByRole('link', { name: 'Ver el historial completo del caso' }).click();
    await waitForPath(page, '/cumplimiento');
    expect(new URL(page.url()).searchParams.get('caso')).toBe(kase.caseId);
    expect(auditor.errors).toEqual([]);
    await auditor.context.close();
  },
  TEST_TIMEOUT,
);

it(
  "gives each role only the places it may open, and the superadmin's home leads to the executive panel",
  async () => {
    const agent = await openSignedIn(env, demoAccounts.agent, '/dashboard');
    expect(await navNames(agent.page)).toEqual(['Mis clientes', 'Cumplimiento']);
    expect(await currentInNav(agent.page, 'Mis clientes')).toEqual(['Mis clientes']);
    await agent.context.close();

    const admin = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    expect(await navNames(admin.page)).toEqual([
      'Inicio',
      'Usuarios',
      'Panel Admin',
      'Panel Ejecutivo',
      'Indicadores y noticias',
      'Cumplimiento',
      'Solicitudes ARCO',
    ]);
    // An administrator creates no staff account: the API refuses them, the screen does not offer it.
    await staffNav(admin.page).getByRole('link', { name: 'Usuarios' }).click();
    await waitForPath(admin.page, '/admin');
    expect(await currentInNav(admin.page, 'Usuarios')).toEqual(['Usuarios']);
    await staffNav(admin.page).getByRole('link', { name: 'Panel Admin' }).click();
    await waitForPath(admin.page, '/admin-complete');
    expect(await currentInNav(admin.page, 'Panel Admin')).toEqual(['Panel Admin']);
    await admin.page.getByRole('list', { name: 'Usuarios', exact: true }).waitFor();
    expect(await admin.page.getByRole('button', { name: 'Nueva cuenta del despacho' }).count()).toBe(0);
    await admin.context.close();

    // A client on /dashboard (which they may open) gets no staff navigation.
    const client = await registerClient(env.baseUrl);
    const visitor = await openSignedIn(env, client.payload, '/client-dashboard');
    await visitor.page.goto('/dashboard');
    await visitor.page.getByRole('link', { name: 'Ver mi caso' }).waitFor();
    expect(await staffNav(visitor.page).count()).toBe(0);
    await visitor.context.close();

    const boss = await openSignedIn(env, demoAccounts.superadmin, '/dashboard');
    await boss.page.getByRole('link', { name: 'Mi Cuenta' }).click();
    await waitForPath(boss.page, '/mi-proceso');
    await boss.page
      .getByRole('region', { name: 'Centro de Control Ejecutivo' })
      .getByRole('link', { name: 'Panel Ejecutivo' })
      .click();
    await waitForPath(boss.page, '/admin-dashboard');
    await boss.page.getByRole('heading', { level: 1, name: 'Panel Ejecutivo' }).waitFor();
    expect(boss.errors).toEqual([]);
    await boss.context.close();
  },
  TEST_TIMEOUT,
);

it(
  "reads the superadmin's home figures as the signed-in user: the stats call carries X-User-ID, which the server checks against the session",
  async () => {
    const boss = await openSignedIn(env, demoAccounts.superadmin, '/dashboard');
    const statsCall = boss.page.waitForRequest((r) => new URL(r.url()).pathname === '/api/admin/stats');
    await boss.page.getByRole('link', { name: 'Mi Cuenta' }).click();
    await waitForPath(boss.page, '/mi-proceso');
    await boss.page.getByRole('region', { name: 'Centro de Control Ejecutivo' }).waitFor();
    const signedIn = JSON.parse((await localStorageOf(boss.page)).user ?? '{}') as { id?: string };
    expect(signedIn.id).toBeTruthy();
    expect((await statsCall).headers()['x-user-id']).toBe(signedIn.id);
    expect(boss.errors).toEqual([]);
    await boss.context.close();
  },
  TEST_TIMEOUT,
);

it(
  "fits the superadmin's navigation, the longest, on a 375 px phone without sideways scrolling",
  async () => {
    const { page, context, errors } = await openSignedIn(env, demoAccounts.superadmin, '/dashboard', {
      width: 375,
      height: 740,
    });
    for (const [link, path] of [
      ['Panel Ejecutivo', '/admin-dashboard'],
      ['Operaciones', '/operaciones'],
      ['Cumplimiento', '/cumplimiento'],
      ['Solicitudes ARCO', '/privacidad'],
      ['Inicio', '/dashboard'],
    ] as const) {
      await staffNav(page).getByRole('link', { name: link }).click();
      await waitForPath(page, path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect({ path, current: await currentInNav(page, link) }).toEqual({ path, current: [link] });
      expect({ path, width: await pageWidth(page) }).toEqual({ path, width: 375 });
      // Every link of the navigation is inside the screen's width (it wraps instead of overflowing).
      for (const box of await Promise.all(
        (await staffNav(page).getByRole('link').all()).map((l) => l.boundingBox()),
      )) {
        expect(box && box.x >= 0 && box.x + box.width <= 375).toBe(true);
      }
    }
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
