/**
 * The bell in a signed-in header: its name says how many notifications are unread, it opens the list (title,
 * body from the facts, date), a click on an unread one marks it read and the count follows; a person without
 * notifications reads that there are none, a failed load says so and retries; on a phone the bell and the list
 * fit. The notifications are posted as the workers post them (postNotification) into the log of the stopped
 * portal, so this holds whatever runs the workers.
 */
import { join } from 'node:path';
import { demoAccounts, postNotification } from '@portal/command-service';
import { SqliteEventStore } from '@portal/platform';
import type { Browser, Page, Route } from 'playwright-core';
import { login } from '../support/api-client.js';
import { launchBrowser, logIn, openPage, waitFor } from '../support/browser.js';
import { type RunningPortal, removeDir, startPortal, tempDataDir } from '../support/portal.js';

const TEST_TIMEOUT = 60_000;
const dataDir = tempDataDir('portal-bell-');
// The demo accounts are seeded before the reactors first start: the workers give them no notification of their own.
const withNotifications = demoAccounts.client;
const without = demoAccounts.agent;
let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  const first = await startPortal({ dataDir, demo: true, serveFrontend: false });
  const userId = (await login(first.baseUrl, withNotifications.username, withNotifications.password)).user.id;
  await first.stop();
  const events = new SqliteEventStore(join(dataDir, 'events.sqlite'));
  await postNotification(
    events,
    {
      jobId: 'job-registration',
      userId,
      kind: 'registrationReceived',
      facts: { caseNumber: 'EXP-2026-00000042' },
    },
    new Date('2026-11-22T16:00:00.000Z'),
  );
  await postNotification(
    events,
    {
      jobId: 'job-password',
      userId,
      kind: 'passwordChanged',
      facts: { changedAt: '2026-11-22T16:30:00.000Z', byAdmin: true },
    },
    new Date('2026-11-22T16:31:00.000Z'),
  );
  await events.close();
  portal = await startPortal({ dataDir, demo: true });
  browser = await launchBrowser();
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  removeDir(dataDir);
});

const bell = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

it(
  'shows the unread count, lists the notifications and marks one read on a click',
  async () => {
    const { page, errors } = await openPage(browser, portal.baseUrl);
    await logIn(page, withNotifications, '/client-dashboard');
    // The read model catches up with the log after the start: reload until the bell has both.
    await waitFor(async () => {
      if ((await bell(page, 'Notificaciones, 2 sin leer').count()) === 1) return true;
      await page.reload();
      return false;
    }, 'the bell with 2 unread');
    await bell(page, 'Notificaciones, 2 sin leer').click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await dialog.waitFor();
    const items = dialog.getByRole('listitem');
    expect(await items.count()).toBe(2);
    expect(await items.nth(0).textContent()).toContain(
      'Su contraseña cambióEl 22 de noviembre de 2026 a las 10:30 a.m. un administrador cambió la contraseña de su cuenta. Si usted no hizo ni pidió este cambio, comuníquese con el soporte del portal.22 de noviembre de 2026 a las 10:31 a.m.Sin leer',
    );
    expect(await items.nth(1).textContent()).toContain(
      'Recibimos su registroSu caso EXP-2026-00000042 quedó registrado. Próximos pasos:',
    );

    await items.nth(1).getByRole('button').click();
    await bell(page, 'Notificaciones, 1 sin leer').waitFor({ state: 'attached' });
    expect(await items.nth(1).getByRole('button').count()).toBe(0);
    expect(await items.nth(0).getByText('Sin leer').count()).toBe(1);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'tells a person without notifications (a staff member, on /dashboard) that there are none',
  async () => {
    const { page, errors } = await openPage(browser, portal.baseUrl);
    await logIn(page, without, '/dashboard');
    await bell(page, 'Notificaciones, ninguna sin leer').click();
    await page
      .getByRole('dialog', { name: 'Notificaciones' })
      .getByText('No tiene notificaciones por ahora.')
      .waitFor();
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'says when the list cannot be loaded, and loads it on Reintentar',
  async () => {
    const { page } = await openPage(browser, portal.baseUrl);
    let failing = true;
    await page.route('**/api/notifications', async (route: Route) => {
      if (failing) await route.fulfill({ status: 503, contentType: 'application/json', body: '{}' });
      else await route.continue();
    });
    await logIn(page, without, '/dashboard');
    await bell(page, 'Notificaciones').click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await dialog.getByText('No se pudieron cargar las notificaciones.').waitFor();
    failing = false;
    await dialog.getByRole('button', { name: 'Reintentar' }).click();
    await dialog.getByText('No tiene notificaciones por ahora.').waitFor();
    await bell(page, 'Notificaciones, ninguna sin leer').waitFor({ state: 'attached' });
  },
  TEST_TIMEOUT,
);

it(
  'fits a phone: the bell is a finger-sized target and the list fits the screen',
  async () => {
    const { page, errors } = await openPage(browser, portal.baseUrl, { width: 390, height: 844 });
    await logIn(page, withNotifications, '/client-dashboard');
    const button = bell(page, /^Notificaciones, \d+ sin leer$/);
    await button.waitFor();
    const box = await button.boundingBox();
    expect(box?.width).toBeGreaterThanOrEqual(44);
    expect(box?.height).toBeGreaterThanOrEqual(44);
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Notificaciones' });
    await dialog.getByRole('listitem').first().waitFor();
    const sheet = await dialog.boundingBox();
    expect(sheet?.x).toBeGreaterThanOrEqual(0);
    expect((sheet?.x ?? 0) + (sheet?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(390);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
