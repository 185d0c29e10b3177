import type { EventData, RecoveryProcessEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { recoveryProcessDecider } from './decider.js';
import type { SetPhase } from './phase-rules.js';
import { keys, opened } from './test-fixtures.js';

const spec = deciderSpec(recoveryProcessDecider);

const process = opened.data as EventData<'RecoveryProcessOpened'>;
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

describe('phases', () => {
  const at = '2026-11-21T12:00:00.000Z';
  const set = (
    phaseKey: SetPhase['phaseKey'],
    status: SetPhase['status'],
    progress?: number,
    nextSteps?: string[],
  ): SetPhase => ({ type: 'SetPhase', phaseKey, status, progress, nextSteps });
  const analysisDone = [
    opened,
    { type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey: 'analysis', completedAt: at } },
    { type: 'RecoveryPhaseStarted', data: { ...keys, phaseKey: 'forensic', startedAt: at } },
  ] as const;

  it('sets the progress and next steps of the phase in progress', () => {
    spec
      .given([opened])
      .when(set('analysis', 'in_progress', 40, ['Revisar estados de cuenta']))
      .then([
        {
          type: 'RecoveryPhaseProgressSet',
          data: { ...keys, phaseKey: 'analysis', progress: 40, nextSteps: ['Revisar estados de cuenta'] },
        },
      ]);
  });

  it('keeps what the command leaves out, and appends nothing when nothing changes', () => {
    const progressed: RecoveryProcessEvent[] = [
      opened,
      {
        type: 'RecoveryPhaseProgressSet',
        data: { ...keys, phaseKey: 'analysis', progress: 40, nextSteps: ['Revisar estados de cuenta'] },
      },
    ];
    spec
      .given(progressed)
      .when(set('analysis', 'in_progress', 60))
      .then([
        {
          type: 'RecoveryPhaseProgressSet',
          data: { ...keys, phaseKey: 'analysis', progress: 60, nextSteps: ['Revisar estados de cuenta'] },
        },
      ]);
    spec
      .given(progressed)
      .when(set('analysis', 'in_progress', undefined, []))
      .then([
        {
          type: 'RecoveryPhaseProgressSet',
          data: { ...keys, phaseKey: 'analysis', progress: 40, nextSteps: [] },
        },
      ]);
    spec
      .given(progressed)
      .when(set('analysis', 'in_progress', 40, ['Revisar estados de cuenta']))
      .then([]);
    spec.given(progressed).when(set('analysis', 'in_progress')).then([]);
    spec.given([opened]).when(set('analysis', 'in_progress')).then([]);
  });

  it('takes 0 as the progress of next steps set on a phase whose progress was never set', () => {
    spec
      .given([opened])
      .when(set('analysis', 'in_progress', undefined, ['Llamar al banco']))
      .then([
        {
          type: 'RecoveryPhaseProgressSet',
          data: { ...keys, phaseKey: 'analysis', progress: 0, nextSteps: ['Llamar al banco'] },
        },
      ]);
  });

  it('completes the phase in progress and starts the next pending one at the same time', () => {
    spec
      .given([opened])
      .when(set('analysis', 'completed'))
      .then([
        { type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey: 'analysis', completedAt: at } },
        { type: 'RecoveryPhaseStarted', data: { ...keys, phaseKey: 'forensic', startedAt: at } },
      ]);
  });

  it('completes the last phase with no phase to start after it', () => {
    const lastInProgress = [
      opened,
      { type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey: 'analysis', completedAt: at } },
      { type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey: 'forensic', completedAt: at } },
      { type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey: 'legal', completedAt: at } },
      { type: 'RecoveryPhaseStarted', data: { ...keys, phaseKey: 'recovery', startedAt: at } },
    ] as const;
    spec
      .given([...lastInProgress])
      .when(set('recovery', 'completed'))
      .then([{ type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey: 'recovery', completedAt: at } }]);
  });

  it('starts a pending phase once the earlier ones are completed and none is in progress, with its progress', () => {
    const forensicDone = [
      ...analysisDone,
      { type: 'RecoveryPhaseCompleted', data: { ...keys, phaseKey: 'forensic', completedAt: at } },
    ] as const;
    spec
      .given([...forensicDone])
      .when(set('legal', 'in_progress'))
      .then([{ type: 'RecoveryPhaseStarted', data: { ...keys, phaseKey: 'legal', startedAt: at } }]);
    spec
      .given([...forensicDone])
      .when(set('legal', 'in_progress', 10, ['Presentar la denuncia']))
      .then([
        { type: 'RecoveryPhaseStarted', data: { ...keys, phaseKey: 'legal', startedAt: at } },
        {
          type: 'RecoveryPhaseProgressSet',
          data: { ...keys, phaseKey: 'legal', progress: 10, nextSteps: ['Presentar la denuncia'] },
        },
      ]);
  });

  it('refuses to start a phase before the earlier ones are completed', () => {
    spec.given([opened]).when(set('legal', 'in_progress')).thenThrows('phase_order');
    spec.given([opened]).when(set('forensic', 'in_progress')).thenThrows('phase_order');
    spec
      .given([...analysisDone])
      .when(set('legal', 'in_progress'))
      .thenThrows('phase_order');
  });

  it('refuses to complete a phase that has not started', () => {
    spec.given([opened]).when(set('legal', 'completed')).thenThrows('phase_not_started');
  });

  it('refuses any change to a completed phase', () => {
    spec
      .given([...analysisDone])
      .when(set('analysis', 'completed'))
      .thenThrows('phase_completed');
    spec
      .given([...analysisDone])
      .when(set('analysis', 'in_progress', 50))
      .thenThrows('phase_completed');
  });

  it('refuses a phase the process does not have, and a case without a process', () => {
    const twoPhases = {
      type: 'RecoveryProcessOpened',
      data: { ...process, phases: process.phases.slice(0, 2) },
    } as const;
    spec.given([twoPhases]).when(set('legal', 'in_progress')).thenThrows('not_found');
    spec.given([]).when(set('analysis', 'completed')).thenThrows('not_found');
  });
});
