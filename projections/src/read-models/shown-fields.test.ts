/**
 * Every event a read model follows changes what it shows: for each projector of the catalog and each
 * event type it handles, a literal history, the event, a field the model shows (a path into one document), and
 * that field's literal value before and after. A handled event with no row fails the completeness check below,
 * so a projector that starts following an event gets its row; one that forgets a field fails its row.
 */
import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  ADMIN_STATS,
  ADMIN_STATS_CASES,
  ADMIN_STATS_ID,
  AGENT_APPLICATIONS,
  AGENTS,
  CASE_DOCUMENT_PEOPLE,
  CASE_DOCUMENT_REQUESTS,
  CASE_DOCUMENTS,
  CASE_FILES,
  CLIENT_DASHBOARDS,
  CREDENTIALS,
  type DomainEvent,
  type EventMetadata,
  INDICATORS,
  NEWS_ARTICLES,
  NOTIFICATIONS,
  OUTCOMES,
  OUTCOMES_CASES,
  OUTCOMES_ID,
  PRIVACY_CONSENTS,
  PRIVACY_REQUESTS,
  SECURITY_COMMENT_AUTHORS,
  SECURITY_COMMENTS,
  USERS,
} from '@portal/contracts';
import { readModelProjectors } from '../catalog.js';
import type { Projector } from '../projector.js';
import { project } from '../testing.js';
import { adminClientsProjector } from './admin-clients/index.js';
import { adminFraudCasesProjector } from './admin-fraud-cases/index.js';
import { adminStatsProjector } from './admin-stats/index.js';
import { agentApplicationsProjector } from './agent-applications/index.js';
import { agentsProjector } from './agents/index.js';
import { caseDocumentsProjector } from './case-documents/index.js';
import { caseFilesProjector } from './case-files/index.js';
import { clientDashboardProjector } from './client-dashboard/index.js';
import {
  agentCreated,
  agentProfileRevised,
  agentUserRevised,
  assignment,
  reassignment,
  registrationEvents,
  staffRegistered,
  work,
} from './fixtures.js';
import { notificationsProjector } from './notifications/index.js';
import { outcomesProjector } from './outcomes/index.js';
import { privacyConsentsProjector } from './privacy-consents/index.js';
import { privacyRequestsProjector } from './privacy-requests/index.js';
import { securityCommentsProjector } from './security-comments/index.js';
import { siteContentProjector } from './site-content/index.js';
import { usersProjector } from './users/index.js';

type Actor = Pick<EventMetadata, 'actorId' | 'actorRole'>;

interface Row {
  projector: Projector;
  /** The history before the event (one day apart from 2026-11-10, as `project` dates them). */
  given: DomainEvent[];
  when: DomainEvent;
  /** Who wrote the event (a public request unless told). */
  actor?: Actor;
  collection: string;
  id: string;
  /** Dot path of the field in the document (array items by index). */
  field: string;
  before: unknown;
  after: unknown;
}

// The literal histories the rows start from.
const [userRegistered, clientRegistered, fraudReported, processOpened] = registrationEvents() as [
  DomainEvent,
  DomainEvent,
  DomainEvent,
  DomainEvent,
];
const registration = [userRegistered, clientRegistered, fraudReported, processOpened];

/** The rows of one collection of a projector, about document `id` unless a row names another. */
const rowsOf = (
  projector: Projector,
  collection: string,
  id: string,
  cases: (Omit<Row, 'projector' | 'collection' | 'id'> & { id?: string })[],
): Row[] => cases.map((c) => ({ projector, collection, id, ...c }));
const [agentRenamed, agentEmailChanged] = agentUserRevised() as [DomainEvent, DomainEvent];
const staff = staffRegistered('s1', 'Eva Soto');
const documentKeys = { documentId: 'd1', caseId: 'c1', userId: 'u1' };

const clientRenamed: DomainEvent = {
  type: 'UserNameChanged',
  data: { userId: 'u1', fullName: 'Ana Ruiz Díaz', firstName: 'Ana', lastName: 'Ruiz Díaz' },
};
const clientEmailChanged: DomainEvent = {
  type: 'UserEmailChanged',
  data: { userId: 'u1', email: 'ana.ruiz@example.mx', previousEmail: 'user1@example.mx' },
};
/** The client's own edit of the contact (PUT /api/profile/contact): a street address given. */
const contactRevised: DomainEvent = {
  type: 'ClientContactRevised',
  data: {
    clientId: 'cl1',
    userId: 'u1',
    contactPhone: '5599887766',
    address: 'Av. Constitución 100, Centro',
    city: 'Monterrey',
    country: 'mexico',
  },
};
/** The same without a street address: the dashboard shows the city and the country's name. */
const contactRevisedWithoutAddress: DomainEvent = {
  type: 'ClientContactRevised',
  data: {
    clientId: 'cl1',
    userId: 'u1',
    contactPhone: '5599887766',
    address: null,
    city: 'Bogotá',
    country: 'colombia',
  },
};
const consentGiven: DomainEvent = {
  type: 'PrivacyConsentGiven',
  data: {
    userId: 'u1',
    applicationId: null,
    noticeVersion: '2026-11-01.1',
    financialData: true,
    purposes: ['boletin'],
    channel: 'registration',
    at: '2026-11-11T10:00:00.000Z',
  },
};
/** A cancellation the client filed, and a legal hold on their case. */
const privacyRequestFiled: DomainEvent = {
  type: 'PrivacyRequestFiled',
  data: {
    requestId: 'r1',
    userId: 'u1',
    kind: 'cancellation',
    reason: 'Ya no quiero que conserven mis datos.',
    filedAt: '2026-11-27T16:00:00.000Z',
    dueOn: '2026-12-28',
  },
};
const legalHoldPlaced: DomainEvent = {
  type: 'LegalHoldPlaced',
  data: {
    caseId: 'c1',
    userId: 'u1',
    reason: 'Orden judicial',
    placedBy: 's1',
    at: '2026-11-20T10:00:00.000Z',
  },
};
const planChosen: DomainEvent = {
  type: 'ClientServicePlanChosen',
  data: {
    clientId: 'cl1',
    userId: 'u1',
    plan: 'premium',
    terms: { feePercent: 15, timeframe: '3 a 6 meses', documents: ['Identificación oficial'] },
    acceptedAt: '2026-11-14T09:00:00.000Z',
  },
};
const fraudReviewed: DomainEvent = {
  type: 'FraudCaseReviewed',
  data: {
    caseId: 'c1',
    userId: 'u1',
    lossAmount: '20000.00',
    currency: 'MXN',
    urgencyLevel: 'high',
    adminComments: 'Monto confirmado con el banco.',
    isProcessed: true,
  },
};
const figuresRevised: DomainEvent = {
  type: 'RecoveryFiguresRevised',
  data: {
    processId: 'p1',
    caseId: 'c1',
    userId: 'u1',
    originalAmount: '25000.50',
    recoveredAmount: '5000.00',
    pendingAmount: '20000.50',
  },
};
const processKeys = { processId: 'p1', caseId: 'c1', userId: 'u1' };
const cancelled: DomainEvent = { type: 'RecoveryProcessCancelled', data: processKeys };
const reopened: DomainEvent = { type: 'RecoveryProcessReopened', data: processKeys };
const statusChanged: DomainEvent = {
  type: 'ClientStatusChanged',
  data: { clientId: 'cl1', userId: 'u1', status: 'suspended', previousStatus: 'active' },
};
const uploaded: DomainEvent = {
  type: 'DocumentUploaded',
  data: {
    ...documentKeys,
    uploadedBy: 'u1',
    fileName: 'ine.pdf',
    size: 1234,
    contentType: 'application/pdf',
    sha256: 'b'.repeat(64),
    receivedAt: '2026-11-15T09:30:00.000Z',
    requiredDocumentId: 'officialId',
    surface: 'dashboard',
  },
};
const verified: DomainEvent = {
  type: 'DocumentVerified',
  data: { ...documentKeys, fileName: 'ine.pdf', reviewerId: 's1' },
};
const rejected: DomainEvent = {
  type: 'DocumentRejected',
  data: { ...documentKeys, fileName: 'ine.pdf', reviewerId: 's1', reason: 'Ilegible' },
};
/** Staff say the document answers the police report, not the ID the client sent it for. */
const linkedToPoliceReport: DomainEvent = {
  type: 'DocumentLinkedToRequirement',
  data: { ...documentKeys, requiredDocumentId: 'policeReport', linkerId: 's1' },
};
const bankStatementsAdded = work.catalogDocumentAdded('bankStatements');
const milestone = work.milestone(
  'm1',
  'Reunión con el cliente',
  'Revisamos la evidencia juntos.',
  '2026-11-15',
);
const analysisCompleted = work.phaseCompleted('analysis', '2026-11-16T10:00:00.000Z');
const legalStarted = work.phaseStarted('legal', '2026-11-16T10:00:00.000Z');
const progressSet = work.progressSet('analysis', 60, ['Revisar los comprobantes']);

const posted = (notificationId: string): DomainEvent => ({
  type: 'NotificationPosted',
  data: {
    notificationId,
    userId: 'u1',
    kind: 'registrationReceived',
    facts: { caseNumber: 'EXP-2026-00000001' },
    postedAt: '2026-11-10T10:00:00.000Z',
  },
});
const notice = {
  title: 'Aviso de seguridad',
  content: 'Nunca le pediremos su contraseña por teléfono.',
  category: 'security',
  priority: 'high',
  isActive: true,
  isPublic: true,
} as const;
const applicationSubmitted: DomainEvent = {
  type: 'AgentApplicationSubmitted',
  data: {
    applicationId: 'app1',
    userId: 'ul',
    username: 'lperez',
    email: 'luis@despacho.mx',
    firstName: 'Luis',
    lastName: 'Pérez',
    phone: '5544332211',
    licenseNumber: 'CED-7654321',
    specialization: 'crypto_fraud',
    experience: '5-10',
    certifications: '',
    languages: 'Español, inglés',
    officeLocation: 'Guadalajara',
    passwordHash: 'h',
    submittedAt: '2026-11-10T10:00:00.000Z',
  },
};
const indicator = { name: 'Tipo de cambio USD/MXN', value: '17.25', date: '2026-11-09' };
const article = {
  title: 'Cómo reconocer un fraude',
  excerpt: 'Señales de alerta.',
  body: 'Texto del artículo.',
  image: null,
  status: 'draft',
  publishDate: '2026-11-20',
} as const;
const indicatorPublished: DomainEvent = {
  type: 'IndicatorPublished',
  data: { indicatorId: 'i1', authorId: 's1', ...indicator },
};
const articleWritten: DomainEvent = {
  type: 'NewsArticleWritten',
  data: { articleId: 'n1', authorId: 's1', ...article },
};

const agentActor: Actor = { actorId: 'ua', actorRole: 'agent' };

const rows: Row[] = [
  // users: the admin's list of users, and the credentials login reads.
  ...rowsOf(usersProjector, USERS, 'u1', [
    { given: [], when: userRegistered, field: 'fullName', before: undefined, after: 'Ana Ruiz' },
    {
      given: [userRegistered],
      when: clientRenamed,
      field: 'fullName',
      before: 'Ana Ruiz',
      after: 'Ana Ruiz Díaz',
    },
    {
      given: [userRegistered],
      when: clientEmailChanged,
      field: 'email',
      before: 'user1@example.mx',
      after: 'ana.ruiz@example.mx',
    },
    {
      given: [userRegistered],
      when: {
        type: 'UsernameChanged',
        data: { userId: 'u1', username: 'ana.ruiz', previousUsername: 'user1' },
      },
      field: 'username',
      before: 'user1',
      after: 'ana.ruiz',
    },
    {
      given: [userRegistered],
      when: { type: 'UserDeactivated', data: { userId: 'u1' } },
      field: 'isActive',
      before: true,
      after: false,
    },
    {
      given: [userRegistered, { type: 'UserDeactivated', data: { userId: 'u1' } }],
      when: { type: 'UserReactivated', data: { userId: 'u1' } },
      field: 'isActive',
      before: false,
      after: true,
    },
    {
      given: [staff],
      when: { type: 'UserRoleChanged', data: { userId: 's1' as string, role: 'superadmin' } },
      field: 'role',
      before: 'admin',
      after: 'superadmin',
      id: 's1',
    },
  ]),
  {
    projector: usersProjector,
    given: [userRegistered],
    when: { type: 'PasswordChanged', data: { userId: 'u1', passwordHash: 'h2', changedBy: 'self' } },
    collection: CREDENTIALS,
    id: 'user1',
    field: 'passwordHash',
    before: 'h',
    after: 'h2',
  },

  // clientDashboard: GET /api/clients/my-dashboard.
  ...rowsOf(clientDashboardProjector, CLIENT_DASHBOARDS, 'u1', [
    { given: [], when: userRegistered, field: 'user.fullName', before: undefined, after: 'Ana Ruiz' },
    {
      given: [userRegistered],
      when: clientRegistered,
      field: 'client.address',
      before: undefined,
      after: 'Puebla, México',
    },
    {
      given: [userRegistered, clientRegistered],
      when: fraudReported,
      field: 'fraudCase.platform',
      before: undefined,
      after: 'FX Global',
    },
    {
      given: [userRegistered, clientRegistered, fraudReported],
      when: processOpened,
      field: 'recoveryProcess.caseNumber',
      before: undefined,
      after: 'EXP-2026-00000001',
    },
    {
      given: registration,
      when: assignment(),
      field: 'recoveryProcess.assignedAgent',
      before: null,
      after: 'Lic. Ana Torres',
    },
    {
      given: [...registration, analysisCompleted],
      when: legalStarted,
      field: 'recoveryProcess.phases.1.status',
      before: 'pending',
      after: 'in_progress',
    },
    {
      given: registration,
      when: progressSet,
      field: 'recoveryProcess.phases.0.progress',
      before: null,
      after: 60,
    },
    {
      given: registration,
      when: analysisCompleted,
      field: 'recoveryProcess.phases.0.status',
      before: 'in_progress',
      after: 'completed',
    },
    {
      given: registration,
      when: milestone,
      // Stored as its kind and facts: the words are applied when read.
      field: 'recoveryProcess.timeline.1.facts.title',
      before: undefined,
      after: 'Reunión con el cliente',
    },
    {
      given: registration,
      when: bankStatementsAdded,
      // A catalog document is stored by its key: its name is applied when read.
      field: 'recoveryProcess.documents.required.2.documentKey',
      before: undefined,
      after: 'bankStatements',
    },
    {
      given: registration,
      when: work.documentRemoved('officialId'),
      field: 'recoveryProcess.documents.required.0.documentId',
      before: 'officialId',
      after: 'policeReport',
    },
    {
      given: registration,
      when: work.planRevised('high', '2027-03-31'),
      field: 'recoveryProcess.estimatedCompletion',
      before: null,
      after: '2027-03-31',
    },
    {
      given: registration,
      when: uploaded,
      field: 'recoveryProcess.documents.submitted.0.name',
      before: undefined,
      after: 'ine.pdf',
    },
    {
      given: registration,
      when: uploaded,
      field: 'recoveryProcess.documents.required.0.answered',
      before: false,
      after: true,
    },
    {
      given: [...registration, uploaded],
      when: verified,
      field: 'recoveryProcess.documents.submitted.0.status',
      before: 'in_review',
      after: 'verified',
    },
    {
      given: [...registration, uploaded],
      when: rejected,
      field: 'recoveryProcess.documents.submitted.0.rejectionReason',
      before: null,
      after: 'Ilegible',
    },
    {
      given: [...registration, uploaded],
      when: rejected,
      field: 'recoveryProcess.documents.required.0.answered',
      before: true,
      after: false,
    },
    {
      given: [...registration, uploaded],
      when: linkedToPoliceReport,
      field: 'recoveryProcess.documents.required.1.answered',
      before: false,
      after: true,
    },
    {
      given: [...registration, uploaded],
      when: linkedToPoliceReport,
      field: 'recoveryProcess.documents.submitted.0.requiredDocumentId',
      before: 'officialId',
      after: 'policeReport',
    },
    {
      given: registration,
      when: clientRenamed,
      field: 'user.fullName',
      before: 'Ana Ruiz',
      after: 'Ana Ruiz Díaz',
    },
    {
      given: registration,
      when: clientEmailChanged,
      field: 'user.email',
      before: 'user1@example.mx',
      after: 'ana.ruiz@example.mx',
    },
    {
      given: [...registration, assignment()],
      when: agentRenamed,
      field: 'recoveryProcess.assignedAgent',
      before: 'Lic. Ana Torres',
      after: 'Lic. Ana Torres Ruiz',
    },
    {
      given: [...registration, assignment()],
      when: agentEmailChanged,
      field: 'recoveryProcess.agentEmail',
      before: 'ana@firma.mx',
      after: 'ana.torres@firma.mx',
    },
    {
      given: [...registration, assignment()],
      when: agentProfileRevised('5511112222'),
      field: 'recoveryProcess.agentPhone',
      before: '5587654321',
      after: '5511112222',
    },
    {
      given: registration,
      when: fraudReviewed,
      field: 'fraudCase.lossAmount',
      before: '25000.50',
      after: '20000.00',
    },
    {
      given: registration,
      when: planChosen,
      field: 'recoveryProcess.servicePlan',
      before: null,
      after: 'premium',
    },
    // The client's new phone and address (the probe's finding).
    {
      given: registration,
      when: contactRevised,
      field: 'client.contactPhone',
      before: '5512345678',
      after: '5599887766',
    },
    {
      given: registration,
      when: contactRevised,
      field: 'client.address',
      before: 'Puebla, México',
      after: 'Av. Constitución 100, Centro',
    },
    {
      given: registration,
      when: contactRevisedWithoutAddress,
      field: 'client.address',
      before: 'Puebla, México',
      after: 'Bogotá, Colombia',
    },
    {
      given: registration,
      when: figuresRevised,
      field: 'figures.recoveredAmount',
      before: '0',
      after: '5000.00',
    },
    { given: registration, when: cancelled, field: 'cancelled', before: false, after: true },
    { given: [...registration, cancelled], when: reopened, field: 'cancelled', before: true, after: false },
  ]),
  // The client's home is made from this document when read (recovery-home.test.ts).

  // adminStats: the figures of the admin panels.
  ...rowsOf(adminStatsProjector, ADMIN_STATS, ADMIN_STATS_ID, [
    { given: [staff], when: userRegistered, field: 'totalUsers', before: 1, after: 2 },
    { given: [userRegistered], when: clientRegistered, field: 'activeClients', before: 0, after: 1 },
    { given: [staff], when: agentCreated(), field: 'totalAgents', before: 0, after: 1 },
    { given: registration, when: statusChanged, field: 'activeClients', before: 1, after: 0 },
    {
      given: [userRegistered, clientRegistered],
      when: fraudReported,
      field: 'casesByFraudType',
      before: [],
      after: [{ fraudType: 'forex', count: 1 }],
    },
    {
      given: [userRegistered, clientRegistered, fraudReported],
      when: processOpened,
      field: 'casesByPhase',
      before: [],
      after: [{ phaseKey: 'analysis', count: 1 }],
    },
    {
      given: registration,
      when: analysisCompleted,
      field: 'casesByPhase',
      before: [{ phaseKey: 'analysis', count: 1 }],
      after: [{ phaseKey: 'legal', count: 1 }],
    },
    { given: registration, when: figuresRevised, field: 'totalRecovered', before: 0, after: 5000 },
    { given: registration, when: uploaded, field: 'documentsAwaitingReview', before: 0, after: 1 },
    {
      given: [...registration, uploaded],
      when: verified,
      field: 'documentsAwaitingReview',
      before: 1,
      after: 0,
    },
    {
      given: [...registration, uploaded],
      when: rejected,
      field: 'documentsAwaitingReview',
      before: 1,
      after: 0,
    },
  ]),
  // A phase that starts leaves the case in its bucket; the case's own record moves (what the next bucket follows).
  {
    projector: adminStatsProjector,
    given: [...registration, analysisCompleted],
    when: legalStarted,
    collection: ADMIN_STATS_CASES,
    id: 'p1',
    field: 'phases.1.status',
    before: 'pending',
    after: 'in_progress',
  },

  // outcomes: the public figures (GET /api/outcomes), per plan.
  ...rowsOf(outcomesProjector, OUTCOMES, OUTCOMES_ID, [
    {
      given: [userRegistered, clientRegistered, fraudReported],
      when: processOpened,
      field: 'byPlan.none.casesHandled',
      before: undefined,
      after: 1,
    },
    {
      given: registration,
      when: planChosen,
      field: 'byPlan.premium.casesHandled',
      before: undefined,
      after: 1,
    },
    {
      given: [...registration, analysisCompleted, legalStarted],
      when: work.phaseCompleted('legal', '2026-11-20T10:00:00.000Z'),
      field: 'byPlan.none.closedCases',
      before: 0,
      after: 1,
    },
    {
      given: registration,
      when: figuresRevised,
      field: 'byPlan.none.recovered.0.amount',
      before: '0.00',
      after: '5000.00',
    },
    { given: registration, when: cancelled, field: 'byPlan.none.closedCases', before: 0, after: 1 },
    {
      given: [...registration, cancelled],
      when: reopened,
      field: 'byPlan.none.closedCases',
      before: 1,
      after: 0,
    },
  ]),
  // A phase that starts closes nothing; the case's own record moves (what its completion is counted from).
  {
    projector: outcomesProjector,
    given: [...registration, analysisCompleted],
    when: legalStarted,
    collection: OUTCOMES_CASES,
    id: 'c1',
    field: 'phases.1.status',
    before: 'pending',
    after: 'in_progress',
  },

  // agents: GET /api/agents.
  ...rowsOf(agentsProjector, AGENTS, 'a1', [
    { given: [], when: agentCreated(), field: 'licenseNumber', before: undefined, after: 'CED-1234567' },
    {
      given: [agentCreated()],
      when: { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } },
      field: 'clientCount',
      before: 0,
      after: 1,
    },
    {
      given: [agentCreated(), { type: 'AgentClientAdded', data: { agentId: 'a1', clientId: 'cl1' } }],
      when: { type: 'AgentClientReleased', data: { agentId: 'a1', clientId: 'cl1' } },
      field: 'clientCount',
      before: 1,
      after: 0,
    },
    {
      given: [agentCreated()],
      when: agentProfileRevised('5511112222'),
      field: 'phoneNumber',
      before: '5587654321',
      after: '5511112222',
    },
    {
      given: [agentCreated()],
      when: agentRenamed,
      field: 'user.fullName',
      before: 'Lic. Ana Torres',
      after: 'Lic. Ana Torres Ruiz',
    },
    {
      given: [agentCreated()],
      when: agentEmailChanged,
      field: 'user.email',
      before: 'ana@firma.mx',
      after: 'ana.torres@firma.mx',
    },
  ]),

  // notifications: the bell.
  ...rowsOf(notificationsProjector, NOTIFICATIONS, 'u1', [
    { given: [posted('n0')], when: posted('n1'), field: 'unreadCount', before: 1, after: 2 },
    { given: [posted('n0')], when: posted('n1'), field: 'items.0.id', before: 'n0', after: 'n1' },
    {
      given: [posted('n0')],
      when: {
        type: 'NotificationRead',
        data: { notificationId: 'n0', userId: 'u1', readAt: '2026-11-12T09:00:00.000Z' },
      },
      field: 'items.0.readAt',
      before: null,
      after: '2026-11-12T09:00:00.000Z',
    },
  ]),

  // caseFiles: GET /api/cases/:caseId.
  ...rowsOf(caseFilesProjector, CASE_FILES, 'c1', [
    {
      given: [clientRegistered, fraudReported, processOpened],
      when: userRegistered,
      field: 'client.fullName',
      before: undefined,
      after: 'Ana Ruiz',
    },
    {
      given: [userRegistered],
      when: clientRegistered,
      field: 'client.accountNumber',
      before: undefined,
      after: 'CR-00000001',
    },
    {
      given: [userRegistered, clientRegistered],
      when: fraudReported,
      field: 'fraudCase.platform',
      before: undefined,
      after: 'FX Global',
    },
    {
      given: [userRegistered, clientRegistered, fraudReported],
      when: processOpened,
      field: 'caseNumber',
      before: undefined,
      after: 'EXP-2026-00000001',
    },
    {
      given: registration,
      when: assignment(),
      field: 'agent',
      before: null,
      after: {
        agentId: 'a1',
        userId: 'ua',
        name: 'Lic. Ana Torres',
        phone: '5587654321',
        email: 'ana@firma.mx',
      },
    },
    {
      given: registration,
      when: {
        type: 'RecoveryAgentAssigned',
        data: { processId: 'p1', userId: 'u1', agentId: 'a1', agentName: 'x' },
      },
      field: 'revision',
      before: 0,
      after: 1,
    },
    {
      given: [...registration, analysisCompleted],
      when: legalStarted,
      field: 'currentPhaseKey',
      before: null,
      after: 'legal',
    },
    { given: registration, when: progressSet, field: 'phases.0.progress', before: null, after: 60 },
    { given: registration, when: analysisCompleted, field: 'progress', before: 0, after: 50 },
    {
      given: [...registration, assignment()],
      when: milestone,
      actor: agentActor,
      field: 'timeline.2.responsible',
      before: undefined,
      after: 'Lic. Ana Torres',
    },
    {
      given: registration,
      when: bankStatementsAdded,
      field: 'requiredDocuments.2.name',
      before: undefined,
      after: 'Estados de cuenta',
    },
    {
      given: registration,
      when: work.documentRemoved('officialId'),
      field: 'requiredDocuments.0.documentId',
      before: 'officialId',
      after: 'policeReport',
    },
    {
      given: registration,
      when: work.planRevised('high', '2027-03-31'),
      field: 'priority',
      before: 'normal',
      after: 'high',
    },
    {
      given: registration,
      when: figuresRevised,
      field: 'recovery.recoveredAmount',
      before: '0',
      after: '5000.00',
    },
    { given: registration, when: cancelled, field: 'recovery.cancelled', before: false, after: true },
    {
      given: [...registration, cancelled],
      when: reopened,
      field: 'recovery.cancelled',
      before: true,
      after: false,
    },
    {
      given: [...registration, staff],
      when: work.comment({
        commentId: 'k1',
        authorId: 's1',
        commentType: 'admin',
        content: 'Revisamos su caso.',
        isVisibleToClient: true,
        postedAt: '2026-11-15T10:00:00.000Z',
      }),
      field: 'commentCount',
      before: 0,
      after: 1,
    },
    { given: registration, when: uploaded, field: 'documentsAwaitingReview', before: 0, after: 1 },
    {
      given: [...registration, uploaded],
      when: verified,
      field: 'documentsAwaitingReview',
      before: 1,
      after: 0,
    },
    {
      given: [...registration, uploaded],
      when: rejected,
      field: 'documentsAwaitingReview',
      before: 1,
      after: 0,
    },
    {
      given: registration,
      when: clientRenamed,
      field: 'client.fullName',
      before: 'Ana Ruiz',
      after: 'Ana Ruiz Díaz',
    },
    {
      given: registration,
      when: clientEmailChanged,
      field: 'client.email',
      before: 'user1@example.mx',
      after: 'ana.ruiz@example.mx',
    },
    {
      given: [...registration, assignment()],
      when: agentProfileRevised('5511112222'),
      field: 'agent.phone',
      before: '5587654321',
      after: '5511112222',
    },
    {
      given: registration,
      when: fraudReviewed,
      field: 'fraudCase.urgencyLevel',
      before: 'medium',
      after: 'high',
    },
    { given: registration, when: planChosen, field: 'servicePlan', before: undefined, after: 'premium' },
    {
      given: registration,
      when: planChosen,
      field: 'servicePlanAcceptance',
      before: undefined,
      after: { feePercent: 15, timeframe: '3 a 6 meses', acceptedAt: '2026-11-14T09:00:00.000Z' },
    },
    {
      given: registration,
      when: contactRevised,
      field: 'client.contactPhone',
      before: '5512345678',
      after: '5599887766',
    },
    {
      given: registration,
      when: contactRevised,
      field: 'client.city',
      before: 'Puebla',
      after: 'Monterrey',
    },
    {
      given: registration,
      when: legalHoldPlaced,
      field: 'legalHold',
      before: undefined,
      after: { reason: 'Orden judicial', placedAt: '2026-11-20T10:00:00.000Z' },
    },
    {
      given: [...registration, legalHoldPlaced],
      when: {
        type: 'LegalHoldLifted',
        data: { caseId: 'c1', userId: 'u1', liftedBy: 's1', at: '2026-11-21T10:00:00.000Z' },
      },
      field: 'legalHold',
      before: { reason: 'Orden judicial', placedAt: '2026-11-20T10:00:00.000Z' },
      after: null,
    },
  ]),

  // securityComments: the notices, and the names of the staff who write them.
  ...rowsOf(securityCommentsProjector, SECURITY_COMMENT_AUTHORS, 's1', [
    { given: [], when: staff, field: 'fullName', before: undefined, after: 'Eva Soto' },
    {
      given: [staff],
      when: {
        type: 'UserNameChanged',
        data: { userId: 's1', fullName: 'Eva Soto Lara', firstName: 'Eva', lastName: 'Soto Lara' },
      },
      field: 'fullName',
      before: 'Eva Soto',
      after: 'Eva Soto Lara',
    },
  ]),
  ...rowsOf(securityCommentsProjector, SECURITY_COMMENTS, 'sc1', [
    {
      given: [staff],
      when: { type: 'SecurityCommentPublished', data: { commentId: 'sc1', authorId: 's1', ...notice } },
      field: 'authorName',
      before: undefined,
      after: 'Eva Soto',
    },
    {
      given: [
        staff,
        { type: 'SecurityCommentPublished', data: { commentId: 'sc1', authorId: 's1', ...notice } },
      ],
      when: { type: 'SecurityCommentRevised', data: { commentId: 'sc1', ...notice, isActive: false } },
      field: 'isActive',
      before: true,
      after: false,
    },
    {
      given: [
        staff,
        { type: 'SecurityCommentPublished', data: { commentId: 'sc1', authorId: 's1', ...notice } },
      ],
      when: { type: 'SecurityCommentDeleted', data: { commentId: 'sc1' } },
      field: 'title',
      before: 'Aviso de seguridad',
      after: undefined,
    },
  ]),

  // caseDocuments: the documents as staff review them, the names of people and of requested documents.
  {
    projector: caseDocumentsProjector,
    given: [],
    when: userRegistered,
    collection: CASE_DOCUMENT_PEOPLE,
    id: 'u1',
    field: 'fullName',
    before: undefined,
    after: 'Ana Ruiz',
  },
  {
    projector: caseDocumentsProjector,
    given: [userRegistered],
    when: clientRenamed,
    collection: CASE_DOCUMENT_PEOPLE,
    id: 'u1',
    field: 'fullName',
    before: 'Ana Ruiz',
    after: 'Ana Ruiz Díaz',
  },
  {
    projector: caseDocumentsProjector,
    given: [userRegistered, clientRegistered, fraudReported],
    when: processOpened,
    collection: CASE_DOCUMENT_REQUESTS,
    id: 'c1',
    field: 'names.officialId',
    before: undefined,
    after: 'Identificación oficial',
  },
  {
    projector: caseDocumentsProjector,
    given: registration,
    when: bankStatementsAdded,
    collection: CASE_DOCUMENT_REQUESTS,
    id: 'c1',
    field: 'names.bankStatements',
    before: undefined,
    after: 'Estados de cuenta',
  },
  ...rowsOf(caseDocumentsProjector, CASE_DOCUMENTS, 'd1', [
    {
      given: registration,
      when: uploaded,
      field: 'requiredDocumentName',
      before: undefined,
      after: 'Identificación oficial',
    },
    { given: registration, when: uploaded, field: 'uploaderName', before: undefined, after: 'Ana Ruiz' },
    {
      given: [...registration, staff, uploaded],
      when: verified,
      field: 'status',
      before: 'in_review',
      after: 'verified',
    },
    {
      given: [...registration, staff, uploaded],
      when: verified,
      field: 'reviewerName',
      before: null,
      after: 'Eva Soto',
    },
    {
      given: [...registration, staff, uploaded],
      when: linkedToPoliceReport,
      field: 'requiredDocumentName',
      before: 'Identificación oficial',
      after: 'Denuncia ante autoridades',
    },
    {
      given: [...registration, staff, uploaded],
      when: rejected,
      field: 'rejectionReason',
      before: null,
      after: 'Ilegible',
    },
  ]),

  // adminClients: GET /api/admin/clients (the executive panel's Clientes tab).
  ...rowsOf(adminClientsProjector, ADMIN_CLIENTS, 'cl1', [
    {
      given: [clientRegistered],
      when: userRegistered,
      field: 'user',
      before: undefined,
      after: { fullName: 'Ana Ruiz', email: 'user1@example.mx' },
    },
    {
      given: registration,
      when: clientRenamed,
      field: 'user.fullName',
      before: 'Ana Ruiz',
      after: 'Ana Ruiz Díaz',
    },
    {
      given: registration,
      when: clientEmailChanged,
      field: 'user.email',
      before: 'user1@example.mx',
      after: 'ana.ruiz@example.mx',
    },
    {
      given: [userRegistered],
      when: clientRegistered,
      field: 'accountNumber',
      before: undefined,
      after: 'CR-00000001',
    },
    {
      given: [userRegistered, clientRegistered],
      when: fraudReported,
      field: 'lossAmount',
      before: undefined,
      after: '25000.50',
    },
    {
      given: registration,
      when: assignment(),
      field: 'agent',
      before: null,
      after: { user: { fullName: 'Lic. Ana Torres' } },
    },
    { given: registration, when: statusChanged, field: 'status', before: 'active', after: 'suspended' },
    {
      given: registration,
      when: contactRevised,
      field: 'contactPhone',
      before: '5512345678',
      after: '5599887766',
    },
    {
      given: registration,
      when: contactRevised,
      field: 'address',
      before: null,
      after: 'Av. Constitución 100, Centro',
    },
    {
      given: registration,
      when: { type: 'ClientVerificationSet', data: { clientId: 'cl1', userId: 'u1', isVerified: true } },
      field: 'isVerified',
      before: false,
      after: true,
    },
    // The plan changes nothing shown, but moves the revision an edit's If-Match sends.
    { given: registration, when: planChosen, field: 'revision', before: 0, after: 1 },
    // Found with this table: the reviewed loss and the agent's new name did not reach the row.
    {
      given: registration,
      when: fraudReviewed,
      field: 'lossAmount',
      before: '25000.50',
      after: '20000.00',
    },
    {
      given: [...registration, assignment()],
      when: agentRenamed,
      field: 'agent.user.fullName',
      before: 'Lic. Ana Torres',
      after: 'Lic. Ana Torres Ruiz',
    },
  ]),

  // adminFraudCases: GET /api/fraud-cases.
  ...rowsOf(adminFraudCasesProjector, ADMIN_FRAUD_CASES, 'c1', [
    {
      given: [clientRegistered, fraudReported],
      when: userRegistered,
      field: 'client.user',
      before: undefined,
      after: { fullName: 'Ana Ruiz', email: 'user1@example.mx' },
    },
    {
      given: registration,
      when: clientRenamed,
      field: 'client.user.fullName',
      before: 'Ana Ruiz',
      after: 'Ana Ruiz Díaz',
    },
    {
      given: registration,
      when: clientEmailChanged,
      field: 'client.user.email',
      before: 'user1@example.mx',
      after: 'ana.ruiz@example.mx',
    },
    {
      given: [userRegistered, clientRegistered],
      when: fraudReported,
      field: 'platform',
      before: undefined,
      after: 'FX Global',
    },
    {
      given: registration,
      when: fraudReviewed,
      field: 'lossAmount',
      before: '25000.50',
      after: '20000.00',
    },
    { given: registration, when: fraudReviewed, field: 'isProcessed', before: false, after: true },
    {
      given: registration,
      when: fraudReviewed,
      field: 'adminComments',
      before: '',
      after: 'Monto confirmado con el banco.',
    },
    { given: registration, when: assignment(), field: 'agentUserId', before: null, after: 'ua' },
  ]),

  // agentApplications: the lawyers' applications in the executive panel.
  ...rowsOf(agentApplicationsProjector, AGENT_APPLICATIONS, 'app1', [
    {
      given: [],
      when: applicationSubmitted,
      field: 'specialization',
      before: undefined,
      after: 'Fraude con criptomonedas',
    },
    { given: [], when: applicationSubmitted, field: 'experience', before: undefined, after: '5 a 10 años' },
    {
      given: [applicationSubmitted],
      when: {
        type: 'AgentApplicationApproved',
        data: {
          applicationId: 'app1',
          userId: 'ul',
          agentId: 'a9',
          decidedBy: 's1',
          decidedAt: '2026-11-12T10:00:00.000Z',
        },
      },
      field: 'status',
      before: 'pending',
      after: 'approved',
    },
    {
      given: [applicationSubmitted],
      when: {
        type: 'AgentApplicationRejected',
        data: {
          applicationId: 'app1',
          userId: 'ul',
          reason: 'Cédula no verificable',
          decidedBy: 's1',
          decidedAt: '2026-11-12T10:00:00.000Z',
        },
      },
      field: 'reason',
      before: null,
      after: 'Cédula no verificable',
    },
  ]),

  // siteContent: the home's indicators and news.
  ...rowsOf(siteContentProjector, INDICATORS, 'i1', [
    {
      given: [],
      when: indicatorPublished,
      field: 'value',
      before: undefined,
      after: '17.25',
    },
    {
      given: [indicatorPublished],
      when: { type: 'IndicatorRevised', data: { indicatorId: 'i1', ...indicator, value: '17.40' } },
      field: 'value',
      before: '17.25',
      after: '17.40',
    },
    {
      given: [indicatorPublished],
      when: { type: 'IndicatorDeleted', data: { indicatorId: 'i1' } },
      field: 'name',
      before: 'Tipo de cambio USD/MXN',
      after: undefined,
    },
  ]),
  ...rowsOf(siteContentProjector, NEWS_ARTICLES, 'n1', [
    {
      given: [],
      when: articleWritten,
      field: 'title',
      before: undefined,
      after: 'Cómo reconocer un fraude',
    },
    {
      given: [articleWritten],
      when: { type: 'NewsArticleRevised', data: { articleId: 'n1', ...article, status: 'published' } },
      field: 'status',
      before: 'draft',
      after: 'published',
    },
    {
      given: [articleWritten],
      when: { type: 'NewsArticleDeleted', data: { articleId: 'n1' } },
      field: 'title',
      before: 'Cómo reconocer un fraude',
      after: undefined,
    },
  ]),

  // privacyConsents: Mi Perfil's consents and the renewal a new notice asks for.
  ...rowsOf(privacyConsentsProjector, PRIVACY_CONSENTS, 'u1', [
    {
      given: [],
      when: consentGiven,
      field: 'inForce.noticeVersion',
      before: undefined,
      after: '2026-11-01.1',
    },
    {
      given: [consentGiven],
      when: {
        type: 'PrivacyConsentWithdrawn',
        data: {
          userId: 'u1',
          noticeVersion: '2026-11-01.1',
          purpose: 'boletin',
          at: '2026-11-12T10:00:00.000Z',
        },
      },
      field: 'inForce.purposes',
      before: ['boletin'],
      after: [],
    },
  ]),

  // privacyRequests: a person's ARCO requests and the queue of administration and compliance.
  ...rowsOf(privacyRequestsProjector, PRIVACY_REQUESTS, 'r1', [
    {
      given: [],
      when: privacyRequestFiled,
      field: 'dueOn',
      before: undefined,
      after: '2026-12-28',
    },
    {
      given: [privacyRequestFiled],
      when: {
        type: 'PrivacyRequestAnswered',
        data: {
          requestId: 'r1',
          userId: 'u1',
          kind: 'cancellation',
          outcome: 'refused',
          answer: 'Su caso está bajo retención legal.',
          answeredBy: 's1',
          answeredAt: '2026-12-01T17:00:00.000Z',
        },
      },
      field: 'status',
      before: 'pending',
      after: 'refused',
    },
    // The queue shows the requester as they are today: filed before the events that name them.
    {
      given: [privacyRequestFiled],
      when: userRegistered,
      field: 'fullName',
      before: '',
      after: 'Ana Ruiz',
    },
    {
      given: [userRegistered, privacyRequestFiled],
      when: clientRenamed,
      field: 'fullName',
      before: 'Ana Ruiz',
      after: 'Ana Ruiz Díaz',
    },
    {
      given: [userRegistered, privacyRequestFiled],
      when: {
        type: 'UsernameChanged',
        data: { userId: 'u1', username: 'ana.ruiz', previousUsername: 'user1' },
      },
      field: 'username',
      before: 'user1',
      after: 'ana.ruiz',
    },
    {
      given: [privacyRequestFiled],
      when: processOpened,
      field: 'caseNumber',
      before: null,
      after: 'EXP-2026-00000001',
    },
  ]),
];

/** The value at a dot path (array items by index); undefined where the path leads nowhere. */
function valueAt(doc: unknown, path: string): unknown {
  let value = doc;
  for (const key of path.split('.')) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

async function fieldAfter(row: Row, events: DomainEvent[]): Promise<unknown> {
  const view = await project([row.projector], events, undefined, (_event, i) =>
    i === events.length - 1 && events.length > row.given.length ? row.actor : undefined,
  );
  return valueAt(await view.get(row.collection, row.id), row.field);
}

describe('each event a read model follows changes a field it shows', () => {
  it.each(
    rows.map((row) => [row.projector.name, row.when.type, `${row.collection}.${row.field}`, row] as const),
  )('%s: %s changes %s', async (_model, _type, _field, row) => {
    expect(await fieldAfter(row, row.given)).toEqual(row.before);
    expect(await fieldAfter(row, [...row.given, row.when])).toEqual(row.after);
  });

  it('has a row for every event type every projector of the catalog handles', () => {
    const missing = readModelProjectors.flatMap((projector) =>
      projector.handles
        .filter((type) => !rows.some((row) => row.projector === projector && row.when.type === type))
        .map((type) => `${projector.name}: ${type}`),
    );
    expect(missing).toEqual([]);
  });

  it('lists only projectors of the catalog, each with events it handles', () => {
    const strays = rows
      .filter(
        (row) =>
          !readModelProjectors.includes(row.projector) || !row.projector.handles.includes(row.when.type),
      )
      .map((row) => `${row.projector.name}: ${row.when.type}`);
    expect(strays).toEqual([]);
  });

  it("an agent's new name leaves a client given to another agent since with that agent's name", async () => {
    const view = await project(
      [adminClientsProjector],
      [...registration, assignment(), reassignment, agentRenamed],
    );
    expect(valueAt(await view.get(ADMIN_CLIENTS, 'cl1'), 'agent')).toEqual({
      user: { fullName: 'Lic. Bruno Díaz' },
    });
  });
});
