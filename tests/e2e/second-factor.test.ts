/**
 * Staff sign-in with a second factor, in Chromium against the demo portal: a new administrator is
 * sent to enrol at their first sign-in (the test reads the secret shown and computes the codes with otpauth, as
 * an authenticator app would), sees the ten recovery codes once, and from then on the password alone reaches
 * neither /admin nor anything else; a code does, a recovery code does once. The code step fits a 375 px phone and
 * says in Spanish what is wrong; the superadmin resets another's factor from the users list; a client turns the
 * factor on and off in 'Mi Perfil'.
 */
import { readFileSync } from 'node:fs';
import { demoAccounts } from '@portal/command-service';
import type { Page, Request } from 'playwright-core';
import { call, login, registerClient, tryLogin } from '../support/api-client.js';
import {
  field,
  fieldError,
  logIn,
  openPage,
  openSignedIn,
  pageWidth,
  shownRecoveryCodes,
  shownSecret,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { totpNow } from '../support/totp.js';

const TEST_TIMEOUT = 120_000;
const env = useBrowserPortal({ demo: true });

const CODE_WRONG = 'El código no es correcto. Intente nuevamente.';

/** A staff account the demo superadmin creates, with no second factor yet (created through the API directly). */
async function newAdmin(username: string, fullName: string): Promise<{ username: string; password: string }> {
  const password = 'Clave-Dos-Pasos-2026';
  const made = await call(env.baseUrl, 'POST', '/api/admin/users', {
    cookie: (await login(env.baseUrl, demoAccounts.superadmin.username, demoAccounts.superadmin.password))
      .cookie,
    body: { username, fullName, password, role: 'admin', email: `${username}@despacho-pruebas.mx` },
  });
  expect(made.status).toBe(201);
  return { username, password };
}

/** A 6-digit code that is not the secret's code now, nor a step before or after. */
function wrongCodeFor(secret: string): string {
  const now = Date.now();
  const valid = new Set([-30_000, 0, 30_000].map((shift) => totpNow(secret, now + shift)));
  for (let n = 0; ; n += 1) {
    const candidate = String(n).padStart(6, '0');
    if (!valid.has(candidate)) return candidate;
  }
}

async function typePassword(page: Page, account: { username: string; password: string }): Promise<void> {
  await page.goto('/login');
  await field(page, 'Usuario').fill(account.username);
  await field(page, 'Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Acceso Seguro' }).click();
}

async function codeStep(page: Page): Promise<void> {
  await page.getByRole('heading', { level: 1, name: 'Verificación en dos pasos' }).waitFor();
  await field(page, 'Código de verificación').waitFor();
}

async function logOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await waitForPath(page, '/login');
}

it(
  'an administrator enrols at the first sign-in, then needs a code for /admin, and a recovery code works once',
  async () => {
    const account = await newAdmin('admin.dospasos', 'Elena Paredes Verificada');
    const { page, context, errors } = await openPage(env.browser, env.baseUrl);

    // First sign-in: sent to enrol, with the reason in one sentence, the QR code and the secret in groups.
    await typePassword(page, account);
    await waitForPath(page, '/verificacion-en-dos-pasos');
    await page.getByRole('heading', { level: 1, name: 'Active la verificación en dos pasos' }).waitFor();
    expect(await page.getByRole('main').innerText()).toContain(
      'Su cuenta del despacho puede ver expedientes con datos delicados de las víctimas, por eso además de la contraseña pide un código de su teléfono.',
    );
    const qr = page.getByRole('img', {
      name: 'Código QR para agregar esta cuenta a su aplicación de autenticación',
    });
    expect((await qr.getAttribute('src'))?.startsWith('data:image/svg+xml')).toBe(true);
    // The image decoded: an SVG the browser could draw.
    expect(
      await page.evaluate(
        `(() => { const img = document.querySelector('main img'); return img.complete && img.naturalWidth > 0; })()`,
      ),
    ).toBe(true);
    const grouped = (
      (await page
        .getByRole('definition')
        .filter({ has: page.locator('code') })
        .textContent()) ?? ''
    ).trim();
    expect(grouped).toMatch(/^[A-Z2-7]{4}( [A-Z2-7]{4}){7}$/);
    const secret = await shownSecret(page);

    // A wrong code is refused in Spanish; the right one enrols and shows the ten recovery codes once.
    await field(page, 'Código de verificación').fill(wrongCodeFor(secret));
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    await waitFor(
      async () => (await fieldError(page, 'Código de verificación')) === CODE_WRONG,
      'the wrong code refused on its field',
    );
    await field(page, 'Código de verificación').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    const recoveryCodes = await shownRecoveryCodes(page);
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('codigos-de-recuperacion.txt');
    const saved = readFileSync(await file.path(), 'utf8');
    for (const code of recoveryCodes) expect(saved).toContain(code);
    const proceed = page.getByRole('button', { name: 'Continuar' });
    expect(await proceed.isDisabled()).toBe(true);
    await page.getByLabel('Guardé mis códigos').check();
    await proceed.click();
    await waitForPath(page, '/dashboard');
    expect(await toastText(page, 'Verificación activada')).toContain(
      'Desde ahora, al iniciar sesión se le pedirá un código de su aplicación.',
    );
    await logOut(page);

    // The password alone: the code step, and neither /admin nor the API's staff routes.
    await typePassword(page, account);
    await codeStep(page);
    const codeInput = field(page, 'Código de verificación');
    expect(await codeInput.getAttribute('inputmode')).toBe('numeric');
    expect(await codeInput.getAttribute('autocomplete')).toBe('one-time-code');
    const refused = await context.request.get(`${env.baseUrl}/api/admin/users`);
    expect(refused.status()).toBe(401);
    expect(((await refused.json()) as { code: string }).code).toBe('second_factor_required');
    await page.goto('/admin');
    await page.locator('main').waitFor();
    expect(new URL(page.url()).pathname).toBe('/login');
    await field(page, 'Usuario').waitFor();

    // With a code (a wrong one first): /admin.
    await typePassword(page, account);
    await codeStep(page);
    await field(page, 'Código de verificación').fill(wrongCodeFor(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitFor(
      async () => (await fieldError(page, 'Código de verificación')) === CODE_WRONG,
      'the wrong code refused on its field',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    await field(page, 'Código de verificación').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitForPath(page, '/dashboard');
    await page.goto('/admin');
    await page.getByRole('heading', { level: 1, name: 'Gestión de usuarios y clientes' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/admin');
    await logOut(page);

    // A recovery code instead of the app's: it signs in once.
    const [recoveryCode] = recoveryCodes;
    if (!recoveryCode) throw new Error('no recovery code shown');
    await typePassword(page, account);
    await codeStep(page);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await field(page, 'Código de recuperación').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitForPath(page, '/dashboard');
    await logOut(page);

    // The same recovery code a second time: refused in Spanish, still at the sign-in.
    await typePassword(page, account);
    await codeStep(page);
    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await field(page, 'Código de recuperación').fill(recoveryCode);
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitFor(
      async () => (await fieldError(page, 'Código de recuperación')) === CODE_WRONG,
      'the used recovery code refused on its field',
    );
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.evaluate('window.localStorage.getItem("user")')).toBeNull();

    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'shows the code step at 375 px without sideways scroll, and a wrong or malformed code in Spanish',
  async () => {
    const { page, context, errors } = await openPage(env.browser, env.baseUrl, { width: 375, height: 812 });
    await typePassword(page, demoAccounts.admin);
    await codeStep(page);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Verificar' }).click();
    expect(await fieldError(page, 'Código de verificación')).toBe('Escriba el código de verificación');
    await field(page, 'Código de verificación').fill('12345');
    expect(await fieldError(page, 'Código de verificación')).toBe(
      'El código de verificación tiene 6 dígitos',
    );
    await field(page, 'Código de verificación').fill(wrongCodeFor('KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG'));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitFor(
      async () => (await fieldError(page, 'Código de verificación')) === CODE_WRONG,
      'the wrong code refused on its field',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await page.getByRole('button', { name: 'Usar un código de recuperación' }).click();
    await field(page, 'Código de recuperación').waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Usar el código de la aplicación' }).click();
    // The demo admin's published secret (README) signs in.
    await field(page, 'Código de verificación').fill(totpNow('KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG'));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitForPath(page, '/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "lets the superadmin reset another staff member's factor after a confirmation; they enrol again",
  async () => {
    const account = await newAdmin('admin.restablecer', 'Raúl Restrepo Restablecido');
    // Enrolled through the API as the first sign-in asks (the helper confirms with the secret's code).
    expect((await login(env.baseUrl, account.username, account.password)).user.username).toBe(
      account.username,
    );
    expect((await tryLogin(env.baseUrl, account.username, account.password)).json).toEqual({
      secondFactor: 'required',
    });

    const { page, context, errors } = await openSignedIn(env, demoAccounts.superadmin, '/dashboard');
    await page.goto('/admin-complete');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('admin.restablecer');
    const rows = page.getByRole('list', { name: 'Usuarios', exact: true }).getByRole('listitem');
    await waitFor(async () => (await rows.count()) === 1, 'their row');
    const reset = rows.first().getByRole('button', {
      name: 'Restablecer la verificación en dos pasos de Raúl Restrepo Restablecido',
    });
    await reset.click();
    const dialog = page.getByRole('alertdialog', {
      name: '¿Restablecer la verificación en dos pasos de Raúl Restrepo Restablecido?',
    });
    await dialog.waitFor();
    // Cancelled: nothing changes.
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await tryLogin(env.baseUrl, account.username, account.password)).json).toEqual({
      secondFactor: 'required',
    });

    await reset.click();
    await dialog.getByRole('button', { name: 'Restablecer', exact: true }).click();
    expect(await toastText(page, 'Verificación restablecida')).toContain(
      'la persona la activará de nuevo en su próximo inicio de sesión.',
    );
    expect((await tryLogin(env.baseUrl, account.username, account.password)).json).toEqual({
      secondFactor: 'enrol',
    });
    // The superadmin's own row offers no reset, nor does a client's.
    await page.getByRole('searchbox', { name: 'Buscar' }).fill(demoAccounts.superadmin.username);
    // The server answers the search once the typing pauses: until then the previous row is on screen.
    await waitFor(
      async () =>
        (await rows.count()) === 1 &&
        (await rows.first().innerText()).includes(demoAccounts.superadmin.fullName),
      'the superadmin row',
    );
    expect(await page.getByRole('button', { name: /^Restablecer la verificación/ }).count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "lets a client turn the factor on in 'Mi Perfil' (then asked at sign-in) and off with a code; staff read it is required",
  async () => {
    const { payload } = await registerClient(env.baseUrl, { firstName: 'Inés', lastName: 'Duarte Segura' });
    const client = { username: payload.username, password: payload.password };
    const { page, context, errors } = await openSignedIn(env, client, '/client-dashboard');
    await page.goto('/mi-perfil');
    const section = page.getByRole('region', { name: 'Verificación en dos pasos' });
    await section.getByText('Desactivada', { exact: true }).waitFor();
    await section.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
    const secret = await shownSecret(page);
    await field(page, 'Código de verificación').fill(totpNow(secret));
    await page.getByRole('button', { name: 'Activar', exact: true }).click();
    expect(await shownRecoveryCodes(page)).toHaveLength(10);
    await page.getByLabel('Guardé mis códigos').check();
    await page.getByRole('button', { name: 'Continuar' }).click();
    await section.getByText('Activada', { exact: true }).waitFor();
    expect((await tryLogin(env.baseUrl, client.username, client.password)).json).toEqual({
      secondFactor: 'required',
    });

    // Off, with a code: a wrong one stays in the dialog.
    await section.getByRole('button', { name: 'Desactivar' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Desactivar la verificación en dos pasos?' });
    await field(page, 'Código de verificación o de recuperación').fill(wrongCodeFor(secret));
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    await waitFor(
      async () => (await fieldError(page, 'Código de verificación o de recuperación')) === CODE_WRONG,
      'the wrong code refused in the dialog',
    );
    await field(page, 'Código de verificación o de recuperación').fill(totpNow(secret));
    await dialog.getByRole('button', { name: 'Desactivar' }).click();
    expect(await toastText(page, 'Verificación en dos pasos desactivada')).toContain(
      'Al iniciar sesión solo se le pedirá su contraseña.',
    );
    await section.getByText('Desactivada', { exact: true }).waitFor();
    expect((await tryLogin(env.baseUrl, client.username, client.password)).json).toMatchObject({
      user: { username: client.username },
    });
    expect(errors).toEqual([]);
    await context.close();

    // The demo admin: on, required, nothing to turn off.
    const staff = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    await staff.page.goto('/mi-perfil');
    const own = staff.page.getByRole('region', { name: 'Verificación en dos pasos' });
    await own.getByText('Activada', { exact: true }).waitFor();
    expect(await own.innerText()).toContain(
      'Su rol la requiere: siempre se le pedirá un código al iniciar sesión, y no se puede desactivar.',
    );
    expect(await own.getByRole('button').count()).toBe(0);
    expect(staff.errors).toEqual([]);
    await staff.context.close();
  },
  TEST_TIMEOUT,
);

it(
  'sends a page whose sign-in was left unfinished to the sign-in, told so, instead of failing',
  async () => {
    const { page, context, errors } = await openPage(env.browser, env.baseUrl);
    // The other sign-in ends this browser's session: a call of the dashboard still on its way then (its first loads,
    // slow under load) meets an ended session and rightly says "Sesión finalizada". Start once they have answered.
    const inFlight = new Set<Request>();
    const isApi = (request: Request) => new URL(request.url()).pathname.startsWith('/api/');
    page.on('request', (request) => isApi(request) && inFlight.add(request));
    page.on('requestfinished', (request) => inFlight.delete(request));
    page.on('requestfailed', (request) => inFlight.delete(request));
    await logIn(page, demoAccounts.admin, '/dashboard');
    await waitFor(async () => inFlight.size === 0, "the dashboard's calls answered");
    // Every toast of this document is recorded as it appears: a toast lasts 5 s, and under load the way to /login
    // (and a look at the screen) can take about that long.
    const shown = await recordToasts(page);
    // Another tab signs in again with the password alone: this browser's session now waits for a code.
    await typePasswordElsewhere(page);
    // An in-app navigation (no reload: the toast lives in this document), whose calls meet the waiting session.
    // A background refetch of the dashboard may meet it first and show the same toast: either way, in this page.
    await page.evaluate(
      "window.history.pushState({}, '', '/mi-perfil'); window.dispatchEvent(new PopStateEvent('popstate'))",
    );
    await waitForPath(page, '/login');
    const told = async () => (await shown()).find((text) => text.includes('Inicio de sesión sin terminar'));
    await waitFor(async () => (await told()) !== undefined, 'the toast Inicio de sesión sin terminar').catch(
      async (error: unknown) => {
        throw new Error(`${error}; the toasts shown: ${JSON.stringify(await shown())}`);
      },
    );
    expect(await told()).toContain(
      'Falta su código de verificación: ingrese de nuevo con su contraseña y su código.',
    );
    expect(await page.evaluate('window.localStorage.getItem("user")')).toBeNull();
    await typePassword(page, demoAccounts.admin);
    await codeStep(page);
    await field(page, 'Código de verificación').fill(totpNow('KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG'));
    await page.getByRole('button', { name: 'Verificar' }).click();
    await waitForPath(page, '/dashboard');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

/** The login call of another tab of the same browser: the cookie is replaced by a session that waits for a code. */
/** Records the text of every toast the page shows from now on (in-app navigation keeps the document). */
async function recordToasts(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate(`(() => {
    const seen = [];
    window.__toastsShown = seen;
    new MutationObserver(() => {
      for (const toast of document.querySelectorAll('[data-toast-region] [role="alertdialog"]')) {
        const text = (toast.textContent || '').trim();
        if (text && !seen.includes(text)) seen.push(text);
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  })()`);
  return async () => (await page.evaluate('window.__toastsShown')) as string[];
}

async function typePasswordElsewhere(page: Page): Promise<void> {
  const answer = await page.context().request.post(`${env.baseUrl}/api/auth/login`, {
    data: { username: demoAccounts.admin.username, password: demoAccounts.admin.password },
    headers: { origin: env.baseUrl },
  });
  expect(await answer.json()).toEqual({ secondFactor: 'required' });
}
