import {
  adminErrors,
  type CasePriority,
  centsOf,
  DomainError,
  type RecoveryProcessEvent,
  type RecoveryStatus,
  recoveryStatusOfPhases,
} from '@portal/contracts';
import { refused } from '../errors.js';
import { decideRevisePlan } from './plan-rules.js';
import { type OpenProcess, processKeys, type RecoveryFigures } from './state.js';

/** The recovery edit of the executive panel (PUT /api/admin/recovery/:id): figures, status, priority, estimate. */
export interface ReviseRecovery {
  type: 'ReviseRecovery';
  figures: RecoveryFigures;
  status: RecoveryStatus;
  priority: CasePriority;
  estimatedCompletion: string | null;
}

const sameFigures = (a: RecoveryFigures, b: RecoveryFigures) =>
  centsOf(a.originalAmount) === centsOf(b.originalAmount) &&
  centsOf(a.recoveredAmount) === centsOf(b.recoveredAmount) &&
  centsOf(a.pendingAmount) === centsOf(b.pendingAmount);

/**
 * The status follows the phases (they are moved in the case file, where the client sees them); only
 * 'cancelled' is chosen here, and leaving it returns to what the phases say. A status the phases contradict is
 * refused with what to do instead.
 */
function statusEvents(command: ReviseRecovery, state: OpenProcess): RecoveryProcessEvent[] {
  const keys = processKeys(state);
  if (command.status === 'cancelled')
    return state.cancelled ? [] : [{ type: 'RecoveryProcessCancelled', data: keys }];
  const phases = recoveryStatusOfPhases(state.phases);
  if (command.status !== phases) {
    const message =
      command.status === 'completed'
        ? adminErrors.recoveryNotFinished
        : command.status === 'in_progress'
          ? adminErrors.recoveryNotStarted
          : adminErrors.recoveryAlreadyStarted;
    throw new DomainError('recovery_status_from_phases', message, { status: message });
  }
  return state.cancelled ? [{ type: 'RecoveryProcessReopened', data: keys }] : [];
}

/** Recovered plus pending is the original amount, to the cent; nothing changed appends nothing. */
export function decideReviseRecovery(
  command: ReviseRecovery,
  state: OpenProcess,
  now: Date,
): RecoveryProcessEvent[] {
  const { figures } = command;
  if (centsOf(figures.recoveredAmount) + centsOf(figures.pendingAmount) !== centsOf(figures.originalAmount))
    throw refused.invalid({ pendingAmount: adminErrors.recoveryAmountsDontAddUp });
  const events: RecoveryProcessEvent[] = [];
  if (!sameFigures(figures, state.figures))
    events.push({ type: 'RecoveryFiguresRevised', data: { ...processKeys(state), ...figures } });
  events.push(...statusEvents(command, state));
  events.push(
    ...decideRevisePlan(
      { type: 'RevisePlan', priority: command.priority, estimatedCompletion: command.estimatedCompletion },
      state,
      now,
    ),
  );
  return events;
}
