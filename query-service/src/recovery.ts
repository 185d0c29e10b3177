import { type ListQuery, type RecoveryProcessRow, recoveryPriorityOf } from '@portal/contracts';
import type { Actor, DocumentStore, RouteHandlers } from '@portal/platform';
import { workableRows } from './case-rows.js';
import { type Page, paged } from './listing.js';

/**
 * GET /api/recovery-processes: the recovery of each case the actor works (an agent: their clients'), most recent
 * activity first unless sorted otherwise, paged in the store.
 */
async function recoveryProcesses(
  documents: DocumentStore,
  actor: Actor,
  query: ListQuery | undefined,
): Promise<Page<RecoveryProcessRow>> {
  const page = await workableRows(
    documents,
    actor,
    query,
    {
      caseNumber: 'caseNumber',
      name: 'clientSortName',
      status: 'recoveryStatus',
      recoveryRate: 'recoveryRate',
      estimatedCompletion: 'estimatedCompletion',
      lastActivity: 'lastActivityAt',
    },
    '-lastActivity',
  );
  return {
    rows: page.rows.map((row) => ({
      id: row.caseId,
      caseNumber: row.caseNumber,
      client: { user: { fullName: row.clientName, email: row.clientEmail } },
      assignedAgent: row.agentName,
      status: row.recoveryStatus,
      priority: recoveryPriorityOf(row.priority),
      originalAmount: row.originalAmount,
      recoveredAmount: row.recoveredAmount,
      pendingAmount: row.pendingAmount,
      currency: row.currency,
      recoveryRate: row.recoveryRate,
      estimatedCompletion: row.estimatedCompletion,
      revision: row.revision,
    })),
    total: page.total,
  };
}

/** The recovery processes a staff member works. */
export function recoveryRoutes(documents: DocumentStore) {
  return {
    recoveryProcesses: async ({ actor, query }) => paged(await recoveryProcesses(documents, actor, query)),
  } satisfies RouteHandlers;
}
