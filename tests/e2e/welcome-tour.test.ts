/**
 * The welcome tour (/client-welcome, client-portal.md §2) and where `/` sends a signed-in client: to the tour
 * until the welcome-completed flag of that user is stored on the device, then to the dashboard. Step 1 sums up
 * the client's own case (cards, phases, agent, service hours, three next steps; no statistics of the firm:
 * design.md §5), step 2 shows four features; 'Continuar', 'Revisar Información', 'Ir a mi panel' and the
 * header's 'Ir al Dashboard'; the loading failure and its retry; a 360 px phone. The case is a literal answer
 * staged with page.route (client-case-data.ts) on a real portal and a real login.
 */

import type { Page } from 'playwright-core';
import { DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import {
  type BrowserPage,
  field,
  localStorageOf,
  openPage,
  pageWidth,
  setLocalStorage,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { json, sampleDashboard, serveDashboard, serverError } from './client-case-data.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal();

/** A registered client (Rosa Díaz Pérez) logged in through the form; `before` stages answers first. */
async function logInClient(
  before: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
): Promise<BrowserPage & { userId: string }> {
  const { payload } = await registerClient(env.baseUrl, { firstName: 'Rosa', lastName: 'Díaz Pérez' });
  const opened = await openPage(env.browser, env.baseUrl, viewport);
  const { page } = opened;
  await page.route('**/api/security-comments', json([]));
  await page.route('**/api/fraud-cases/*/comments/client', json([]));
  await before(page);
  await page.goto('/login');
  await field(page, 'Usuario').fill(payload.username);
  await field(page, 'Contraseña').fill(DEFAULT_PASSWORD);
  await page.getByRole('button', { name: 'Acceso Seguro' }).click();
  // The login itself opens the dashboard (spec §2, Login); `/` is where the flag decides.
  await waitForPath(page, '/client-dashboard');
  const userId = JSON.parse((await localStorageOf(page)).user ?? '{}').id as string;
  return { ...opened, userId };
}

/** Opens `/` and returns where the router settled. */
async function visitRoot(page: Page): Promise<string> {
  await page.goto('/');
  await page.locator('main').waitFor();
  return new URL(page.url()).pathname;
}

const mainText = async (page: Page) =>
  ((await page.locator('main').textContent()) ?? '').replace(/\s+/g, ' ');
const focusedText = async (page: Page) =>
  ((await page.evaluate('document.activeElement?.textContent ?? ""')) as string).trim();

it(
  "sends a client to the tour from / until it is completed, walks both steps and stores that user's flag",
  async () => {
    const { page, errors, userId } = await logInClient((p) => serveDashboard(p, sampleDashboard()));
    const flag = `welcome_completed_${userId}`;

    // Another person's flag on this device does not count.
    await setLocalStorage(page, 'welcome_completed_otra-persona', 'true');
    expect(await visitRoot(page)).toBe('/client-welcome');

    // Step 1: the client's own case.
    await page.getByRole('heading', { level: 1, name: '¡Bienvenido(a), Rosa Díaz Pérez!' }).waitFor();
    let text = await mainText(page);
    expect(text).toContain('Paso 1 de 2');
    for (const expected of [
      'Número de caso: EXP-2026-00000123',
      'Capital perdido',
      '$250,000.00',
      'Progreso de recuperación',
      'Finalización estimada',
      '30 de septiembre de 2026',
      'Prioridad del caso',
      'Alta',
      'Avance de su proceso',
      'Análisis del caso',
      'Investigación forense',
      'Acciones legales',
      'Negociación y recuperación',
      'Su agente',
      'Laura Méndez Ruiz',
      'Horario de atención',
      'Lunes a Viernes',
      '9:00 - 18:00',
      'Sábado',
      '9:00 - 14:00',
      'Domingo',
      'Cerrado',
      'Sus próximos pasos',
      'Revise que los datos de su caso y de contacto sean correctos.',
      'Reúna los documentos que se le solicitan: los verá en la sección Documentos de su panel.',
      'Consulte su panel para seguir el avance de cada fase y leer los comentarios de su especialista.',
    ]) {
      expect({ expected, found: text.includes(expected) }).toEqual({ expected, found: true });
    }
    // No emergency line is configured on this portal: no 24/7 promise.
    expect(text).not.toContain('emergencias');
    expect(await page.locator('main').getByRole('link', { name: 'Llamar' }).getAttribute('href')).toBe(
      'tel:5587654321',
    );
    expect(
      await page
        .locator('main')
        .getByRole('progressbar', { name: 'Progreso de recuperación' })
        .getAttribute('aria-valuenow'),
    ).toBe('25');
    // No figure but the case's own: the only percentage is its progress (1 of 4 phases).
    expect([...new Set(text.match(/\d[\d.,]*\s?%/g) ?? [])].map((p) => p.replace(/\s/g, ''))).toEqual([
      '25%',
    ]);

    // Step 2: what the dashboard offers; the title takes the focus.
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lo que puede hacer en su panel' }).waitFor();
    await waitFor(
      async () => (await focusedText(page)) === 'Lo que puede hacer en su panel',
      'focus on step 2',
    );
    text = await mainText(page);
    expect(text).toContain('Paso 2 de 2');
    expect(
      (await page.locator('main').getByRole('heading', { level: 2 }).allTextContents()).map((t) => t.trim()),
    ).toEqual(['Seguir su progreso', 'Sus documentos', 'Historial del caso', 'Comentarios y seguridad']);
    expect(text).not.toContain('Laura Méndez Ruiz');

    // Back to step 1, and forward again.
    await page.getByRole('button', { name: 'Revisar Información' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Bienvenido(a), Rosa Díaz Pérez!' }).waitFor();
    await waitFor(
      async () => (await focusedText(page)) === '¡Bienvenido(a), Rosa Díaz Pérez!',
      'focus on step 1',
    );
    expect((await localStorageOf(page))[flag]).toBeUndefined();
    await page.getByRole('button', { name: 'Continuar' }).click();

    // The last step's button completes the tour for this user.
    await page.getByRole('button', { name: 'Ir a mi panel' }).click();
    await waitForPath(page, '/client-dashboard');
    await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();
    expect((await localStorageOf(page))[flag]).toBe('true');
    expect(await visitRoot(page)).toBe('/client-dashboard');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  "marks the tour completed from the header's 'Ir al Dashboard'; an unassigned case says so",
  async () => {
    const unassigned = sampleDashboard({
      assignedAgent: null,
      agentPhone: null,
      agentEmail: null,
      estimatedCompletion: null,
      priority: 'normal',
    });
    const { page, errors, userId } = await logInClient((p) => serveDashboard(p, unassigned));
    expect(await visitRoot(page)).toBe('/client-welcome');
    await page.getByRole('heading', { level: 1, name: '¡Bienvenido(a), Rosa Díaz Pérez!' }).waitFor();
    const text = await mainText(page);
    expect(text).toContain('Por asignar');
    expect(text).toContain('Un especialista será asignado a su caso después de la revisión inicial.');
    expect(text).toContain('Por definir');
    expect(text).toContain('Normal');
    expect(await page.locator('main').getByRole('link', { name: 'Llamar' }).count()).toBe(0);

    await page.getByRole('banner').getByRole('button', { name: 'Ir al Dashboard' }).click();
    await waitForPath(page, '/client-dashboard');
    expect((await localStorageOf(page))[`welcome_completed_${userId}`]).toBe('true');
    expect(await visitRoot(page)).toBe('/client-dashboard');
    // The dashboard's 'Bienvenida' button opens the tour again.
    await page.getByRole('link', { name: 'Bienvenida' }).click();
    await waitForPath(page, '/client-welcome');
    await page.getByRole('heading', { level: 1, name: '¡Bienvenido(a), Rosa Díaz Pérez!' }).waitFor();
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'says when the case cannot be loaded and retries; the header still leads to the dashboard',
  async () => {
    let fail = false;
    const { page, errors, userId } = await logInClient(async (p) => {
      await p.route('**/api/clients/my-dashboard', (route) =>
        fail ? serverError(route) : json(sampleDashboard())(route),
      );
    });
    fail = true;
    // A fresh load of the tour: nothing cached.
    await page.goto('/client-welcome');
    const alert = page.getByRole('alert');
    await alert.getByRole('heading', { name: 'No se pudo cargar la información' }).waitFor();
    expect(await alert.textContent()).toContain('Ocurrió un error inesperado. Intente nuevamente más tarde.');
    expect(await alert.textContent()).not.toContain('inicie sesión');

    fail = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await page.getByRole('heading', { level: 1, name: '¡Bienvenido(a), Rosa Díaz Pérez!' }).waitFor();

    fail = true;
    await page.reload();
    await page
      .getByRole('alert')
      .getByRole('heading', { name: 'No se pudo cargar la información' })
      .waitFor();
    await page.getByRole('banner').getByRole('button', { name: 'Ir al Dashboard' }).click();
    await waitForPath(page, '/client-dashboard');
    expect((await localStorageOf(page))[`welcome_completed_${userId}`]).toBe('true');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'fits a 360 px phone on both steps',
  async () => {
    const { page, errors } = await logInClient((p) => serveDashboard(p, sampleDashboard()), {
      width: 360,
      height: 740,
    });
    await page.goto('/client-welcome');
    await page.getByRole('heading', { level: 1, name: '¡Bienvenido(a), Rosa Díaz Pérez!' }).waitFor();
    expect(await pageWidth(page)).toBe(360);
    await page.getByRole('button', { name: 'Continuar' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lo que puede hacer en su panel' }).waitFor();
    expect(await pageWidth(page)).toBe(360);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
