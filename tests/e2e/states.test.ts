/**
 * The states between the happy paths: busy buttons, the server's refusals shown in words a person
 * understands (never raw JSON), a network failure and its retry with the same Idempotency-Key, the
 * dashboard's loading and 'Error de Acceso' screens. Refusals come from the real portal where they can be
 * produced (a taken username); the rest is staged with Playwright's request routing.
 */

import { apiErrors, screenTexts } from '@portal/contracts';
import type { Page, Route } from 'playwright-core';
import { DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import {
  field,
  fieldError,
  openPage,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { fillRegistrationForm, sampleEntry } from './registration-form.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal();

/** Holds matching requests until `release()` is called. */
async function hold(page: Page, pattern: string, then: (route: Route) => Promise<void>) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await then(route);
  });
  return { release };
}

async function buttonText(page: Page, name: RegExp): Promise<string> {
  return ((await page.getByRole('button', { name }).textContent()) ?? '').trim();
}

it(
  'login: shows Autenticando... while busy, and the server message on 429',
  async () => {
    const { page } = await openPage(env.browser, env.baseUrl);
    await page.goto('/login');
    await field(page, 'Usuario').fill('alguien');
    await field(page, 'Contraseña').fill('una-clave');
    const gate = await hold(page, '**/api/auth/login', (route) =>
      route.fulfill({
        status: 429,
        contentType: 'application/json',
        body: JSON.stringify({ message: apiErrors.tooManyAttempts, code: 'too_many_attempts' }),
      }),
    );
    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    await waitFor(
      async () => (await buttonText(page, /Autenticando/)) === 'Autenticando...',
      'pending label',
    );
    gate.release();
    const toast = await toastText(page, 'Error de acceso');
    expect(toast).toContain(apiErrors.tooManyAttempts);
    expect(toast).not.toContain('{');
    expect(await buttonText(page, /Acceso Seguro/)).toBe('Acceso Seguro');
    expect(new URL(page.url()).pathname).toBe('/login');
  },
  TEST_TIMEOUT,
);

it(
  'registration: a taken username keeps the form, with the toast and the message on the field',
  async () => {
    const { payload } = await registerClient(env.baseUrl);
    const { page } = await openPage(env.browser, env.baseUrl);
    await page.goto('/register');
    await fillRegistrationForm(page, sampleEntry({ username: payload.username }));
    await page.getByRole('button', { name: 'Registrar Caso' }).click();
    const toast = await toastText(page, 'Error en Registro');
    expect(toast).toContain(apiErrors.usernameTaken);
    expect(toast).not.toContain('409');
    expect(await fieldError(page, 'Usuario')).toContain(apiErrors.usernameTaken);
    expect(await field(page, 'Usuario').getAttribute('aria-invalid')).toBe('true');
    // The form stays, filled in.
    expect(await field(page, 'Nombre').inputValue()).toBe('Ana María');
    expect(await page.getByRole('heading', { name: 'Registro Exitoso' }).count()).toBe(0);
  },
  TEST_TIMEOUT,
);

it(
  'registration: after a network failure, resubmitting the same data reuses the Idempotency-Key',
  async () => {
    const { page } = await openPage(env.browser, env.baseUrl);
    await page.goto('/register');
    const entry = sampleEntry();
    await fillRegistrationForm(page, entry);

    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/clients/register'))
        keys.push(request.headers()['idempotency-key'] ?? '');
    });
    const gate = await hold(page, '**/api/clients/register', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Registrar Caso' }).click();
    await waitFor(async () => (await buttonText(page, /Registrando/)) === 'Registrando...', 'pending label');
    gate.release();
    expect(await toastText(page, 'Error en Registro')).toContain(screenTexts.networkError);
    await page.unrouteAll({ behavior: 'wait' });

    await page.getByRole('button', { name: 'Registrar Caso' }).click();
    await page.getByRole('heading', { name: 'Registro Exitoso' }).waitFor();
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[1]).toBe(keys[0]);

    // And the person can log in: one account, one case.
    await page.locator('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await field(page, 'Usuario').fill(entry.username);
    await field(page, 'Contraseña').fill(entry.password);
    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    await waitForPath(page, '/client-dashboard');
  },
  TEST_TIMEOUT,
);

it(
  'dashboard: shows the loading message, then Error de Acceso when the case cannot be loaded',
  async () => {
    const { payload } = await registerClient(env.baseUrl);
    const { page } = await openPage(env.browser, env.baseUrl);
    const gate = await hold(page, '**/api/clients/my-dashboard', (route) =>
      route.fulfill({
        status: 404,
        contentType: 'application/json',
        body: JSON.stringify({ message: apiErrors.dashboardNotFound, code: 'not_found' }),
      }),
    );
    await page.goto('/login');
    await field(page, 'Usuario').fill(payload.username);
    await field(page, 'Contraseña').fill(DEFAULT_PASSWORD);
    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    await waitForPath(page, '/client-dashboard');
    await page.getByText('Cargando su panel personalizado...').waitFor();
    gate.release();
    await page.getByRole('heading', { name: 'Error de Acceso' }).waitFor();
    expect(await page.locator('main').textContent()).toContain(
      'No se pudo cargar su información. Por favor, inicie sesión nuevamente.',
    );
    expect(
      await page.locator('main').getByRole('link', { name: 'Iniciar sesión' }).getAttribute('href'),
    ).toBe('/login');
  },
  TEST_TIMEOUT,
);
