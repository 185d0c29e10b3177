/**
 * The login form, built without react-hook-form, zod or react-aria so that the page loads light: it keeps the
 * behaviour of the other forms. Empty fields are refused in the browser with the contracts' messages (tied to
 * the fields, the first one focused, nothing sent), a field's message goes once it is corrected, the username
 * is sent trimmed, a refusal empties and focuses the password, and the toggle shows the password.
 */

import type { Request } from 'playwright-core';
import {
  field,
  fieldError,
  focusedName,
  openPage,
  toastText,
  useBrowserPortal,
  waitFor,
} from '../support/browser.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal();

it(
  'refuses empty fields in the browser, then sends the username trimmed and empties the password on a refusal',
  async () => {
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    const sent: Request[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/auth/login')) sent.push(request);
    });
    await page.goto('/login');

    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    await waitFor(async () => (await fieldError(page, 'Usuario')) !== '', 'username error');
    expect(await fieldError(page, 'Usuario')).toBe('Usuario requerido');
    expect(await fieldError(page, 'Contraseña')).toBe('Contraseña requerida');
    expect(await field(page, 'Usuario').getAttribute('aria-invalid')).toBe('true');
    expect(await field(page, 'Contraseña').getAttribute('aria-invalid')).toBe('true');
    expect(await focusedName(page)).toBe('username');

    await field(page, 'Usuario').fill('  alguien  ');
    expect(await fieldError(page, 'Usuario')).toBe('');
    expect(await field(page, 'Usuario').getAttribute('aria-invalid')).toBeNull();
    expect(await fieldError(page, 'Contraseña')).toBe('Contraseña requerida');
    expect(sent).toHaveLength(0);

    await field(page, 'Contraseña').fill('no-es-la-clave');
    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    expect(await toastText(page, 'Error de acceso')).toContain(
      'Credenciales incorrectas. Intente nuevamente.',
    );
    expect(sent.map((request) => request.postDataJSON())).toEqual([
      { username: 'alguien', password: 'no-es-la-clave' },
    ]);
    expect(await field(page, 'Contraseña').inputValue()).toBe('');
    expect(await focusedName(page)).toBe('password');
    expect(await fieldError(page, 'Contraseña')).toBe('');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'shows and hides the password with one toggle that says its state',
  async () => {
    const { page } = await openPage(env.browser, env.baseUrl);
    await page.goto('/login');
    await field(page, 'Contraseña').fill('secreta');
    const toggle = page.getByRole('button', { name: 'Mostrar contraseña' });
    expect(await toggle.getAttribute('aria-pressed')).toBe('false');
    expect(await field(page, 'Contraseña').getAttribute('type')).toBe('password');
    await toggle.click();
    expect(await toggle.getAttribute('aria-pressed')).toBe('true');
    expect(await field(page, 'Contraseña').getAttribute('type')).toBe('text');
    expect(await field(page, 'Contraseña').inputValue()).toBe('secreta');
  },
  TEST_TIMEOUT,
);
