/**
 * The client is told what to act on, in the browser on the demo portal with its workers: the demo agent
 * asks the demo client's case for a document and records a milestone dated today on the case page; the client's
 * bell shows both (the reactors, the queue and the handler ran); the milestone heads both histories (one order:
 * a milestone of today above this morning's registration); the client sends a file without saying what it answers,
 * the agent verifies it and links it to the requested document, and the client's checklist shows it received.
 */
import { demoAccounts } from '@portal/command-service';
import { dayInMexico } from '@portal/contracts';
import { cookieOf } from '../support/api-client.js';
import {
  chooseOption,
  field,
  openSignedIn,
  shownText,
  toastText,
  useBrowserPortal,
  waitFor,
} from '../support/browser.js';
import { openDemoCase } from '../support/demo-case.js';
import { samplePdf, uploadDocument } from '../support/documents.js';

const TEST_TIMEOUT = 120_000;
const env = useBrowserPortal({ demo: true });

it(
  "an agent's request and milestone reach the client's bell; a linked document shows received on the client's checklist",
  async () => {
    // The agent, on the case page: a named document requested, a milestone dated today.
    const agent = await openDemoCase(env);
    const requested = agent.page.getByRole('region', { name: 'Documentos requeridos' });
    await field(agent.page, 'Nombre del documento').fill('Contrato con el bróker');
    await requested.getByRole('button', { name: 'Agregar documento' }).click();
    expect(await toastText(agent.page, 'Documento solicitado')).toContain('El cliente ya lo ve en su panel.');
    const contractRow = requested
      .getByRole('list', { name: 'Documentos requeridos' })
      .getByRole('listitem')
      .filter({ hasText: 'Contrato con el bróker' });
    await contractRow.waitFor();
    await waitFor(
      async () => (await shownText(contractRow)).includes('Pendiente de envío'),
      'the request is pending',
    );

    const today = dayInMexico(new Date());
    await field(agent.page, 'Título del hito').fill('Solicitud enviada al banco');
    await field(agent.page, 'Fecha del hito').fill(today);
    await agent.page.getByRole('button', { name: 'Agregar hito' }).click();
    expect(await toastText(agent.page, 'Hito agregado')).toContain('Hito agregado');
    // Newest first, by day then as recorded: today's milestone above this morning's registration.
    const timeline = agent.page.getByRole('region', { name: 'Historial del caso' }).getByRole('listitem');
    await waitFor(
      async () => (await shownText(timeline.first())).includes('Solicitud enviada al banco'),
      "the milestone heads the staff's timeline",
    );

    // The client: the bell has both, worded from their facts.
    const client = await openSignedIn(env, demoAccounts.client, '/client-dashboard');
    const bell = client.page
      .getByRole('banner')
      .getByRole('button', { name: 'Notificaciones, 2 sin leer', exact: true });
    await waitFor(
      async () => {
        if ((await bell.count()) === 1) return true;
        await client.page.reload();
        return false;
      },
      'both notifications in the bell',
      30_000,
    );
    await bell.click();
    const items = client.page.getByRole('dialog', { name: 'Notificaciones' }).getByRole('listitem');
    await items.first().waitFor();
    const notices = await items.allInnerTexts();
    expect(notices).toHaveLength(2);
    expect(notices.join('\n')).toContain('Se solicita un documento');
    expect(notices.join('\n')).toContain(
      'Su caso necesita «Contrato con el bróker». Puede enviarlo desde la pestaña Documentos de su panel.',
    );
    expect(notices.join('\n')).toContain('Nuevo hito en su caso');
    expect(notices.join('\n')).toContain(
      'Se registró el hito «Solicitud enviada al banco» en su caso. Puede verlo en la pestaña Historial de su panel.',
    );
    await client.page.keyboard.press('Escape');

    // The client's Historial: the same order.
    await client.page.getByRole('tab', { name: 'Historial' }).click();
    const history = client.page.getByRole('tabpanel').getByRole('listitem');
    await history.first().waitFor();
    expect(await shownText(history.first())).toContain('Solicitud enviada al banco');

    // The client sends a file without saying what it answers; the agent verifies it and links it.
    const clientCookie = await cookieOf(env.baseUrl, demoAccounts.client);
    await uploadDocument(env.baseUrl, clientCookie, {
      fileName: 'contrato-broker.pdf',
      bytes: samplePdf('Contrato de inversión con CryptoMax'),
    });
    await agent.page.reload();
    const sent = agent.page.getByRole('region', { name: 'Documentos enviados' });
    const row = sent.getByRole('listitem').filter({ hasText: 'contrato-broker.pdf' });
    await row.waitFor();
    await row.getByRole('button', { name: 'Verificar contrato-broker.pdf' }).click();
    expect(await toastText(agent.page, 'Documento verificado')).toContain('verificado');
    await waitFor(async () => (await shownText(row)).includes('Verificado'), 'the document verified');
    await chooseOption(agent.page, 'Vincular a requisito', 'Contrato con el bróker');
    await row.getByRole('button', { name: 'Vincular contrato-broker.pdf al documento solicitado' }).click();
    expect(await toastText(agent.page, 'Documento vinculado')).toContain(
      'El cliente verá el documento solicitado como recibido.',
    );
    await waitFor(
      async () => (await shownText(row)).toLowerCase().includes('responde a contrato con el bróker'),
      'the link shown',
    );
    await waitFor(
      async () => (await shownText(contractRow)).includes('Recibido'),
      "the case page's list says received",
    );

    // The client's checklist: received, no longer pending.
    await client.page.reload();
    await client.page.getByRole('tab', { name: 'Documentos' }).click();
    const checklist = client.page
      .getByRole('tabpanel')
      .getByRole('listitem')
      .filter({ hasText: 'Contrato con el bróker' })
      .first();
    await checklist.waitFor();
    const shown = await shownText(checklist);
    expect(shown).toContain('Recibido');
    expect(shown).not.toContain('Pendiente de envío');

    expect(agent.errors).toEqual([]);
    expect(client.errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
