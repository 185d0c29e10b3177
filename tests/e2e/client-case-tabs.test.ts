/**
 * The client dashboard's case tabs in the browser: Progreso (every phase in detail; only the phase in
 * progress has a bar, its next steps and the business days left, counted in Mexico City), Historial (newest
 * first, with type, date and time, and who), Seguridad (high priority first, category and priority, loading,
 * empty, failure and retry) and Comentarios (newest first, author by role, the count on the tab, empty,
 * failure and retry), and the tabs on a 360 px phone. The case is a literal answer staged with page.route
 * (client-case-data.ts) on a real portal and a real login, with the page's clock fixed; the last test reads a
 * freshly registered client's own case from the API without staging anything.
 */

import type { Page, Route } from 'playwright-core';
import { DEFAULT_PASSWORD, registerClient } from '../support/api-client.js';
import {
  type BrowserPage,
  logIn,
  openPage,
  pageWidth,
  useBrowserPortal,
  waitFor,
} from '../support/browser.js';
import { FRAUD_CASE_ID, json, sampleDashboard, serveDashboard, serverError } from './client-case-data.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal();

const SECURITY = '**/api/security-comments';
const COMMENTS = '**/api/fraud-cases/*/comments/client';
// Wednesday 4 March 2026, 12:00 in Mexico City: the phase in progress started on Monday (two business days ago).
const WEDNESDAY_NOON = new Date('2026-03-04T18:00:00.000Z');

/**
 * A registered client logged in through the form, on the dashboard. `before` stages answers before the first
 * request leaves (the dashboard's loader starts the calls with the navigation).
 */
async function openDashboard(
  before: (page: Page) => Promise<void>,
  viewport?: { width: number; height: number },
): Promise<BrowserPage> {
  const { payload } = await registerClient(env.baseUrl);
  const opened = await openPage(env.browser, env.baseUrl, viewport);
  const { page } = opened;
  await page.clock.setFixedTime(WEDNESDAY_NOON);
  await before(page);
  await logIn(page, { username: payload.username, password: DEFAULT_PASSWORD }, '/client-dashboard');
  await page.getByRole('heading', { name: 'Detalles del caso' }).waitFor();
  return opened;
}

async function openTab(page: Page, name: string | RegExp) {
  await page.getByRole('tab', { name }).click();
  return page.getByRole('tabpanel');
}

const headingsIn = async (scope: ReturnType<Page['getByRole']>, level: number) =>
  (await scope.getByRole('heading', { level }).allTextContents()).map((t) => t.trim());

/** The staged answers every test needs besides the one it looks at. */
async function quietLists(page: Page) {
  await page.route(SECURITY, json([]));
  await page.route(COMMENTS, json([]));
}

it(
  'Progreso: every phase in detail; only the phase in progress has a bar, next steps and business days left',
  async () => {
    const { page, errors } = await openDashboard(async (p) => {
      await serveDashboard(p, sampleDashboard());
      await quietLists(p);
    });
    const panel = await openTab(page, 'Progreso');

    // Overall: 1 of 4 phases completed.
    const overall = panel.getByRole('progressbar', { name: 'Progreso de recuperación' });
    expect(await overall.getAttribute('aria-valuenow')).toBe('25');
    expect(await panel.textContent()).toContain('25% completado');

    const phase = (name: string) =>
      panel.getByRole('listitem').filter({ has: page.getByRole('heading', { name, exact: true }) });
    expect(await headingsIn(panel, 3)).toEqual([
      'Análisis del caso',
      'Investigación forense',
      'Acciones legales',
      'Negociación y recuperación',
    ]);

    const done = (await phase('Análisis del caso').textContent()) ?? '';
    expect(done).toContain('Fase 1 de 4');
    expect(done).toContain('Completado');
    expect(done).toContain('Revisión de su caso y de la evidencia por nuestros especialistas.');
    expect(done).toContain('Responsable: Equipo de análisis de casos');
    expect(done).toContain('Completada: 27 de febrero de 2026');
    expect(done).not.toContain('Duración estimada');

    const current = phase('Investigación forense');
    expect(await current.getAttribute('aria-current')).toBe('step');
    const currentText = (await current.textContent()) ?? '';
    expect(currentText).toContain('En Progreso');
    expect(currentText).toContain('Responsable: Laura Méndez Ruiz');
    expect(currentText).toContain('Duración estimada: 10-15 días hábiles');
    // 15 business days from Monday; Monday and Tuesday are behind by Wednesday noon.
    expect(currentText).toContain('13 días hábiles restantes');
    const bar = current.getByRole('progressbar', { name: 'Avance de la fase' });
    expect(await bar.getAttribute('aria-valuenow')).toBe('40');
    expect(await current.getByRole('heading', { name: 'Próximos Pasos' }).count()).toBe(1);
    expect((await current.getByRole('listitem').allTextContents()).map((t) => t.trim())).toEqual([
      'Solicitar información al banco receptor',
      'Revisar las transferencias de enero',
    ]);

    const pending = (await phase('Acciones legales').textContent()) ?? '';
    expect(pending).toContain('Pendiente');
    expect(pending).toContain('Duración estimada: 20-30 días hábiles');
    expect(pending).toContain('Comenzará cuando se complete la fase anterior.');
    expect(pending).not.toContain('restantes');

    // One bar per phase in progress, none on the others; next steps only there.
    expect(await panel.getByRole('progressbar', { name: 'Avance de la fase' }).count()).toBe(1);
    expect(await panel.getByRole('heading', { name: 'Próximos Pasos' }).count()).toBe(1);
    expect(await panel.getByText(/días hábiles restantes/).count()).toBe(1);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'Progreso: a phase in progress without a percentage shows no number, and the days left never go below 0',
  async () => {
    const base = sampleDashboard();
    const [analysis, forensic, ...rest] = base.recoveryProcess.phases;
    if (!analysis || !forensic) throw new Error('the sample has four phases');
    const dashboard = sampleDashboard({
      phases: [
        analysis,
        // Started 20 business days before Wednesday 4 March 2026 (Wednesday 4 February): 15 − 20 → 0.
        { ...forensic, progress: null, nextSteps: [], startedAt: '2026-02-04T16:00:00.000Z' },
        ...rest,
      ],
    });
    const { page, errors } = await openDashboard(async (p) => {
      await serveDashboard(p, dashboard);
      await quietLists(p);
    });
    const panel = await openTab(page, 'Progreso');
    const current = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Investigación forense', exact: true }) });
    const text = (await current.textContent()) ?? '';
    expect(await current.getByRole('progressbar').count()).toBe(0);
    expect(text).toContain('Avance de la fase');
    expect(text).not.toMatch(/\d+\s?%/);
    expect(text).toContain('0 días hábiles restantes');
    expect(text).toContain('Su especialista indicará aquí los próximos pasos de esta fase.');
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'Historial: newest first, with its type, date and time in es-MX, and who; an empty history says so',
  async () => {
    const { page, errors } = await openDashboard(async (p) => {
      await serveDashboard(p, sampleDashboard());
      await quietLists(p);
    });
    const panel = await openTab(page, 'Historial');
    expect(await headingsIn(panel, 3)).toEqual([
      'Inicio de fase: Investigación forense',
      'Fase completada: Análisis del caso',
      'Caso registrado',
    ]);
    const entries = panel.getByRole('listitem');
    const first = (await entries.nth(0).textContent()) ?? '';
    expect(first).toContain('En Progreso');
    expect(first).toContain('4 de marzo de 2026');
    expect(first).toContain('10:15');
    expect(first).toContain('Responsable: Laura Méndez Ruiz');
    expect(first).toContain('Comenzó la fase «Investigación forense» de su proceso.');
    expect((await entries.nth(1).textContent()) ?? '').toContain('Completado');
    const last = (await entries.nth(2).textContent()) ?? '';
    expect(last).toContain('Hito');
    expect(last).toContain('23 de febrero de 2026');
    expect(last).toContain('9:30');
    expect(last).toContain('Responsable: Sistema');

    await page.unroute('**/api/clients/my-dashboard');
    await serveDashboard(page, sampleDashboard({ timeline: [] }));
    await page.reload();
    const empty = await openTab(page, 'Historial');
    await empty.getByText('Aún no hay eventos registrados en su caso.').waitFor();
    expect(await empty.getByRole('listitem').count()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'Seguridad: high priority first with category and priority; loading, failure with retry, and none',
  async () => {
    let answer: (route: Route) => Promise<void> = serverError;
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { page, errors } = await openDashboard(async (p) => {
      await serveDashboard(p, sampleDashboard());
      await p.route(COMMENTS, json([]));
      await p.route(SECURITY, async (route) => {
        await held;
        await answer(route);
      });
    });

    // Loading, then the failure in words, with the rest of the dashboard still there.
    let panel = await openTab(page, 'Seguridad');
    await panel.getByRole('status').getByText('Cargando avisos de seguridad...').waitFor();
    release();
    const alert = panel.getByRole('alert');
    await alert.getByText('No se pudieron cargar los avisos de seguridad').waitFor();
    expect(await alert.textContent()).toContain('Ocurrió un error inesperado. Intente nuevamente más tarde.');
    expect(await alert.textContent()).not.toContain('500');
    expect(await page.getByRole('tab', { name: 'Resumen' }).count()).toBe(1);

    // Retry: the server's order is low, high, medium (unknown category); the screen puts high first.
    answer = json([
      {
        id: 'sc-1',
        title: 'Cambie su contraseña con regularidad',
        content: 'Use una contraseña que no use en otros sitios.',
        category: 'process',
        priority: 'low',
        createdAt: '2026-02-10T16:00:00.000Z',
      },
      {
        id: 'sc-2',
        title: 'Nunca le pediremos pagos por adelantado',
        content: 'Si alguien le pide dinero a nombre del despacho, repórtelo a su agente.',
        category: 'security',
        priority: 'high',
        createdAt: '2026-01-05T16:00:00.000Z',
      },
      {
        id: 'sc-3',
        title: 'Horario de atención en días festivos',
        content: 'Consulte el horario antes de llamar.',
        category: 'otra',
        priority: 'medium',
        createdAt: '2026-03-01T16:00:00.000Z',
      },
    ]);
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await panel.getByRole('heading', { name: 'Nunca le pediremos pagos por adelantado' }).waitFor();
    expect(await headingsIn(panel, 3)).toEqual([
      'Nunca le pediremos pagos por adelantado',
      'Horario de atención en días festivos',
      'Cambie su contraseña con regularidad',
    ]);
    const cards = panel.getByRole('article');
    const high = (await cards.nth(0).textContent()) ?? '';
    expect(high).toContain('Prioridad alta');
    expect(high).toContain('Seguridad');
    expect(high).toContain('Si alguien le pide dinero a nombre del despacho, repórtelo a su agente.');
    expect(high).toContain('Publicado el 5 de enero de 2026');
    const medium = (await cards.nth(1).textContent()) ?? '';
    expect(medium).toContain('Prioridad media');
    expect(medium).toContain('General');
    const low = (await cards.nth(2).textContent()) ?? '';
    expect(low).toContain('Prioridad baja');
    expect(low).toContain('Proceso');

    // None published.
    await page.unroute(SECURITY);
    await page.route(SECURITY, json([]));
    await page.reload();
    panel = await openTab(page, 'Seguridad');
    await panel.getByText('No hay avisos de seguridad por ahora.').waitFor();
    expect(await panel.getByRole('article').count()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'Comentarios: read for the case id, newest first with the author by role, counted on the tab',
  async () => {
    const requested: string[] = [];
    const { page, errors } = await openDashboard(async (p) => {
      await serveDashboard(p, sampleDashboard());
      await p.route(SECURITY, json([]));
      await p.route(COMMENTS, async (route) => {
        requested.push(new URL(route.request().url()).pathname);
        await json([
          {
            id: 'c-1',
            content: 'Recibimos su identificación, gracias.',
            commentType: 'agent',
            isVisibleToClient: true,
            createdAt: '2026-03-01T17:00:00.000Z',
          },
          {
            id: 'c-2',
            content: 'Su caso fue asignado a una especialista.',
            commentType: 'admin',
            isVisibleToClient: true,
            createdAt: '2026-03-03T15:45:00.000Z',
          },
          {
            id: 'c-3',
            content: 'Se actualizó el estado de su caso.',
            commentType: 'system',
            isVisibleToClient: true,
            createdAt: '2026-03-04T16:20:00.000Z',
          },
        ])(route);
      });
    });
    // The count is on the tab before it is opened, and in its accessible name.
    const tab = page.getByRole('tab', { name: 'Comentarios (3)', exact: true });
    await tab.waitFor();
    expect(requested).toEqual([`/api/fraud-cases/${FRAUD_CASE_ID}/comments/client`]);

    await tab.click();
    const panel = page.getByRole('tabpanel');
    expect(await headingsIn(panel, 3)).toEqual(['Sistema', 'Administración', 'Especialista en recuperación']);
    const items = panel.getByRole('article');
    const newest = (await items.nth(0).textContent()) ?? '';
    expect(newest).toContain('Se actualizó el estado de su caso.');
    expect(newest).toContain('4 de marzo de 2026');
    expect(newest).toContain('10:20');
    expect((await items.nth(2).textContent()) ?? '').toContain('Recibimos su identificación, gracias.');
    // Read once: opening the tab does not call again (no refetch, no polling).
    expect(requested).toHaveLength(1);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'Comentarios: none yet says so (count 0); a failure says so, without a count, and retries',
  async () => {
    let fail = true;
    const { page, errors } = await openDashboard(async (p) => {
      await serveDashboard(p, sampleDashboard());
      await p.route(SECURITY, json([]));
      await p.route(COMMENTS, (route) => (fail ? serverError(route) : json([])(route)));
    });
    // The failure: the tab has no count, its panel says what failed and offers to retry.
    const panel = await openTab(page, 'Comentarios');
    expect(await page.getByRole('tab', { name: 'Comentarios', exact: true }).count()).toBe(1);
    const alert = panel.getByRole('alert');
    await alert.getByText('No se pudieron cargar los comentarios').waitFor();
    expect(await alert.textContent()).toContain('Ocurrió un error inesperado. Intente nuevamente más tarde.');

    fail = false;
    await alert.getByRole('button', { name: 'Reintentar' }).click();
    await panel.getByText('Aún no hay comentarios en su caso.').waitFor();
    await page.getByRole('tab', { name: 'Comentarios (0)', exact: true }).waitFor();
    expect(await panel.getByRole('article').count()).toBe(0);
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  'fits a 360 px phone: the tabs scroll sideways, the page does not, and every tab opens',
  async () => {
    const { page, errors } = await openDashboard(
      async (p) => {
        await serveDashboard(p, sampleDashboard());
        await quietLists(p);
      },
      { width: 360, height: 740 },
    );
    // With the count on the Comentarios tab (its visually hidden text once stuck out of the strip).
    await page.getByRole('tab', { name: 'Comentarios (0)', exact: true }).waitFor();
    expect(await pageWidth(page)).toBe(360);
    // The six tabs are wider than the phone: their own strip scrolls sideways.
    const strip = (await page.evaluate(
      `(() => { const list = document.querySelector('[role="tablist"]'); const box = list.parentElement;
        return { scrolls: getComputedStyle(box).overflowX, content: list.scrollWidth, visible: box.clientWidth }; })()`,
    )) as { scrolls: string; content: number; visible: number };
    expect(strip.scrolls).toBe('auto');
    expect(strip.content).toBeGreaterThan(strip.visible);
    for (const [tab, heading] of [
      ['Progreso', 'Investigación forense'],
      ['Historial', 'Caso registrado'],
      ['Seguridad', 'Avisos de seguridad'],
      [/^Comentarios/, 'Comentarios de su caso'],
    ] as const) {
      const panel = await openTab(page, tab);
      await panel.getByRole('heading', { name: heading, exact: true }).waitFor();
      expect({ tab: String(tab), width: await pageWidth(page) }).toEqual({ tab: String(tab), width: 360 });
    }
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);

it(
  "reads a new client's own case from the API: the first phase in progress, the history, no notices, no comments",
  async () => {
    const { payload, result } = await registerClient(env.baseUrl);
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    await logIn(page, { username: payload.username, password: DEFAULT_PASSWORD }, '/client-dashboard');
    await page.getByRole('tab', { name: 'Comentarios (0)', exact: true }).waitFor();

    let panel = await openTab(page, 'Progreso');
    const first = panel
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: 'Análisis del caso', exact: true }) });
    expect(await first.getAttribute('aria-current')).toBe('step');
    expect(await panel.getByText(/días hábiles restantes/).count()).toBe(1);

    panel = await openTab(page, 'Historial');
    await panel.getByRole('heading', { name: 'Caso registrado' }).waitFor();
    expect(await panel.textContent()).toContain(result.caseNumber);

    panel = await openTab(page, 'Seguridad');
    await waitFor(
      async () => (await panel.getByText('No hay avisos de seguridad por ahora.').count()) === 1,
      'no security notices',
    );
    panel = await openTab(page, /^Comentarios/);
    await panel.getByText('Aún no hay comentarios en su caso.').waitFor();
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
