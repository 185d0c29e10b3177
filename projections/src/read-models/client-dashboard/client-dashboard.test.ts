import {
  CLIENT_DASHBOARDS,
  clientDashboardSchema,
  type DashboardDoc,
  type DomainEvent,
  labelledDashboard,
} from '@portal/contracts';
import { project } from '../../testing.js';
import {
  agentAssignedEntry,
  analysisPhase,
  legalPhase,
  openedEntry,
  requiredDocuments,
  workEntries,
} from '../expected.js';
import {
  agentProfileRevised,
  agentUserRevised,
  assignment,
  reassignment,
  registrationEvents,
  staffRegistered,
  work,
} from '../fixtures.js';
import { clientDashboardProjector } from './index.js';

const storedOf = async (events: DomainEvent[], actor?: Parameters<typeof project>[3]) =>
  (await project([clientDashboardProjector], events, undefined, actor)).get<DashboardDoc>(
    CLIENT_DASHBOARDS,
    'u1',
  );

/** The dashboard as the query reads it: the stored document with contracts' labels applied. */
const dashboardOf = async (events: DomainEvent[], actor?: Parameters<typeof project>[3]) => {
  const stored = await storedOf(events, actor);
  return (stored && labelledDashboard(stored)) as object;
};

const description = 'd'.repeat(60);

/** A required document as the dashboard lists it before the client sent anything for it. */
const asked = <D extends object>(doc: D) => ({ ...doc, answered: false });

/** The dashboard of registration 1 before anyone worked on it (events on 2026-11-10 … 13). */
const registered = {
  user: { fullName: 'Ana Ruiz', email: 'user1@example.mx' },
  client: { accountNumber: 'CR-00000001', contactPhone: '5512345678', address: 'Puebla, México' },
  fraudCase: {
    id: 'c1',
    fraudType: 'forex',
    platform: 'FX Global',
    fraudDate: '2026-09-01',
    urgencyLevel: 'medium',
    description,
    lossAmount: '25000.50',
    currency: 'MXN',
  },
  recoveryProcess: {
    caseNumber: 'EXP-2026-00000001',
    assignedAgent: null as string | null,
    agentPhone: null as string | null,
    agentEmail: null as string | null,
    priority: 'normal',
    estimatedCompletion: null,
    phases: [
      { ...analysisPhase, date: '2026-11-10T10:00:00.000Z' },
      { ...legalPhase, date: null },
    ],
    documents: {
      required: [asked(requiredDocuments.officialId), asked(requiredDocuments.policeReport)],
      submitted: [],
    },
    timeline: [openedEntry],
    servicePlan: null,
  },
  phaseResponsibles: ['analysisTeam', 'assignedAgent'],
  // What the home read model needs beyond the dashboard.
  caseId: 'c1',
  openedAt: '2026-11-13T10:00:00.000Z',
  figures: { originalAmount: '25000.50', recoveredAmount: '0', pendingAmount: '25000.50', currency: 'MXN' },
  cancelled: false,
};

/** `doc` with the agent named and reachable as given, responsible of the agent's phase. */
const showingAgent = (doc: typeof registered, agent: { name: string; phone: string; email: string }) => ({
  ...doc,
  recoveryProcess: {
    ...doc.recoveryProcess,
    assignedAgent: agent.name,
    agentPhone: agent.phone,
    agentEmail: agent.email,
    // The second phase is the agent's.
    phases: doc.recoveryProcess.phases.map((p, i) => (i === 1 ? { ...p, responsible: agent.name } : p)),
  },
});

/** The same after an admin assigned agent Lic. Ana Torres (2026-11-14). */
const assignedShown = showingAgent(registered, {
  name: 'Lic. Ana Torres',
  phone: '5587654321',
  email: 'ana@firma.mx',
});
const assigned = {
  ...assignedShown,
  recoveryProcess: {
    ...assignedShown.recoveryProcess,
    timeline: [...registered.recoveryProcess.timeline, agentAssignedEntry],
  },
  agentUserId: 'ua',
};

/** The case and client of the documents below. */
const keys = { caseId: 'c1', userId: 'u1' };
/** Client u1 sent a document of case c1 from their dashboard. */
const uploaded = (
  documentId: string,
  fileName: string,
  receivedAt: string,
  requiredDocumentId: string | null,
) =>
  ({
    type: 'DocumentUploaded',
    data: {
      ...keys,
      documentId,
      uploadedBy: 'u1',
      fileName,
      size: 1234,
      contentType: 'application/pdf',
      sha256: 'b'.repeat(64),
      receivedAt,
      requiredDocumentId,
      surface: 'dashboard',
    },
  }) as const;

describe('client dashboard projector', () => {
  it('builds the documented dashboard from a registration, with the Spanish labels of the keys', async () => {
    const doc = await dashboardOf(registrationEvents());
    expect(doc).toEqual(registered);
    expect(clientDashboardSchema.safeParse(doc).success).toBe(true);
  });

  it('stores keys where the dashboard shows labels: phases, catalog documents and timeline entries', async () => {
    const stored = await storedOf([...registrationEvents(), assignment()]);
    expect(stored?.recoveryProcess).toEqual({
      caseNumber: 'EXP-2026-00000001',
      assignedAgent: 'Lic. Ana Torres',
      agentPhone: '5587654321',
      agentEmail: 'ana@firma.mx',
      priority: 'normal',
      estimatedCompletion: null,
      phases: [
        {
          key: 'analysis',
          status: 'in_progress',
          progress: null,
          nextSteps: [],
          startedAt: '2026-11-10T10:00:00.000Z',
          completedAt: null,
        },
        {
          key: 'legal',
          status: 'pending',
          progress: null,
          nextSteps: [],
          startedAt: null,
          completedAt: null,
        },
      ],
      documents: {
        required: [
          { documentId: 'officialId', documentKey: 'officialId', required: true, answered: false },
          { documentId: 'policeReport', documentKey: 'policeReport', required: false, answered: false },
        ],
        submitted: [],
      },
      timeline: [
        {
          kind: 'caseOpened',
          date: '2026-11-13T10:00:00.000Z',
          facts: { caseNumber: 'EXP-2026-00000001' },
        },
        { kind: 'agentAssigned', date: '2026-11-14T10:00:00.000Z', facts: { agentName: 'Lic. Ana Torres' } },
      ],
      servicePlan: null,
    });
    const text = JSON.stringify(stored);
    for (const label of [
      'Análisis del caso',
      'Identificación oficial',
      'Caso registrado',
      'Equipo de análisis',
    ])
      expect(text).not.toContain(label);
  });

  it('is not a complete dashboard until the recovery process is open', async () => {
    const partial = await dashboardOf(registrationEvents().slice(0, 3));
    expect(clientDashboardSchema.safeParse(partial).success).toBe(false);
  });

  it('names the assigned agent, as responsible of the agent phases only and in the timeline', async () => {
    const doc = await dashboardOf([...registrationEvents(), assignment()]);
    expect(doc).toEqual(assigned);
  });

  it('keeps an assignment that arrives before the process and applies it when the process opens', async () => {
    const events = registrationEvents();
    const reordered = [...events.slice(0, 3), assignment(), ...events.slice(3)];
    const doc = clientDashboardSchema.parse(await dashboardOf(reordered));
    expect(doc.recoveryProcess.assignedAgent).toBe('Lic. Ana Torres');
    expect(doc.recoveryProcess.phases.map((p) => p.responsible)).toEqual([
      'Equipo de análisis de casos',
      'Lic. Ana Torres',
    ]);
    expect(doc.recoveryProcess.timeline.map((t) => t.event)).toEqual(['Caso registrado', 'Agente asignado']);
  });

  it('follows the work on the case: phases, milestones in date order, required documents and the plan', async () => {
    const events = [
      ...registrationEvents(),
      assignment(), // 2026-11-14
      work.progressSet('analysis', 60, ['Revisar los comprobantes']),
      work.phaseCompleted('analysis', '2026-11-16T10:00:00.000Z'),
      work.phaseStarted('legal', '2026-11-16T10:00:00.000Z'),
      work.progressSet('legal', 20, ['Presentar la denuncia ante la FGR']),
      work.milestone('m1', 'Reunión con el cliente', 'Revisamos la evidencia juntos.', '2026-11-15'), // by the agent
      work.milestone('m2', 'Expediente revisado', 'Sin observaciones.', '2026-11-19'), // by an admin
      work.catalogDocumentAdded('bankStatements'),
      work.namedDocumentAdded('doc-1', 'Contrato con la plataforma', null),
      work.documentRemoved('officialId'),
      work.planRevised('high', '2027-03-31'),
    ];
    const doc = await dashboardOf(events, (_event, i) =>
      i === 9
        ? { actorId: 'ua', actorRole: 'agent' }
        : i === 10
          ? { actorId: 'adm', actorRole: 'admin' }
          : undefined,
    );
    expect(doc).toEqual({
      ...assigned,
      recoveryProcess: {
        ...assigned.recoveryProcess,
        priority: 'high',
        estimatedCompletion: '2027-03-31',
        phases: [
          {
            ...assigned.recoveryProcess.phases[0],
            status: 'completed',
            date: '2026-11-16T10:00:00.000Z',
            completedAt: '2026-11-16T10:00:00.000Z',
          },
          {
            ...assigned.recoveryProcess.phases[1],
            status: 'in_progress',
            date: '2026-11-16T10:00:00.000Z',
            progress: 20,
            nextSteps: ['Presentar la denuncia ante la FGR'],
            startedAt: '2026-11-16T10:00:00.000Z',
          },
        ],
        documents: {
          required: [
            asked(requiredDocuments.policeReport),
            asked(requiredDocuments.bankStatements),
            asked({
              documentId: 'doc-1',
              name: 'Contrato con la plataforma',
              description: '',
              required: false,
            }),
          ],
          submitted: [],
        },
        timeline: [
          ...assigned.recoveryProcess.timeline,
          workEntries.m1,
          workEntries.analysisCompleted,
          workEntries.legalStarted,
          workEntries.m2,
        ],
      },
    });
    expect(clientDashboardSchema.safeParse(doc).success).toBe(true);
  });

  it('shows the progress and next steps staff set on the phase in progress', async () => {
    const doc = clientDashboardSchema.parse(
      await dashboardOf([
        ...registrationEvents(),
        work.progressSet('analysis', 60, ['Revisar los comprobantes']),
      ]),
    );
    expect(doc.recoveryProcess.phases[0]).toMatchObject({
      status: 'in_progress',
      progress: 60,
      nextSteps: ['Revisar los comprobantes'],
    });
  });

  it('lists the documents sent, newest first, with their review, and marks the required ones answered', async () => {
    const doc = clientDashboardSchema.parse(
      await dashboardOf([
        ...registrationEvents(),
        uploaded('d1', 'ine.pdf', '2026-11-20T10:00:00.000Z', 'officialId'),
        uploaded('d2', 'denuncia.pdf', '2026-11-21T10:00:00.000Z', 'policeReport'),
        uploaded('d3', 'otro.pdf', '2026-11-21T11:00:00.000Z', null),
        {
          type: 'DocumentVerified',
          data: { ...keys, documentId: 'd1', fileName: 'ine.pdf', reviewerId: 's1' },
        },
        {
          type: 'DocumentRejected',
          data: { ...keys, documentId: 'd2', fileName: 'denuncia.pdf', reviewerId: 's1', reason: 'Ilegible' },
        },
      ]),
    );
    expect(doc.recoveryProcess.documents.submitted).toEqual([
      {
        name: 'otro.pdf',
        uploadedAt: '2026-11-21T11:00:00.000Z',
        status: 'in_review',
        url: '/api/documents/d3/download',
        documentId: 'd3',
        size: 1234,
        rejectionReason: null,
        requiredDocumentId: null,
      },
      {
        name: 'denuncia.pdf',
        uploadedAt: '2026-11-21T10:00:00.000Z',
        status: 'rejected',
        url: '/api/documents/d2/download',
        documentId: 'd2',
        size: 1234,
        rejectionReason: 'Ilegible',
        requiredDocumentId: 'policeReport',
      },
      {
        name: 'ine.pdf',
        uploadedAt: '2026-11-20T10:00:00.000Z',
        status: 'verified',
        url: '/api/documents/d1/download',
        documentId: 'd1',
        size: 1234,
        rejectionReason: null,
        requiredDocumentId: 'officialId',
      },
    ]);
    // A rejected document does not answer what it was sent for.
    expect(doc.recoveryProcess.documents.required.map((d) => [d.documentId, d.answered])).toEqual([
      ['officialId', true],
      ['policeReport', false],
    ]);
  });

  it('counts a document staff linked to a requested one as answering it, unless it is rejected', async () => {
    const sent = (documentId: string, fileName: string) =>
      uploaded(documentId, fileName, '2026-11-20T10:00:00.000Z', null);
    const linked = (documentId: string, requiredDocumentId: string) =>
      ({
        type: 'DocumentLinkedToRequirement',
        data: { ...keys, documentId, requiredDocumentId, linkerId: 's1' },
      }) as const;
    const answered = async (events: DomainEvent[]) =>
      clientDashboardSchema
        .parse(await dashboardOf([...registrationEvents(), ...events]))
        .recoveryProcess.documents.required.map((d) => [d.documentId, d.answered]);

    expect(await answered([sent('d1', 'ine.pdf')])).toEqual([
      ['officialId', false],
      ['policeReport', false],
    ]);
    expect(
      await answered([
        sent('d1', 'ine.pdf'),
        {
          type: 'DocumentVerified',
          data: { ...keys, documentId: 'd1', fileName: 'ine.pdf', reviewerId: 's1' },
        },
        linked('d1', 'officialId'),
      ]),
    ).toEqual([
      ['officialId', true],
      ['policeReport', false],
    ]);
    // Moved to another requested document: the first one is pending again.
    expect(
      await answered([sent('d1', 'ine.pdf'), linked('d1', 'officialId'), linked('d1', 'policeReport')]),
    ).toEqual([
      ['officialId', false],
      ['policeReport', true],
    ]);
    expect(
      await answered([
        sent('d1', 'ine.pdf'),
        linked('d1', 'officialId'),
        {
          type: 'DocumentRejected',
          data: { ...keys, documentId: 'd1', fileName: 'ine.pdf', reviewerId: 's1', reason: 'Ilegible' },
        },
      ]),
    ).toEqual([
      ['officialId', false],
      ['policeReport', false],
    ]);
  });

  it("shows the client's new name", async () => {
    const doc = clientDashboardSchema.parse(
      await dashboardOf([
        ...registrationEvents(),
        {
          type: 'UserNameChanged',
          data: { userId: 'u1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
        },
      ]),
    );
    expect(doc.user).toEqual({ fullName: 'Ana Ruiz Díaz', email: 'user1@example.mx' });
  });

  it("shows the agent's new phone, name and e-mail to their client; the timeline keeps the name of the assignment", async () => {
    const revised = agentProfileRevised('5511112222');
    const doc = await dashboardOf([...registrationEvents(), assignment(), revised, ...agentUserRevised()]);
    expect(doc).toEqual(
      showingAgent(assigned, {
        name: 'Lic. Ana Torres Ruiz',
        phone: '5511112222',
        email: 'ana.torres@firma.mx',
      }),
    );
  });

  it("leaves a client given to another agent since with that agent's contact", async () => {
    const revised = agentProfileRevised('5599990000');
    const doc = clientDashboardSchema.parse(
      await dashboardOf([...registrationEvents(), assignment(), reassignment, revised]),
    );
    expect(doc.recoveryProcess).toMatchObject({
      assignedAgent: 'Lic. Bruno Díaz',
      agentPhone: '5533334444',
      agentEmail: 'bruno@firma.mx',
    });
  });

  it('keeps no dashboard for staff users', async () => {
    const view = await project([clientDashboardProjector], [staffRegistered('u1', 'A B')]);
    expect(await view.get(CLIENT_DASHBOARDS, 'u1')).toBeUndefined();
  });
});
