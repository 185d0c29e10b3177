/**
 * The staff case page (/casos/$caseNumber) in the browser, on the demo portal: the demo agent opens the
 * demo client's case (contact, fraud details, amounts), saves the progress and next steps of phase 1, completes
 * it after a confirmation (the next phase is in progress), records a milestone, refuses an empty comment with
 * the spec's message and adds an internal one; a write made with a stale revision (someone changed the case
 * through the API meanwhile) shows the server's message with 'Recargar', which shows the new state and keeps what
 * the agent typed; an add whose answer includes a colleague's write does not let the next plan save undo that
 * write; an estimate already past can stay while the priority changes; after a phase is completed, Mis clientes
 * shows the new phase without a reload; a case of another agent's client is 'not yours' (403), also when a later
 * read of a case already shown says so, an unknown one not found (404), a client is sent to /dashboard; the page
 * fits a 360 px phone.
 */

import { demoAccounts } from '@portal/command-service';
import type { CaseFile } from '@portal/contracts';
import type { Page } from 'playwright-core';
import { call, login, registerClient } from '../support/api-client.js';
import {
  chooseOption,
  field,
  fieldError,
  logIn,
  openPage,
  openSignedIn,
  screenshot,
  shownText,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { demoCaseNumber, openDemoCase as openDemoCaseOf } from '../support/demo-case.js';

const TEST_TIMEOUT = 90_000;
const env = useBrowserPortal({ demo: true });

/** The demo client's case as the API gives it to the demo agent (with the agent's cookie for more calls). */
async function demoCase(): Promise<{ file: CaseFile; cookie: string }> {
  const { caseNumber, cookie } = await demoCaseNumber(env.baseUrl);
  const res = await call<CaseFile>(env.baseUrl, 'GET', `/api/cases/${caseNumber}`, { cookie });
  expect(res.status).toBe(200);
  return { file: res.json, cookie };
}

/** The demo agent, signed in, on the page of the demo client's case. */
const openDemoCase = (viewport?: { width: number; height: number }) => openDemoCaseOf(env, viewport);

/** The phase progress input (the number field's − and + buttons carry its label too). */
const progressInput = (page: Page) => page.getByRole('textbox', { name: 'Avance de la fase (%)' });

/** The list item of a phase, found by its heading. */
const phaseItem = (page: Page, name: string) =>
  page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3, name, exact: true }) });

it(
  'the demo agent reads the case, saves progress, completes phase 1, records a milestone and an internal comment',
  async () => {
    const { page, errors, caseNumber } = await openDemoCase();
    const main = page.getByRole('main');

    // Header and the client's data.
    expect(await page.title()).toContain(`Caso ${caseNumber}`);
    const header = page.getByRole('region', { name: new RegExp(caseNumber) });
    const headerText = await shownText(header);
    expect(headerText).toContain('María González Herrera');
    expect(headerText).toContain('Lic. Ana Torres Villalobos');
    expect(headerText).toContain('Prioridad Alta');
    expect(headerText).toContain('0 de 4 fases completadas');
    expect(
      await header.getByRole('progressbar', { name: 'Avance del caso' }).getAttribute('aria-valuenow'),
    ).toBe('0');
    expect(await main.getByRole('link', { name: 'Volver a mis clientes' }).getAttribute('href')).toBe(
      '/dashboard',
    );

    const contact = page.getByRole('region', { name: 'Contacto del cliente' });
    expect(await contact.getByRole('link', { name: 'cliente@demo.portal.mx' }).getAttribute('href')).toBe(
      'mailto:cliente@demo.portal.mx',
    );
    expect(await contact.getByRole('link', { name: '+52 55 1234 5678' }).getAttribute('href')).toBe(
      'tel:+525512345678',
    );
    const contactText = await shownText(contact);
    expect(contactText).toContain('Guadalajara, México');
    expect(contactText).toContain('Contacto preferido WhatsApp');

    const fraud = await shownText(page.getByRole('region', { name: 'Detalles del fraude' }));
    for (const part of [
      'Tipo de fraude Criptomonedas',
      'Plataforma o broker CryptoMax Inversiones',
      'Fecha del fraude 15 de septiembre de 2026',
      'Urgencia Alto',
      'Monto perdido $185,000.00',
      'Capturas de las conversaciones y comprobantes de las tres transferencias SPEI.',
      'Reporté la cuenta a mi banco sin resultado.',
    ]) {
      expect(fraud).toContain(part);
    }
    expect(await shownText(page.getByRole('region', { name: 'Montos de recuperación' }))).toContain(
      'Monto original $185,000.00',
    );

    // Phase 1 in progress: progress and a next step, saved.
    const analysis = phaseItem(page, 'Análisis del caso');
    expect(await analysis.getAttribute('aria-current')).toBe('step');
    expect(await shownText(analysis)).toContain('En Progreso');
    expect(await shownText(phaseItem(page, 'Investigación forense'))).toContain('Pendiente');
    await progressInput(page).fill('60');
    await analysis.getByRole('button', { name: 'Agregar paso' }).click();
    await field(page, 'Próximo paso 1').fill('Solicitar los estados de cuenta al banco');
    await analysis.getByRole('button', { name: 'Guardar avance' }).click();
    expect(await toastText(page, 'Avance guardado')).toContain('El cliente ya ve el avance de la fase.');
    const saved = (await demoCase()).file.phases[0];
    expect({ progress: saved?.progress, nextSteps: saved?.nextSteps }).toEqual({
      progress: 60,
      nextSteps: ['Solicitar los estados de cuenta al banco'],
    });
    await waitFor(
      async () =>
        (await analysis
          .getByRole('progressbar', { name: 'Avance de la fase' })
          .getAttribute('aria-valuenow')) === '60',
      'the phase bar shows 60',
    );

    // Complete it, after the confirmation: the next phase starts.
    await analysis.getByRole('button', { name: 'Completar fase' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Completar la fase?' });
    expect(await shownText(confirm)).toContain(
      'La fase «Análisis del caso» quedará completada y comenzará la fase «Investigación forense».',
    );
    await confirm.getByRole('button', { name: 'Sí, completar fase' }).click();
    expect(await toastText(page, 'Fase completada')).toContain('La siguiente fase quedó en progreso.');
    await confirm.waitFor({ state: 'hidden' });
    await waitFor(async () => (await shownText(analysis)).includes('Completado'), 'phase 1 completed');
    const forensic = phaseItem(page, 'Investigación forense');
    expect(await forensic.getAttribute('aria-current')).toBe('step');
    expect(await shownText(forensic)).toContain('En Progreso');
    expect(await analysis.getAttribute('aria-current')).toBeNull();
    expect(await shownText(header)).toContain('1 de 4 fases completadas');
    expect(
      await header.getByRole('progressbar', { name: 'Avance del caso' }).getAttribute('aria-valuenow'),
    ).toBe('25');
    // Only the phase in progress has the form.
    expect(await main.getByRole('button', { name: 'Guardar avance' }).count()).toBe(1);

    // The history, newest first: the phase change appeared by itself.
    const timeline = page.getByRole('list', { name: 'Historial del caso' });
    const events = async () =>
      (await timeline.getByRole('heading', { level: 3 }).allTextContents()).map((e) => e.trim());
    await waitFor(
      async () => (await events()).includes('Inicio de fase: Investigación forense'),
      'the timeline shows the phase change',
    );
    const order = await events();
    expect(order.indexOf('Inicio de fase: Investigación forense')).toBeLessThan(
      order.indexOf('Fase completada: Análisis del caso'),
    );
    expect(order.indexOf('Fase completada: Análisis del caso')).toBeLessThan(
      order.indexOf('Caso registrado'),
    );

    // A milestone: the section says the client sees it; a date after today is refused on the field; a past one
    // is recorded.
    expect(await shownText(page.getByRole('region', { name: 'Historial del caso' }))).toContain(
      'El cliente ve el título y la descripción de cada hito en su historial.',
    );
    await field(page, 'Título del hito').fill('Denuncia presentada ante la fiscalía');
    await field(page, 'Descripción').first().fill('Se presentó la denuncia con folio de acuse.');
    await field(page, 'Fecha del hito').fill('2099-01-01');
    await page.getByRole('button', { name: 'Agregar hito' }).click();
    expect(await fieldError(page, 'Fecha del hito')).toContain(
      'La fecha del hito no puede ser posterior a hoy',
    );
    await field(page, 'Fecha del hito').fill('2026-10-01');
    await page.getByRole('button', { name: 'Agregar hito' }).click();
    expect(await toastText(page, 'Hito agregado')).toContain(
      'El hito ya aparece en el historial del caso. El cliente ve su título y su descripción.',
    );
    await waitFor(
      async () => (await events()).includes('Denuncia presentada ante la fiscalía'),
      'the milestone is in the timeline',
    );
    expect(await field(page, 'Título del hito').inputValue()).toBe('');

    // Comments: empty is refused with the spec's message; an internal one is added and the form resets.
    const comments = page.getByRole('region', { name: 'Comentarios de seguimiento' });
    await comments.getByRole('button', { name: 'Agregar Comentario' }).click();
    expect(await fieldError(page, 'Nuevo comentario')).toContain('Contenido del comentario requerido');
    const visible = comments.getByRole('switch', { name: 'Visible para el cliente' });
    expect(await visible.isChecked()).toBe(true);
    await field(page, 'Nuevo comentario').fill('Nota interna: verificar la cuenta receptora con el banco.');
    await comments.getByText('Visible para el cliente', { exact: true }).first().click(); // the switch's label
    expect(await visible.isChecked()).toBe(false);
    await comments.getByRole('button', { name: 'Agregar Comentario' }).click();
    expect(await toastText(page, 'Comentario agregado')).toContain('El comentario se guardó en el caso.');
    const list = comments.getByRole('list', { name: 'Comentarios del caso' });
    const first = list.getByRole('listitem').first();
    await waitFor(
      async () =>
        (await shownText(first)).includes('Nota interna: verificar la cuenta receptora con el banco.'),
      'the comment is listed first',
    );
    const firstText = await shownText(first);
    expect(firstText).toContain('Especialista en recuperación');
    expect(firstText).toContain('Lic. Ana Torres Villalobos');
    expect(firstText).toContain('Interno (solo el equipo)');
    expect(firstText).not.toContain('Visible para el cliente');
    expect(firstText).toMatch(/ de 20\d\d a las \d{1,2}:\d{2}/);
    expect(await field(page, 'Nuevo comentario').inputValue()).toBe('');
    expect(await visible.isChecked()).toBe(true);

    // The client's own list does not have it.
    const client = await login(env.baseUrl, demoAccounts.client.username, demoAccounts.client.password);
    const file = (await demoCase()).file;
    const clientComments = await call(env.baseUrl, 'GET', `/api/fraud-cases/${file.caseId}/comments/client`, {
      cookie: client.cookie,
    });
    expect(clientComments.text).not.toContain('Nota interna');

    await screenshot(page, 'staff-case-file');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'a write with a stale revision shows the server message; Recargar shows the new state and keeps what was typed',
  async () => {
    const { page, errors } = await openDemoCase();
    const header = page.getByRole('region', { name: /Caso/ });
    expect(await shownText(header)).toContain('Prioridad Alta');
    const current = page
      .getByRole('listitem')
      .filter({ has: page.getByRole('button', { name: 'Guardar avance' }) });
    const phaseName = await shownText(current.getByRole('heading', { level: 3 }));

    // Someone else changes the plan of the case through the API while the page is open.
    const { file, cookie } = await demoCase();
    const concurrent = await call(env.baseUrl, 'PUT', `/api/cases/${file.caseId}/plan`, {
      cookie,
      headers: { 'if-match': String(file.revision) },
      body: { priority: 'low', estimatedCompletion: '2030-06-30' },
    });
    expect(concurrent.status).toBe(200);

    await progressInput(page).fill('35');
    await current.getByRole('button', { name: 'Guardar avance' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'El caso cambió' });
    await banner.waitFor();
    expect(await shownText(banner)).toContain(
      'Otra persona modificó este caso mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
    );
    expect(await progressInput(page).inputValue()).toBe('35');
    // Nothing was saved.
    expect((await demoCase()).file.phases.find((p) => p.name === phaseName)?.progress).not.toBe(35);
    await screenshot(page, 'staff-case-file-conflict');

    await banner.getByRole('button', { name: 'Recargar' }).click();
    await page.getByRole('status').filter({ hasText: 'Se cargó la versión actual del caso.' }).waitFor();
    expect(await banner.count()).toBe(0);
    // The new state: the plan someone else saved; what the agent typed is still there.
    expect(await shownText(header)).toContain('Prioridad Baja');
    expect(await field(page, 'Fecha estimada de finalización').inputValue()).toBe('2030-06-30');
    expect(await progressInput(page).inputValue()).toBe('35');

    await current.getByRole('button', { name: 'Guardar avance' }).click();
    expect(await toastText(page, 'Avance guardado')).toContain('Avance guardado');
    expect((await demoCase()).file.phases.find((p) => p.name === phaseName)?.progress).toBe(35);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  "an add answered with a revision that includes a colleague's write does not let the next plan save pass over that write",
  async () => {
    // A known plan (through the API) before the page opens.
    const before = await demoCase();
    const known = await call(env.baseUrl, 'PUT', `/api/cases/${before.file.caseId}/plan`, {
      cookie: before.cookie,
      headers: { 'if-match': String(before.file.revision) },
      body: { priority: 'high', estimatedCompletion: '2030-01-15' },
    });
    expect(known.status).toBe(200);
    const { page, errors, caseNumber } = await openDemoCase();
    const date = field(page, 'Fecha estimada de finalización');
    expect(await date.inputValue()).toBe('2030-01-15');

    // A colleague moves the estimate through the API while the page is open.
    const { file, cookie } = await demoCase();
    const colleague = await call(env.baseUrl, 'PUT', `/api/cases/${file.caseId}/plan`, {
      cookie,
      headers: { 'if-match': String(file.revision) },
      body: { priority: 'high', estimatedCompletion: '2029-12-31' },
    });
    expect(colleague.status).toBe(200);

    // The agent adds a milestone (an add: no If-Match; its answer's revision includes the colleague's write),
    // and the read of the case after it fails: the page keeps what it showed.
    await page.route(`**/api/cases/${caseNumber}`, (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Servicio en mantenimiento', code: 'unavailable' }),
      }),
    );
    await field(page, 'Título del hito').fill('Llamada con el banco emisor');
    await page.getByRole('button', { name: 'Agregar hito' }).click();
    expect(await toastText(page, 'Hito agregado')).toContain('Hito agregado');
    await page.unroute(`**/api/cases/${caseNumber}`);
    expect(await date.inputValue()).toBe('2030-01-15');

    // Saving the plan the page shows is refused as stale: the colleague's estimate is not undone.
    await page.getByRole('button', { name: 'Guardar plan' }).click();
    await page.getByRole('alert').filter({ hasText: 'El caso cambió' }).waitFor();
    expect((await demoCase()).file.estimatedCompletion?.slice(0, 10)).toBe('2029-12-31');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'an estimate already past stays as it is while the priority changes; moving it to another past day is refused',
  async () => {
    const { file } = await demoCase();
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    // The case as the API would give it once its estimate has passed (staged).
    const staged: CaseFile = { ...file, revision: 51, priority: 'high', estimatedCompletion: '2020-01-15' };
    await page.route(`**/api/cases/${file.caseNumber}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(staged) }),
    );
    const sent: { ifMatch: string | undefined; body: unknown }[] = [];
    await page.route('**/api/cases/*/plan', async (route) => {
      const request = route.request();
      sent.push({ ifMatch: request.headers()['if-match'], body: request.postDataJSON() });
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"ok":true,"revision":52}',
      });
    });
    await logIn(page, demoAccounts.agent, '/dashboard');
    await page.goto(`/casos/${file.caseNumber}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(file.caseNumber) }).waitFor();

    const date = field(page, 'Fecha estimada de finalización');
    expect(await date.inputValue()).toBe('2020-01-15');
    // The date input does not refuse the saved date either.
    expect(await date.getAttribute('min')).toBe('2020-01-15');
    await chooseOption(page, 'Prioridad', 'Baja');
    await page.getByRole('button', { name: 'Guardar plan' }).click();
    expect(await toastText(page, 'Plan actualizado')).toContain('Plan actualizado');
    expect(sent).toEqual([{ ifMatch: '51', body: { priority: 'low', estimatedCompletion: '2020-01-15' } }]);

    await date.fill('2020-02-01');
    await page.getByRole('button', { name: 'Guardar plan' }).click();
    await waitFor(
      async () =>
        (await fieldError(page, 'Fecha estimada de finalización')).includes(
          'La fecha estimada no puede ser anterior a hoy',
        ),
      'a changed past date refused',
    );
    expect(sent).toHaveLength(1);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'after completing a phase, Mis clientes shows the new phase and progress without a reload',
  async () => {
    const { file } = await demoCase();
    const phase = file.phases.find((p) => p.key === file.currentPhaseKey);
    if (!phase) throw new Error('the demo case has no phase in progress');
    const { page, errors } = await openSignedIn(env, demoAccounts.agent, '/dashboard');
    const table = page.getByRole('table', { name: 'Mis clientes' });
    const row = table.getByRole('row').filter({ hasText: file.caseNumber });
    await row.waitFor();
    expect(await shownText(row.getByRole('cell').nth(2))).toBe(phase.name);

    // To the case from the list (no page load), complete the phase, and back.
    await row.getByRole('link', { name: file.caseNumber }).click();
    await page.getByRole('heading', { level: 1, name: new RegExp(file.caseNumber) }).waitFor();
    await phaseItem(page, phase.name).getByRole('button', { name: 'Completar fase' }).click();
    await page
      .getByRole('alertdialog', { name: '¿Completar la fase?' })
      .getByRole('button', { name: 'Sí, completar fase' })
      .click();
    expect(await toastText(page, 'Fase completada')).toContain('Fase completada');
    await page.getByRole('main').getByRole('link', { name: 'Volver a mis clientes' }).click();
    await waitForPath(page, '/dashboard');

    // What the API now lists for the case, and the row shows it.
    const { cookie } = await login(env.baseUrl, demoAccounts.agent.username, demoAccounts.agent.password);
    const list = await call<{ caseNumber: string; currentPhase: string | null; progress: number }[]>(
      env.baseUrl,
      'GET',
      '/api/agent/clients',
      { cookie },
    );
    const now = list.json.find((r) => r.caseNumber === file.caseNumber);
    expect(now?.currentPhase).not.toBe(phase.name);
    await waitFor(
      async () => (await shownText(row.getByRole('cell').nth(2))) === (now?.currentPhase ?? ''),
      `the row shows the phase ${now?.currentPhase}`,
    );
    expect(
      await row
        .getByRole('progressbar', { name: `Avance del caso ${file.caseNumber}` })
        .getAttribute('aria-valuenow'),
    ).toBe(String(now?.progress));
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'a case already shown gives way to "not yours" when a later read is refused (the client was reassigned)',
  async () => {
    const { page, errors, caseNumber } = await openDemoCase();
    await page.route(`**/api/cases/${caseNumber}`, (route) =>
      route.fulfill({
        status: 403,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Este caso no está asignado a usted.', code: 'case_not_assigned' }),
      }),
    );
    await page.getByRole('main').getByRole('link', { name: 'Volver a mis clientes' }).click();
    await waitForPath(page, '/dashboard');
    await page.getByRole('table', { name: 'Mis clientes' }).getByRole('link', { name: caseNumber }).click();
    await waitForPath(page, `/casos/${caseNumber}`);
    await page.getByRole('heading', { name: 'Este caso no está asignado a usted' }).waitFor();
    expect(await page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Guardar plan' }).count()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'required documents: one is removed after the confirmation (with If-Match) and added back from the catalog; a named one is optional',
  async () => {
    const { page, errors } = await openDemoCase();
    const documents = page.getByRole('region', { name: 'Documentos requeridos' });
    const list = documents.getByRole('list', { name: 'Documentos requeridos' });
    const names = async () =>
      (await list.getByRole('listitem').allInnerTexts()).map((t) => t.split('\n')[0]?.trim() ?? '');
    expect(await names()).toContain('Denuncia ante autoridades');
    // Every catalog document is already asked for: only a named one can be added.
    expect(await documents.getByRole('radio', { name: 'Del catálogo' }).isDisabled()).toBe(true);

    await documents.getByRole('button', { name: 'Quitar «Denuncia ante autoridades»' }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Dejar de solicitar el documento?' });
    expect(await shownText(confirm)).toContain(
      'El cliente dejará de ver «Denuncia ante autoridades» entre los documentos requeridos de su caso.',
    );
    await confirm.getByRole('button', { name: 'Sí, quitar' }).click();
    expect(await toastText(page, 'Documento quitado')).toContain('El caso ya no lo solicita.');
    await confirm.waitFor({ state: 'hidden' });
    await waitFor(async () => !(await names()).includes('Denuncia ante autoridades'), 'the document is gone');

    // Back from the catalog (the only one left there).
    await documents.getByText('Del catálogo', { exact: true }).click();
    await documents.getByRole('button', { name: 'Agregar documento' }).click();
    expect(await fieldError(page, 'Documento del catálogo')).toContain(
      'Elija un documento de la lista o escriba su nombre (al menos 3 caracteres)',
    );
    await chooseOption(page, 'Documento del catálogo', 'Denuncia ante autoridades');
    await documents.getByRole('button', { name: 'Agregar documento' }).click();
    expect(await toastText(page, 'Documento solicitado')).toContain('El cliente ya lo ve en su panel.');
    await waitFor(async () => (await names()).includes('Denuncia ante autoridades'), 'the document is back');

    // A named one, optional.
    await field(page, 'Nombre del documento').fill('Contrato con el bróker');
    await documents.getByText('Obligatorio', { exact: true }).click(); // the switch's label
    await documents.getByRole('button', { name: 'Agregar documento' }).click();
    expect(await toastText(page, 'Documento solicitado')).toContain('Documento solicitado');
    const named = list.getByRole('listitem').filter({ hasText: 'Contrato con el bróker' });
    await named.waitFor();
    expect(await shownText(named)).toContain('Opcional');
    expect(await field(page, 'Nombre del documento').inputValue()).toBe('');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  "with no phase in progress, only the first pending phase offers 'Iniciar fase', which sends If-Match with the case's revision",
  async () => {
    const { file } = await demoCase();
    const opened = await openPage(env.browser, env.baseUrl);
    const { page, errors } = opened;
    // The case as the API would give it with phase 1 completed and phase 2 not started yet (staged).
    const staged: CaseFile = {
      ...file,
      revision: 41,
      currentPhaseKey: null,
      phases: file.phases.map((phase, index) => ({
        ...phase,
        status: index === 0 ? 'completed' : 'pending',
        progress: null,
        nextSteps: [],
        startedAt: index === 0 ? '2026-10-01T15:00:00.000Z' : null,
        completedAt: index === 0 ? '2026-10-03T15:00:00.000Z' : null,
      })),
    };
    await page.route(`**/api/cases/${file.caseNumber}`, (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify(staged) }),
    );
    const sent: { url: string; ifMatch: string | undefined; body: unknown }[] = [];
    await page.route('**/api/cases/*/phases/*', async (route) => {
      const request = route.request();
      sent.push({ url: request.url(), ifMatch: request.headers()['if-match'], body: request.postDataJSON() });
      await route.fulfill({
        status: 200,
        contentType: 'application/json',
        body: '{"ok":true,"revision":42}',
      });
    });
    await logIn(page, demoAccounts.agent, '/dashboard');
    await page.goto(`/casos/${file.caseNumber}`);
    await page.getByRole('heading', { level: 1, name: new RegExp(file.caseNumber) }).waitFor();

    expect(await page.getByRole('button', { name: 'Guardar avance' }).count()).toBe(0);
    const starts = page.getByRole('button', { name: 'Iniciar fase' });
    expect(await starts.count()).toBe(1);
    expect(await shownText(phaseItem(page, 'Investigación forense'))).toContain('Iniciar fase');
    await starts.click();
    expect(await toastText(page, 'Fase iniciada')).toContain('El cliente ya la ve en progreso.');
    expect(sent).toEqual([
      {
        url: `${env.baseUrl}/api/cases/${file.caseId}/phases/forensic`,
        ifMatch: '41',
        body: { status: 'in_progress' },
      },
    ]);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  "another agent's client's case is not the agent's (403), an unknown case is not found (404), a client goes to /dashboard",
  async () => {
    const other = await registerClient(env.baseUrl);
    const { page, errors } = await openSignedIn(env, demoAccounts.agent, '/dashboard');

    await page.goto(`/casos/${other.result.caseNumber}`);
    const denied = page.getByRole('alert');
    await denied.getByRole('heading', { name: 'Este caso no está asignado a usted' }).waitFor();
    expect(await shownText(denied)).toContain(
      'Solo puede consultar y trabajar los casos de los clientes que tiene asignados.',
    );
    expect(await shownText(page.getByRole('main'))).not.toContain(other.result.accountNumber);
    expect(await denied.getByRole('link', { name: 'Ir a mi inicio' }).getAttribute('href')).toBe(
      '/dashboard',
    );
    expect(await page.title()).toContain('Este caso no está asignado a usted');

    await page.goto('/casos/CASO-QUE-NO-EXISTE');
    await page.getByRole('heading', { name: 'No se encontró el caso' }).waitFor();
    expect(await shownText(page.getByRole('main'))).toContain(
      'Revise el número de caso o vuelva a su lista de clientes.',
    );
    expect(errors).toEqual([]);

    const client = await openSignedIn(env, demoAccounts.client, '/client-dashboard');
    await client.page.goto(`/casos/${other.result.caseNumber}`);
    await waitForPath(client.page, '/dashboard');
  },
  TEST_TIMEOUT,
);

it(
  'fits a 360 px phone: nothing sticks out, and the phase form is usable',
  async () => {
    const { page, errors } = await openDemoCase({ width: 360, height: 780 });
    expect(await page.evaluate('document.documentElement.scrollWidth - window.innerWidth')).toBe(0);
    const saveButton = page.getByRole('button', { name: 'Guardar avance' });
    await saveButton.scrollIntoViewIfNeeded();
    const box = await saveButton.boundingBox();
    expect(box && box.x >= 0 && box.x + box.width <= 360).toBe(true);
    await screenshot(page, 'staff-case-file-360');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
