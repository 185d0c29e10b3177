import {
  CASE_COMMENTS,
  CASE_FILE_USERS,
  CASE_FILES,
  caseFileSchema,
  type DomainEvent,
  type EventMetadata,
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
  registrationEvents,
  staffRegistered,
  work,
} from '../fixtures.js';
import { caseFilesProjector } from './index.js';

type Actor = Pick<EventMetadata, 'actorId' | 'actorRole'>;
const admin: Actor = { actorId: 'adm', actorRole: 'admin' };
const agent: Actor = { actorId: 'ua', actorRole: 'agent' };
const client: Actor = { actorId: 'u1', actorRole: 'client' };

/** Projects the events, each by the actor given at its index (a public request otherwise). */
const projectBy = (events: DomainEvent[], actors: Record<number, Actor> = {}) =>
  project([caseFilesProjector], events, undefined, (_event, i) => actors[i]);

const caseFileOf = async (events: DomainEvent[], actors?: Record<number, Actor>) =>
  (await projectBy(events, actors)).get<object>(CASE_FILES, 'c1');

const description = 'd'.repeat(60);
const clientRecord = {
  clientId: 'cl1',
  userId: 'u1',
  accountNumber: 'CR-00000001',
  contactPhone: '5512345678',
  address: null,
  city: 'Puebla',
  country: 'mexico',
  preferredContact: 'email',
};
/** The second phase names the agent once one is assigned. */
const legal = { ...legalPhase, responsible: 'Lic. Ana Torres' };
const opened = { id: 'event-4', ...openedEntry };
const agentAssigned = { id: 'event-5', ...agentAssignedEntry };

/** Registration 1 (2026-11-10 … 13) and its assignment by an admin (2026-11-14). */
const assignedCase = {
  caseId: 'c1',
  caseNumber: 'EXP-2026-00000001',
  revision: 0,
  openedAt: '2026-11-13T10:00:00.000Z',
  clientRecord,
  client: { ...clientRecord, fullName: 'Ana Ruiz', email: 'user1@example.mx' },
  fraudCase: {
    fraudType: 'forex',
    platform: 'FX Global',
    fraudDate: '2026-09-01',
    urgencyLevel: 'medium',
    description,
    evidence: '',
    previousAttempts: '',
    lossAmount: '25000.50',
    currency: 'MXN',
  },
  agent: { agentId: 'a1', userId: 'ua', name: 'Lic. Ana Torres', phone: '5587654321', email: 'ana@firma.mx' },
  agentUserId: 'ua',
  priority: 'normal',
  estimatedCompletion: null,
  progress: 0,
  currentPhaseKey: 'analysis',
  phases: [analysisPhase, legal],
  phaseResponsibles: ['analysisTeam', 'assignedAgent'],
  requiredDocuments: [
    { ...requiredDocuments.officialId, documentKey: 'officialId' },
    { ...requiredDocuments.policeReport, documentKey: 'policeReport' },
  ],
  timeline: [opened, agentAssigned],
  recovery: {
    originalAmount: '25000.50',
    recoveredAmount: '0',
    pendingAmount: '25000.50',
    currency: 'MXN',
    cancelled: false,
  },
  commentCount: 0,
  lastActivityAt: '2026-11-14T10:00:00.000Z',
  lastStaffActionAt: '2026-11-14T10:00:00.000Z',
  documentsAwaitingReview: 0,
  unreadClientActivity: 0,
};

describe('case files projector', () => {
  it("shows a client's new name on their case without counting it as activity on the case", async () => {
    const before = caseFileSchema.parse(await caseFileOf(registrationEvents()));
    const renamed = caseFileSchema.parse(
      await caseFileOf([
        ...registrationEvents(),
        {
          type: 'UserNameChanged',
          data: { userId: 'u1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
        },
      ]),
    );
    expect(renamed.client.fullName).toBe('Ana Ruiz Díaz');
    expect([renamed.lastActivityAt, renamed.unreadClientActivity]).toEqual([
      before.lastActivityAt,
      before.unreadClientActivity,
    ]);
  });

  it("shows the agent's new phone, name and e-mail on their cases, whatever the order, as no activity", async () => {
    const revisions = [agentProfileRevised('5511112222'), ...agentUserRevised()];
    // The assignment by an admin, after the registration or before it.
    for (const [events, actors] of [
      [[...registrationEvents(), assignment(), ...revisions], { 4: admin }],
      [[assignment(), ...registrationEvents(), ...revisions], { 0: admin }],
    ] as const) {
      const before = caseFileSchema.parse(await caseFileOf(events.slice(0, 5), actors));
      const doc = caseFileSchema.parse(await caseFileOf([...events], actors));
      expect(doc.agent).toEqual({
        agentId: 'a1',
        userId: 'ua',
        name: 'Lic. Ana Torres Ruiz',
        phone: '5511112222',
        email: 'ana.torres@firma.mx',
      });
      expect(doc.phases.map((p) => p.responsible)).toEqual([
        'Equipo de análisis de casos',
        'Lic. Ana Torres Ruiz',
      ]);
      // The timeline keeps the name the agent had when assigned; nothing to read on the case.
      expect(doc.timeline).toEqual(before.timeline);
      expect([doc.lastActivityAt, doc.unreadClientActivity]).toEqual([before.lastActivityAt, 0]);
    }
  });

  it('builds the case file staff read from a registration and its assignment', async () => {
    const view = await projectBy([...registrationEvents(), assignment()], { 4: admin });
    const doc = await view.get(CASE_FILES, 'c1');
    expect(doc).toEqual(assignedCase);
    expect(caseFileSchema.safeParse(doc).success).toBe(true);
    expect(await view.get(CASE_COMMENTS, 'c1')).toEqual({ caseId: 'c1', clientUserId: 'u1', comments: [] });
    expect(await view.get(CASE_FILE_USERS, 'u1')).toEqual({
      fullName: 'Ana Ruiz',
      email: 'user1@example.mx',
      caseId: 'c1',
    });
  });

  it('is complete only once every part of the registration arrived, in whatever order', async () => {
    const [user, clientRegistered, reported, processOpened] = registrationEvents() as [
      DomainEvent,
      DomainEvent,
      DomainEvent,
      DomainEvent,
    ];
    const reversed = [processOpened, assignment(), reported, clientRegistered];
    const partial = await caseFileOf(reversed);
    expect(caseFileSchema.safeParse(partial).success).toBe(false);

    const doc = await caseFileOf([...reversed, user]);
    expect(caseFileSchema.safeParse(doc).success).toBe(true);
    expect(doc).toMatchObject({
      client: { ...clientRecord, fullName: 'Ana Ruiz', email: 'user1@example.mx' },
      agentUserId: 'ua',
      phases: [{ responsible: 'Equipo de análisis de casos' }, { responsible: 'Lic. Ana Torres' }],
      timeline: [
        { id: 'event-1', event: 'Caso registrado', date: '2026-11-10T10:00:00.000Z' },
        { id: 'event-2', event: 'Agente asignado', date: '2026-11-11T10:00:00.000Z' },
      ],
      lastActivityAt: '2026-11-14T10:00:00.000Z',
    });
  });

  it('keeps an assignment that arrives before the case is known, and applies it when the client record names it', async () => {
    const view = await projectBy([assignment(), ...registrationEvents()], { 0: admin });
    const doc = await view.get(CASE_FILES, 'c1');
    expect(caseFileSchema.safeParse(doc).success).toBe(true);
    expect(doc).toMatchObject({
      agent: {
        agentId: 'a1',
        userId: 'ua',
        name: 'Lic. Ana Torres',
        phone: '5587654321',
        email: 'ana@firma.mx',
      },
      agentUserId: 'ua',
      phases: [{ responsible: 'Equipo de análisis de casos' }, { responsible: 'Lic. Ana Torres' }],
      timeline: [
        { id: 'event-1', event: 'Agente asignado', date: '2026-11-10T10:00:00.000Z' },
        { id: 'event-5', event: 'Caso registrado', date: '2026-11-14T10:00:00.000Z' },
      ],
    });
    expect(await view.get(CASE_FILE_USERS, 'u1')).toEqual({
      fullName: 'Ana Ruiz',
      email: 'user1@example.mx',
      caseId: 'c1',
    });
  });

  it('follows the work on the case, with the process stream revision an edit must send', async () => {
    const events = [
      ...registrationEvents(),
      assignment(),
      work.progressSet('analysis', 60, ['Revisar los comprobantes']),
      work.phaseCompleted('analysis', '2026-11-16T10:00:00.000Z'),
      work.phaseStarted('legal', '2026-11-16T10:00:00.000Z'),
      work.progressSet('legal', 20, ['Presentar la denuncia ante la FGR']),
      work.milestone('m1', 'Reunión con el cliente', 'Revisamos la evidencia juntos.', '2026-11-15'),
      work.milestone('m2', 'Expediente revisado', 'Sin observaciones.', '2026-11-19'),
      work.catalogDocumentAdded('bankStatements'),
      work.namedDocumentAdded('doc-1', 'Contrato con la plataforma', 'El contrato que firmó.'),
      work.documentRemoved('officialId'),
      work.planRevised('high', '2027-03-31'),
    ];
    const doc = await caseFileOf(events, {
      4: admin,
      5: agent,
      6: agent,
      7: agent,
      8: agent,
      9: agent,
      10: admin,
      11: admin,
      12: admin,
      13: admin,
      14: admin,
    });
    expect(doc).toEqual({
      ...assignedCase,
      revision: 10,
      priority: 'high',
      estimatedCompletion: '2027-03-31',
      progress: 50,
      currentPhaseKey: 'legal',
      phases: [
        { ...analysisPhase, status: 'completed', completedAt: '2026-11-16T10:00:00.000Z' },
        {
          ...legal,
          status: 'in_progress',
          progress: 20,
          nextSteps: ['Presentar la denuncia ante la FGR'],
          startedAt: '2026-11-16T10:00:00.000Z',
        },
      ],
      requiredDocuments: [
        assignedCase.requiredDocuments[1],
        { ...requiredDocuments.bankStatements, documentKey: 'bankStatements' },
        {
          documentId: 'doc-1',
          documentKey: null,
          name: 'Contrato con la plataforma',
          description: 'El contrato que firmó.',
          required: false,
        },
      ],
      timeline: [
        opened,
        agentAssigned,
        { id: 'm1', ...workEntries.m1 },
        { id: 'event-7', ...workEntries.analysisCompleted },
        { id: 'event-8', ...workEntries.legalStarted },
        { id: 'm2', ...workEntries.m2 },
      ],
      lastActivityAt: '2026-11-24T10:00:00.000Z',
      lastStaffActionAt: '2026-11-24T10:00:00.000Z',
    });
  });

  it('moves the revision with an agent assignment written on the process stream', async () => {
    const doc = await caseFileOf([
      ...registrationEvents(),
      {
        type: 'RecoveryAgentAssigned',
        data: { processId: 'p1', userId: 'u1', agentId: 'a1', agentName: 'Lic. Ana Torres' },
      },
      work.planRevised('low', null),
    ]);
    expect(doc).toMatchObject({ revision: 2, priority: 'low', estimatedCompletion: null });
  });

  it('keeps every comment with its author, and counts them without moving the revision', async () => {
    const events = [
      staffRegistered('ua', 'Lic. Ana Torres', 'agent'),
      staffRegistered('adm', 'Carlos Mendoza Ruiz'),
      ...registrationEvents(),
      work.comment({
        commentId: 'k1',
        authorId: 'ua',
        commentType: 'agent',
        content: 'Recibimos su evidencia.',
        isVisibleToClient: true,
        postedAt: '2026-11-16T10:00:00.000Z',
      }),
      work.comment({
        commentId: 'k2',
        authorId: 'adm',
        commentType: 'admin',
        content: 'Nota interna: verificar la cuenta receptora.',
        isVisibleToClient: false,
        postedAt: '2026-11-17T10:00:00.000Z',
      }),
    ];
    const view = await projectBy(events, { 6: agent, 7: admin });
    expect(await view.get(CASE_COMMENTS, 'c1')).toEqual({
      caseId: 'c1',
      clientUserId: 'u1',
      comments: [
        {
          id: 'k1',
          content: 'Recibimos su evidencia.',
          commentType: 'agent',
          isVisibleToClient: true,
          createdAt: '2026-11-16T10:00:00.000Z',
          authorName: 'Lic. Ana Torres',
          authorId: 'ua',
        },
        {
          id: 'k2',
          content: 'Nota interna: verificar la cuenta receptora.',
          commentType: 'admin',
          isVisibleToClient: false,
          createdAt: '2026-11-17T10:00:00.000Z',
          authorName: 'Carlos Mendoza Ruiz',
          authorId: 'adm',
        },
      ],
    });
    expect(await view.get(CASE_FILES, 'c1')).toMatchObject({
      commentCount: 2,
      revision: 0,
      lastActivityAt: '2026-11-17T10:00:00.000Z',
    });
    expect(await view.get(CASE_FILE_USERS, 'adm')).toEqual({
      fullName: 'Carlos Mendoza Ruiz',
      email: 'adm@firma.mx',
      caseId: null,
    });
  });

  it("counts the client's activity after the last staff action as unread, until staff act again", async () => {
    const [user, clientRegistered, reported, processOpened] = registrationEvents() as DomainEvent[];
    const events = [user, clientRegistered, assignment(), reported, processOpened] as DomainEvent[];
    const unread = await caseFileOf(events, { 2: admin, 3: client, 4: client });
    expect(unread).toMatchObject({
      unreadClientActivity: 2,
      lastStaffActionAt: '2026-11-12T10:00:00.000Z',
      lastActivityAt: '2026-11-14T10:00:00.000Z',
    });

    const seen = await caseFileOf([...events, work.milestone('m1', 'Llamada', '', '2026-11-15')], {
      2: admin,
      3: client,
      4: client,
      5: agent,
    });
    expect(seen).toMatchObject({ unreadClientActivity: 0, lastStaffActionAt: '2026-11-15T10:00:00.000Z' });
  });
});

describe('case files: what the client changes themselves', () => {
  it("shows the client's plan and corrected contact on the case page, as no activity to read", async () => {
    const view = await project(
      [caseFilesProjector],
      [
        ...registrationEvents(),
        {
          type: 'ClientServicePlanChosen',
          data: {
            clientId: 'cl1',
            userId: 'u1',
            plan: 'premium',
            terms: { feePercent: 20, timeframe: '6-8 meses', documents: ['Identificación oficial'] },
            acceptedAt: '2026-11-21T12:00:00.000Z',
          },
        },
        {
          type: 'ClientContactRevised',
          data: {
            clientId: 'cl1',
            userId: 'u1',
            contactPhone: '+52 222 555 0000',
            address: 'Calle 5 de Mayo 10',
            city: 'Cholula',
            country: 'mexico',
          },
        },
      ],
    );
    const file = caseFileSchema.parse(await view.get(CASE_FILES, 'c1'));
    expect(file.servicePlan).toBe('premium');
    expect(file.client).toMatchObject({
      contactPhone: '+52 222 555 0000',
      address: 'Calle 5 de Mayo 10',
      city: 'Cholula',
      country: 'mexico',
    });
    expect(file.unreadClientActivity).toBe(0);
  });
});
