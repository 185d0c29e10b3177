/**
 * Documents in the browser, on the demo portal: the client sends a real PDF and a real PNG through the
 * Documentos tab (the selection listed, the progress while the bytes travel, the spec's notices, both in
 * 'Documentos enviados' in review); the agent sees them on the case page with their SHA-256, checks their
 * integrity and verifies one, and the client then reads 'Verificado'; a rejection reaches the client with its
 * reason; a selection the surface refuses adds nothing, and content that is not what its name says is refused
 * by the server with the reason in the notice. Also on a 375 px phone.
 */
import { demoAccounts } from '@portal/command-service';
import type { Page } from 'playwright-core';
import {
  openSignedIn,
  pageWidth,
  shownText,
  toastText,
  useBrowserPortal,
  waitFor,
} from '../support/browser.js';
import { openDemoCase } from '../support/demo-case.js';
import { samplePdf, samplePng, sha256Of } from '../support/documents.js';

const TEST_TIMEOUT = 90_000;
const env = useBrowserPortal({ demo: true });

/** The demo client, signed in, on the Documentos tab of their dashboard. */
async function clientDocuments(viewport?: { width: number; height: number }) {
  const opened = await openSignedIn(env, demoAccounts.client, '/client-dashboard', viewport);
  await opened.page.getByRole('tab', { name: 'Documentos' }).click();
  await opened.page.getByRole('heading', { name: 'Subir Documentos' }).waitFor();
  return opened;
}

const fileInput = (page: Page) => page.locator('input[type="file"]');
const selected = (page: Page) => page.getByRole('list', { name: 'Archivos seleccionados' });
const sentList = (page: Page) => page.getByRole('list', { name: 'Documentos enviados' });
const sentItem = (page: Page, name: string) => sentList(page).getByRole('listitem').filter({ hasText: name });

it(
  'the client sends a PDF and a PNG with progress and notices; the agent verifies one; the client sees it verified',
  async () => {
    const pdf = samplePdf('Estado de cuenta de la víctima');
    const png = samplePng(40, 30);
    const client = await clientDocuments();
    const { page } = client;
    // The bytes of the PDF are held a moment on their way: its bar is seen between the address and the end.
    await page.route('**/api/documents/blobs/**', async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await fileInput(page).setInputFiles([
      { name: 'estado-de-cuenta.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'captura transferencia.png', mimeType: 'image/png', buffer: png },
    ]);
    const list = selected(page);
    expect(await list.getByRole('listitem').count()).toBe(2);
    expect(await shownText(list)).toContain('Listo para enviar');

    await page.getByRole('button', { name: 'Enviar documentos' }).click();
    const bar = page.getByRole('progressbar', { name: 'Progreso de estado-de-cuenta.pdf' });
    await bar.waitFor();
    const during = Number(await bar.getAttribute('aria-valuenow'));
    expect(during).toBeGreaterThanOrEqual(10);
    expect(during).toBeLessThan(100);
    expect(await toastText(page, 'Documentos enviados')).toContain(
      'Sus documentos han sido enviados exitosamente. Serán revisados en 24-48 horas.',
    );
    await sentItem(page, 'captura transferencia.png').waitFor();
    for (const name of ['estado-de-cuenta.pdf', 'captura transferencia.png'])
      expect(await shownText(sentItem(page, name))).toContain('En Revisión');
    // The sent files left the selection.
    expect(await selected(page).count()).toBe(0);

    // The agent: the file with its hash, intact, verified.
    const agent = await openDemoCase(env);
    const section = agent.page.getByRole('list', { name: 'Documentos enviados' });
    const item = section.getByRole('listitem').filter({ hasText: 'estado-de-cuenta.pdf' });
    await item.waitFor();
    expect(await shownText(item)).toContain(sha256Of(pdf));
    expect(await shownText(item)).toContain(demoAccounts.client.fullName);
    await item.getByRole('button', { name: 'Comprobar integridad' }).click();
    await item.getByText('Íntegro').waitFor();
    await item.getByRole('button', { name: 'Verificar estado-de-cuenta.pdf' }).click();
    expect(await toastText(agent.page, 'Documento verificado')).toContain('verificado');
    await waitFor(async () => (await shownText(item)).includes('Verificado'), 'the badge says Verificado');

    // The client, on their next read of the case.
    await page.reload();
    await page.getByRole('tab', { name: 'Documentos' }).click();
    await waitFor(
      async () => (await shownText(sentItem(page, 'estado-de-cuenta.pdf'))).includes('Verificado'),
      'the client sees Verificado',
    );
    expect(await shownText(sentItem(page, 'captura transferencia.png'))).toContain('En Revisión');
    expect([...client.errors, ...agent.errors]).toEqual([]);
    await client.context.close();
    await agent.context.close();
  },
  TEST_TIMEOUT,
);

it(
  'a rejection reaches the client with its reason',
  async () => {
    const client = await clientDocuments();
    await fileInput(client.page).setInputFiles([
      { name: 'ine-frente.png', mimeType: 'image/png', buffer: samplePng(12, 50) },
    ]);
    await client.page.getByRole('button', { name: 'Enviar documentos' }).click();
    await sentItem(client.page, 'ine-frente.png').waitFor();

    const agent = await openDemoCase(env);
    const item = agent.page
      .getByRole('list', { name: 'Documentos enviados' })
      .getByRole('listitem')
      .filter({ hasText: 'ine-frente.png' });
    await item.getByRole('button', { name: 'Rechazar ine-frente.png' }).click();
    const dialog = agent.page.getByRole('dialog', { name: 'Rechazar documento' });
    await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
    await dialog.getByText('Escriba el motivo del rechazo (al menos 5 caracteres)').waitFor();
    await dialog
      .getByLabel(/Motivo del rechazo/)
      .fill('La imagen está cortada; envíe la credencial completa.');
    await dialog.getByRole('button', { name: 'Rechazar documento' }).click();
    expect(await toastText(agent.page, 'Documento rechazado')).toContain('motivo');

    await client.page.reload();
    await client.page.getByRole('tab', { name: 'Documentos' }).click();
    await waitFor(
      async () => (await shownText(sentItem(client.page, 'ine-frente.png'))).includes('Rechazado'),
      'the client sees Rechazado',
    );
    expect(await shownText(sentItem(client.page, 'ine-frente.png'))).toContain(
      'Motivo del rechazo: La imagen está cortada; envíe la credencial completa.',
    );
    await client.context.close();
    await agent.context.close();
  },
  TEST_TIMEOUT,
);

it(
  'refuses a selection over the limits before anything starts, and content that is not what its name says',
  async () => {
    const { page, context } = await clientDocuments();
    const pdf = samplePdf('uno');
    const six = Array.from({ length: 6 }, (_, i) => ({
      name: `recibo-${i + 1}.pdf`,
      mimeType: 'application/pdf',
      buffer: pdf,
    }));
    await fileInput(page).setInputFiles(six);
    expect(await toastText(page, 'Demasiados archivos')).toContain('Máximo 5 archivos permitidos');
    expect(await selected(page).count()).toBe(0);

    await fileInput(page).setInputFiles([
      { name: 'contrato.pdf', mimeType: 'application/pdf', buffer: pdf },
      { name: 'programa.exe', mimeType: 'application/octet-stream', buffer: Buffer.from('MZ') },
    ]);
    expect(await toastText(page, 'Tipo de archivo no permitido')).toContain(
      'programa.exe no es un tipo de archivo válido',
    );
    expect(await selected(page).count()).toBe(0);

    await fileInput(page).setInputFiles([
      { name: 'falso.pdf', mimeType: 'application/pdf', buffer: samplePng(8, 8) },
    ]);
    await page.getByRole('button', { name: 'Enviar documentos' }).click();
    expect(await toastText(page, 'Error al subir archivo')).toContain(
      'No se pudo subir falso.pdf: El contenido de falso.pdf no corresponde a su extensión; no se guardó.',
    );
    const entry = selected(page).getByRole('listitem').filter({ hasText: 'falso.pdf' });
    expect(await shownText(entry)).toContain('Error');
    // Removed by name: the list is empty again.
    await entry.getByRole('button', { name: 'Quitar falso.pdf' }).click();
    expect(await selected(page).count()).toBe(0);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  'fits a 375 px phone: the upload panel and the lists without sideways scrolling',
  async () => {
    const { page, context } = await clientDocuments({ width: 375, height: 740 });
    await fileInput(page).setInputFiles([
      {
        name: 'comprobante-de-transferencia-bancaria-marzo-2026.pdf',
        mimeType: 'application/pdf',
        buffer: samplePdf(),
      },
    ]);
    await selected(page).waitFor();
    const width = await pageWidth(page);
    expect(width).toBeLessThanOrEqual(375);
    await context.close();
  },
  TEST_TIMEOUT,
);
