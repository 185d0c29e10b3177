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

export const agentCreated = (): DomainEvent => ({
  type: 'AgentCreated',
  data: {
    agentId: 'a1',
    userId: 'ua',
    fullName: 'Lic. Ana Torres',
    email: 'ana@firma.mx',
    licenseNumber: 'CED-1234567',
    specialization: 'Fraude con criptomonedas',
    phoneNumber: '5587654321',
    extension: null,
    maxClients: 25,
    availability: 'available',
  },
});
