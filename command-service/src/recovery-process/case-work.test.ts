import type { RouteName, RouteQuery } from '@portal/contracts';
import type { RouteRequest } from '@portal/platform';
import { commandRoutes } from '../routes.js';
import { givenCase, staff, useEventStore } from '../testing-cases.js';

/** The routes of the work on a case against a real (SQLite) event store: access, If-Match, idempotency. */
const t = useEventStore('case-work-');
const routes = () => commandRoutes(t.deps);
const now = new Date('2026-11-21T12:00:00Z');

function req<N extends RouteName>(
  _route: N,
  r: Pick<RouteRequest<N>, 'actor' | 'params' | 'body' | 'expectedRevision'> & { idempotencyKey?: string },
): RouteRequest<N> {
  return {
    query: undefined as RouteQuery<N>,
    correlationId: 'corr-1',
    clientAddress: '127.0.0.1',
    now,
    ...r,
  } as RouteRequest<N>;
}
const typesOf = async (stream: string) => (await t.store.readStream(stream)).map((e) => e.type);
const process = 'recoveryProcess-p1';

beforeEach(() => givenCase(t.store, { assignedTo: 'agent-user-1', process: true }));

const phase = (actor: RouteRequest<'updateCasePhase'>['actor'], phaseKey: string, revision: number) =>
  routes().updateCasePhase(
    req('updateCasePhase', {
      actor,
      params: { caseId: 'c1', phaseKey },
      body: { status: 'completed' },
      expectedRevision: revision,
    }),
  );

describe('phases through the route', () => {
  it('completes the phase in progress with the revision read, and answers the new revision', async () => {
    const done = await phase(staff.agent, 'analysis', 0);
    expect(done.body).toEqual({ ok: true, revision: 2 });
    expect(done.position).toBe((await t.store.readStream(process)).at(-1)?.position);
    expect(await typesOf(process)).toEqual([
      'RecoveryProcessOpened',
      'RecoveryPhaseCompleted',
      'RecoveryPhaseStarted',
    ]);
  });

  it('refuses a stale revision with the Spanish message and appends nothing', async () => {
    await phase(staff.agent, 'analysis', 0);
    await expect(phase(staff.admin, 'forensic', 0)).rejects.toMatchObject({
      kind: 'conflict',
      code: 'stale_revision',
      message:
        'Otra persona modificó este caso mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
    });
    expect(await t.store.readStream(process)).toHaveLength(3);
  });

  it('answers the current revision when nothing changes', async () => {
    const same = await routes().updateCasePhase(
      req('updateCasePhase', {
        actor: staff.agent,
        params: { caseId: 'c1', phaseKey: 'analysis' },
        body: { status: 'in_progress' },
        expectedRevision: 0,
      }),
    );
    expect(same.body).toEqual({ ok: true, revision: 0 });
    expect(await t.store.readStream(process)).toHaveLength(1);
  });

  it('answers a key that is no phase as a phase the case does not have, whatever the revision', async () => {
    await expect(phase(staff.agent, 'inventada', 7)).rejects.toMatchObject({
      kind: 'not_found',
      message: 'La fase indicada no existe en este caso.',
    });
  });

  it("refuses an agent on another agent's case before anything else, and appends nothing", async () => {
    await expect(phase(staff.otherAgent, 'analysis', 0)).rejects.toMatchObject({ code: 'case_not_assigned' });
    await expect(phase(staff.otherAgent, 'inventada', 5)).rejects.toMatchObject({
      code: 'case_not_assigned',
    });
    expect(await t.store.readStream(process)).toHaveLength(1);
  });
});

describe('adds with an Idempotency-Key', () => {
  const milestone = (title: string, idempotencyKey?: string) =>
    routes().addCaseMilestone(
      req('addCaseMilestone', {
        actor: staff.agent,
        params: { caseId: 'c1' },
        body: { title, description: '', occurredOn: '2026-11-02' },
        expectedRevision: undefined,
        ...(idempotencyKey ? { idempotencyKey } : {}),
      }),
    );

  it('records a milestone once when the request is retried, and answers the same revision', async () => {
    const first = await milestone('Denuncia presentada', 'clave-hito-0001');
    const retry = await milestone('Denuncia presentada', 'clave-hito-0001');
    expect(first.body).toEqual({ ok: true, revision: 1 });
    expect(retry.body).toEqual({ ok: true, revision: 1 });
    expect(await typesOf(process)).toEqual(['RecoveryProcessOpened', 'CaseMilestoneRecorded']);
  });

  it('refuses the key reused for another milestone, and records nothing', async () => {
    await milestone('Denuncia presentada', 'clave-hito-0002');
    await expect(milestone('Otro hito', 'clave-hito-0002')).rejects.toMatchObject({
      code: 'idempotency_key_reused',
    });
    expect(await typesOf(process)).toEqual(['RecoveryProcessOpened', 'CaseMilestoneRecorded']);
  });

  it('records two milestones for two requests without a key', async () => {
    await milestone('Denuncia presentada');
    const second = await milestone('Denuncia presentada');
    expect(second.body).toEqual({ ok: true, revision: 2 });
  });

  it('answers a retried catalog document as the first time; another request for it is refused', async () => {
    const add = (idempotencyKey: string) =>
      routes().addRequiredDocument(
        req('addRequiredDocument', {
          actor: staff.admin,
          params: { caseId: 'c1' },
          body: { documentKey: 'bankStatements', required: true },
          expectedRevision: undefined,
          idempotencyKey,
        }),
      );
    expect((await add('clave-documento-01')).body).toEqual({ ok: true, revision: 1 });
    expect((await add('clave-documento-01')).body).toEqual({ ok: true, revision: 1 });
    await expect(add('clave-documento-02')).rejects.toMatchObject({
      kind: 'conflict',
      code: 'document_already_required',
      message: 'Este documento ya se solicita en el caso.',
    });
    expect(await typesOf(process)).toEqual(['RecoveryProcessOpened', 'RequiredDocumentAdded']);
  });
});

describe('documents and plan through the routes', () => {
  it('stores a named document as typed, with a new id, and removes it with If-Match', async () => {
    const added = await routes().addRequiredDocument(
      req('addRequiredDocument', {
        actor: staff.agent,
        params: { caseId: 'c1' },
        body: { title: 'Contrato con el bróker', description: '', required: true },
        expectedRevision: undefined,
      }),
    );
    expect(added.body).toEqual({ ok: true, revision: 1 });
    const [, event] = await t.store.readStream(process);
    expect(event?.data).toMatchObject({
      documentKey: null,
      title: 'Contrato con el bróker',
      description: null,
      required: true,
    });
    const documentId = (event?.data as { documentId?: string } | undefined)?.documentId ?? '';
    expect(['officialId', 'policeReport']).not.toContain(documentId);
    const removed = await routes().removeRequiredDocument(
      req('removeRequiredDocument', {
        actor: staff.agent,
        params: { caseId: 'c1', documentId },
        body: undefined,
        expectedRevision: 1,
      }),
    );
    expect(removed.body).toEqual({ ok: true, revision: 2 });
  });

  it('revises the plan, and appends nothing for the same plan again', async () => {
    const plan = (revision: number) =>
      routes().updateCasePlan(
        req('updateCasePlan', {
          actor: staff.admin,
          params: { caseId: 'c1' },
          body: { priority: 'low', estimatedCompletion: '2027-02-15' },
          expectedRevision: revision,
        }),
      );
    expect((await plan(0)).body).toEqual({ ok: true, revision: 1 });
    expect((await plan(1)).body).toEqual({ ok: true, revision: 1 });
    expect(await typesOf(process)).toEqual(['RecoveryProcessOpened', 'RecoveryPlanRevised']);
  });
});

describe('follow-up comments through the route', () => {
  it("takes the author from the session, never the body, and the type from the author's role", async () => {
    const added = await routes().addCaseComment(
      req('addCaseComment', {
        actor: staff.agent,
        params: { id: 'c1' },
        body: { content: 'Recibimos su evidencia.', authorId: 'otra-persona', isVisibleToClient: false },
        expectedRevision: undefined,
      }),
    );
    const [, event] = await t.store.readStream('fraudCase-c1');
    expect(event?.type).toBe('CaseCommentAdded');
    expect(event?.data).toEqual({
      caseId: 'c1',
      userId: 'u1',
      commentId: added.body.id,
      authorId: 'agent-user-1',
      commentType: 'agent',
      content: 'Recibimos su evidencia.',
      isVisibleToClient: false,
      postedAt: '2026-11-21T12:00:00.000Z',
    });
  });

  it("refuses an agent on another agent's case", async () => {
    await expect(
      routes().addCaseComment(
        req('addCaseComment', {
          actor: staff.otherAgent,
          params: { id: 'c1' },
          body: { content: 'Comentario ajeno', isVisibleToClient: true },
          expectedRevision: undefined,
        }),
      ),
    ).rejects.toMatchObject({ code: 'case_not_assigned' });
    expect(await typesOf('fraudCase-c1')).toEqual(['FraudCaseReported']);
  });
});
