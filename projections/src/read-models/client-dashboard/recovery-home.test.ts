import {
  CLIENT_DASHBOARDS,
  type DashboardDoc,
  type DomainEvent,
  labelledDashboard,
  recoveryHomeOf,
  recoveryHomeSchema,
} from '@portal/contracts';
import { project } from '../../testing.js';
import { assignment, registrationEvents, work } from '../fixtures.js';
import { clientDashboardProjector } from './index.js';

const keys = { processId: 'p1', caseId: 'c1', userId: 'u1' };
/** The home made when read from the dashboard document the projector stored (undefined: no answer). */
const homeOf = async (events: DomainEvent[]) => {
  const doc = await (await project([clientDashboardProjector], events)).get<DashboardDoc>(
    CLIENT_DASHBOARDS,
    'u1',
  );
  return (doc && recoveryHomeOf('u1', labelledDashboard(doc))) ?? undefined;
};

const planChosen = (plan: 'express' | 'premium'): DomainEvent => ({
  type: 'ClientServicePlanChosen',
  data: {
    clientId: 'cl1',
    userId: 'u1',
    plan,
    terms: { feePercent: 30, timeframe: '2-3 meses', documents: ['Identificación oficial'] },
    acceptedAt: '2026-11-21T12:00:00.000Z',
  },
});

const figures: DomainEvent = {
  type: 'RecoveryFiguresRevised',
  data: { ...keys, originalAmount: '25000.50', recoveredAmount: '5000.10', pendingAmount: '20000.40' },
};
const uploaded: DomainEvent = {
  type: 'DocumentUploaded',
  data: {
    documentId: 'd1',
    caseId: 'c1',
    userId: 'u1',
    uploadedBy: 'u1',
    fileName: 'ine.pdf',
    size: 1200,
    contentType: 'application/pdf',
    sha256: 'a'.repeat(64),
    receivedAt: '2026-11-20T10:00:00.000Z',
    requiredDocumentId: 'officialId',
    surface: 'home',
  },
};

describe('the recovery home of a projected dashboard (GET /api/recovery/:userId)', () => {
  it('is the home shape of a registration, an assignment, the work, the figures, the plan and a document', async () => {
    const home = await homeOf([
      ...registrationEvents(),
      assignment(),
      work.phaseCompleted('analysis', '2026-11-16T10:00:00.000Z'),
      work.phaseStarted('legal', '2026-11-16T10:00:00.000Z'),
      work.progressSet('legal', 40, ['Presentar la denuncia']),
      figures,
      planChosen('express'),
      uploaded,
    ]);
    expect(home).toEqual({
      userId: 'u1',
      caseId: 'c1',
      caseNumber: 'EXP-2026-00000001',
      status: 'in_progress',
      priority: 'normal',
      currentPhase: 'legal',
      phaseOrder: ['analysis', 'legal'],
      phases: {
        analysis: {
          name: 'Análisis del caso',
          description: 'Revisión de su caso y de la evidencia por nuestros especialistas.',
          status: 'completed',
          progress: null,
          agent: 'Equipo de análisis de casos',
          startedAt: '2026-11-10T10:00:00.000Z',
          completedAt: '2026-11-16T10:00:00.000Z',
          estimatedDuration: '3-5 días hábiles',
          estimatedDays: 5,
          documents: [],
          nextSteps: [],
        },
        legal: {
          name: 'Acciones legales',
          description: 'Denuncias y solicitudes ante las autoridades e instituciones competentes.',
          status: 'in_progress',
          progress: 40,
          agent: 'Lic. Ana Torres',
          startedAt: '2026-11-16T10:00:00.000Z',
          completedAt: null,
          estimatedDuration: '20-30 días hábiles',
          estimatedDays: 30,
          documents: [],
          nextSteps: ['Presentar la denuncia'],
        },
      },
      estimatedCompletion: null,
      createdAt: '2026-11-13T10:00:00.000Z',
      assignedAgent: 'Lic. Ana Torres',
      agentContact: { email: 'ana@firma.mx', phone: '5587654321' },
      originalAmount: '25000.50',
      recoveredAmount: '5000.10',
      pendingAmount: '20000.40',
      currency: 'MXN',
      recoveryRate: '20.0',
      servicePlan: 'express',
      documents: {
        submitted: [{ name: 'ine.pdf', status: 'pending', uploadedAt: '2026-11-20T10:00:00.000Z' }],
        pending: [{ name: 'Denuncia ante autoridades', requiredBy: null }],
      },
      timeline: [
        {
          event: 'Caso registrado',
          description: 'Se abrió el expediente EXP-2026-00000001 y comenzó el análisis de su caso.',
          date: '2026-11-13T10:00:00.000Z',
          type: 'milestone',
        },
        {
          event: 'Agente asignado',
          description: 'Lic. Ana Torres atenderá su caso.',
          date: '2026-11-14T10:00:00.000Z',
          type: 'milestone',
        },
        {
          event: 'Fase completada: Análisis del caso',
          description: 'Se completó la fase «Análisis del caso» de su proceso.',
          date: '2026-11-16T10:00:00.000Z',
          type: 'completed',
        },
        {
          event: 'Inicio de fase: Acciones legales',
          description: 'Comenzó la fase «Acciones legales» de su proceso.',
          date: '2026-11-16T10:00:00.000Z',
          type: 'current',
        },
      ],
      agentUserId: 'ua',
    });
    const { agentUserId: _agent, ...response } = home as Record<string, unknown>;
    expect(recoveryHomeSchema.safeParse({ ...response, conversion: null }).success).toBe(true);
  });

  it('is not there until the registration is complete, and says cancelled once the firm stops', async () => {
    const [user, client, fraud, opened] = registrationEvents();
    expect(await homeOf([user as DomainEvent, client as DomainEvent, fraud as DomainEvent])).toBeUndefined();
    const cancelled = await homeOf([
      user as DomainEvent,
      client as DomainEvent,
      fraud as DomainEvent,
      opened as DomainEvent,
      { type: 'RecoveryProcessCancelled', data: keys },
    ]);
    expect(cancelled).toMatchObject({
      status: 'cancelled',
      agentUserId: null,
      assignedAgent: null,
      agentContact: null,
    });
    const reopened = await homeOf([
      ...registrationEvents(),
      { type: 'RecoveryProcessCancelled', data: keys },
      { type: 'RecoveryProcessReopened', data: keys },
    ]);
    expect(reopened).toMatchObject({ status: 'in_progress' });
  });

  it('keeps a plan chosen before the process document existed, and shows it on the dashboard too', async () => {
    const [user, client, fraud, opened] = registrationEvents();
    const view = await project(
      [clientDashboardProjector],
      [user, client, planChosen('premium'), fraud, opened].filter((e): e is DomainEvent => e !== undefined),
    );
    const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, 'u1');
    expect(doc && recoveryHomeOf('u1', labelledDashboard(doc))).toMatchObject({ servicePlan: 'premium' });
    expect(await view.get(CLIENT_DASHBOARDS, 'u1')).toMatchObject({
      recoveryProcess: { servicePlan: 'premium' },
    });
  });
});
