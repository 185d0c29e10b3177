/**
 * The work on a case from end to end: the agent of a client opens the case, completes phase 1 and writes a visible and an
 * internal comment; the client then sees the progress move, the phase completed in Progreso and Historial, the
 * visible comment (never the internal one) with the count on its tab, and a security notice the admin published.
 * Two browser contexts (two people), the real API, demo mode (the demo client is assigned to the demo agent).
 */
import { demoAccounts } from '@portal/command-service';
import { call, login } from '../support/api-client.js';
import { field, logIn, openPage, toastText, useBrowserPortal, waitForPath } from '../support/browser.js';

const TEST_TIMEOUT = 120_000;
const env = useBrowserPortal({ demo: true });

const visibleComment = 'Recibimos su evidencia y la revisaremos esta semana con su banco.';
const internalComment = 'Nota interna: confirmar con el banco la cuenta que recibió los fondos.';
const notice = 'Nunca le pediremos su contraseña';

it(
  'the agent completes phase 1 and comments; the client sees exactly that, and the admin’s security notice',
  async () => {
    // The admin publishes a notice (its own screen has its own test).
    const admin = (await login(env.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
    const published = await call(env.baseUrl, 'POST', '/api/admin/security-comments', {
      cookie: admin,
      body: {
        title: notice,
        content: 'Ningún empleado del despacho le pedirá su contraseña por teléfono, correo o WhatsApp.',
        category: 'security',
        priority: 'high',
      },
    });
    expect(published.status).toBe(201);

    // The agent: Mis clientes → the case → complete phase 1 → two comments.
    const agent = await openPage(env.browser, env.baseUrl);
    await logIn(agent.page, demoAccounts.agent, '/dashboard');
    await agent.page.getByRole('heading', { name: 'Mis clientes' }).waitFor();
    const caseLink = agent.page.getByRole('link', { name: /^EXP-/ }).first();
    const caseNumber = ((await caseLink.textContent()) ?? '').trim();
    await caseLink.click();
    await waitForPath(agent.page, `/casos/${caseNumber}`);
    await agent.page.getByRole('heading', { name: `Caso ${caseNumber}` }).waitFor();

    await agent.page.getByRole('button', { name: 'Completar fase' }).click();
    await agent.page.getByRole('button', { name: 'Sí, completar fase' }).click();
    expect(await toastText(agent.page, 'Fase completada')).toContain('La siguiente fase quedó en progreso.');

    await field(agent.page, 'Nuevo comentario').fill(visibleComment);
    await agent.page.getByRole('button', { name: 'Agregar Comentario' }).click();
    await toastText(agent.page, 'Comentario agregado');
    // In the list, not anywhere: while the add is in flight the disabled field still holds the same words.
    const commentList = agent.page.getByRole('list', { name: 'Comentarios del caso' });
    await commentList.getByText(visibleComment).waitFor();

    await field(agent.page, 'Nuevo comentario').fill(internalComment);
    const visibleSwitch = agent.page.getByRole('switch', { name: 'Visible para el cliente' });
    // The switch's label takes the click (the input itself is visually hidden).
    await agent.page
      .getByRole('region', { name: 'Comentarios de seguimiento' })
      .getByText('Visible para el cliente', { exact: true })
      .first()
      .click();
    expect(await visibleSwitch.isChecked()).toBe(false);
    await agent.page.getByRole('button', { name: 'Agregar Comentario' }).click();
    await commentList.getByText(internalComment).waitFor();
    expect(agent.errors).toEqual([]);

    // The client: the progress moved, the phase is completed, the visible comment only, the notice.
    const client = await openPage(env.browser, env.baseUrl);
    await logIn(client.page, demoAccounts.client, '/client-dashboard');
    const banner = client.page.getByRole('region', { name: 'Caso' });
    await banner.getByText('25%', { exact: true }).first().waitFor();
    expect(await banner.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('25');

    await client.page.getByRole('tab', { name: 'Progreso' }).click();
    const analysis = client.page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: 'Análisis del caso' });
    await analysis.getByText('Completado').waitFor();
    const forensic = client.page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: 'Investigación forense' });
    await forensic.getByText('En Progreso').first().waitFor();

    await client.page.getByRole('tab', { name: 'Historial' }).click();
    await client.page.getByRole('tabpanel').getByText('Fase completada: Análisis del caso').waitFor();

    const commentsTab = client.page.getByRole('tab', { name: 'Comentarios (1)' });
    await commentsTab.waitFor();
    await commentsTab.click();
    await client.page.getByRole('tabpanel').getByText(visibleComment).waitFor();
    expect(await client.page.getByText(internalComment).count()).toBe(0);
    expect(await client.page.content()).not.toContain('Nota interna');

    await client.page.getByRole('tab', { name: 'Seguridad' }).click();
    await client.page.getByRole('tabpanel').getByText(notice).waitFor();
    expect(client.errors).toEqual([]);

    await agent.context.close();
    await client.context.close();
  },
  TEST_TIMEOUT,
);
