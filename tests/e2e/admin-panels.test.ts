/**
 * The executive panel /admin-dashboard and the full panel /admin-complete (staff-admin.md §2.2, §2.3)
 * in the browser, on the demo portal, against the real API: as admin and as superadmin, each change is made on
 * screen and seen after the refetch (a user's status, a client's status, a new agent, an assignment, a case
 * processed, a recovery process); a user's new username and e-mail; the full panel's management dialog, real
 * system status, reports and charts; agents and clients are sent back; a 375 px phone does not scroll sideways.
 */
import { demoAccounts } from '@portal/command-service';
import type { Page } from 'playwright-core';
import { login, registerClient, uniqueUsername } from '../support/api-client.js';
import {
  chooseOption,
  field,
  openPage,
  openSignedIn,
  pageWidth,
  shownText,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { expressConsent } from './registration-form.js';

const TEST_TIMEOUT = 120_000;
const env = useBrowserPortal({ demo: true });
const search = (page: Page, value: string) => page.getByRole('searchbox', { name: 'Buscar' }).fill(value);
const onlyRow = async (page: Page, list: string) => {
  const rows = page.getByRole('list', { name: list, exact: true }).getByRole('listitem');
  await waitFor(async () => (await rows.count()) === 1, `one row in ${list}`);
  return rows.first();
};

it(
  'runs the firm from the executive panel: user, client, agent, assignment, case and recovery, as admin and superadmin',
  async () => {
    for (const account of [demoAccounts.admin, demoAccounts.superadmin]) {
      const person = await registerClient(env.baseUrl);
      const other = await registerClient(env.baseUrl, { firstName: 'Rodrigo', lastName: 'Paz Medina' });
      const fullName = `${person.payload.firstName} ${person.payload.lastName}`;
      const { page, context, errors } = await openSignedIn(env, account, '/dashboard');
      await page.goto('/admin-dashboard');
      await page.getByRole('heading', { level: 1, name: 'Panel Ejecutivo' }).waitFor();
      expect(await page.getByRole('link', { name: 'Inicio' }).count()).toBe(1);

      // Users: the person's account deactivated with its switch.
      await search(page, person.payload.username);
      const user = await onlyRow(page, 'Usuarios');
      await user.getByText(`Cuenta de ${fullName} activa`).click();
      expect(await toastText(page, 'Usuario actualizado')).toContain(
        'Los cambios se guardaron correctamente',
      );
      await waitFor(async () => (await shownText(user)).includes('Inactivo'), 'the row shows Inactivo');

      // Clients: suspended, then active again, from the inline edit.
      await page.getByRole('tab', { name: 'Clientes' }).click();
      await search(page, person.result.accountNumber);
      const client = await onlyRow(page, 'Clientes');
      await client.getByRole('button', { name: `Editar a ${fullName}` }).click();
      await chooseOption(page, 'Estado', 'Suspendido');
      await client.getByRole('button', { name: 'Guardar' }).click();
      expect(await toastText(page, 'Cliente actualizado')).toContain(
        'Los cambios se guardaron correctamente',
      );
      await waitFor(
        async () => (await shownText(client)).includes('Suspendido'),
        'the badge shows Suspendido',
      );
      await client.getByRole('button', { name: `Ver a ${fullName}` }).click();
      const profile = page.getByRole('dialog', { name: `Perfil del cliente: ${fullName}` });
      expect(await shownText(profile)).toContain(person.result.accountNumber);
      await page.keyboard.press('Escape');
      await client.getByRole('button', { name: `Editar a ${fullName}` }).click();
      await chooseOption(page, 'Estado', 'Activo');
      await client.getByRole('button', { name: 'Guardar' }).click();
      await waitFor(async () => (await shownText(client)).includes('Activo'), 'the badge shows Activo');

      // Agents: a new agent with the form's defaults.
      await page.getByRole('tab', { name: 'Agentes' }).click();
      await search(page, '');
      await page.getByRole('button', { name: 'Agregar agente' }).click();
      const agentName = `Lic. Prueba ${uniqueUsername('ag').slice(-6)}`;
      const dialog = page.getByRole('dialog', { name: 'Nuevo agente' });
      expect(await dialog.getByLabel(/^Especialización/).inputValue()).toBe('Recuperación de Capital');
      expect(await dialog.getByLabel(/^Máximo de clientes/).inputValue()).toBe('25');
      await field(page, 'Nombre completo').fill(agentName);
      const agentUser = uniqueUsername('agente');
      await field(page, 'Correo electrónico').fill(`${agentUser}@despacho-pruebas.mx`);
      await field(page, 'Usuario').fill(agentUser);
      await dialog.getByLabel(/^Contraseña/).fill('Clave-Agente-2026');
      await field(page, 'Cédula / licencia').fill('CED-5512345');
      await field(page, 'Teléfono').fill('+52 55 1234 5678');
      await dialog.getByRole('button', { name: 'Crear agente' }).click();
      expect(await toastText(page, 'Agente creado exitosamente')).toBeTruthy();
      await search(page, agentName);
      const agent = await onlyRow(page, 'Agentes');
      expect(await shownText(agent)).toContain('0 de 25 clientes');

      // Assignments: another client (the person's account is inactive now: refused) to the new agent.
      await page.getByRole('tab', { name: 'Asignaciones' }).click();
      await chooseOption(page, 'Cliente', `Rodrigo Paz Medina · ${other.result.accountNumber}`);
      await chooseOption(page, 'Agente', `${agentName} · 25 lugares libres`);
      await page.getByRole('button', { name: 'Asignar' }).click();
      expect(await toastText(page, 'Cliente asignado exitosamente')).toBeTruthy();
      await page.getByRole('tab', { name: 'Clientes' }).click();
      await search(page, other.result.accountNumber);
      const assigned = await onlyRow(page, 'Clientes');
      await waitFor(
        async () => (await shownText(assigned)).includes(agentName),
        'the client shows its agent',
      );

      // Cases: processed with the toggle.
      await page.getByRole('tab', { name: 'Casos' }).click();
      await search(page, person.payload.email);
      const fraudCase = await onlyRow(page, 'Casos');
      await fraudCase.getByRole('button', { name: `Marcar Procesado: ${fullName}` }).click();
      expect(await toastText(page, 'Caso actualizado')).toBeTruthy();
      await waitFor(
        async () => (await shownText(fraudCase)).includes('Procesado'),
        'the card shows Procesado',
      );

      // Recovery: 1,000 recovered, critical; the pending amount follows.
      await page.getByRole('tab', { name: 'Procesos' }).click();
      await search(page, person.result.caseNumber);
      const recovery = await onlyRow(page, 'Procesos');
      await recovery.getByRole('button', { name: `Editar el proceso ${person.result.caseNumber}` }).click();
      await recovery.getByLabel(/^Recuperado/).fill('1000');
      await waitFor(
        async () => (await recovery.getByLabel(/^Pendiente/).inputValue()) === '24000.50',
        'the pending amount follows',
      );
      await chooseOption(page, 'Prioridad', 'Crítica');
      await recovery.getByRole('button', { name: 'Guardar' }).click();
      expect(await toastText(page, 'Proceso actualizado')).toBeTruthy();
      await waitFor(async () => (await shownText(recovery)).includes('Crítica'), 'the card shows Crítica');
      expect(await shownText(recovery)).toMatch(/1,000\.00/);
      expect(errors).toEqual([]);
      await context.close();
    }
  },
  TEST_TIMEOUT,
);

it(
  'manages a case in the full panel, and shows the real system status, the reports and the charts',
  async () => {
    const person = await registerClient(env.baseUrl);
    const fullName = `${person.payload.firstName} ${person.payload.lastName}`;
    const { page, context, errors } = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    await page.goto('/admin-complete');
    await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();

    // Users: a new username and e-mail from the edit dialog; another account's username is refused on its field.
    const other = await registerClient(env.baseUrl);
    await page.getByRole('tab', { name: 'Usuarios' }).click();
    await search(page, person.payload.username);
    const user = await onlyRow(page, 'Usuarios');
    await user.getByRole('button', { name: `Editar a ${fullName}` }).click();
    const edit = page.getByRole('dialog', { name: `Editar usuario: ${fullName}` });
    await edit.getByLabel(/^Usuario/).fill(other.payload.username);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    await edit.getByText('Ese usuario ya pertenece a otra cuenta. Elija otro.').waitFor();
    const newUsername = `${person.payload.username}.mx`;
    const newEmail = `nuevo.${person.payload.email}`;
    await edit.getByLabel(/^Usuario/).fill(newUsername);
    await edit.getByLabel(/^Correo electrónico/).fill(newEmail);
    await edit.getByRole('button', { name: 'Guardar' }).click();
    expect(await toastText(page, 'Usuario actualizado')).toContain('Los cambios se guardaron correctamente');
    await waitFor(
      async () =>
        (await shownText(user)).includes(newEmail) && (await shownText(user)).includes(`@${newUsername}`),
      'the row shows the new username and e-mail',
    );

    await page.getByRole('tab', { name: 'Casos' }).click();
    await search(page, person.payload.email);
    const fraudCase = await onlyRow(page, 'Casos');
    await fraudCase.getByRole('button', { name: `Gestionar: ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Gestionar caso' });
    await dialog
      .getByRole('textbox', { name: /^Nuevo comentario/ })
      .fill('Revisamos su evidencia y seguimos con el rastreo.');
    await dialog.getByRole('button', { name: 'Agregar Comentario' }).click();
    expect(await toastText(page, 'Comentario agregado')).toBeTruthy();
    await waitFor(
      async () => (await shownText(dialog)).includes('Revisamos su evidencia y seguimos con el rastreo.'),
      'the comment is listed',
    );
    await dialog.getByText('Caso procesado').click();
    await dialog.getByRole('button', { name: 'Guardar Cambios' }).click();
    expect(await toastText(page, 'Caso actualizado')).toBeTruthy();
    await waitFor(async () => (await shownText(fraudCase)).includes('Procesado'), 'the card shows Procesado');
    await waitFor(
      async () => (await shownText(fraudCase)).includes('1 comentario'),
      'the card counts the comment',
    );

    await search(page, '');
    await page.getByRole('tab', { name: 'Sistema' }).click();
    await page.getByRole('table', { name: 'Vistas de datos' }).waitFor();
    // Each read model and state by its Spanish name, never its key ('adminStats', 'live').
    const readModels = await shownText(page.getByRole('table', { name: 'Vistas de datos' }));
    expect(readModels).toContain('Estadísticas');
    expect(readModels).toContain('Panel del cliente');
    expect(readModels).toContain('Al día');
    expect(readModels).not.toMatch(/\b(adminStats|clientDashboard|users|live|catching-up|parked)\b/);
    const reactors = await shownText(
      page.getByRole('table', { name: 'Procesos automáticos (correo y avisos)' }),
    );
    expect(reactors).toContain('Envío de correos');
    expect(reactors).not.toMatch(/\b(mail|notifications|live)\b/);
    await page.getByRole('tab', { name: 'Reportes' }).click();
    expect(await page.getByRole('link', { name: 'Generar reporte de Casos' }).getAttribute('href')).toBe(
      '/api/admin/reports/cases.csv',
    );
    await page.getByRole('tab', { name: 'Cuentas' }).click();
    // The accounts arrive with their own call: wait for them rather than read the panel at once.
    await page.getByRole('tabpanel').getByText(demoAccounts.agent.username, { exact: true }).waitFor();
    expect(await shownText(page.getByRole('tabpanel'))).toContain(demoAccounts.agent.username);
    await page.getByRole('tab', { name: 'Estadísticas' }).click();
    const chart = page.getByRole('img', { name: /Casos por tipo de fraude/ });
    await chart.waitFor();
    await page.getByRole('button', { name: 'Ver tabla: Casos por tipo de fraude' }).click();
    expect(await shownText(page.getByRole('table', { name: 'Casos por tipo de fraude' }))).toContain('Forex');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "reads a case's comments and their count again when adding a comment fails: one whose answer was lost shows as added",
  async () => {
    const person = await registerClient(env.baseUrl);
    const fullName = `${person.payload.firstName} ${person.payload.lastName}`;
    const { page, context } = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    await page.goto('/admin-complete');
    await page.getByRole('heading', { level: 1, name: 'Panel de Administración' }).waitFor();
    await page.getByRole('tab', { name: 'Casos' }).click();
    await search(page, person.payload.email);
    const fraudCase = await onlyRow(page, 'Casos');
    await fraudCase.getByRole('button', { name: `Gestionar: ${fullName}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Gestionar caso' });
    await dialog.getByText('Este caso aún no tiene comentarios.').waitFor();
    // The comment reaches the server and is added, but its answer is lost on the way back.
    await page.route('**/api/fraud-cases/*/comments', async (route) => {
      if (route.request().method() !== 'POST') return route.continue();
      await route.fetch();
      return route.abort('connectionreset');
    });
    const lost = 'Llamamos al banco emisor y el rastreo sigue.';
    await dialog.getByRole('textbox', { name: /^Nuevo comentario/ }).fill(lost);
    await dialog.getByRole('button', { name: 'Agregar Comentario' }).click();
    const listed = dialog.getByRole('list', { name: 'Comentarios de seguimiento' });
    await waitFor(
      async () => (await shownText(listed)).includes(lost),
      'the comment the server added is listed',
    );
    await waitFor(async () => (await shownText(fraudCase)).includes('1 comentario'), 'the card counts it');
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'takes a lawyer from /agent-register to an approved agent who signs in with the password they chose',
  async () => {
    const username = uniqueUsername('lic');
    const visitor = await openPage(env.browser, env.baseUrl, { width: 375, height: 740 });
    const page = visitor.page;
    await page.goto('/agent-register');
    await page.getByRole('heading', { level: 1, name: 'Solicitud para Agentes' }).waitFor();
    await page.getByRole('button', { name: 'Enviar Solicitud de Agente' }).click();
    // The form's checks load with its first check: the message shows once they ran.
    await page.getByText('Número de licencia requerido').waitFor();
    expect(await page.getByText('Número de licencia requerido').count()).toBe(1);
    await field(page, 'Nombre').fill('Mariana');
    await field(page, 'Apellido').fill('Quiroga Ruiz');
    await field(page, 'Correo electrónico').fill(`${username}@despacho-pruebas.mx`);
    await field(page, 'Teléfono').fill('+52 55 8765 4321');
    await field(page, 'Usuario').fill(username);
    await page.getByLabel(/^Contraseña/).fill('Clave-Agente-2026');
    await field(page, 'Número de cédula o licencia').fill('CED-8841235');
    await chooseOption(page, 'Especialización', 'Fraude con criptomonedas');
    await chooseOption(page, 'Años de experiencia', '5 a 10 años');
    await field(page, 'Idiomas').fill('Español, inglés');
    await field(page, 'Ubicación de oficina').fill('Ciudad de México');
    await field(page, 'Certificaciones').fill('Especialidad en delitos financieros, UNAM 2019');
    await expressConsent(page).check();
    await page.getByRole('button', { name: 'Enviar Solicitud de Agente' }).click();
    await page.getByRole('heading', { level: 1, name: 'Solicitud Enviada' }).waitFor();
    expect(await shownText(page.getByRole('main'))).toContain('Entrevista con recursos humanos');
    const width = await pageWidth(page);
    expect(width).toBeLessThanOrEqual(375);
    expect(visitor.errors).toEqual([]);
    await visitor.context.close();

    const admin = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    await admin.page.goto('/admin-dashboard');
    await admin.page.getByRole('tab', { name: 'Agentes' }).click();
    // Approving asks first, naming the applicant; 'Cancelar' leaves the application pending.
    const approve = admin.page.getByRole('button', { name: 'Aprobar la solicitud de Mariana Quiroga Ruiz' });
    const confirmation = admin.page.getByRole('alertdialog', {
      name: '¿Aprobar la solicitud de Mariana Quiroga Ruiz?',
    });
    await approve.click();
    expect(await confirmation.innerText()).toContain(
      'Se creará la cuenta de agente de Mariana Quiroga Ruiz, activa desde ahora',
    );
    await confirmation.getByRole('button', { name: 'Cancelar' }).click();
    await confirmation.waitFor({ state: 'detached' });
    expect(await approve.count()).toBe(1);
    expect((await login(env.baseUrl, username, 'Clave-Agente-2026').catch(() => null)) === null).toBe(true);
    await approve.click();
    await confirmation.getByRole('button', { name: 'Sí, aprobar' }).click();
    expect(await toastText(admin.page, 'Solicitud aprobada')).toBeTruthy();
    await waitFor(async () => (await approve.count()) === 0, 'the application is no longer pending');
    await admin.context.close();

    const agent = await openSignedIn(env, { username, password: 'Clave-Agente-2026' }, '/dashboard');
    await agent.context.close();
  },
  TEST_TIMEOUT,
);

it(
  'sends an agent and a client back, and fits a 375 px phone',
  async () => {
    for (const [account, home] of [
      [demoAccounts.agent, '/dashboard'],
      [demoAccounts.client, '/client-dashboard'],
    ] as const) {
      const { page, context } = await openSignedIn(env, account, home);
      for (const path of ['/admin-dashboard', '/admin-complete']) {
        await page.goto(path);
        // staff-admin.md §2: a user with another role is sent to /dashboard.
        await waitForPath(page, '/dashboard');
        expect(
          await page.getByRole('heading', { name: /Panel Ejecutivo|Panel de Administración/ }).count(),
        ).toBe(0);
      }
      await context.close();
    }
    const { page, context } = await openSignedIn(env, demoAccounts.admin, '/dashboard', {
      width: 375,
      height: 740,
    });
    for (const path of ['/admin-dashboard', '/admin-complete']) {
      await page.goto(path);
      await page.getByRole('list', { name: 'Usuarios' }).waitFor();
      const width = await pageWidth(page);
      expect({ path, width }).toEqual({ path, width: Math.min(width, 375) });
    }
    await context.close();
  },
  TEST_TIMEOUT,
);
