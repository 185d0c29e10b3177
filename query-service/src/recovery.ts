import {
  type ListQuery,
  type RecoveryProcessRow,
  recoveryPriorityOf,
  recoveryRate,
  recoveryStatusOf,
} from '@portal/contracts';
import type { Actor, DocumentStore } from '@portal/platform';
import { workableCases } from './cases.js';
import { type Page, pageInMemory } from './listing.js';

/** GET /api/recovery-processes: the recovery of each case the actor works (an agent: their clients'). */
export async function recoveryProcesses(
  documents: DocumentStore,
  actor: Actor,
  query: ListQuery | undefined,
): Promise<Page<RecoveryProcessRow>> {
  const rows = (await workableCases(documents, actor)).map((file) => ({
    id: file.caseId,
    caseNumber: file.caseNumber,
    client: { user: { fullName: file.client.fullName, email: file.client.email } },
    assignedAgent: file.agent?.name ?? null,
    status: recoveryStatusOf(file.recovery.cancelled, file.phases),
    priority: recoveryPriorityOf(file.priority),
    originalAmount: file.recovery.originalAmount,
    recoveredAmount: file.recovery.recoveredAmount,
    pendingAmount: file.recovery.pendingAmount,
    currency: file.recovery.currency,
    recoveryRate: recoveryRate(file.recovery.recoveredAmount, file.recovery.originalAmount),
    estimatedCompletion: file.estimatedCompletion,
    revision: file.revision,
  }));
  return pageInMemory(rows, query, {
    search: (r) => [r.caseNumber, r.client.user.fullName, r.client.user.email, r.assignedAgent],
    sorts: {
      caseNumber: (r) => r.caseNumber,
      name: (r) => r.client.user.fullName,
      status: (r) => r.status,
      recoveryRate: (r) => r.recoveryRate,
      estimatedCompletion: (r) => r.estimatedCompletion ?? '',
    },
  });
}
