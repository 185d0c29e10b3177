/**
 * The public site and the client's home in Chromium, on the demo portal with no firm configuration,
 * against the real API: the landing, /recovery-process, /recovery-options and 'Mi Proceso de Recuperación' as
 * signed out, client, agent, admin and superadmin; the profile edit; the indicators and news an administrator
 * publishes on screen; none of the seed's invented claims anywhere; a phone does not scroll sideways.
 */
import { demoAccounts } from '@portal/command-service';
import type { AdminStats, AgentClient } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { call, cookieOf, registerClient } from '../support/api-client.js';
import {
  field,
  logIn,
  openPage,
  openSignedIn,
  pageWidth,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';

const TEST_TIMEOUT = 120_000;
const env = useBrowserPortal({ demo: true });
const bodyText = async (page: Page) =>
  ((await page.locator('body').innerText()) as string).replace(/\s+/g, ' ');

/** A new client with a known password (each test its own, so the demo client stays as seeded). */
async function newClient() {
  const client = await registerClient(env.baseUrl, { firstName: 'Verónica', lastName: 'Salas Pineda' });
  return { ...client, account: { username: client.payload.username, password: client.payload.password } };
}

it(
  'shows the landing signed out: pitch, steps, areas, scam types, warning signs and both calls to action',
  async () => {
    const { page, context, errors } = await openPage(env.browser, env.baseUrl);
    await page.goto('/');
    await page
      .getByRole('heading', { level: 1, name: 'Si fue víctima de un fraude financiero, no está solo.' })
      .waitFor();
    for (const heading of [
      'Cómo trabajamos',
      'Áreas de especialización',
      'Fraudes frecuentes',
      'Señales de alerta',
    ])
      await page.getByRole('heading', { name: heading }).waitFor();
    const text = await bodyText(page);
    expect(text).toContain('Análisis inmediato');
    expect(text).toContain('Préstamos falsos');
    // Fewer than 20 closed cases and nothing configured: no results, no call or e-mail buttons, no firm facts.
    expect(text).not.toContain('Resultados del despacho');
    expect(text).not.toContain('Datos del despacho');
    expect(await page.getByRole('link', { name: /Llámenos|Llamar/ }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Registrar mi caso' }).getAttribute('href')).toBe(
      '/register',
    );
    expect(await page.getByRole('link', { name: 'Portal Corporativo' }).first().getAttribute('href')).toBe(
      '/login',
    );
    await page.getByRole('link', { name: 'Solicitar Ser Agente' }).click();
    await waitForPath(page, '/agent-register');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "explains the four phases signed out, and shows a client their own case's phases",
  async () => {
    const client = await newClient();
    const { page, context, errors } = await openPage(env.browser, env.baseUrl);
    await page.goto('/recovery-process');
    await page.getByRole('heading', { level: 1, name: 'Proceso de recuperación' }).waitFor();
    const signedOut = await bodyText(page);
    for (const duration of ['3-5 días', '10-15 días', '20-30 días', '30-60 días'])
      expect(signedOut).toContain(`Duración estimada: ${duration}`);
    expect(signedOut).not.toContain('65%');
    expect(signedOut).toContain('Al registrar su caso podrá ver aquí el estado de cada fase.');

    await logIn(page, client.account, '/client-dashboard');
    await page.goto('/recovery-process');
    await page.getByText(`Así va su caso ${client.result.caseNumber}`).waitFor();
    const phases = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    expect(await phases.count()).toBe(4);
    expect(await phases.nth(0).innerText()).toContain('En Progreso');
    expect(await phases.nth(1).innerText()).toContain('Pendiente');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'offers the plans with express first, continues to the chosen plan’s documents, and lets a client confirm it',
  async () => {
    const client = await newClient();
    const { page, context, errors } = await openPage(env.browser, env.baseUrl);
    await page.goto('/recovery-options');
    expect(await page.getByRole('tab', { name: 'Opciones' }).getAttribute('aria-selected')).toBe('true');
    expect(await page.getByRole('radio', { name: /Plan Express/ }).isChecked()).toBe(true);
    const text = await bodyText(page);
    expect(text).toContain('30% del monto recuperado');
    expect(text).toContain('Aún no hay casos cerrados suficientes con este plan para publicar un resultado.');
    await page.getByText('Plan Premium', { exact: true }).click();
    expect(await page.getByRole('radio', { name: /Plan Premium/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Continuar con este plan' }).click();
    await page.getByRole('heading', { name: 'Documentos requeridos para el Plan Premium' }).waitFor();
    expect(await bodyText(page)).toContain('Inicie sesión para confirmar su plan y enviar sus documentos.');
    await page.getByRole('tab', { name: 'Agente' }).click();
    expect(await bodyText(page)).toContain('la administración le asigna un agente especializado');

    await logIn(page, client.account, '/client-dashboard');
    await page.goto('/recovery-options');
    await page.getByText('Plan Premium', { exact: true }).click();
    await page.getByRole('button', { name: 'Confirmar plan' }).click();
    // The terms first: the fee, the time frame and the documents, accepted explicitly.
    const terms = page.getByRole('dialog', { name: 'Condiciones del Plan Premium' });
    await terms.waitFor();
    const termsText = await terms.innerText();
    expect(termsText).toContain('20% del monto recuperado');
    expect(termsText).toContain('6-8 meses');
    expect(termsText).toContain('Denuncias o reclamaciones presentadas antes, si las hay');
    const acceptBox = terms.getByRole('checkbox', {
      name: 'He leído y acepto las condiciones del Plan Premium',
    });
    expect(await acceptBox.isChecked()).toBe(false);
    const acceptButton = terms.getByRole('button', { name: 'Aceptar y confirmar plan' });
    expect(await acceptButton.isDisabled()).toBe(true);
    await acceptBox.check();
    await acceptButton.click();
    expect(await toastText(page, 'Plan confirmado')).toContain(
      'Su agente verá el plan elegido en su expediente.',
    );
    await page.getByText('Su plan actual: Plan Premium').waitFor();
    await page.getByRole('button', { name: 'Continuar con este plan' }).click();
    await page.getByRole('button', { name: 'Subir documentos' }).click();
    await page.getByRole('dialog', { name: 'Subir documentos' }).waitFor();
    expect(await bodyText(page)).toContain('Máximo 50MB por archivo, hasta 15 archivos.');
    await page.keyboard.press('Escape');
    await page.getByRole('tab', { name: 'Agente' }).click();
    expect(await bodyText(page)).toContain('Aún no tiene un agente asignado.');
    // The plan shows on the dashboard and to the administration on the case page.
    const admin = await cookieOf(env.baseUrl, demoAccounts.admin);
    const file = await call<{ servicePlan: string }>(
      env.baseUrl,
      'GET',
      `/api/cases/${client.result.caseId}`,
      {
        cookie: admin,
      },
    );
    expect(file.json.servicePlan).toBe('premium');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "shows 'Mi Proceso de Recuperación' to a client: banner, panel, case, indicators, security, news, menu and profile",
  async () => {
    const client = await newClient();
    const { page, context, errors } = await openPage(env.browser, env.baseUrl);
    await page.goto('/mi-proceso');
    await page.getByRole('heading', { name: 'No autorizado' }).waitFor();

    await logIn(page, client.account, '/client-dashboard');
    await page.goto('/mi-proceso');
    await page.getByRole('heading', { level: 1, name: 'Mi Proceso de Recuperación' }).waitFor();
    await page.getByText(`Caso ${client.result.caseNumber} · Agente por asignar`).waitFor();
    await page.getByText('Bienvenido(a), Verónica Salas Pineda').waitFor();
    await page.getByText('En Progreso - Análisis del caso').waitFor();
    for (const heading of [
      'Documentos Enviados',
      'Documentos Pendientes',
      'Estado de la recuperación',
      'Cronología',
      'Próximos Pasos',
      'Indicadores financieros',
      'Seguridad',
      'Noticias',
    ])
      await page.getByRole('heading', { name: heading, exact: true }).waitFor();
    // Each panel loads on its own: wait for the slowest ones' answers before reading the page.
    await page.getByText('No hay indicadores publicados.').waitFor();
    await page.getByText('No hay noticias publicadas.').waitFor();
    const text = await bodyText(page);
    expect(text).toContain('Aún no ha enviado documentos.');
    expect(text).toContain('25,000.50 USD');
    expect(text).toContain('Montos en USD: no hay un tipo de cambio configurado para convertirlos a MXN.');
    expect(text).toContain('No hay indicadores publicados.');
    expect(text).toContain('No hay noticias publicadas.');
    // Served over plain http here: no claim of an encrypted connection.
    expect(text).not.toContain('Conexión cifrada');
    await page.getByRole('button', { name: 'Subir' }).first().click();
    await page.getByRole('dialog', { name: 'Subir' }).waitFor();
    expect(await bodyText(page)).toContain('Máximo 50MB por archivo, hasta 10 archivos.');
    await page.keyboard.press('Escape');

    // The user menu: who is signed in, then the profile.
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    const menu = page.getByRole('menu');
    expect(await menu.innerText()).toContain(client.payload.email);
    expect(await menu.innerText()).toContain('Cliente');
    await page.getByRole('menuitem', { name: 'Mi Perfil' }).click();
    await waitForPath(page, '/mi-perfil');
    await field(page, 'Teléfono').fill('+52 222 555 0199');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    expect(await toastText(page, 'Datos actualizados')).toContain('Sus datos de contacto se guardaron.');
    await field(page, 'Teléfono').fill('12');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await page.getByText('Teléfono debe tener al menos 10 dígitos').waitFor();

    await page.getByRole('link', { name: 'Volver a Mi Proceso' }).click();
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar Sesión Segura' }).click();
    await waitForPath(page, '/login');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "shows each staff role its own panel with the portal's real figures",
  async () => {
    const base = env.baseUrl;
    const { page, context, errors } = await openPage(env.browser, base);
    const agent = await cookieOf(base, demoAccounts.agent);
    const agentClients = (await call<AgentClient[]>(base, 'GET', '/api/agent/clients', { cookie: agent }))
      .json;
    await logIn(page, demoAccounts.agent, '/dashboard');
    await page.getByRole('link', { name: 'Mi Cuenta' }).click();
    await waitForPath(page, '/mi-proceso');
    await page.getByRole('heading', { name: 'Panel de Agente' }).waitFor();
    const count = agentClients.length;
    await page.getByText(`${count} ${count === 1 ? 'activo' : 'activos'}`, { exact: true }).waitFor();
    expect(await page.getByRole('link', { name: 'Panel Admin' }).count()).toBe(0);
    // The agent's staff navigation is on their home too: back to their clients from here.
    const staffNav = page.getByRole('navigation', { name: 'Secciones del personal' });
    expect(await staffNav.getByRole('link').allInnerTexts()).toEqual(['Mis clientes', 'Cumplimiento']);
    await context.clearCookies();

    const superadmin = await cookieOf(base, demoAccounts.superadmin);
    const stats = (await call<AdminStats>(base, 'GET', '/api/admin/stats', { cookie: superadmin })).json;
    await logIn(page, demoAccounts.superadmin, '/dashboard');
    await page.goto('/mi-proceso');
    await page.getByRole('heading', { name: 'Centro de Control Ejecutivo' }).waitFor();
    await page.getByText('NIVEL MÁXIMO').waitFor();
    const panel = page.getByRole('region', { name: 'Centro de Control Ejecutivo' });
    // The system state (from the health call) and the figures (from the stats) arrive each with its own call.
    await waitFor(async () => (await panel.innerText()).includes('En operación'), 'the system state');
    await waitFor(
      async () => (await panel.innerText()).includes(`Clientes activos\n${stats.activeClients}`),
      'the figures',
    );
    expect(await page.getByRole('link', { name: 'Panel Admin' }).getAttribute('href')).toBe(
      '/admin-complete',
    );
    await context.clearCookies();

    await logIn(page, demoAccounts.admin, '/dashboard');
    await page.goto('/mi-proceso');
    await page.getByRole('heading', { name: 'Panel de Administración' }).waitFor();
    expect(await page.getByRole('link', { name: 'Ir al Panel de Administración' }).getAttribute('href')).toBe(
      '/admin',
    );
    expect(await page.getByRole('link', { name: 'Usuarios' }).getAttribute('href')).toBe('/admin');
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'lets an administrator publish an indicator and a news article on screen, which the home then shows',
  async () => {
    const { page, context, errors } = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    await page.getByRole('link', { name: 'Indicadores y noticias' }).click();
    await waitForPath(page, '/admin-contenido');
    await page.getByText('No hay indicadores. Cree el primero.').waitFor();
    await page.getByRole('button', { name: 'Nuevo indicador' }).click();
    await field(page, 'Nombre').fill('U');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await page.getByText('Escriba el nombre del indicador (2 a 80 caracteres)').waitFor();
    await field(page, 'Nombre').fill('Tipo de cambio USD/MXN');
    await field(page, 'Valor').fill('17.10');
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toastText(page, 'Cambios guardados');
    await page.getByText('Tipo de cambio USD/MXN').waitFor();

    await page.getByRole('tab', { name: 'Noticias' }).click();
    await page.getByRole('button', { name: 'Nueva noticia' }).click();
    await field(page, 'Título').fill('Cuidado con los falsos gestores');
    await field(page, 'Resumen').fill('Nadie del despacho le pedirá un pago por adelantado.');
    await page.getByRole('button', { name: /Estado/ }).click();
    await page.getByRole('option', { name: 'Publicada' }).click();
    await page.getByRole('button', { name: 'Guardar' }).click();
    await toastText(page, 'Cambios guardados');

    await page.goto('/mi-proceso');
    const indicators = page.getByRole('region', { name: 'Indicadores financieros' });
    await waitFor(async () => (await indicators.innerText()).includes('17.10'), 'the indicator on the home');
    await page.getByRole('link', { name: 'Leer más: Cuidado con los falsos gestores' }).click();
    await page.getByRole('heading', { level: 1, name: 'Cuidado con los falsos gestores' }).waitFor();
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'does not scroll sideways on a 375 px phone (home, options, landing)',
  async () => {
    const client = await newClient();
    const { page, context } = await openSignedIn(env, client.account, '/client-dashboard', {
      width: 375,
      height: 740,
    });
    for (const path of ['/mi-proceso', '/recovery-options', '/recovery-process', '/mi-perfil']) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      const width = await pageWidth(page);
      expect([path, width]).toEqual([path, 375]);
    }
    await context.close();
  },
  TEST_TIMEOUT,
);
