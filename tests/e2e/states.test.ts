/**
 * The states between the happy paths: busy buttons, the server's refusals shown in words a person
 * understands (never raw JSON), a network failure and its retry with the same Idempotency-Key, the
 * dashboard's loading screen and its failures told apart (server, network, 403, 401, 404), each with its
 * way out. Refusals come from the real portal where they can be produced (a taken username); the rest is
 * staged with Playwright's request routing.
 */

import { apiErrors } from '@portal/contracts';
import { screenTexts } from '@portal/copy';
import type { Page, Route } from 'playwright-core';
import { DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import {
  field,
  fieldError,
  localStorageOf,
  openPage,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { fillRegistrationForm, sampleEntry } from './registration-form.js';

/** What the gateway answers a throttled login (waitTexts.tooManyAttempts(2)). */
const TOO_MANY = 'Demasiados intentos fallidos. Espere 2 segundos e intente nuevamente.';

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
        body: JSON.stringify({ message: TOO_MANY, code: 'too_many_attempts' }),
        headers: { 'Retry-After': '2' },
      }),
    );
    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    await waitFor(
      async () => (await buttonText(page, /Autenticando/)) === 'Autenticando...',
      'pending label',
    );
    gate.release();
    const toast = await toastText(page, 'Error de acceso');
    expect(toast).toContain(TOO_MANY);
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

/** A client with a case, logged in through the form; the dashboard call is answered by `answer`. */
async function openDashboard(answer: (route: Route) => Promise<void>) {
  const { payload } = await registerClient(env.baseUrl);
  const opened = await openPage(env.browser, env.baseUrl);
  const { page } = opened;
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/clients/my-dashboard')) calls.push(request.method());
  });
  const gate = await hold(page, '**/api/clients/my-dashboard', answer);
  await page.goto('/login');
  await field(page, 'Usuario').fill(payload.username);
  await field(page, 'Contraseña').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Acceso Seguro' }).click();
  await waitForPath(page, '/client-dashboard');
  await page.getByText('Cargando su panel personalizado...').waitFor();
  return { ...opened, calls, gate };
}

function json(status: number, body: unknown) {
  return (route: Route) =>
    route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });
}

async function mainText(page: Page): Promise<string> {
  return ((await page.locator('main').textContent()) ?? '').trim();
}

/** 'Reintentar' calls the API again (the loading message meanwhile) and, once it answers, shows the case. */
async function retryShowsTheDashboard(page: Page, calls: string[]) {
  await page.unrouteAll({ behavior: 'wait' });
  const gate = await hold(page, '**/api/clients/my-dashboard', (route) => route.continue());
  await page.getByRole('button', { name: 'Reintentar' }).click();
  await page.getByText('Cargando su panel personalizado...').waitFor();
  expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
  gate.release();
  await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();
  expect(calls).toEqual(['GET', 'GET']);
  // The pressed button is gone: focus goes to the page's main landmark, not to nowhere.
  await waitFor(async () => (await page.evaluate('document.activeElement?.id')) === 'main', 'focus on main');
}

it(
  'dashboard: a server error says so and offers Reintentar, which loads the case; the session stays',
  async () => {
    const { page, calls, gate, errors } = await openDashboard(
      json(500, { message: apiErrors.internal, code: 'internal' }),
    );
    gate.release();
    await page.getByRole('heading', { name: 'No se pudo cargar la información' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain('Ocurrió un error inesperado. Intente nuevamente más tarde.');
    expect(text.toLowerCase()).not.toContain('inicie sesión');
    expect(text).not.toContain('Error de Acceso');
    expect(await page.locator('main').getByRole('link', { name: 'Iniciar sesión' }).count()).toBe(0);
    expect(await page.title()).toMatch(/^No se pudo cargar la información · /);
    expect(new URL(page.url()).pathname).toBe('/client-dashboard');
    expect((await localStorageOf(page)).user).toBeDefined();

    await retryShowsTheDashboard(page, calls);
    expect(await page.title()).toMatch(/^Mi caso · /);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'dashboard: no network says so and offers Reintentar, which loads the case',
  async () => {
    const { page, calls, gate, errors } = await openDashboard((route) => route.abort('internetdisconnected'));
    gate.release();
    await page.getByRole('heading', { name: 'No se pudo cargar la información' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain(
      'No se pudo conectar con el servidor. Verifique su conexión a internet e intente nuevamente.',
    );
    expect(text.toLowerCase()).not.toContain('inicie sesión');
    expect((await localStorageOf(page)).user).toBeDefined();

    await retryShowsTheDashboard(page, calls);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'dashboard: a 403 says the account has no access, with no retry and a way to its home',
  async () => {
    const { page, gate, errors } = await openDashboard(
      json(403, { message: apiErrors.forbidden, code: 'forbidden' }),
    );
    gate.release();
    await page.getByRole('heading', { name: 'Error de Acceso' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain('Su cuenta no tiene acceso a esta información.');
    expect(text.toLowerCase()).not.toContain('inicie sesión');
    expect(await page.getByRole('button', { name: 'Reintentar' }).count()).toBe(0);
    const home = page.locator('main').getByRole('link', { name: 'Ir a mi inicio' });
    expect(await home.getAttribute('href')).toBe('/dashboard');
    await home.click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('link', { name: 'Ver mi caso' }).waitFor();
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'dashboard: a 401 (session ended on the server) goes to /login with Sesión finalizada',
  async () => {
    const { page, gate } = await openDashboard(
      json(401, { message: apiErrors.sessionExpired, code: 'session_expired' }),
    );
    // Looked for from the release on: the toast's 5 s run from the 401, and the way to /login may take that long.
    const told = toastText(page, 'Sesión finalizada');
    told.catch(() => {});
    gate.release();
    await waitForPath(page, '/login');
    const toast = await told;
    expect(toast).toContain('Su sesión expiró. Inicie sesión nuevamente.');
    expect((await localStorageOf(page)).user).toBeUndefined();
  },
  TEST_TIMEOUT,
);

it(
  'dashboard: a 404 means the case data is not there, with Reintentar',
  async () => {
    const { page, calls, gate, errors } = await openDashboard(
      json(404, { message: apiErrors.dashboardNotFound, code: 'not_found' }),
    );
    gate.release();
    await page.getByRole('heading', { name: 'No se encontraron datos de recuperación' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain('Es posible que aún se esté preparando. Intente de nuevo en unos momentos.');
    expect(text.toLowerCase()).not.toContain('inicie sesión');

    await retryShowsTheDashboard(page, calls);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
