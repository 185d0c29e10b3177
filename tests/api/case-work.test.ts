/**
 * The work on a case against the real portal: an agent reaches only the cases of the clients assigned
 * to them, a client only the visible comments of their own case, a stale If-Match changes nothing, and the
 * forms' Spanish messages come back from the server.
 */

import { demoAccounts } from '@portal/command-service';
import {
  type AgentClient,
  apiErrorSchema,
  type CaseFile,
  type ClientDashboard,
  type ClientRegistrationResult,
} from '@portal/contracts';
import { type ApiResponse, call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;

/** Cookies of the people of this test. */
const as = {} as Record<'admin' | 'agentA' | 'agentB' | 'clientA' | 'clientB', string>;
let caseA: { caseId: string; caseNumber: string };
let clientB: ClientRegistrationResult;
let agentBName: string;

const send = (cookie: string, method: string, path: string, body?: unknown, revision?: number | string) =>
  call(base, method, path, {
    cookie,
    ...(body === undefined ? {} : { body }),
    headers: revision === undefined ? {} : { 'if-match': String(revision) },
  });
const get = <T>(cookie: string, path: string) => call<T>(base, 'GET', path, { cookie });
const caseFileOf = async (cookie: string, caseId: string) => {
  const res = await get<CaseFile>(cookie, `/api/cases/${caseId}`);
  expect(res.status).toBe(200);
  return res.json;
};
const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);
const postComment = (cookie: string, caseId: string, body: object) =>
  send(cookie, 'POST', `/api/fraud-cases/${caseId}/comments`, body);

beforeAll(async () => {
  base = running.baseUrl;
  as.admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  as.agentA = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
  as.clientA = (await login(base, demoAccounts.client.username, demoAccounts.client.password)).cookie;
  const dashboardA = await get<ClientDashboard>(as.clientA, '/api/clients/my-dashboard');
  caseA = {
    caseId: dashboardA.json.fraudCase.id,
    caseNumber: dashboardA.json.recoveryProcess.caseNumber,
  };

  // A second agent, with a client of their own.
  agentBName = 'Lic. Bruno Salas Ortega';
  const created = await send(as.admin, 'POST', '/api/admin/agents', {
    username: 'agente.bruno',
    email: 'bruno.salas@despacho-pruebas.mx',
    fullName: agentBName,
    password: 'Clave-Agente-B-2026',
    licenseNumber: 'CED-778812',
    specialization: 'Recuperación de Capital',
    phoneNumber: '+52 55 8765 4321',
  });
  expect(created.status).toBe(201);
  const agentBId = (created.json as { id: string }).id;
  as.agentB = (await login(base, 'agente.bruno', 'Clave-Agente-B-2026')).cookie;
  const registered = await registerClient(base);
  clientB = registered.result;
  const assigned = await send(as.admin, 'PUT', `/api/admin/clients/${clientB.clientId}/assign`, {
    agentId: agentBId,
  });
  expect(assigned.status).toBe(200);
  as.clientB = (await login(base, registered.payload.username, registered.payload.password)).cookie;
}, 60_000);

describe('an agent works only the cases of the clients assigned to them', () => {
  it("lists the agent's own clients only; an admin gets every case", async () => {
    const mine = await get<AgentClient[]>(as.agentA, '/api/agent/clients');
    expect(mine.status).toBe(200);
    expect(mine.json.map((row) => row.caseNumber)).toEqual([caseA.caseNumber]);
    expect(mine.text).not.toContain(clientB.caseNumber);

    const theirs = await get<AgentClient[]>(as.agentB, '/api/agent/clients');
    expect(theirs.json.map((row) => row.caseNumber)).toEqual([clientB.caseNumber]);
    expect(theirs.json[0]).toMatchObject({ agentName: agentBName, currentPhase: 'Análisis del caso' });

    const all = await get<AgentClient[]>(as.admin, '/api/agent/clients');
    expect(all.json.map((row) => row.caseNumber)).toEqual(
      expect.arrayContaining([caseA.caseNumber, clientB.caseNumber]),
    );
  });

  it("agent A cannot read agent B's case, by id or by case number, and learns nothing of it", async () => {
    for (const key of [clientB.caseId, clientB.caseNumber]) {
      const res = await get(as.agentA, `/api/cases/${encodeURIComponent(key)}`);
      expect(res.status).toBe(403);
      expect(errorOf(res)).toEqual({
        message: 'Este caso no está asignado a usted.',
        code: 'case_not_assigned',
      });
      expect(res.text).not.toContain(clientB.accountNumber);
    }
    const comments = await get(as.agentA, `/api/fraud-cases/${clientB.caseId}/comments`);
    expect(comments.status).toBe(403);
  });

  it("agent A cannot change agent B's case: every write is refused and the case stays as it was", async () => {
    const before = await caseFileOf(as.agentB, clientB.caseId);
    const writes: [string, string, unknown, number | undefined][] = [
      ['PUT', `/api/cases/${clientB.caseId}/phases/analysis`, { status: 'completed' }, before.revision],
      [
        'PUT',
        `/api/cases/${clientB.caseId}/plan`,
        { priority: 'low', estimatedCompletion: null },
        before.revision,
      ],
      [
        'POST',
        `/api/cases/${clientB.caseId}/timeline`,
        { title: 'Hito ajeno', description: '', occurredOn: '2026-01-05' },
        undefined,
      ],
      ['POST', `/api/cases/${clientB.caseId}/required-documents`, { title: 'Contrato firmado' }, undefined],
      ['DELETE', `/api/cases/${clientB.caseId}/required-documents/officialId`, undefined, before.revision],
      ['POST', `/api/fraud-cases/${clientB.caseId}/comments`, { content: 'Comentario ajeno' }, undefined],
    ];
    for (const [method, path, body, revision] of writes) {
      const res = await send(as.agentA, method, path, body, revision);
      expect({ path, status: res.status, code: errorOf(res).code }).toEqual({
        path,
        status: 403,
        code: 'case_not_assigned',
      });
    }
    expect(await caseFileOf(as.agentB, clientB.caseId)).toEqual(before);
    expect((await get(as.agentB, `/api/fraud-cases/${clientB.caseId}/comments`)).json).toEqual([]);
  });

  it('an unknown case is 404 for staff', async () => {
    const res = await get(as.admin, '/api/cases/no-existe-este-caso');
    expect(res.status).toBe(404);
    expect(errorOf(res)).toEqual({ message: 'No se encontró el caso.', code: 'not_found' });
  });
});

describe('follow-up comments', () => {
  it('the client reads only the visible comments of their case, newest first; staff read all with the author', async () => {
    const visible = await postComment(as.agentA, caseA.caseId, {
      content: 'Recibimos su evidencia; la revisaremos esta semana.',
      isVisibleToClient: true,
      // Never trusted: the author is the session's user.
      authorId: 'otra-persona',
    });
    expect(visible.status).toBe(201);
    const internal = await postComment(as.agentA, caseA.caseId, {
      content: 'Nota interna: verificar la cuenta receptora con el banco.',
      isVisibleToClient: false,
    });
    expect(internal.status).toBe(201);
    const later = await postComment(as.agentA, caseA.caseId, {
      content: 'Enviamos la solicitud a su banco.',
    });
    expect(later.status).toBe(201);

    const client = await get<{ content: string; commentType: string; isVisibleToClient: boolean }[]>(
      as.clientA,
      `/api/fraud-cases/${caseA.caseId}/comments/client`,
    );
    expect(client.status).toBe(200);
    expect(client.json.map((c) => [c.content, c.commentType, c.isVisibleToClient])).toEqual([
      ['Enviamos la solicitud a su banco.', 'agent', true],
      ['Recibimos su evidencia; la revisaremos esta semana.', 'agent', true],
    ]);
    expect(client.text).not.toContain('Nota interna');

    const staff = await get<{ content: string; authorName: string; isVisibleToClient: boolean }[]>(
      as.agentA,
      `/api/fraud-cases/${caseA.caseId}/comments`,
    );
    expect(staff.json.map((c) => [c.content, c.authorName, c.isVisibleToClient])).toEqual([
      ['Enviamos la solicitud a su banco.', 'Lic. Ana Torres Villalobos', true],
      ['Nota interna: verificar la cuenta receptora con el banco.', 'Lic. Ana Torres Villalobos', false],
      ['Recibimos su evidencia; la revisaremos esta semana.', 'Lic. Ana Torres Villalobos', true],
    ]);

    // The counts of the cases asked for (the page on screen), only those the agent works.
    const counts = await get<Record<string, number>>(
      as.agentA,
      `/api/fraud-case-comments/counts?ids=${caseA.caseId},${clientB.caseId}`,
    );
    expect(counts.json).toEqual({ [caseA.caseId]: 3 });
  });

  it("a client cannot read another client's comments: the same 404 as a case that does not exist", async () => {
    const other = await get(as.clientB, `/api/fraud-cases/${caseA.caseId}/comments/client`);
    const missing = await get(as.clientB, '/api/fraud-cases/no-existe/comments/client');
    expect(other.status).toBe(404);
    expect(other.json).toEqual(missing.json);
    expect(other.text).not.toContain('evidencia');
  });

  it("refuses an empty comment with the spec's message, and a comment type that is not the author's", async () => {
    const empty = await postComment(as.agentA, caseA.caseId, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fieldErrors).toEqual({ content: 'Contenido del comentario requerido' });
    const posing = await postComment(as.agentA, caseA.caseId, {
      content: 'Comentario como administración',
      commentType: 'admin',
    });
    expect(posing.status).toBe(400);
    expect(errorOf(posing).fieldErrors).toEqual({
      commentType: 'Este tipo de comentario no corresponde a su rol.',
    });
  });
});

describe('a write carries the revision it read (If-Match)', () => {
  it('a stale revision gets 409 and changes nothing; the fresh one is saved', async () => {
    const read = await caseFileOf(as.agentA, caseA.caseId);
    const path = `/api/cases/${caseA.caseId}/phases/analysis`;
    const first = await send(as.agentA, 'PUT', path, { status: 'in_progress', progress: 40 }, read.revision);
    expect(first.status).toBe(200);
    expect(first.json).toEqual({ ok: true, revision: read.revision + 1 });

    // A second person still holding the old revision.
    const stale = await send(as.admin, 'PUT', path, { status: 'in_progress', progress: 70 }, read.revision);
    expect(stale.status).toBe(409);
    expect(errorOf(stale)).toEqual({
      message:
        'Otra persona modificó este caso mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
      code: 'stale_revision',
    });
    const after = await caseFileOf(as.agentA, caseA.caseId);
    expect(after.revision).toBe(read.revision + 1);
    expect(after.phases.find((p) => p.key === 'analysis')?.progress).toBe(40);
  });

  it('without If-Match an edit is refused with 428, and an unreadable one with 400', async () => {
    const path = `/api/cases/${caseA.caseId}/plan`;
    const missing = await send(as.agentA, 'PUT', path, { priority: 'low', estimatedCompletion: null });
    expect(missing.status).toBe(428);
    expect(errorOf(missing).code).toBe('precondition_required');
    const unreadable = await send(
      as.agentA,
      'PUT',
      path,
      { priority: 'low', estimatedCompletion: null },
      'abc',
    );
    expect(unreadable.status).toBe(400);
    expect(errorOf(unreadable)).toEqual({
      message: 'El encabezado If-Match no es válido.',
      code: 'bad_request',
    });
    for (const header of ['"12', '12"', '*', '1, 2', '-2']) {
      const res = await send(as.agentA, 'PUT', path, { priority: 'low', estimatedCompletion: null }, header);
      expect({ header, status: res.status }).toEqual({ header, status: 400 });
    }
    // -1 reads as "nothing written yet" (a fraud case nobody reviewed): stale for a process that exists.
    const none = await send(as.agentA, 'PUT', path, { priority: 'low', estimatedCompletion: null }, '-1');
    expect(none.status).toBe(409);
  });
});

describe('bad input is refused in Spanish and changes nothing', () => {
  const english = /invalid|expected|received|required|input|string|number|boolean/i;

  it('a value of the wrong type in any field of the case forms gets a Spanish message, never zod’s English', async () => {
    const file = await caseFileOf(as.agentA, caseA.caseId);
    const bodies: [string, string, object, number | undefined][] = [
      ['PUT', `/api/cases/${caseA.caseId}/plan`, { priority: 7, estimatedCompletion: 5 }, file.revision],
      ['PUT', `/api/cases/${caseA.caseId}/plan`, { priority: 'low' }, file.revision],
      [
        'PUT',
        `/api/cases/${caseA.caseId}/phases/forensic`,
        { status: 'hecho', progress: '50', nextSteps: 'x' },
        file.revision,
      ],
      [
        'POST',
        `/api/cases/${caseA.caseId}/timeline`,
        { title: 5, description: 5, occurredOn: 20260105 },
        undefined,
      ],
      [
        'POST',
        `/api/cases/${caseA.caseId}/required-documents`,
        { documentKey: 'pasaporte', title: 5, description: 5, required: 'sí' },
        undefined,
      ],
      [
        'POST',
        `/api/fraud-cases/${caseA.caseId}/comments`,
        { content: 5, isVisibleToClient: 'no', commentType: 3 },
        undefined,
      ],
      [
        'POST',
        '/api/admin/security-comments',
        { title: 5, content: 5, category: 'x', priority: 1, isActive: 'sí', isPublic: 'no' },
        undefined,
      ],
    ];
    for (const [method, path, body, revision] of bodies) {
      const res = await send(
        method === 'POST' && path.startsWith('/api/admin') ? as.admin : as.agentA,
        method,
        path,
        body,
        revision,
      );
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      const fieldErrors = errorOf(res).fieldErrors ?? {};
      expect(Object.keys(fieldErrors).length).toBeGreaterThan(0);
      for (const [name, message] of Object.entries(fieldErrors))
        expect({ path, name, english: english.test(message) }).toEqual({ path, name, english: false });
    }
    expect((await caseFileOf(as.agentA, caseA.caseId)).revision).toBe(file.revision);
  });

  it('the ignored authorId never refuses a comment, whatever it holds', async () => {
    const res = await postComment(as.agentA, caseA.caseId, {
      content: 'Revisamos su expediente.',
      authorId: 5,
    });
    expect(res.status).toBe(201);
  });

  it('text made only of invisible characters is empty', async () => {
    const comment = await postComment(as.agentA, caseA.caseId, { content: '\u200b\u200b' });
    expect(errorOf(comment).fieldErrors).toEqual({ content: 'Contenido del comentario requerido' });
    const milestone = await send(as.agentA, 'POST', `/api/cases/${caseA.caseId}/timeline`, {
      title: '\u0000\u0000\u0000',
      occurredOn: '2026-01-05',
    });
    expect(errorOf(milestone).fieldErrors).toEqual({
      title: 'Título del hito requerido (al menos 3 caracteres)',
    });
  });

  it('dates: one that does not exist, one before 1900, an estimate beyond five years', async () => {
    const milestone = (occurredOn: string) =>
      send(as.agentA, 'POST', `/api/cases/${caseA.caseId}/timeline`, {
        title: 'Audiencia inicial',
        occurredOn,
      });
    expect(errorOf(await milestone('2026-02-30')).fieldErrors).toEqual({
      occurredOn: 'Escriba una fecha válida (día, mes y año que existan)',
    });
    expect(errorOf(await milestone('0001-01-01')).fieldErrors).toEqual({
      occurredOn: 'La fecha del hito no puede ser anterior al 1 de enero de 1900',
    });
    const file = await caseFileOf(as.agentA, caseA.caseId);
    const far = await send(
      as.agentA,
      'PUT',
      `/api/cases/${caseA.caseId}/plan`,
      { priority: 'normal', estimatedCompletion: '9999-12-31' },
      file.revision,
    );
    expect(errorOf(far).fieldErrors).toEqual({
      estimatedCompletion: 'La fecha estimada no puede ser más de 5 años posterior a hoy',
    });
    expect((await caseFileOf(as.agentA, caseA.caseId)).estimatedCompletion).toBe(file.estimatedCompletion);
  });
});

describe('phases move forward and the client sees it', () => {
  it('completing the phase in progress starts the next; phases cannot be skipped', async () => {
    let file = await caseFileOf(as.agentB, clientB.caseId);
    /** Agent B sets a phase of their client's case, with the revision last read. */
    const phase = (phaseKey: string, status: 'in_progress' | 'completed') =>
      send(as.agentB, 'PUT', `/api/cases/${clientB.caseId}/phases/${phaseKey}`, { status }, file.revision);
    const skip = await phase('legal', 'in_progress');
    expect(skip.status).toBe(422);
    expect(errorOf(skip)).toEqual({
      message: 'Complete primero las fases anteriores: las fases avanzan en orden.',
      code: 'phase_order',
    });
    const early = await phase('legal', 'completed');
    expect(errorOf(early).code).toBe('phase_not_started');
    const unknown = await phase('inventada', 'completed');
    expect(unknown.status).toBe(404);

    const done = await phase('analysis', 'completed');
    expect(done.status).toBe(200);
    file = await caseFileOf(as.agentB, clientB.caseId);
    expect(file.phases.map((p) => [p.key, p.status])).toEqual([
      ['analysis', 'completed'],
      ['forensic', 'in_progress'],
      ['legal', 'pending'],
      ['recovery', 'pending'],
    ]);
    expect(file.progress).toBe(25);
    expect(file.currentPhaseKey).toBe('forensic');

    const again = await phase('analysis', 'completed');
    expect(errorOf(again)).toEqual({ message: 'Esta fase ya está completada.', code: 'phase_completed' });

    const dashboard = (await get<ClientDashboard>(as.clientB, '/api/clients/my-dashboard')).json;
    expect(dashboard.recoveryProcess.phases.map((p) => p.status)).toEqual([
      'completed',
      'in_progress',
      'pending',
      'pending',
    ]);
    expect(dashboard.recoveryProcess.timeline.map((t) => t.event)).toEqual(
      expect.arrayContaining(['Fase completada: Análisis del caso', 'Inicio de fase: Investigación forense']),
    );
  });

  it('milestones, required documents and the plan reach the client dashboard; bad input is refused', async () => {
    const caseId = clientB.caseId;
    let file = await caseFileOf(as.agentB, caseId);
    const future = await send(as.agentB, 'POST', `/api/cases/${caseId}/timeline`, {
      title: 'Audiencia',
      occurredOn: '2099-01-01',
    });
    expect(future.status).toBe(400);
    expect(errorOf(future).fieldErrors).toEqual({
      occurredOn: 'La fecha del hito no puede ser posterior a hoy',
    });
    const milestone = await send(as.agentB, 'POST', `/api/cases/${caseId}/timeline`, {
      title: 'Denuncia presentada ante la fiscalía',
      description: 'Se presentó la denuncia con folio de acuse.',
      occurredOn: '2026-01-05',
    });
    expect(milestone.status).toBe(201);

    const twice = await send(as.agentB, 'POST', `/api/cases/${caseId}/required-documents`, {
      documentKey: 'officialId',
    });
    expect(twice.status).toBe(409);
    expect(errorOf(twice).code).toBe('document_already_required');
    const named = await send(as.agentB, 'POST', `/api/cases/${caseId}/required-documents`, {
      title: 'Contrato con el bróker',
      description: 'El contrato o los términos que aceptó al abrir la cuenta.',
      required: true,
    });
    expect(named.status).toBe(201);
    file = await caseFileOf(as.agentB, caseId);
    const removed = await send(
      as.agentB,
      'DELETE',
      `/api/cases/${caseId}/required-documents/policeReport`,
      undefined,
      file.revision,
    );
    expect(removed.status).toBe(200);

    file = await caseFileOf(as.agentB, caseId);
    const plan = (priority: string, estimatedCompletion: string) =>
      send(as.agentB, 'PUT', `/api/cases/${caseId}/plan`, { priority, estimatedCompletion }, file.revision);
    const past = await plan('high', '2020-01-01');
    expect(past.status).toBe(400);
    expect(errorOf(past).fieldErrors).toEqual({
      estimatedCompletion: 'La fecha estimada no puede ser anterior a hoy',
    });
    expect((await plan('low', '2027-06-30')).status).toBe(200);

    const dashboard = (await get<ClientDashboard>(as.clientB, '/api/clients/my-dashboard')).json;
    expect(dashboard.recoveryProcess.priority).toBe('low');
    expect(dashboard.recoveryProcess.estimatedCompletion).toBe('2027-06-30');
    expect(dashboard.recoveryProcess.documents.required.map((d) => d.name)).toEqual([
      'Identificación oficial',
      'Comprobantes de pago o transferencia',
      'Estados de cuenta',
      'Comunicaciones con la plataforma',
      'Contrato con el bróker',
    ]);
    expect(dashboard.recoveryProcess.timeline).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          type: 'milestone',
          event: 'Denuncia presentada ante la fiscalía',
          description: 'Se presentó la denuncia con folio de acuse.',
        }),
      ]),
    );
  });
});

describe('security comments', () => {
  it("admins publish, revise and delete them with the spec's messages; clients see active public ones, high priority first", async () => {
    const short = await send(as.admin, 'POST', '/api/admin/security-comments', {
      title: 'Hola',
      content: 'Corto',
      category: 'security',
      priority: 'high',
    });
    expect(short.status).toBe(400);
    expect(errorOf(short).fieldErrors).toEqual({
      title: 'Título debe tener al menos 5 caracteres',
      content: 'Contenido debe tener al menos 10 caracteres',
    });

    const publish = async (title: string, priority: string, extra: object = {}) => {
      const res = await send(as.admin, 'POST', '/api/admin/security-comments', {
        title,
        content: `${title}: lea este aviso con atención.`,
        category: 'security',
        priority,
        ...extra,
      });
      expect(res.status).toBe(201);
      return (res.json as { id: string }).id;
    };
    await publish('Aviso de prioridad baja', 'low');
    const high = await publish('Nunca pedimos su contraseña', 'high');
    await publish('Aviso interno del despacho', 'high', { isPublic: false });
    await publish('Aviso desactivado', 'medium', { isActive: false });
    await publish('Aviso de prioridad media', 'medium');

    const seen = await get<{ title: string; priority: string }[]>(as.clientA, '/api/security-comments');
    expect(seen.json.map((c) => c.title)).toEqual([
      'Nunca pedimos su contraseña',
      'Aviso de prioridad media',
      'Aviso de prioridad baja',
    ]);

    const list = await get<{ id: string; revision: number; authorName: string }[]>(
      as.admin,
      '/api/admin/security-comments',
    );
    const row = list.json.find((c) => c.id === high);
    expect(row?.authorName).toBe('Carlos Mendoza Ruiz');
    const revise = (revision: number, title: string) =>
      send(
        as.admin,
        'PUT',
        `/api/admin/security-comments/${high}`,
        {
          title,
          content: 'Ningún empleado le pedirá su contraseña.',
          category: 'security',
          priority: 'high',
          isActive: true,
          isPublic: true,
        },
        revision,
      );
    expect((await revise(row?.revision ?? -1, 'Nunca le pediremos su contraseña')).status).toBe(200);
    const stale = await revise(row?.revision ?? -1, 'Título perdido');
    expect(stale.status).toBe(409);
    expect(errorOf(stale).code).toBe('stale_revision');

    const remove = (revision?: number) =>
      send(as.admin, 'DELETE', `/api/admin/security-comments/${high}`, undefined, revision);
    expect((await remove()).status).toBe(428);
    expect((await remove((row?.revision ?? -1) + 1)).status).toBe(200);
    const after = await get<{ title: string }[]>(as.clientA, '/api/security-comments');
    expect(after.json.map((c) => c.title)).toEqual(['Aviso de prioridad media', 'Aviso de prioridad baja']);
    expect((await remove((row?.revision ?? -1) + 2)).status).toBe(404);
  });
});
