/**
 * The staff workspace in the browser, on the demo portal: the demo agent finds their client in
 * "Mis clientes" (table on a wide screen, cards on a 360 px phone), searches by name without accents and by
 * case number, and opens the case page from the case number; an admin sees "Todos los casos" with the agent,
 * and manages the security comments at /avisos-de-seguridad: a short title is refused with the spec's message,
 * a comment is created, edited (a concurrent change is reported with 'Recargar', nothing typed is lost, the
 * fields not touched take the reloaded values) and deleted after the '¿Eliminar comentario?' confirmation, each
 * with the spec's toast.
 */

import { demoAccounts } from '@portal/command-service';
import type { Locator, Page, Route } from 'playwright-core';
import { call, login } from '../support/api-client.js';
import {
  chooseOption,
  field,
  fieldError,
  logIn,
  openPage,
  openSignedIn,
  screenshot,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { demoCaseNumber } from '../support/demo-case.js';

const TEST_TIMEOUT = 90_000;
const env = useBrowserPortal({ demo: true });

const CLIENT_NAME = demoAccounts.client.fullName; // 'María González Herrera'
const AGENT_NAME = demoAccounts.agent.fullName;

/** How far the page sticks out to the right of the viewport (0 when it fits). */
async function overflow(page: Page): Promise<number> {
  return (await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')) as number;
}

const trimmed = async (locator: Locator) => ((await locator.textContent()) ?? '').replace(/\s+/g, ' ').trim();

it(
  'the demo agent finds their client in Mis clientes, searches without accents, and opens the case',
  async () => {
    const { caseNumber } = await demoCaseNumber(env.baseUrl);
    const { page, errors } = await openSignedIn(env, demoAccounts.agent, '/dashboard');
    const section = page.getByRole('region', { name: 'Mis clientes' });
    const table = section.getByRole('table', { name: 'Mis clientes' });
    await table.waitFor();

    const row = table.getByRole('row').filter({ hasText: caseNumber });
    expect(await row.count()).toBe(1);
    const cells = row.getByRole('cell');
    expect(await trimmed(cells.nth(0))).toBe(CLIENT_NAME);
    expect(await trimmed(cells.nth(1))).toBe('Alto'); // the demo case's urgency (high)
    expect(await trimmed(cells.nth(2))).toBe('Análisis del caso');
    expect(await row.getByRole('progressbar', { name: `Avance del caso ${caseNumber}` }).count()).toBe(1);
    // The last activity: in words, with the exact date as the title.
    const time = row.locator('time');
    expect(await time.getAttribute('title')).toMatch(/ de 20\d\d/);
    expect(await section.getByRole('status').textContent()).toBe('1 caso');
    await screenshot(page, 'staff-agent-clients-1280');

    const search = section.getByRole('searchbox', { name: 'Buscar por cliente o número de caso' });
    await search.fill('gonzalez maria'); // no accents, words in another order
    expect(await table.getByRole('row').filter({ hasText: caseNumber }).count()).toBe(1);
    await search.fill('Pérez');
    await section.getByText('Ningún cliente coincide con la búsqueda.').waitFor();
    expect(await table.count()).toBe(0);
    await section.getByRole('button', { name: 'Limpiar búsqueda' }).click();
    await table.waitFor();
    expect(await search.inputValue()).toBe('');
    await search.fill(caseNumber.toLowerCase());
    expect(await table.getByRole('row').filter({ hasText: caseNumber }).count()).toBe(1);

    await chooseOption(page, 'Ordenar por', 'Nombre (A a Z)');
    expect(await table.getByRole('row').filter({ hasText: caseNumber }).count()).toBe(1);

    await table.getByRole('link', { name: caseNumber }).click();
    await waitForPath(page, `/casos/${caseNumber}`);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'on a 360 px phone the clients are cards that fit the screen, each with its case link',
  async () => {
    const { caseNumber } = await demoCaseNumber(env.baseUrl);
    const { page, errors } = await openSignedIn(env, demoAccounts.agent, '/dashboard', {
      width: 360,
      height: 800,
    });
    const section = page.getByRole('region', { name: 'Mis clientes' });
    const card = section.getByRole('listitem').filter({ hasText: caseNumber });
    await card.waitFor();
    expect(await section.getByRole('table').count()).toBe(0); // the table is for wide screens
    expect(await card.getByRole('heading', { name: CLIENT_NAME }).count()).toBe(1);
    expect(await card.getByRole('link', { name: caseNumber }).isVisible()).toBe(true);
    expect(await overflow(page)).toBe(0);
    await screenshot(page, 'staff-agent-clients-360');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'the list tells an empty answer and a failure apart, and Reintentar reads it again',
  async () => {
    const { caseNumber } = await demoCaseNumber(env.baseUrl);
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    let answer: 'empty' | 'failure' | 'real' = 'empty';
    await page.route('**/api/agent/clients', async (route: Route) => {
      if (answer === 'real') return route.continue();
      if (answer === 'empty')
        return route.fulfill({ status: 200, contentType: 'application/json', body: '[]' });
      return route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Servicio en mantenimiento', code: 'unavailable' }),
      });
    });
    await logIn(page, demoAccounts.agent, '/dashboard');
    const section = page.getByRole('region', { name: 'Mis clientes' });
    await section.getByText('Aún no tiene clientes asignados.').waitFor();
    expect(await section.getByRole('searchbox').count()).toBe(0);

    answer = 'failure';
    await page.reload();
    const alert = section.getByRole('alert');
    await alert.waitFor();
    expect(await trimmed(alert)).toContain('No se pudo cargar la lista de clientes');
    expect(await trimmed(alert)).toContain(
      'El servicio no está disponible en este momento. Intente nuevamente más tarde.',
    );
    answer = 'real';
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await section.getByRole('link', { name: caseNumber }).first().waitFor();
    expect(await section.getByRole('alert').count()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'an admin sees every case with its agent on /dashboard and reaches the security comments from there',
  async () => {
    const { caseNumber } = await demoCaseNumber(env.baseUrl);
    const { page, errors } = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    const main = page.locator('main');
    const table = main.getByRole('table', { name: 'Todos los casos' });
    await table.waitFor();
    const row = table.getByRole('row').filter({ hasText: caseNumber });
    expect(await trimmed(row.getByRole('cell').nth(1))).toBe(AGENT_NAME);
    // The admin tools stay.
    expect(await main.getByRole('link', { name: 'Usuarios' }).count()).toBe(1);
    await screenshot(page, 'staff-admin-dashboard-1280');
    await main.getByRole('link', { name: 'Gestionar comentarios' }).click();
    await waitForPath(page, '/avisos-de-seguridad');
    await page.getByRole('heading', { level: 1, name: 'Comentarios de seguridad' }).waitFor();
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'an admin creates, edits (after a concurrent change) and deletes a security comment',
  async () => {
    const { page, errors } = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    await page.goto('/avisos-de-seguridad');
    const main = page.locator('main');
    await main
      .getByText('Aún no hay comentarios de seguridad. Cree el primero con «Nuevo comentario».')
      .waitFor();

    // Create: the spec's validation first, then a private, high-priority comment.
    await main.getByRole('button', { name: 'Nuevo comentario' }).click();
    const create = page.getByRole('dialog', { name: 'Nuevo comentario de seguridad' });
    await create.waitFor();
    expect(await create.getByRole('switch', { name: 'Activo' }).isChecked()).toBe(true);
    expect(await create.getByRole('switch', { name: 'Público' }).isChecked()).toBe(true);
    await field(page, 'Título').fill('Alto');
    await field(page, 'Contenido').fill('Corto');
    await create.getByRole('button', { name: 'Crear comentario' }).click();
    await waitFor(
      async () => (await fieldError(page, 'Título')).includes('Título debe tener al menos 5 caracteres'),
      'the short title refused',
    );
    expect(await fieldError(page, 'Contenido')).toContain('Contenido debe tener al menos 10 caracteres');

    await field(page, 'Título').fill('Nunca comparta su contraseña');
    await field(page, 'Contenido').fill(
      'Nuestro equipo jamás le pedirá su contraseña por teléfono o correo.',
    );
    await chooseOption(page, 'Categoría', 'Seguridad');
    await chooseOption(page, 'Prioridad', 'Alta');
    await create.getByText('Público', { exact: true }).click(); // the switch's label
    expect(await create.getByRole('switch', { name: 'Público' }).isChecked()).toBe(false);
    await create.getByRole('button', { name: 'Crear comentario' }).click();
    expect(await toastText(page, 'Comentario creado')).toContain('Comentario creado');
    await create.waitFor({ state: 'hidden' });

    const item = main.getByRole('listitem').filter({ hasText: 'Nunca comparta su contraseña' });
    await item.waitFor();
    await screenshot(page, 'staff-security-comments-1280');
    const itemText = await trimmed(item);
    for (const part of ['Seguridad', 'Prioridad alta', 'Activo', 'Privado', demoAccounts.admin.fullName]) {
      expect(itemText).toContain(part);
    }

    // Edit while someone else changes the same comment (a new title, and the notice deactivated): 409, the
    // server's message, 'Recargar', nothing typed lost, and what the admin did not touch takes the new values.
    await item.getByRole('button', { name: 'Editar «Nunca comparta su contraseña»' }).click();
    const edit = page.getByRole('dialog', { name: 'Editar comentario de seguridad' });
    await edit.waitFor();
    expect(await field(page, 'Título').inputValue()).toBe('Nunca comparta su contraseña');

    const other = await login(
      env.baseUrl,
      demoAccounts.superadmin.username,
      demoAccounts.superadmin.password,
    );
    const list = await call<{ id: string; revision: number; title: string }[]>(
      env.baseUrl,
      'GET',
      '/api/admin/security-comments',
      { cookie: other.cookie },
    );
    const current = list.json.find((c) => c.title === 'Nunca comparta su contraseña');
    if (!current) throw new Error(`the comment is not listed: ${list.text}`);
    const concurrent = await call(env.baseUrl, 'PUT', `/api/admin/security-comments/${current.id}`, {
      cookie: other.cookie,
      headers: { 'if-match': String(current.revision) },
      body: {
        title: 'Nunca comparta su contraseña ni su NIP',
        content: 'Nuestro equipo jamás le pedirá su contraseña por teléfono o correo.',
        category: 'security',
        priority: 'high',
        isActive: false,
        isPublic: false,
      },
    });
    expect(concurrent.status).toBe(200);

    await field(page, 'Título').fill('Nunca comparta sus claves');
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    const conflict = edit.getByRole('alert');
    await conflict.waitFor();
    expect(await trimmed(conflict)).toContain(
      'Otra persona modificó o eliminó este comentario después de que usted lo abrió. Recargue para ver la versión actual; su cambio no se guardó.',
    );
    expect(await field(page, 'Título').inputValue()).toBe('Nunca comparta sus claves');
    await screenshot(page, 'staff-security-comment-conflict');
    await conflict.getByRole('button', { name: 'Recargar' }).click();
    const reloaded = edit
      .getByRole('status')
      .filter({ hasText: 'Se cargó la versión actual del comentario.' });
    await reloaded.waitFor();
    const reloadedText = await trimmed(reloaded);
    for (const part of [
      'Nunca comparta su contraseña ni su NIP',
      'Seguridad',
      'Alta',
      'Inactivo',
      'Privado',
    ]) {
      expect(reloadedText).toContain(part);
    }
    expect(await field(page, 'Título').inputValue()).toBe('Nunca comparta sus claves');
    expect(await edit.getByRole('switch', { name: 'Activo' }).isChecked()).toBe(false);
    await edit.getByRole('button', { name: 'Guardar cambios' }).click();
    expect(await toastText(page, 'Comentario actualizado')).toContain('Comentario actualizado');
    await edit.waitFor({ state: 'hidden' });
    const edited = main.getByRole('listitem').filter({ hasText: 'Nunca comparta sus claves' });
    await edited.waitFor();
    // The colleague's deactivation stays.
    expect(await trimmed(edited)).toContain('Inactivo');
    const afterSave = await call<{ title: string; isActive: boolean; isPublic: boolean }[]>(
      env.baseUrl,
      'GET',
      '/api/admin/security-comments',
      { cookie: other.cookie },
    );
    expect(afterSave.json.find((c) => c.title === 'Nunca comparta sus claves')).toMatchObject({
      isActive: false,
      isPublic: false,
    });

    // Delete, after the confirmation.
    await edited.getByRole('button', { name: 'Eliminar «Nunca comparta sus claves»' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Eliminar comentario?' });
    await confirm.waitFor();
    expect(await trimmed(confirm)).toContain('Esta acción no se puede deshacer.');
    await confirm.getByRole('button', { name: 'Eliminar', exact: true }).click();
    expect(await toastText(page, 'Comentario eliminado')).toContain('Comentario eliminado');
    await main
      .getByText('Aún no hay comentarios de seguridad. Cree el primero con «Nuevo comentario».')
      .waitFor();
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
