/**
 * The main screens fit phones down to 360 px (nothing wider than the viewport, so no sideways scrolling)
 * and desktops. Screenshots go to test-results/screenshots for a person to look at.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import { field, launchBrowser, openPage, screenshot, waitForPath } from '../support/browser.js';
import { type RunningPortal, removeDir, repoRoot, startPortal } from '../support/portal.js';

const TEST_TIMEOUT = 90_000;
let portal: RunningPortal;
let browser: Browser;

beforeAll(async () => {
  if (!existsSync(join(repoRoot, 'frontend/dist/index.html'))) {
    throw new Error('Build the front end first: npx vite build frontend');
  }
  portal = await startPortal({
    env: { SUPPORT_PHONE: '33 1234 5678', SUPPORT_EMAIL: 'soporte@despacho-pruebas.mx' },
  });
  browser = await launchBrowser();
}, 90_000);

afterAll(async () => {
  await browser?.close();
  await portal?.stop();
  if (portal) removeDir(portal.dataDir);
});

/** How far the page sticks out to the right of the viewport (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
}

it.each([360, 390, 1280])(
  'fits a %i px wide screen: landing, registration, login and the client dashboard',
  async (width) => {
    const { payload } = await registerClient(portal.baseUrl);
    const { page, errors } = await openPage(browser, portal.baseUrl, { width, height: 800 });
    const check = async (name: string) => {
      expect({ name, overflow: await overflow(page) }).toEqual({ name, overflow: 0 });
      await screenshot(page, `${name}-${width}`);
    };

    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await check('landing');
    await page.goto('/register');
    await page.getByRole('button', { name: 'Registrar Caso' }).click();
    await page.getByText('Nombre requerido').waitFor();
    await check('register-errors');
    await page.goto('/login');
    await check('login');
    await field(page, 'Usuario').fill(payload.username);
    await field(page, 'Contraseña').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    await waitForPath(page, '/client-dashboard');
    await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();
    await check('client-dashboard');
    await page.getByRole('tab', { name: 'Historial' }).click();
    await page.getByRole('heading', { name: 'Historial del caso' }).waitFor();
    await check('client-dashboard-history');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
