import { type RecoveryPhaseKey, recoveryPhaseKeys } from '@portal/contracts';

/**
 * The phase that starts when `completed` is completed; null after the last. Every recovery plan is the four
 * phases in the service's order (command-service's initial plan, and v1 plans were the same), no event adds,
 * removes or reorders phases, and completing a phase starts the next (the phase route's contract), so the next
 * phase is the next key of `recoveryPhaseKeys`.
 */
export function nextPhaseAfter(completed: RecoveryPhaseKey): RecoveryPhaseKey | null {
  return recoveryPhaseKeys[recoveryPhaseKeys.indexOf(completed) + 1] ?? null;
}
