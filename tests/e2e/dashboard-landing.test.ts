/**
 * The general landing (/dashboard) per role, and the route loader's prefetch: a client finds the way to the
 * case there, and hovering that link already starts the case's request (defaultPreload 'intent' runs the
 * route's loader, which prefetches into the query cache the page then reads); an agent finds their clients
 * there instead of the former 'coming soon' card (the list itself: staff-workspace.test.ts).
 */

import { demoAccounts } from '@portal/command-service';
import type { Route } from 'playwright-core';
import { logIn, openPage, useBrowserPortal, waitFor, waitForPath } from '../support/browser.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal({ demo: true });

it(
  'shows a client the way to the case; hovering it starts loading the case, the page then uses that answer',
  async () => {
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    await logIn(page, demoAccounts.client, '/client-dashboard');
    await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();

    // A fresh page load: nothing cached.
    await page.goto('/dashboard');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Su caso' }).waitFor();
    expect(await main.textContent()).toContain(
      'Consulte el avance de su caso, sus documentos y los datos de contacto de su agente.',
    );
    expect(await main.getByText('En preparación').count()).toBe(0);
    const link = main.getByRole('link', { name: 'Ver mi caso' });
    expect(await link.getAttribute('href')).toBe('/client-dashboard');

    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/clients/my-dashboard')) calls.push(new URL(page.url()).pathname);
    });
    // The answer waits until the test has seen the request leave from /dashboard.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/clients/my-dashboard', async (route: Route) => {
      await released;
      await route.continue();
    });

    expect(calls).toEqual([]);
    await link.hover();
    await waitFor(async () => calls.length === 1, 'the case requested on hover');
    expect(calls).toEqual(['/dashboard']);

    release();
    await link.click();
    await waitForPath(page, '/client-dashboard');
    await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();
    expect(calls).toEqual(['/dashboard']);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'shows an agent the list of their clients, without the coming-soon card or a link to a client case',
  async () => {
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    await logIn(page, demoAccounts.agent, '/dashboard');
    const main = page.locator('main');
    await main.getByRole('heading', { name: 'Mis clientes' }).waitFor();
    expect(await main.getByRole('heading', { name: 'En preparación' }).count()).toBe(0);
    expect(await main.getByRole('link', { name: 'Ver mi caso' }).count()).toBe(0);
    expect(await main.getByRole('heading', { name: 'Su caso' }).count()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
