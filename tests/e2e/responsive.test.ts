import type { Page } from 'playwright-core';
import { DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import { field, openPage, screenshot, useBrowserPortal, waitForPath } from '../support/browser.js';

const TEST_TIMEOUT = 90_000;
const env = useBrowserPortal({
  env: { SUPPORT_PHONE: '33 1234 5678', SUPPORT_EMAIL: 'soporte@despacho-pruebas.mx' },
});

/** How far the page sticks out to the right of the viewport (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
}

it.each([360, 390, 1280])(
  'fits a %i px wide screen: landing, registration, login and the client dashboard',
  async (width) => {
    const { payload } = await registerClient(env.baseUrl);
    const { page, errors } = await openPage(env.browser, env.baseUrl, { width, height: 800 });
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
