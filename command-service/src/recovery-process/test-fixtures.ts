import type { RecoveryProcessEvent } from '@portal/contracts';

/** Literal histories of a recovery process for the decider tests (never produced by the decider). */

const pending = (phaseKey: 'forensic' | 'legal' | 'recovery') =>
  ({
    phaseKey,
    status: 'pending',
    responsibleKind: 'assignedAgent',
    startedAt: null,
    completedAt: null,
  }) as const;

/** A case as registration opens it: analysis in progress, three phases pending, two documents asked for. */
export const opened: RecoveryProcessEvent = {
  type: 'RecoveryProcessOpened',
  data: {
    processId: 'p1',
    caseId: 'c1',
    clientId: 'cl1',
    userId: 'u1',
    caseNumber: 'EXP-2026-12345678',
    priority: 'high',
    originalAmount: '185000.00',
    currency: 'MXN',
    phases: [
      {
        phaseKey: 'analysis',
        status: 'in_progress',
        responsibleKind: 'analysisTeam',
        startedAt: '2026-11-01T12:00:00.000Z',
        completedAt: null,
      },
      pending('forensic'),
      pending('legal'),
      pending('recovery'),
    ],
    requiredDocuments: [
      { documentKey: 'officialId', required: true },
      { documentKey: 'policeReport', required: false },
    ],
  },
};

/** The keys every event of process p1 carries. */
export const keys = { processId: 'p1', caseId: 'c1', userId: 'u1' } as const;
