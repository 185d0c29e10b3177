import type { DomainEvent } from '@portal/contracts';

/** The events of one registration, as RegisterClient writes them, and an assignment. */
export function registrationEvents(n = 1): DomainEvent[] {
  const u = `u${n}`;
  return [
    {
      type: 'UserRegistered',
      data: {
        userId: u,
        username: `user${n}`,
        email: `user${n}@example.mx`,
        firstName: 'Ana',
        lastName: 'Ruiz',
        fullName: 'Ana Ruiz',
        role: 'client',
        passwordHash: 'h',
      },
    },
    {
      type: 'ClientRegistered',
      data: {
        clientId: `cl${n}`,
        userId: u,
        caseId: `c${n}`,
        processId: `p${n}`,
        accountNumber: `CR-0000000${n}`,
        contactPhone: '5512345678',
        country: 'mexico',
        city: 'Puebla',
        address: null,
        preferredContact: 'email',
        registeredAt: '2026-11-10T10:00:00.000Z',
      },
    },
    {
      type: 'FraudCaseReported',
      data: {
        caseId: `c${n}`,
        clientId: `cl${n}`,
        userId: u,
        fraudType: 'forex',
        lossAmount: '25000.50',
        currency: 'MXN',
        fraudDate: '2026-09-01',
        platform: 'FX Global',
        description: 'd'.repeat(60),
        evidence: '',
        previousAttempts: '',
        preferredContact: 'email',
        urgencyLevel: 'medium',
      },
    },
    {
      type: 'RecoveryProcessOpened',
      data: {
        processId: `p${n}`,
        caseId: `c${n}`,
        clientId: `cl${n}`,
        userId: u,
        caseNumber: `EXP-2026-0000000${n}`,
        priority: 'normal',
        originalAmount: '25000.50',
        currency: 'MXN',
        phases: [
          {
            phaseKey: 'analysis',
            status: 'in_progress',
            responsibleKind: 'analysisTeam',
            startedAt: '2026-11-10T10:00:00.000Z',
            completedAt: null,
          },
          {
            phaseKey: 'legal',
            status: 'pending',
            responsibleKind: 'assignedAgent',
            startedAt: null,
            completedAt: null,
          },
        ],
        requiredDocuments: [
          { documentKey: 'officialId', required: true },
          { documentKey: 'policeReport', required: false },
        ],
      },
    },
  ];
}

export const assignment = (n = 1): DomainEvent => ({
  type: 'ClientAssignedToAgent',
  data: {
    clientId: `cl${n}`,
    userId: `u${n}`,
    agentId: 'a1',
    agentUserId: 'ua',
    agentName: 'Lic. Ana Torres',
    agentPhone: '5587654321',
    agentEmail: 'ana@firma.mx',
  },
});

/** Client cl1 (user u1) given since to another agent, a2 (Lic. Bruno Díaz). */
export const reassignment: DomainEvent = {
  type: 'ClientAssignedToAgent',
  data: {
    clientId: 'cl1',
    userId: 'u1',
    agentId: 'a2',
    agentUserId: 'ub',
    agentName: 'Lic. Bruno Díaz',
    agentPhone: '5533334444',
    agentEmail: 'bruno@firma.mx',
  },
};

/** Agent a1's profile as an administrator revised it, with a new phone. */
export const agentProfileRevised = (phoneNumber: string): DomainEvent => ({
  type: 'AgentProfileRevised',
  data: {
    agentId: 'a1',
    availability: 'available',
    maxClients: 25,
    phoneNumber,
    extension: null,
    // Sent back unchanged by the form: the catalog's key the agent has.
    specialization: { key: 'crypto_fraud' },
  },
});

/** Agent a1's user (ua) renamed, and given a new e-mail, by an administrator. */
export const agentUserRevised = (): DomainEvent[] => [
  {
    type: 'UserNameChanged',
    data: { userId: 'ua', fullName: 'Lic. Ana Torres Ruiz', firstName: 'Lic.', lastName: 'Ana Torres Ruiz' },
  },
  {
    type: 'UserEmailChanged',
    data: { userId: 'ua', email: 'ana.torres@firma.mx', previousEmail: 'ana@firma.mx' },
  },
];

export const agentCreated = (): DomainEvent => ({
  type: 'AgentCreated',
  data: {
    agentId: 'a1',
    userId: 'ua',
    fullName: 'Lic. Ana Torres',
    email: 'ana@firma.mx',
    licenseNumber: 'CED-1234567',
    // As an approved application records it: the catalog's key (shown as its label).
    specialization: { key: 'crypto_fraud' },
    phoneNumber: '5587654321',
    extension: null,
    maxClients: 25,
    availability: 'available',
  },
});

/** The ids every event of registration n's recovery process carries. */
const processKeys = (n: number) => ({ processId: `p${n}`, caseId: `c${n}`, userId: `u${n}` });

/** The work on registration 1's case, as the command side writes it (literal facts, dates of the test's days). */
export const work = {
  phaseStarted: (phaseKey: 'analysis' | 'legal', startedAt: string, n = 1): DomainEvent => ({
    type: 'RecoveryPhaseStarted',
    data: { ...processKeys(n), phaseKey, startedAt },
  }),
  progressSet: (
    phaseKey: 'analysis' | 'legal',
    progress: number,
    nextSteps: string[],
    n = 1,
  ): DomainEvent => ({
    type: 'RecoveryPhaseProgressSet',
    data: { ...processKeys(n), phaseKey, progress, nextSteps },
  }),
  phaseCompleted: (phaseKey: 'analysis' | 'legal', completedAt: string, n = 1): DomainEvent => ({
    type: 'RecoveryPhaseCompleted',
    data: { ...processKeys(n), phaseKey, completedAt },
  }),
  milestone: (
    milestoneId: string,
    title: string,
    description: string,
    occurredOn: string,
    n = 1,
  ): DomainEvent => ({
    type: 'CaseMilestoneRecorded',
    data: { ...processKeys(n), milestoneId, title, description, occurredOn },
  }),
  catalogDocumentAdded: (documentKey: 'bankStatements' | 'paymentProofs', n = 1): DomainEvent => ({
    type: 'RequiredDocumentAdded',
    data: {
      ...processKeys(n),
      documentId: documentKey,
      documentKey,
      title: null,
      description: null,
      required: true,
    },
  }),
  namedDocumentAdded: (
    documentId: string,
    title: string,
    description: string | null,
    n = 1,
  ): DomainEvent => ({
    type: 'RequiredDocumentAdded',
    data: { ...processKeys(n), documentId, documentKey: null, title, description, required: false },
  }),
  documentRemoved: (documentId: string, n = 1): DomainEvent => ({
    type: 'RequiredDocumentRemoved',
    data: { ...processKeys(n), documentId },
  }),
  planRevised: (
    priority: 'high' | 'normal' | 'low',
    estimatedCompletion: string | null,
    n = 1,
  ): DomainEvent => ({
    type: 'RecoveryPlanRevised',
    data: { ...processKeys(n), priority, estimatedCompletion },
  }),
  comment: (
    c: {
      commentId: string;
      authorId: string;
      commentType: 'admin' | 'agent' | 'system';
      content: string;
      isVisibleToClient: boolean;
      postedAt: string;
    },
    n = 1,
  ): DomainEvent => ({ type: 'CaseCommentAdded', data: { caseId: `c${n}`, userId: `u${n}`, ...c } }),
};

/** A staff user (an admin unless told), as the command side registers one. */
export const staffRegistered = (
  userId: string,
  fullName: string,
  role: 'admin' | 'superadmin' | 'agent' = 'admin',
): DomainEvent => ({
  type: 'UserRegistered',
  data: {
    userId,
    username: userId,
    email: `${userId}@firma.mx`,
    firstName: fullName.split(' ')[0] ?? fullName,
    lastName: fullName.split(' ').slice(1).join(' '),
    fullName,
    role,
    passwordHash: 'h',
  },
});
