import {
  field,
  fieldError,
  localStorageOf,
  logIn,
  openPage,
  setLocalStorage,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { fillRegistrationForm, sampleEntry } from './registration-form.js';

const TEST_TIMEOUT = 120_000;

const env = useBrowserPortal({ env: { SUPPORT_EMAIL: 'soporte@despacho-pruebas.mx' } });

const person = { ...sampleEntry(), newPassword: 'Clave-Nueva-2026' };

it(
  'registers, sees exactly its data, changes the password, logs out and back in',
  async () => {
    const { page, errors } = await openPage(env.browser, env.baseUrl);

    // Registration through the form, every field.
    await page.goto('/');
    await page.getByRole('link', { name: 'Registrar mi caso' }).first().click();
    await waitForPath(page, '/register');
    await fillRegistrationForm(page, person);

    const registration = page.waitForRequest((r) => r.url().endsWith('/api/clients/register'));
    await page.getByRole('button', { name: 'Registrar Caso' }).click();
    const request = await registration;
    expect(request.headers()['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
    expect(request.postDataJSON()).toEqual({
      username: person.username,
      password: person.password,
      email: person.email,
      firstName: person.firstName,
      lastName: person.lastName,
      phone: person.phone,
      country: 'mexico',
      city: person.city,
      fraudType: 'binary_options',
      lossAmount: person.lossAmount,
      currency: 'USD',
      fraudDate: person.fraudDate,
      platform: person.platform,
      description: person.description,
      evidence: person.evidence,
      previousAttempts: person.previousAttempts,
      preferredContact: 'whatsapp',
      urgencyLevel: 'high',
      // The notice read (a portal without FIRM_CONFIG publishes none) and the express consent.
      privacy: { noticeVersion: 'sin-publicar.1', financialData: true, purposes: [] },
    });

    await page.getByRole('heading', { name: 'Registro Exitoso' }).waitFor();
    expect(await toastText(page, 'Registro Exitoso')).toContain(
      'Su caso ha sido registrado. Recibirá contacto en 24-48 horas.',
    );
    const successText = (await page.locator('main').textContent()) ?? '';
    for (const step of [
      'Nuestros especialistas revisarán su caso.',
      'Le llamaremos por teléfono para una evaluación inicial.',
      'Le pediremos la documentación legal necesaria.',
      'Iniciaremos de inmediato el proceso de recuperación.',
    ]) {
      expect(successText).toContain(step);
    }
    const caseNumber = (await page.locator('dt:has-text("Número de caso") + dd').textContent())?.trim() ?? '';
    const accountNumber =
      (await page.locator('dt:has-text("Número de cuenta") + dd').textContent())?.trim() ?? '';
    expect(caseNumber).not.toBe('');
    expect(accountNumber).not.toBe('');
    expect(await page.getByRole('link', { name: 'Volver al Inicio' }).count()).toBeGreaterThan(0);

    // Log in from the success screen.
    await page.locator('main').getByRole('link', { name: 'Iniciar sesión' }).click();
    await waitForPath(page, '/login');
    await field(page, 'Usuario').fill(person.username);
    await field(page, 'Contraseña').fill(person.password);
    await page.getByRole('button', { name: 'Acceso Seguro' }).click();
    await waitForPath(page, '/client-dashboard');
    expect(await toastText(page, 'Acceso exitoso')).toContain(
      'Bienvenido al sistema de recuperación de capital',
    );
    const stored = JSON.parse((await localStorageOf(page)).user ?? '{}');
    expect(stored).toMatchObject({
      username: person.username,
      fullName: `${person.firstName} ${person.lastName}`,
      email: person.email,
      role: 'client',
    });
    expect(typeof stored.id).toBe('string');

    // The dashboard shows exactly what was entered.
    await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();
    const header = (await page.locator('header').textContent()) ?? '';
    expect(header).toContain(`${person.firstName} ${person.lastName}`);
    expect(header).toContain(accountNumber);
    const main = (await page.locator('main').textContent()) ?? '';
    const amount = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'USD' }).format(15000.5);
    for (const expected of [
      caseNumber,
      accountNumber,
      amount,
      person.fraudType,
      person.platform,
      '15 de marzo de 2024',
      person.description,
      person.email,
      person.phone,
      'Por asignar',
      'Por definir',
      'Alta',
    ]) {
      expect(main).toContain(expected);
    }
    expect(await page.locator('main').getByText('Alto', { exact: true }).count()).toBe(1);
    const support = page.getByRole('link', { name: 'Contactar a soporte' });
    expect(await support.getAttribute('href')).toBe(
      `mailto:soporte@despacho-pruebas.mx?subject=${encodeURIComponent(`Soporte - Caso ${caseNumber}`)}`,
    );

    // A wrong current password: the toast and the message on the field.
    await field(page, 'Contraseña actual').fill('no-es-mi-clave');
    await field(page, 'Nueva contraseña').fill(person.newPassword);
    await field(page, 'Confirmar nueva contraseña').fill(person.newPassword);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    expect(await toastText(page, 'Error al cambiar contraseña')).not.toBe('');
    await waitFor(async () => (await fieldError(page, 'Contraseña actual')) !== '', 'current password error');

    // The right one: success toast and an empty form.
    await field(page, 'Contraseña actual').fill(person.password);
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    expect(await toastText(page, 'Contraseña actualizada')).toContain(
      'Su contraseña ha sido cambiada exitosamente',
    );
    for (const label of ['Contraseña actual', 'Nueva contraseña', 'Confirmar nueva contraseña']) {
      expect(await field(page, label).inputValue()).toBe('');
    }

    // Log out: back to the landing page, nothing of the user left on the device.
    await setLocalStorage(page, `welcome_completed_${stored.id}`, 'true');
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
    await waitForPath(page, '/');
    await page.getByRole('link', { name: 'Registrar mi caso' }).first().waitFor();
    const after = await localStorageOf(page);
    expect(after.user).toBeUndefined();
    expect(after[`welcome_completed_${stored.id}`]).toBeUndefined();
    await page.goto('/client-dashboard');
    await waitForPath(page, '/login');

    // The old password no longer works.
    await logIn(page, person);
    expect(await toastText(page, 'Error de acceso')).toContain(
      'Credenciales incorrectas. Intente nuevamente.',
    );
    expect(new URL(page.url()).pathname).toBe('/login');

    // The new one does.
    await logIn(page, { username: person.username, password: person.newPassword });
    await waitForPath(page, '/client-dashboard');
    await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();

    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
