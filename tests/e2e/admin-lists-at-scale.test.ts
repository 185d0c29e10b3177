/**
 * The executive panel's lists on a firm of more clients than one page (staff-admin.md §2.3) in the browser: 130
 * clients written straight into the read models of the real portal (in this process, serving the built front end)
 * beside the demo's one, then read as an admin reads them. The Clientes tab shows 25 of them and how many there
 * are, pages with 'Siguiente' and 'Anterior', orders by name, finds 'Abigaíl Ñúñez Pérez' for 'nunez perez' (the
 * server's search), says when nothing matches; every request asks for one page, never the whole list. The
 * assignment finds an unassigned client among them by the same search. A page that fails to load says so, with
 * 'Reintentar'. On a 375 px phone nothing scrolls sideways.
 *
 * Filler k (0..129) is 'Persona 0k', registered k minutes after 2020-01-01; the planted client on 2021-03-01; the
 * demo's client today: newest first, the demo's client, the planted one, then Persona 129 down to Persona 000.
 */
import { demoAccounts } from '@portal/command-service';
import type { Browser, Page } from 'playwright-core';
import {
  chooseOption,
  launchBrowser,
  openSignedIn,
  pageWidth,
  shownText,
  waitFor as waitForWithin,
} from '../support/browser.js';
import { type InProcessPortal, startInProcessPortal } from '../support/in-process-portal.js';
import { putClientRecords } from '../support/seed-clients.js';

const TEST_TIMEOUT = 120_000;
const N = 130;
const PAGE = 25;
const pad = (k: number) => String(k).padStart(3, '0');
const planted = 'Abigaíl Ñúñez Pérez';

let env: InProcessPortal;
let browser: Browser;
const portal = () => ({ baseUrl: env.baseUrl, browser });

async function putClient(id: string, k: number, fullName: string, at: string) {
  await putClientRecords(env.portal.stores.documents, {
    id,
    fullName,
    handle: `escala${k}`,
    accountNumber: `CR-${pad(k)}`,
    at,
  });
}

beforeAll(async () => {
  env = await startInProcessPortal({
    demo: true,
    env: { SERVE_FRONTEND: 'true', FRONTEND_DIR: process.env.FRONTEND_DIR || 'frontend/dist' },
  });
  for (let k = 0; k < N; k++)
    await putClient(
      `scale-${pad(k)}`,
      k,
      `Persona ${pad(k)}`,
      new Date(Date.UTC(2020, 0, 1, 0, k)).toISOString(),
    );
  await putClient('scale-planted', 999, planted, '2021-03-01T10:00:00.000Z');
  browser = await launchBrowser();
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await env?.stop();
}, 30_000);

/** The names on the cards of the Clientes list, in order. */
async function names(page: Page): Promise<string[]> {
  const cards = page.getByRole('list', { name: 'Clientes', exact: true }).getByRole('listitem');
  const shown: string[] = [];
  for (const card of await cards.all()) shown.push((await card.locator('p').first().innerText()).trim());
  return shown;
}

/** The machine may be busy with other suites: each state gets 20 s. */
const waitFor = (predicate: () => Promise<boolean>, message: string) =>
  waitForWithin(predicate, message, 20_000);
const persons = (...ks: number[]) => ks.map((k) => `Persona ${pad(k)}`);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

it(
  'pages 132 clients 25 at a time, orders them by name and finds one by the server search, asking for one page',
  async () => {
    const { page, context, errors } = await openSignedIn(portal(), demoAccounts.admin, '/dashboard');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/admin/clients') asked.push(request.url());
    });
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Clientes' }).click();
    const status = page.getByRole('tabpanel').getByRole('status').first();
    const all = N + 2; // the fillers, the planted client and the demo's
    await waitFor(async () => (await shownText(status)) === `1–25 de ${all}`, 'the first page and the total');
    // Newest first: the demo's client, the planted one, then the fillers from the last one registered.
    expect(await names(page)).toEqual([
      demoAccounts.client.fullName,
      planted,
      ...persons(...range(N - PAGE + 2, N - 1).reverse()),
    ]);

    const pages = page.getByRole('navigation', { name: 'Páginas de Clientes' });
    await pages.getByRole('button', { name: 'Siguiente' }).click();
    await waitFor(async () => (await shownText(status)) === `26–50 de ${all}`, 'the second page');
    await waitFor(async () => (await names(page))[0] === 'Persona 106', 'the second page rows');
    expect(await names(page)).toEqual(persons(...range(N - 2 * PAGE + 2, N - PAGE + 1).reverse()));
    await pages.getByRole('button', { name: 'Anterior' }).click();
    await waitFor(async () => (await shownText(status)) === `1–25 de ${all}`, 'back to the first page');

    // By name: accents aside, 'Abigaíl' first, then 'María', then the fillers from Persona 000.
    await chooseOption(page, 'Ordenar por', 'Nombre (A a Z)');
    await waitFor(async () => (await names(page))[0] === planted, 'ordered by name');
    expect(await names(page)).toEqual([
      planted,
      demoAccounts.client.fullName,
      ...persons(...range(0, PAGE - 3)),
    ]);

    // The server's search, without accents or capitals; then a search nothing matches.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('nunez PEREZ');
    await waitFor(async () => (await shownText(status)) === '1–1 de 1', 'one client found');
    expect(await names(page)).toEqual([planted]);
    expect(await pages.count()).toBe(0);
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('zzzz');
    await page.getByText('Nada coincide con «zzzz».').waitFor();

    // Every read of the list asked for one page; the search was the server's (sent once the typing paused).
    expect(asked.length).toBeGreaterThan(0);
    for (const url of asked)
      expect({ url, limit: new URL(url).searchParams.get('limit') }).toEqual({ url, limit: '25' });
    const searches = asked.map((url) => new URL(url).searchParams.get('q')).filter((q) => q !== null);
    expect(searches).toEqual(['nunez PEREZ', 'zzzz']);
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'offers for assignment the unassigned client the search finds, not every client',
  async () => {
    const { page, context, errors } = await openSignedIn(portal(), demoAccounts.admin, '/dashboard');
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Asignaciones' }).click();
    // Without a search: the 50 newest registrations, of which the unassigned ones (every one here but the demo's).
    await page.getByRole('button', { name: /Cliente$/ }).click();
    const options = page.getByRole('option');
    await options.first().waitFor();
    expect(await options.count()).toBeLessThanOrEqual(50);
    expect(await page.getByRole('option', { name: 'Persona 000 · CR-000', exact: true }).count()).toBe(0);
    await page.keyboard.press('Escape');
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('persona 000');
    await chooseOption(page, 'Cliente', 'Persona 000 · CR-000');
    expect(await shownText(page.getByRole('button', { name: /Cliente$/ }))).toContain('Persona 000');
    await page.getByRole('searchbox', { name: 'Buscar cliente' }).fill('zzzz');
    await page.getByText('Ningún cliente sin agente coincide con la búsqueda.').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "says when a page could not be read, and 'Reintentar' reads it",
  async () => {
    const { page, context } = await openSignedIn(portal(), demoAccounts.admin, '/dashboard');
    let failures = 0;
    await page.route('**/api/admin/clients?**', async (route) => {
      if (new URL(route.request().url()).searchParams.get('offset') !== '25' || failures > 0)
        return route.continue();
      failures += 1;
      await route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"x"}' });
    });
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Clientes' }).click();
    const pages = page.getByRole('navigation', { name: 'Páginas de Clientes' });
    await pages.getByRole('button', { name: 'Siguiente' }).click();
    const failure = page.getByRole('alert').filter({ hasText: 'No se pudieron cargar los clientes' });
    await failure.waitFor();
    await failure.getByRole('button', { name: 'Reintentar' }).click();
    const status = page.getByRole('tabpanel').getByRole('status').first();
    await waitFor(
      async () => (await shownText(status)) === `26–50 de ${N + 2}`,
      'the second page after retrying',
    );
    expect(failures).toBe(1);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'pages the clients on a 375 px phone without scrolling sideways',
  async () => {
    const { page, context, errors } = await openSignedIn(portal(), demoAccounts.admin, '/dashboard', {
      width: 375,
      height: 740,
    });
    await page.goto('/admin-dashboard');
    await page.getByRole('tab', { name: 'Clientes' }).click();
    const pages = page.getByRole('navigation', { name: 'Páginas de Clientes' });
    await pages.getByRole('button', { name: 'Siguiente' }).click();
    const status = page.getByRole('tabpanel').getByRole('status').first();
    await waitFor(async () => (await shownText(status)) === `26–50 de ${N + 2}`, 'the second page');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
