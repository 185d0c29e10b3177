import { CLIENT_DASHBOARDS, clientDashboardSchema, type DomainEvent } from '@portal/contracts';
import { project } from '../../testing.js';
import { assignment, registrationEvents, staffRegistered, work } from '../fixtures.js';
import { clientDashboardProjector } from './index.js';

const dashboardOf = async (events: DomainEvent[], actor?: Parameters<typeof project>[3]) =>
  (await project([clientDashboardProjector], events, undefined, actor).then((v) =>
    v.get(CLIENT_DASHBOARDS, 'u1'),
  )) as object;

const description = 'd'.repeat(60);

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
    assignedAgent: null,
    agentPhone: null,
    agentEmail: null,
    priority: 'normal',
    estimatedCompletion: null,
    phases: [
      {
        key: 'analysis',
        name: 'Análisis del caso',
        description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
        status: 'in_progress',
        responsible: 'Equipo de análisis de casos',
        date: '2026-11-10T10:00:00.000Z',
        progress: null,
        nextSteps: [],
        estimatedDuration: '3-5 días hábiles',
        estimatedDays: 5,
        startedAt: '2026-11-10T10:00:00.000Z',
        completedAt: null,
      },
      {
        key: 'legal',
        name: 'Acciones legales',
        description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
        status: 'pending',
        responsible: 'Agente asignado',
        date: null,
        progress: null,
        nextSteps: [],
        estimatedDuration: '20-30 días hábiles',
        estimatedDays: 30,
        startedAt: null,
        completedAt: null,
      },
    ],
    documents: {
      required: [
        {
          documentId: 'officialId',
          name: 'Identificación oficial',
          description: 'INE o pasaporte vigente.',
          required: true,
        },
        {
          documentId: 'policeReport',
          name: 'Denuncia ante autoridades',
          description: 'Si ya presentó una denuncia, su acuse.',
          required: false,
        },
      ],
      submitted: [],
    },
    timeline: [
      {
        type: 'milestone',
        event: 'Caso registrado',
        date: '2026-11-13T10:00:00.000Z',
        description: 'Se abrió el expediente EXP-2026-00000001 y comenzó el análisis de su caso.',
        responsible: 'Sistema',
      },
    ],
  },
  phaseResponsibles: ['analysisTeam', 'assignedAgent'],
};

const agentAssignedEntry = {
  type: 'milestone',
  event: 'Agente asignado',
  date: '2026-11-14T10:00:00.000Z',
  description: 'Lic. Ana Torres atenderá su caso.',
  responsible: 'Administración',
};

describe('client dashboard projector', () => {
  it('builds the documented dashboard from a registration, with the Spanish labels of the keys', async () => {
    const doc = await dashboardOf(registrationEvents());
    expect(doc).toEqual(registered);
    expect(clientDashboardSchema.safeParse(doc).success).toBe(true);
  });

  it('is not a complete dashboard until the recovery process is open', async () => {
    const partial = await dashboardOf(registrationEvents().slice(0, 3));
    expect(clientDashboardSchema.safeParse(partial).success).toBe(false);
  });

  it('names the assigned agent, as responsible of the agent phases only and in the timeline', async () => {
    const doc = await dashboardOf([...registrationEvents(), assignment()]);
    expect(doc).toEqual({
      ...registered,
      recoveryProcess: {
        ...registered.recoveryProcess,
        assignedAgent: 'Lic. Ana Torres',
        agentPhone: '5587654321',
        agentEmail: 'ana@firma.mx',
        phases: [
          registered.recoveryProcess.phases[0],
          { ...registered.recoveryProcess.phases[1], responsible: 'Lic. Ana Torres' },
        ],
        timeline: [...registered.recoveryProcess.timeline, agentAssignedEntry],
      },
      agentUserId: 'ua',
    });
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
      ...registered,
      recoveryProcess: {
        ...registered.recoveryProcess,
        assignedAgent: 'Lic. Ana Torres',
        agentPhone: '5587654321',
        agentEmail: 'ana@firma.mx',
        priority: 'high',
        estimatedCompletion: '2027-03-31',
        phases: [
          {
            ...registered.recoveryProcess.phases[0],
            status: 'completed',
            date: '2026-11-16T10:00:00.000Z',
            completedAt: '2026-11-16T10:00:00.000Z',
          },
          {
            ...registered.recoveryProcess.phases[1],
            status: 'in_progress',
            responsible: 'Lic. Ana Torres',
            date: '2026-11-16T10:00:00.000Z',
            progress: 20,
            nextSteps: ['Presentar la denuncia ante la FGR'],
            startedAt: '2026-11-16T10:00:00.000Z',
          },
        ],
        documents: {
          required: [
            {
              documentId: 'policeReport',
              name: 'Denuncia ante autoridades',
              description: 'Si ya presentó una denuncia, su acuse.',
              required: false,
            },
            {
              documentId: 'bankStatements',
              name: 'Estados de cuenta',
              description: 'Estados de cuenta donde se vean los cargos.',
              required: true,
            },
            { documentId: 'doc-1', name: 'Contrato con la plataforma', description: '', required: false },
          ],
          submitted: [],
        },
        timeline: [
          ...registered.recoveryProcess.timeline,
          agentAssignedEntry,
          {
            type: 'milestone',
            event: 'Reunión con el cliente',
            date: '2026-11-15',
            description: 'Revisamos la evidencia juntos.',
            responsible: 'Lic. Ana Torres',
          },
          {
            type: 'completed',
            event: 'Fase completada: Análisis del caso',
            date: '2026-11-16T10:00:00.000Z',
            description: 'Se completó la fase «Análisis del caso» de su proceso.',
            responsible: 'Equipo de análisis de casos',
          },
          {
            type: 'current',
            event: 'Inicio de fase: Acciones legales',
            date: '2026-11-16T10:00:00.000Z',
            description: 'Comenzó la fase «Acciones legales» de su proceso.',
            responsible: 'Lic. Ana Torres',
          },
          {
            type: 'milestone',
            event: 'Expediente revisado',
            date: '2026-11-19',
            description: 'Sin observaciones.',
            responsible: 'Administración',
          },
        ],
      },
      agentUserId: 'ua',
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

  it('keeps no dashboard for staff users', async () => {
    const view = await project([clientDashboardProjector], [staffRegistered('u1', 'A B')]);
    expect(await view.get(CLIENT_DASHBOARDS, 'u1')).toBeUndefined();
  });
});
