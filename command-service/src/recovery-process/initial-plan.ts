import { type RecoveryPhase, type RequiredDocumentSpec, recoveryPhaseKeys } from '@portal/contracts';

/**
 * The phases every case starts with (the four steps of the service, by key) and the documents every case
 * needs. The first phase, the review of the case, starts when the case is registered and is the analysis
 * team's; the others are the assigned agent's. Their Spanish names live in contracts (labels/case.ts).
 */
export function initialPhases(startedAt: string): RecoveryPhase[] {
  return recoveryPhaseKeys.map(
    (phaseKey): RecoveryPhase =>
      phaseKey === 'analysis'
        ? { phaseKey, status: 'in_progress', responsibleKind: 'analysisTeam', startedAt, completedAt: null }
        : {
            phaseKey,
            status: 'pending',
            responsibleKind: 'assignedAgent',
            startedAt: null,
            completedAt: null,
          },
  );
}

export const requiredDocuments: RequiredDocumentSpec[] = [
  { documentKey: 'officialId', required: true },
  { documentKey: 'paymentProofs', required: true },
  { documentKey: 'bankStatements', required: true },
  { documentKey: 'platformCommunications', required: true },
  { documentKey: 'policeReport', required: false },
];
