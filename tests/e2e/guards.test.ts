/**
 * Route guards of client-portal.md §2 in the browser: signed out → /login; a role mismatch → /dashboard;
 * superadmin passes admin; a 401 from the server forgets the stored user; unknown paths show the 404 page.
 */

import { demoAccounts } from '@portal/command-service';
import type { Page } from 'playwright-core';
import { DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import { localStorageOf, logIn, openPage, useBrowserPortal, waitForPath } from '../support/browser.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal({ demo: true });

async function visit(page: Page, path: string): Promise<string> {
  await page.goto(path);
  // Guards redirect in beforeLoad, before the page renders: once <main> is there, the URL is final.
  await page.locator('main').waitFor();
  return new URL(page.url()).pathname;
}

it(
  'sends a signed-out visitor to /login from every protected route',
  async () => {
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    for (const path of [
      '/client-dashboard',
      '/client-welcome',
      '/dashboard',
      '/admin',
      '/admin-dashboard',
      '/admin-complete',
      '/admin-contenido',
      '/mi-perfil',
      '/cumplimiento',
      '/operaciones',
    ]) {
      expect({ path, landed: await visit(page, path) }).toEqual({ path, landed: '/login' });
    }
    for (const path of [
      '/',
      '/login',
      '/register',
      '/agent-register',
      '/recovery-process',
      '/recovery-options',
    ]) {
      expect({ path, landed: await visit(page, path) }).toEqual({ path, landed: path });
    }
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'lets a client use /dashboard, and sends it from the admin routes to /dashboard',
  async () => {
    const { payload } = await registerClient(env.baseUrl, { firstName: 'Rosa', lastName: 'Díaz Pérez' });
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    await logIn(page, { username: payload.username, password: DEFAULT_PASSWORD }, '/client-dashboard');

    expect(await visit(page, '/dashboard')).toBe('/dashboard');
    await page.getByRole('heading', { name: /Rosa Díaz Pérez/ }).waitFor();
    expect(await page.locator('main').getByText('CLIENTE', { exact: true }).count()).toBe(1);
    // Only admins see the admin links.
    expect(await page.getByRole('link', { name: 'Usuarios' }).count()).toBe(0);

    for (const path of ['/admin', '/admin-dashboard', '/admin-complete']) {
      expect({ path, landed: await visit(page, path) }).toEqual({ path, landed: '/dashboard' });
    }
    // Without the welcome-completed flag, `/` opens the welcome tour (spec §2; welcome-tour.test.ts has the rest).
    expect(await visit(page, '/')).toBe('/client-welcome');
    expect(await visit(page, '/client-welcome')).toBe('/client-welcome');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'lets admin and superadmin into the admin routes, and keeps staff out of the client dashboard',
  async () => {
    for (const account of [demoAccounts.admin, demoAccounts.superadmin]) {
      const { page, context, errors } = await openPage(env.browser, env.baseUrl);
      await logIn(page, account, '/dashboard');
      await page.getByRole('link', { name: 'Usuarios' }).first().waitFor();
      for (const path of ['/admin', '/admin-dashboard', '/admin-complete']) {
        expect({ path, landed: await visit(page, path) }).toEqual({ path, landed: path });
      }
      expect(await visit(page, '/client-dashboard')).toBe('/dashboard');
      expect(await visit(page, '/')).toBe('/dashboard');
      expect(errors).toEqual([]);
      await context.close();
    }

    const { page, errors } = await openPage(env.browser, env.baseUrl);
    await logIn(page, demoAccounts.agent, '/dashboard');
    expect(await visit(page, '/admin')).toBe('/dashboard');
    expect(await visit(page, '/client-dashboard')).toBe('/dashboard');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'forgets a stored user whose server session is gone (401) and goes to /login',
  async () => {
    const { payload } = await registerClient(env.baseUrl);
    const { page, context } = await openPage(env.browser, env.baseUrl);
    await logIn(page, { username: payload.username, password: DEFAULT_PASSWORD }, '/client-dashboard');
    await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();

    await context.clearCookies();
    await page.goto('/client-dashboard');
    await waitForPath(page, '/login');
    expect((await localStorageOf(page)).user).toBeUndefined();
  },
  TEST_TIMEOUT,
);

it(
  'shows the 404 page for an unknown path, with a way home',
  async () => {
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    await page.goto('/esta-ruta-no-existe');
    await page.getByRole('heading', { name: 'Página no encontrada' }).waitFor();
    await page.locator('main').getByRole('link', { name: 'Volver al Inicio' }).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Registrar mi caso' }).first().waitFor();
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'sends a client from the compliance screen and the console, and an admin from the console, to /dashboard',
  async () => {
    const { payload } = await registerClient(env.baseUrl, { firstName: 'Elena', lastName: 'Vega Ríos' });
    const { page, context, errors } = await openPage(env.browser, env.baseUrl);
    await logIn(page, { username: payload.username, password: DEFAULT_PASSWORD }, '/client-dashboard');
    for (const path of ['/cumplimiento', '/operaciones', '/admin-contenido'])
      expect({ path, landed: await visit(page, path) }).toEqual({ path, landed: '/dashboard' });
    await context.clearCookies();
    await page.evaluate('localStorage.clear()');
    await logIn(page, demoAccounts.admin, '/dashboard');
    expect(await visit(page, '/operaciones')).toBe('/dashboard');
    expect(await visit(page, '/cumplimiento')).toBe('/cumplimiento');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
