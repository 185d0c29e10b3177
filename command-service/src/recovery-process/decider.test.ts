import type { EventData } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { recoveryProcessDecider } from './decider.js';

const spec = deciderSpec(recoveryProcessDecider);

const process: EventData<'RecoveryProcessOpened'> = {
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
      startedAt: '2026-11-21T12:00:00.000Z',
      completedAt: null,
    },
    {
      phaseKey: 'forensic',
      status: 'pending',
      responsibleKind: 'assignedAgent',
      startedAt: null,
      completedAt: null,
    },
  ],
  requiredDocuments: [{ documentKey: 'officialId', required: true }],
};
const opened = { type: 'RecoveryProcessOpened', data: process } as const;
const assignment = (agentId: string) => ({
  processId: 'p1',
  userId: 'u1',
  agentId,
  agentName: 'Lic. Ana Torres',
});

describe('recovery process decider', () => {
  it('opens a process, once', () => {
    spec.given([]).when({ type: 'OpenRecoveryProcess', process }).then([opened]);
    spec.given([opened]).when({ type: 'OpenRecoveryProcess', process }).then([]);
    spec
      .given([opened])
      .when({ type: 'OpenRecoveryProcess', process: { ...process, processId: 'p2' } })
      .thenThrows('conflict');
  });

  it('assigns an agent to an open process, and ignores the same agent again', () => {
    spec
      .given([opened])
      .when({ type: 'AssignAgent', assignment: assignment('a1') })
      .then([{ type: 'RecoveryAgentAssigned', data: assignment('a1') }]);
    spec
      .given([opened, { type: 'RecoveryAgentAssigned', data: assignment('a1') }])
      .when({ type: 'AssignAgent', assignment: assignment('a1') })
      .then([]);
  });

  it('refuses an agent for a process that was never opened', () => {
    spec
      .given([])
      .when({ type: 'AssignAgent', assignment: assignment('a1') })
      .thenThrows('not_found');
  });
});
