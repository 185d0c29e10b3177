/**
 * Compliance and the operator's console in Chromium against the demo portal: a compliance user reads a case's history on /cumplimiento,
 * filters it, moves the time slider and sees the case as it was beside how it is; the superadmin rebuilds a
 * read model from /operaciones and its progress bar reaches 100 %.
 */
import { demoAccounts } from '@portal/command-service';
import { call, login, registerClient } from '../support/api-client.js';
import { logIn, openPage, openSignedIn, useBrowserPortal, waitFor, waitForPath } from '../support/browser.js';
import { createStaffAccount } from '../support/staff-accounts.js';

const env = useBrowserPortal({ demo: true });

it("lets compliance read a case's history, filter it and see the case as it was before a correction", async () => {
  const base = env.baseUrl;
  const admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  const officer = await createStaffAccount(base, {
    username: 'cumplimiento.dos',
    fullName: 'Irene Soto Auditoría',
    password: 'Clave-Cumple-2026',
    role: 'compliance',
  });
  const { result } = await registerClient(base, {
    lossAmount: '25000.50',
    currency: 'MXN',
    urgencyLevel: 'critical',
  });
  // The correction happens a little after the registration, so the slider has a moment between them.
  await new Promise((r) => setTimeout(r, 1500));
  const reviewed = await call(base, 'PUT', `/api/fraud-cases/${result.caseId}`, {
    cookie: admin,
    headers: { 'if-match': '-1' },
    body: { lossAmount: '30000', urgencyLevel: 'low' },
  });
  expect(reviewed.status).toBe(200);

  const { page, context, errors } = await openSignedIn(env, officer, '/dashboard');
  await page.getByRole('link', { name: 'Abrir historial de casos' }).click();
  await waitForPath(page, '/cumplimiento');
  await page.getByLabel('Buscar caso').fill(result.caseNumber);
  await page.getByLabel('Caso', { exact: true }).selectOption({ value: result.caseId });
  const history = page.getByRole('list', { name: 'Historial' });
  await waitFor(
    async () => (await history.innerText()).includes('Caso revisado por la administración'),
    'the review in the history',
  );
  const review = history.getByRole('listitem').filter({ hasText: 'Caso revisado por la administración' });
  expect(await review.innerText()).toContain('Carlos Mendoza Ruiz');
  const loss = (await review.getByRole('row', { name: /Monto perdido/ }).innerText()).replace(/\s+/g, ' ');
  // Amounts as people read them, in the case's currency.
  expect(loss).toContain('Antes: $25,000.50');
  expect(loss).toContain('Después: $30,000.00');

  // Filter by type: only the review is left.
  await page.getByLabel('Tipo de evento').selectOption({ label: 'Caso revisado por la administración' });
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await waitFor(
    async () => (await history.getByRole('listitem').count()) === 1,
    'one event after the filter',
  );
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await waitFor(async () => (await history.getByRole('listitem').count()) > 1, 'every event again');

  // The slider to its start: the case as registered, before the correction, beside how it is now.
  const slider = page.getByRole('slider', { name: /Momento/ });

  await slider.focus();
  await page.keyboard.press('Home');

  const snapshot = page.getByRole('table', { name: /El caso el/ });

  await waitFor(async () => {
    const row = await snapshot.getByRole('row', { name: /Urgencia/ }).innerText();
    return /Crítico\s+Bajo/.test(row);
  }, 'the past case beside the present one');
  expect(await snapshot.getByRole('row', { name: /Monto perdido/ }).innerText()).toMatch(
    /25,000\.50.*30,000\.00/s,
  );
  expect(await page.getByRole('link', { name: 'Exportar CSV' }).getAttribute('href')).toBe(
    `/api/cases/${result.caseId}/history.csv`,
  );
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);

it('lets the superadmin rebuild a read model from the console, its progress bar reaching 100 %', async () => {
  const { page, context, errors } = await openPage(env.browser, env.baseUrl);
  await logIn(page, demoAccounts.superadmin, '/dashboard');
  await page.getByRole('link', { name: 'Abrir la consola' }).click();
  await waitForPath(page, '/operaciones');
  await page.getByRole('heading', { level: 1, name: 'Consola de operaciones' }).waitFor();
  const users = page.getByRole('listitem', { name: 'Usuarios y sesiones', exact: true });
  await users.getByText('Al día').waitFor();
  // Read models, reactors and states by their Spanish names, never their keys.
  const main = await page.getByRole('main').innerText();
  expect(main).toContain('Panel del cliente');
  await page.getByRole('listitem', { name: 'Envío de correos', exact: true }).waitFor();
  // The setup checklist: this demo portal has the demo plans and nothing else configured.
  const setup = page.getByRole('region', { name: 'Configuración del sitio' });
  await setup.getByText('1 de 8 configurados').waitFor();
  const phone = await setup.getByRole('listitem', { name: 'Teléfono de atención' }).innerText();
  expect(phone).toContain('Falta');
  expect(phone).toContain('El sitio público no muestra teléfono de contacto');
  expect(await setup.getByRole('listitem', { name: 'Planes de servicio' }).innerText()).toContain(
    'Configurado',
  );
  expect(await setup.getByRole('listitem', { name: 'Servidor de correo' }).innerText()).toContain(
    'Los correos no se envían: se escriben como archivos',
  );
  expect(main).not.toMatch(
    /\b(users|clientDashboard|caseFiles|notifications|live|catching-up|rebuilding|parked)\b/,
  );
  await users.getByRole('button', { name: 'Reconstruir Usuarios y sesiones' }).click();
  const bar = users.getByRole('progressbar', { name: 'Reconstruyendo Usuarios y sesiones' });
  await bar.waitFor();
  await waitFor(async () => (await bar.getAttribute('aria-valuenow')) === '100', 'the bar at 100 %');
  await users.getByText('Reconstrucción terminada: la proyección ya usa el resultado.').waitFor();
  await users.getByRole('button', { name: 'Comprobar Usuarios y sesiones' }).click();
  await users.getByText('Coincide con el registro de eventos.').waitFor({ timeout: 15_000 });
  expect(errors).toEqual([]);
  await context.close();
}, 120_000);
