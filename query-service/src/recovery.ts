import type { CaseFile, RecoveryProcessRow } from '@portal/contracts';
import type { Actor, DocumentStore } from '@portal/platform';
import { workableCases } from './cases.js';

/** pending while no phase started, completed once every phase is, in_progress between. */
function statusOf(phases: CaseFile['phases']): string {
  if (phases.length > 0 && phases.every((p) => p.status === 'completed')) return 'completed';
  return phases.some((p) => p.status !== 'pending') ? 'in_progress' : 'pending';
}

/** Recovered over original, in percent with one decimal, from the decimal strings. */
function rateOf(recovered: string, original: string): number {
  const o = Number(original);
  if (!Number.isFinite(o) || o <= 0) return 0;
  return Math.round((Number(recovered) / o) * 1000) / 10;
}

/** GET /api/recovery-processes: the recovery of each case the actor works (an agent: their clients'). */
export async function recoveryProcesses(
  documents: DocumentStore,
  actor: Actor,
): Promise<RecoveryProcessRow[]> {
  return (await workableCases(documents, actor)).map((file) => ({
    id: file.caseId,
    caseNumber: file.caseNumber,
    client: { user: { fullName: file.client.fullName, email: file.client.email } },
    assignedAgent: file.agent?.name ?? null,
    status: statusOf(file.phases),
    priority: file.priority,
    originalAmount: file.recovery.originalAmount,
    recoveredAmount: file.recovery.recoveredAmount,
    pendingAmount: file.recovery.pendingAmount,
    currency: file.recovery.currency,
    recoveryRate: rateOf(file.recovery.recoveredAmount, file.recovery.originalAmount),
    estimatedCompletion: file.estimatedCompletion,
    revision: file.revision,
  }));
}
