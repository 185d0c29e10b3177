/**
 * ARCO requests in Chromium against the demo portal: a client downloads everything the firm holds about
 * them (the JSON holds their e-mail and case number), reads the same on a page (their document's SHA-256, who
 * opened it and when, in Mexico City time), files an opposition with its reason and sees it with the day it must
 * be answered by; an administrator finds it first in 'Solicitudes de derechos ARCO' and answers it; the client
 * reads the answer in 'Mi Perfil' and in the bell. A case under legal hold shows the hold to every staff role; a
 * cancellation accepted then is refused with the hold's reason; compliance reads the queue without answering;
 * once the hold is lifted, the accepted cancellation erases the person ('Datos eliminados' on the case page).
 * The new pages fit a 375 px phone without sideways scrolling.
 */
import { readFileSync } from 'node:fs';
import { demoAccounts } from '@portal/command-service';
import type { Locator, Page } from 'playwright-core';
import {
  call,
  cookieOf,
  idempotencyKey,
  login,
  registerClient,
  uniqueUsername,
} from '../support/api-client.js';
import {
  fieldError,
  openSignedIn,
  pageWidth,
  shownText,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { samplePdf, sha256Of, uploadDocument } from '../support/documents.js';
import { createStaffAccount } from '../support/staff-accounts.js';

const TEST_TIMEOUT = 180_000;
const env = useBrowserPortal({ demo: true });

/** A calendar day (YYYY-MM-DD) as the screens write it in Spanish ('5 de junio de 2026'). */
const longDay = (day: string) =>
  new Intl.DateTimeFormat('es-MX', { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );

const myRequests = (page: Page) => page.getByRole('list', { name: 'Mis solicitudes' });
const queueItems = (page: Page) =>
  page.getByRole('list', { name: 'Solicitudes', exact: true }).getByRole('listitem');
const queueItemOf = (page: Page, name: string) => queueItems(page).filter({ hasText: name });
const bell = (page: Page, name: string | RegExp) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

/** Reloads `page` until `locator` shows `text` (a read model or a reactor catching up). */
async function reloadUntil(page: Page, locator: Locator, text: string, what: string) {
  await waitFor(
    async () => {
      if ((await locator.count()) > 0 && (await locator.first().innerText()).includes(text)) return true;
      await page.reload();
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      return false;
    },
    what,
    20_000,
  );
}

/** Picks an option of a react-aria radio group by its visible label. */
const pick = (scope: Locator, label: string) => scope.getByText(label, { exact: true }).click();

it(
  'lets a client download and read their data and file an opposition, which an administrator answers and the client then reads',
  async () => {
    const client = await registerClient(env.baseUrl, { firstName: 'Rosa', lastName: 'Martínez Luna' });
    const { caseNumber } = client.result;
    const name = 'Rosa Martínez Luna';
    const { cookie } = await login(env.baseUrl, client.payload.username, client.payload.password);
    const pdf = samplePdf('Estado de cuenta - abril 2026');
    const documentId = await uploadDocument(env.baseUrl, cookie, {
      fileName: 'estado-abril.pdf',
      bytes: pdf,
    });
    // The administrator opens the document: the person's copy says who did and when.
    const opened = await call(env.baseUrl, 'GET', `/api/documents/${documentId}/download`, {
      cookie: await cookieOf(env.baseUrl, demoAccounts.admin),
    });
    expect(opened.status).toBe(200);

    const person = await openSignedIn(env, client.payload, '/client-dashboard');
    const page = person.page;
    await page.goto('/mi-perfil');
    const section = page.getByRole('region', { name: 'Mis datos personales', exact: true });
    await section.waitFor();
    const explained = await shownText(section);
    for (const right of ['Acceso', 'Rectificación', 'Cancelación', 'Oposición'])
      expect(explained).toContain(right);
    // Rectification names the edits the profile offers itself.
    expect(explained).toContain('su teléfono, su dirección, su ciudad y su país');
    await section.getByText('No ha enviado ninguna solicitud.').waitFor();

    // Access, as a file: the JSON holds the person's e-mail and case number.
    const download = page.waitForEvent('download');
    await section.getByRole('link', { name: 'Descargar mis datos (JSON)' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^mis-datos-\d{4}-\d{2}-\d{2}\.json$/);
    const saved = JSON.parse(readFileSync(await file.path(), 'utf8'));
    expect(saved.profile.email).toBe(client.payload.email);
    expect(saved.profile.fullName).toBe(name);
    expect(saved.case.caseNumber).toBe(caseNumber);
    expect(saved.case.documents[0].sha256).toBe(sha256Of(pdf));

    // Access, as a page: the same data in words.
    await section.getByRole('link', { name: 'Ver mis datos' }).click();
    await waitForPath(page, '/mi-perfil/mis-datos');
    await page.getByRole('heading', { level: 1, name: 'Mis datos en el despacho' }).waitFor();
    await page.getByRole('region', { name: 'Perfil', exact: true }).waitFor();
    const profile = await shownText(page.getByRole('region', { name: 'Perfil', exact: true }));
    expect(profile).toContain(client.payload.email);
    expect(profile).toContain(name);
    expect(await shownText(page.getByRole('region', { name: 'Caso', exact: true }))).toContain(caseNumber);
    const documents = await shownText(page.getByRole('region', { name: 'Documentos', exact: true }));
    expect(documents).toContain('estado-abril.pdf');
    expect(documents).toContain(sha256Of(pdf));
    const accesses = page.getByRole('region', { name: 'Quién consultó sus documentos', exact: true });
    const accessRow = accesses.getByRole('row').filter({ hasText: 'Carlos Mendoza Ruiz' });
    expect(await accessRow.count()).toBe(1);
    const row = await shownText(accessRow);
    expect(row).toContain('Administrador');
    expect(row).toContain('estado-abril.pdf');
    expect(row).toContain('Descarga');
    expect(row).toMatch(/\d{4}, \d{1,2}:\d{2}/);
    expect(await shownText(page.getByRole('main'))).toContain(
      'Todas las fechas y horas de esta página son de la Ciudad de México.',
    );
    expect(await shownText(page.getByRole('region', { name: 'Consentimientos', exact: true }))).toContain(
      'Consentimiento expreso',
    );

    // Opposition: the reason is required, then the request is listed with its due day.
    await page.getByRole('link', { name: 'Volver a Mi Perfil' }).click();
    await waitForPath(page, '/mi-perfil');
    await section.getByRole('button', { name: 'Oponerme a un uso de mis datos' }).click();
    const dialog = page.getByRole('dialog', { name: 'Oponerme a un uso de mis datos' });
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    // The form's checks load with its first check: the message shows once they ran.
    await dialog.getByText('Escriba el motivo de su solicitud').waitFor();
    expect(await fieldError(page, 'A qué uso de sus datos se opone y por qué')).toContain(
      'Escriba el motivo de su solicitud',
    );
    const reason = 'No quiero que usen mi correo para enviarme publicidad.';
    await dialog.getByLabel('A qué uso de sus datos se opone y por qué').fill(reason);
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    expect(await toastText(page, 'Solicitud enviada')).toContain('Recibimos su solicitud de oposición');
    await dialog.waitFor({ state: 'detached' });
    const mine = await call<{ id: string; dueOn: string; filedAt: string }[]>(
      env.baseUrl,
      'GET',
      '/api/privacy/requests',
      { cookie },
    );
    expect(mine.json).toHaveLength(1);
    const dueOn = mine.json[0]?.dueOn ?? '';
    // 20 business days: at least four weeks after the day it was filed, and less than seven.
    const daysToDue =
      (Date.parse(`${dueOn}T00:00:00Z`) - Date.parse(mine.json[0]?.filedAt ?? '')) / 86_400_000;
    expect(daysToDue).toBeGreaterThan(26);
    expect(daysToDue).toBeLessThan(49);
    const filed = myRequests(page).getByRole('listitem');
    await waitFor(async () => (await filed.count()) === 1, 'the opposition in the list');
    const filedText = await shownText(filed);
    expect(filedText).toContain('Oposición');
    expect(filedText).toContain('Pendiente');
    expect(filedText).toContain(`Fecha límite de respuesta ${longDay(dueOn)}`);
    expect(filedText).toContain(reason);
    // A second opposition while this one is open: the server's refusal, nothing filed.
    await section.getByRole('button', { name: 'Oponerme a un uso de mis datos' }).click();
    await dialog.getByLabel('A qué uso de sus datos se opone y por qué').fill('Otra vez.');
    await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
    expect(await toastText(page, 'No se pudo enviar su solicitud')).toContain(
      'Ya tiene una solicitud de oposición en trámite',
    );
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    expect(await filed.count()).toBe(1);
    expect(person.errors).toEqual([]);

    // The administrator: the queue from the navigation, this request pending with its clock.
    const admin = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    await admin.page
      .getByRole('navigation', { name: 'Secciones del personal' })
      .getByRole('link', { name: 'Solicitudes ARCO' })
      .click();
    await waitForPath(admin.page, '/privacidad');
    await admin.page.getByRole('heading', { level: 1, name: 'Solicitudes de derechos ARCO' }).waitFor();
    const item = queueItemOf(admin.page, name);
    await item.waitFor();
    const queued = await shownText(item);
    expect(queued).toContain('Oposición');
    expect(queued).toContain('Pendiente');
    expect(queued).toContain(reason);
    expect(queued).toContain(`Fecha límite ${longDay(dueOn)}`);
    expect(queued).toContain('Días hábiles restantes 20 días hábiles');
    expect(queued).not.toContain('Vencida');
    expect(await item.getByRole('link', { name: caseNumber }).getAttribute('href')).toBe(
      `/casos/${caseNumber}`,
    );
    // Pending requests come before answered ones.
    const texts = await queueItems(admin.page).allInnerTexts();
    const firstAnswered = texts.findIndex((t) => /Aceptada|Rechazada/.test(t));
    const lastPending = texts.map((t) => /Pendiente/.test(t)).lastIndexOf(true);
    if (firstAnswered >= 0) expect(lastPending).toBeLessThan(firstAnswered);

    await item.getByRole('button', { name: `Responder la solicitud de ${name}` }).click();
    const answer = admin.page.getByRole('dialog', { name: 'Responder solicitud' });
    await pick(answer, 'Rechazar');
    await answer.getByRole('button', { name: 'Enviar respuesta' }).click();
    expect(await fieldError(admin.page, 'Respuesta para la persona')).toContain(
      'Escriba la respuesta: es obligatoria al rechazar',
    );
    await pick(answer, 'Aceptar');
    const words = 'Dejamos de usar su correo para publicidad desde hoy.';
    await answer.getByLabel('Respuesta para la persona').fill(words);
    await answer.getByRole('button', { name: 'Enviar respuesta' }).click();
    expect(await toastText(admin.page, 'Respuesta enviada')).toContain('La persona recibirá la respuesta.');
    await answer.waitFor({ state: 'detached' });
    await waitFor(
      async () => (await shownText(item)).includes('Aceptada'),
      'the request answered in the queue',
    );
    expect(await shownText(item)).toContain(words);
    expect(await item.getByRole('button', { name: /Responder/ }).count()).toBe(0);
    expect(admin.errors).toEqual([]);
    await admin.context.close();

    // The client reads the answer in Mi Perfil, and in the bell.
    await page.goto('/mi-perfil');
    await reloadUntil(page, myRequests(page), 'Aceptada', 'the answer in Mis solicitudes');
    const answered = await shownText(myRequests(page));
    expect(answered).toContain(words);
    expect(answered).toContain('Respuesta del despacho');
    await page.goto('/client-dashboard');
    await waitFor(
      async () => {
        await page.reload();
        await bell(page, /^Notificaciones, \d+ sin leer$/).click();
        const list = page.getByRole('dialog', { name: 'Notificaciones' });
        await list.getByRole('listitem').first().waitFor({ timeout: 3000 });
        return (await list.innerText()).includes('Su solicitud de oposición fue aceptada');
      },
      'the answer in the bell, unread',
      20_000,
    );
    expect(person.errors).toEqual([]);
    await person.context.close();
  },
  TEST_TIMEOUT,
);

it(
  'shows a legal hold to staff, refuses a cancellation under it with its reason, leaves compliance read-only, and erases the person once the hold is lifted',
  async () => {
    const client = await registerClient(env.baseUrl, { firstName: 'Tomás', lastName: 'Reyes Ochoa' });
    const { caseNumber } = client.result;
    const name = 'Tomás Reyes Ochoa';
    const holdReason = 'Orden de la Fiscalía, oficio FGR/123/2026';

    // The administrator places the hold on the case page.
    const admin = await openSignedIn(env, demoAccounts.admin, '/dashboard');
    const page = admin.page;
    await page.goto(`/casos/${caseNumber}`);
    const hold = page.getByRole('region', { name: 'Retención legal', exact: true });
    await hold.getByText('El caso no está bajo retención legal.').waitFor();
    await hold.getByRole('button', { name: 'Poner en retención legal' }).click();
    const placing = page.getByRole('dialog', { name: 'Poner el caso en retención legal' });
    await placing.getByRole('button', { name: 'Poner en retención' }).click();
    expect(await fieldError(page, 'Motivo de la retención')).toContain('Escriba el motivo de la retención');
    await placing.getByLabel('Motivo de la retención').fill(holdReason);
    await placing.getByRole('button', { name: 'Poner en retención' }).click();
    expect(await toastText(page, 'Retención legal registrada')).toContain(
      'El caso queda bajo retención legal.',
    );
    await waitFor(async () => (await shownText(hold)).includes('Caso bajo retención legal'), 'the banner');
    expect(await shownText(hold)).toContain(`Motivo: ${holdReason}`);

    // The client asks for the cancellation: warned what it means, and asked to confirm.
    const person = await openSignedIn(env, client.payload, '/client-dashboard');
    await person.page.goto('/mi-perfil');
    const section = person.page.getByRole('region', { name: 'Mis datos personales', exact: true });
    await section.getByRole('button', { name: 'Solicitar la cancelación de mis datos' }).click();
    const asking = person.page.getByRole('alertdialog', { name: 'Solicitar la cancelación de mis datos' });
    const warning = await shownText(asking);
    expect(warning).toContain('borrará de forma definitiva sus datos personales');
    expect(warning).toContain('ya no podrá trabajar su caso');
    expect(warning).toContain('retención legal');
    await asking
      .getByLabel('Motivo de la cancelación')
      .fill('Ya no deseo que el despacho conserve mis datos.');
    await asking.getByRole('button', { name: 'Enviar solicitud' }).click();
    await asking
      .getByText('Marque la casilla para confirmar que entiende lo que significa la cancelación')
      .waitFor();
    expect(await section.getByText('No ha enviado ninguna solicitud.').count()).toBe(1);
    await asking.getByLabel(/Entiendo que, si se acepta/).check();
    await asking.getByRole('button', { name: 'Enviar solicitud' }).click();
    expect(await toastText(person.page, 'Solicitud enviada')).toContain(
      'Recibimos su solicitud de cancelación',
    );
    await waitFor(
      async () => (await shownText(myRequests(person.page))).includes('Cancelación'),
      'the cancellation in the list',
    );
    expect(person.errors).toEqual([]);
    await person.context.close();

    // The administrator accepts it: the erasure is announced, the case number typed; the hold refuses it.
    await page.goto('/privacidad');
    const item = queueItemOf(page, name);
    await item.getByRole('button', { name: `Responder la solicitud de ${name}` }).click();
    const answer = page.getByRole('dialog', { name: 'Responder solicitud' });
    await pick(answer, 'Aceptar');
    expect(await shownText(answer)).toContain(
      'Aceptar esta cancelación borra los datos de forma irreversible',
    );
    await answer.getByRole('button', { name: 'Aceptar y borrar los datos' }).click();
    expect(await fieldError(page, `Para confirmar, escriba el número de caso (${caseNumber})`)).toContain(
      'El número de caso no coincide',
    );
    await answer.getByLabel(`Para confirmar, escriba el número de caso (${caseNumber})`).fill(caseNumber);
    await answer.getByRole('button', { name: 'Aceptar y borrar los datos' }).click();
    const refusal = answer.getByRole('alert').filter({ hasText: 'El caso está bajo retención legal' });
    await refusal.waitFor();
    expect(await shownText(refusal)).toContain(holdReason);
    await answer.getByRole('button', { name: 'Cancelar' }).click();
    expect(await shownText(item)).toContain('Pendiente');
    expect(admin.errors).toEqual([]);

    // Compliance: the hold on the case page, the queue without a way to answer.
    const username = uniqueUsername('cumple');
    const auditor = await openSignedIn(
      env,
      await createStaffAccount(env.baseUrl, {
        username,
        fullName: 'Irene Soto Auditoría',
        password: 'Clave-Cumple-2026',
        role: 'compliance',
      }),
      '/dashboard',
    );
    await auditor.page.goto(`/casos/${caseNumber}`);
    const seen = auditor.page.getByRole('region', { name: 'Retención legal', exact: true });
    await seen.waitFor();
    expect(await shownText(seen)).toContain(holdReason);
    expect(await seen.getByRole('button').count()).toBe(0);
    await auditor.page
      .getByRole('navigation', { name: 'Secciones del personal' })
      .getByRole('link', { name: 'Solicitudes ARCO' })
      .click();
    await waitForPath(auditor.page, '/privacidad');
    await queueItemOf(auditor.page, name).waitFor();
    expect(await auditor.page.getByRole('note').innerText()).toContain('Vista de solo lectura');
    expect(
      await auditor.page
        .getByRole('main')
        .getByRole('button', { name: /Responder/ })
        .count(),
    ).toBe(0);
    expect(auditor.errors).toEqual([]);
    await auditor.context.close();

    // The hold lifted on the case page, the cancellation accepted: the person's data are erased.
    await page.goto(`/casos/${caseNumber}`);
    await hold.getByRole('button', { name: 'Levantar la retención' }).click();
    await page
      .getByRole('alertdialog', { name: 'Levantar la retención legal' })
      .getByRole('button', { name: 'Levantar la retención' })
      .click();
    expect(await toastText(page, 'Retención legal levantada')).toContain('ya no está bajo retención legal');
    await hold.getByText('El caso no está bajo retención legal.').waitFor();
    await page.goto('/privacidad');
    await item.getByRole('button', { name: `Responder la solicitud de ${name}` }).click();
    await pick(answer, 'Aceptar');
    await answer.getByLabel(`Para confirmar, escriba el número de caso (${caseNumber})`).fill(caseNumber);
    await answer.getByRole('button', { name: 'Aceptar y borrar los datos' }).click();
    expect(await toastText(page, 'Solicitud aceptada')).toContain(
      'Los datos personales de la persona fueron borrados.',
    );
    await answer.waitFor({ state: 'detached' });
    await page.goto(`/casos/${caseNumber}`);
    const header = page.getByRole('region', { name: new RegExp(caseNumber) });
    await waitFor(
      async () => (await shownText(header)).includes('Cliente: Datos eliminados'),
      "'Datos eliminados' where the client's name was",
    );
    expect(await shownText(page.getByRole('main'))).not.toContain(name);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
    // The person can no longer sign in.
    const again = await call(env.baseUrl, 'POST', '/api/auth/login', {
      body: { username: client.payload.username, password: client.payload.password },
    });
    expect(again.status).toBe(401);
  },
  TEST_TIMEOUT,
);

it(
  'fits the new pages on a 375 px phone without sideways scrolling',
  async () => {
    const phone = { width: 375, height: 740 };
    const client = await registerClient(env.baseUrl, { firstName: 'Elena', lastName: 'Vargas Soto' });
    const { cookie } = await login(env.baseUrl, client.payload.username, client.payload.password);
    await uploadDocument(env.baseUrl, cookie, {
      fileName: 'comprobante-de-transferencia-bancaria-internacional-marzo-2026.pdf',
      bytes: samplePdf(),
    });
    const filed = await call(env.baseUrl, 'POST', '/api/privacy/requests', {
      cookie,
      headers: { 'idempotency-key': idempotencyKey() },
      body: {
        kind: 'rectification',
        reason: 'Mi segundo apellido se escribe Soto, no Sotto; corríjanlo en mi expediente por favor.',
      },
    });
    expect(filed.status).toBe(201);
    const adminCookie = await cookieOf(env.baseUrl, demoAccounts.admin);
    const held = await call(env.baseUrl, 'PUT', `/api/fraud-cases/${client.result.caseId}/legal-hold`, {
      cookie: adminCookie,
      body: { reason: 'Juicio de amparo en curso, expediente 456/2026 del Juzgado Tercero de Distrito' },
    });
    expect(held.status).toBe(200);

    const person = await openSignedIn(env, client.payload, '/client-dashboard', phone);
    await person.page.goto('/mi-perfil');
    await myRequests(person.page).getByRole('listitem').first().waitFor();
    expect(await pageWidth(person.page)).toBe(375);
    await person.page.goto('/mi-perfil/mis-datos');
    await person.page.getByRole('region', { name: 'Documentos', exact: true }).waitFor();
    expect(await pageWidth(person.page)).toBe(375);
    expect(person.errors).toEqual([]);
    await person.context.close();

    const admin = await openSignedIn(env, demoAccounts.admin, '/dashboard', phone);
    await admin.page.goto('/privacidad');
    await queueItemOf(admin.page, 'Elena Vargas Soto').waitFor();
    expect(await pageWidth(admin.page)).toBe(375);
    await queueItemOf(admin.page, 'Elena Vargas Soto')
      .getByRole('button', { name: 'Responder la solicitud de Elena Vargas Soto' })
      .click();
    await admin.page.getByRole('dialog', { name: 'Responder solicitud' }).waitFor();
    await admin.page
      .getByRole('dialog', { name: 'Responder solicitud' })
      .getByText('Aceptar', { exact: true })
      .click();
    expect(await pageWidth(admin.page)).toBe(375);
    await admin.page.goto(`/casos/${client.result.caseNumber}`);
    await admin.page
      .getByRole('region', { name: 'Retención legal', exact: true })
      .getByText('Juicio de amparo')
      .waitFor();
    await admin.page.getByRole('region', { name: 'Retención legal', exact: true });
    expect(await pageWidth(admin.page)).toBe(375);
    expect(admin.errors).toEqual([]);
    await admin.context.close();
  },
  TEST_TIMEOUT,
);
