import type { CaseFile, RecoveryPhaseKey } from '@portal/contracts';
import type { useUpdateCasePhase } from './api/update-case-phase';

export type Phase = CaseFile['phases'][number];
export type PhaseMutation = ReturnType<typeof useUpdateCasePhase>;

/** The mutation's phase and kind of write, while one is being saved. */
export function pendingWrite(mutation: PhaseMutation): { key: RecoveryPhaseKey; status: string } | null {
  if (!mutation.isPending || !mutation.variables) return null;
  return { key: mutation.variables.phaseKey, status: mutation.variables.body.status };
}
