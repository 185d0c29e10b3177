/**
 * The privacy notice in the browser, on a portal whose FIRM_CONFIG publishes one: /aviso-de-privacidad
 * signed out shows the firm's privacy contact and voluntary purposes beside what the portal states of itself;
 * /register's express consent is never ticked beforehand, a send without it is refused in Spanish under the box
 * (nothing sent), and with it the registration works; in Mi Perfil the client withdraws a voluntary purpose; an
 * agent who never accepted the notice is asked before anything else; a 375 px wide page never scrolls sideways.
 */
import { dirname } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { call, login } from '../support/api-client.js';
import {
  logIn,
  openPage,
  pageWidth,
  shownText,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { removeDir } from '../support/portal.js';
import { firmConfigWithPrivacy } from '../support/privacy.js';
import { expressConsent, fillRegistrationForm, sampleEntry } from './registration-form.js';

const TEST_TIMEOUT = 90_000;
const firmFile = firmConfigWithPrivacy();
const env = useBrowserPortal({ demo: true, env: { FIRM_CONFIG: firmFile } });
afterAll(() => removeDir(dirname(firmFile)));

const PHONE = { width: 375, height: 740 };
const FINANCIAL_DATA_REQUIRED =
  'Para continuar debe otorgar su consentimiento expreso para el tratamiento de sus datos financieros y patrimoniales.';
const BULLETIN = 'Enviarle nuestro boletín con alertas de fraudes nuevos.';
const SURVEYS = 'Invitarle a encuestas sobre la calidad del servicio.';

it(
  'shows the notice signed out, reached from the footer: the privacy contact, the purposes, what each form collects',
  async () => {
    const { page, errors, context } = await openPage(env.browser, env.baseUrl, PHONE);
    await page.goto('/');
    // As a person would: once the landing is on screen (a click during its first render was lost once under load).
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).click();
    await waitForPath(page, '/aviso-de-privacidad');
    await page.getByRole('heading', { level: 1, name: 'Aviso de Privacidad' }).waitFor();
    const main = page.getByRole('main');
    await main.getByText('privacidad@despacho-ejemplo.mx').waitFor();
    const text = await shownText(main);
    for (const shown of [
      'Versión del aviso: 2026-11-01.1',
      'Despacho Ejemplo Recuperaciones, S.C.',
      'Lic. Laura Gómez Arriaga',
      'privacidad@despacho-ejemplo.mx',
      '+52 55 5000 1234',
      BULLETIN,
      SURVEYS,
      // The registration's and the application's fields, with their forms' labels.
      'Monto perdido',
      'Descripción de lo ocurrido',
      'Número de cédula o licencia',
      // The stores as configured (embedded), and who sees what from the route table.
      'Como archivos en el servidor del portal, cada uno nombrado por su huella SHA-256.',
      'Super Administrador, Administrador, Agente Especializado, Cumplimiento',
      '60 meses después de concluida la relación con el despacho.',
      "Si tiene cuenta, inicie sesión y vaya a 'Mi Perfil → Mis datos personales'.",
    ])
      expect(text).toContain(shown);
    expect(text).not.toContain('aún no ha publicado');
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'refuses a registration without the express consent (never ticked beforehand), then registers with it',
  async () => {
    const { page, errors, context } = await openPage(env.browser, env.baseUrl, PHONE);
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/clients/register')) sent += 1;
    });
    await page.goto('/register');
    await page.getByRole('heading', { name: 'Registro de caso' }).waitFor();
    const consent = expressConsent(page);
    await consent.waitFor();
    expect(await consent.isChecked()).toBe(false);
    expect(await page.getByRole('checkbox', { name: BULLETIN }).isChecked()).toBe(false);
    expect(await page.getByRole('link', { name: 'Leer el aviso de privacidad' }).getAttribute('href')).toBe(
      '/aviso-de-privacidad',
    );
    expect(await shownText(page.getByRole('main'))).toContain(
      'Responsable de sus datos: Despacho Ejemplo Recuperaciones, S.C.',
    );

    const entry = sampleEntry({ financialDataConsent: false });
    await fillRegistrationForm(page, entry);
    await page.getByRole('button', { name: 'Registrar Caso' }).click();
    await waitFor(async () => (await consent.getAttribute('aria-invalid')) === 'true', 'the consent refused');
    const describedBy = (await consent.getAttribute('aria-describedby')) ?? '';
    expect(await page.locator(`[id="${describedBy}"]`).textContent()).toBe(FINANCIAL_DATA_REQUIRED);
    expect(sent).toBe(0);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);

    await consent.check();
    await page.getByRole('checkbox', { name: BULLETIN }).check();
    await waitFor(async () => (await consent.getAttribute('aria-invalid')) === null, 'the error cleared');
    const request = page.waitForRequest((r) => r.url().endsWith('/api/clients/register'));
    await page.getByRole('button', { name: 'Registrar Caso' }).click();
    expect((await request).postDataJSON().privacy).toEqual({
      noticeVersion: '2026-11-01.1',
      financialData: true,
      purposes: ['boletin'],
    });
    await page.getByRole('heading', { name: 'Registro Exitoso' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();

    // In Mi Perfil the client sees the consent and withdraws the bulletin.
    const client = await openPage(env.browser, env.baseUrl, PHONE);
    await logIn(client.page, { username: entry.username, password: entry.password }, '/client-dashboard');
    await client.page.goto('/mi-perfil');
    const section = client.page.getByRole('region', { name: 'Consentimientos y aviso de privacidad' });
    await section.getByText('Vigente: versión 2026-11-01.1 del aviso').waitFor();
    expect(await shownText(section)).toContain('Consentimiento expreso otorgado.');
    await section.getByRole('button', { name: `Retirar consentimiento: ${BULLETIN}` }).click();
    expect(await toastText(client.page, 'Consentimiento retirado')).toContain(
      'Ya no usaremos sus datos para esa finalidad.',
    );
    await section.getByText(`Retiró la finalidad: ${BULLETIN}`).waitFor();
    await section.getByRole('button', { name: `Aceptar: ${BULLETIN}` }).waitFor();
    expect(await pageWidth(client.page)).toBeLessThanOrEqual(375);
    const consents = await call<{ inForce: { purposes: string[] } }>(
      env.baseUrl,
      'GET',
      '/api/privacy/my-consents',
      { cookie: (await login(env.baseUrl, entry.username, entry.password)).cookie },
    );
    expect(consents.json.inForce.purposes).toEqual([]);
    expect(client.errors).toEqual([]);
    await client.context.close();
  },
  TEST_TIMEOUT,
);

it(
  'asks an agent who never accepted the notice before anything else, and lets them in once they accept',
  async () => {
    const admin = await login(env.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password);
    const created = await call(env.baseUrl, 'POST', '/api/admin/agents', {
      cookie: admin.cookie,
      body: {
        username: 'agente.aviso',
        email: 'agente.aviso@despacho-pruebas.mx',
        fullName: 'Lic. Pedro Aviso Núñez',
        password: 'Clave-Agente-2026',
        licenseNumber: 'CED-7700123',
        specialization: 'Recuperación de Capital',
        phoneNumber: '+52 55 1234 0000',
        maxClients: 5,
      },
    });
    expect(created.status).toBe(201);
    const { page, errors, context } = await openPage(env.browser, env.baseUrl, PHONE);
    await logIn(page, { username: 'agente.aviso', password: 'Clave-Agente-2026' });
    // The login takes an agent to /dashboard; the notice not accepted sends them to the renewal first.
    await waitForPath(page, '/nuevo-aviso-de-privacidad');
    await page.getByRole('heading', { level: 1, name: 'Nuevo aviso de privacidad' }).waitFor();
    // Any other page of theirs leads back there.
    await page.goto('/mi-perfil');
    await waitForPath(page, '/nuevo-aviso-de-privacidad');
    expect(await expressConsent(page).isChecked()).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(375);
    await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
    await waitFor(
      async () => (await expressConsent(page).getAttribute('aria-invalid')) === 'true',
      'the consent asked for',
    );
    await expressConsent(page).check();
    await page.getByRole('checkbox', { name: SURVEYS }).check();
    await page.getByRole('button', { name: 'Aceptar y continuar' }).click();
    await waitForPath(page, '/dashboard');
    await page
      .getByRole('heading', { level: 1, name: 'Nuevo aviso de privacidad' })
      .waitFor({ state: 'detached' });
    await page.goto('/mi-perfil');
    await page.getByRole('region', { name: 'Consentimientos y aviso de privacidad' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/mi-perfil');
    const consents = await call<{ inForce: { purposes: string[] }; history: { channel: string }[] }>(
      env.baseUrl,
      'GET',
      '/api/privacy/my-consents',
      { cookie: (await login(env.baseUrl, 'agente.aviso', 'Clave-Agente-2026')).cookie },
    );
    expect(consents.json.inForce.purposes).toEqual(['encuestas']);
    expect(consents.json.history[0]?.channel).toBe('renewal');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
