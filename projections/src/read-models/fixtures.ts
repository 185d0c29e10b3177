import { type DomainEvent, screenTexts } from '@portal/contracts';

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
            id: 'analysis',
            name: 'Análisis del caso',
            description: '',
            status: 'in_progress',
            responsible: 'Equipo',
            startedAt: '2026-11-10T10:00:00.000Z',
            completedAt: null,
            estimatedDays: '3-5 días',
          },
          {
            id: 'legal',
            name: 'Acciones legales',
            description: '',
            status: 'pending',
            responsible: screenTexts.assignedAgentPlaceholder,
            startedAt: null,
            completedAt: null,
            estimatedDays: '20-30 días',
          },
        ],
        requiredDocuments: [{ name: 'Identificación oficial', description: 'INE', required: true }],
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
