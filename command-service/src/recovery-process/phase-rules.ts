import { caseErrors, DomainError, type RecoveryPhaseKey, type RecoveryProcessEvent } from '@portal/contracts';
import { type OpenProcess, type PhaseState, processKeys } from './state.js';

/** The state staff want a phase in (PUT /api/cases/:caseId/phases/:phaseKey). */
export interface SetPhase {
  type: 'SetPhase';
  phaseKey: RecoveryPhaseKey;
  status: 'in_progress' | 'completed';
  progress: number | undefined;
  nextSteps: string[] | undefined;
}

const sameSteps = (a: string[], b: string[]) => a.length === b.length && a.every((s, i) => s === b[i]);

/**
 * Phases move in order: a pending phase starts only when every earlier one is completed and none is in
 * progress; progress and next steps belong to the phase in progress; completing it starts the next pending one.
 */
export function decideSetPhase(command: SetPhase, state: OpenProcess, now: Date): RecoveryProcessEvent[] {
  const index = state.phases.findIndex((p) => p.phaseKey === command.phaseKey);
  const phase = state.phases[index];
  if (!phase) throw new DomainError('not_found', caseErrors.phaseNotFound);
  if (phase.status === 'completed') throw new DomainError('phase_completed', caseErrors.phaseCompleted);
  const keys = { ...processKeys(state), phaseKey: phase.phaseKey };
  const at = now.toISOString();

  if (command.status === 'completed') {
    if (phase.status === 'pending') throw new DomainError('phase_not_started', caseErrors.phaseNotStarted);
    const next = state.phases[index + 1];
    return [
      { type: 'RecoveryPhaseCompleted', data: { ...keys, completedAt: at } },
      ...(next?.status === 'pending'
        ? [
            {
              type: 'RecoveryPhaseStarted' as const,
              data: { ...processKeys(state), phaseKey: next.phaseKey, startedAt: at },
            },
          ]
        : []),
    ];
  }

  if (phase.status === 'pending') {
    const earlierDone = state.phases.slice(0, index).every((p) => p.status === 'completed');
    const noneInProgress = state.phases.every((p) => p.status !== 'in_progress');
    if (!earlierDone || !noneInProgress) throw new DomainError('phase_order', caseErrors.phaseOrder);
    return [
      { type: 'RecoveryPhaseStarted', data: { ...keys, startedAt: at } },
      ...progressSet(command, phase, keys),
    ];
  }
  return progressSet(command, phase, keys);
}

/** The progress and next steps asked for, the missing ones as they are; nothing when nothing changes. */
function progressSet(
  command: SetPhase,
  phase: PhaseState,
  keys: ReturnType<typeof processKeys> & { phaseKey: RecoveryPhaseKey },
): RecoveryProcessEvent[] {
  const progress = command.progress ?? phase.progress;
  const nextSteps = command.nextSteps ?? phase.nextSteps;
  if (progress === phase.progress && sameSteps(nextSteps, phase.nextSteps)) return [];
  return [{ type: 'RecoveryPhaseProgressSet', data: { ...keys, progress: progress ?? 0, nextSteps } }];
}
