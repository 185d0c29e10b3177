import { CASE_ROWS, type CaseRowDoc, type ListQuery } from '@portal/contracts';
import type { Actor, DocumentStore, ListOptions } from '@portal/platform';
import { type Page, pageFromStore, type Sorts } from './listing.js';

/** Which cases a staff member works: an agent those of the clients assigned to them, administration all. */
export function scopeOf(actor: Actor): { agentUserId: string } | 'all' | 'none' {
  if (actor.role === 'agent') return { agentUserId: actor.userId };
  // Compliance reads every case; it writes nothing (no write route admits it).
  if (actor.role === 'admin' || actor.role === 'superadmin' || actor.role === 'compliance') return 'all';
  return 'none';
}

/** The filter of the cases `actor` works, or null when they work none. */
export function workableFilter(actor: Actor): ListOptions['where'] | null {
  const scope = scopeOf(actor);
  if (scope === 'none') return null;
  return scope === 'all' ? {} : { agentUserId: scope.agentUserId };
}

/** The fields a search of the case lists looks in (one full-text index for both lists). */
export const caseRowSearch = ['caseNumber', 'clientName', 'clientEmail', 'agentName'] as const;

/** A page of the list rows of the cases `actor` works, from the store's (agentUserId, sort field) indexes. */
export async function workableRows(
  documents: DocumentStore,
  actor: Actor,
  query: ListQuery | undefined,
  sorts: Sorts,
  defaultSort: string,
): Promise<Page<CaseRowDoc>> {
  const where = workableFilter(actor);
  if (!where) return { rows: [], total: 0 };
  return pageFromStore<CaseRowDoc>(documents, CASE_ROWS, query, {
    search: caseRowSearch,
    sorts,
    defaultSort,
    ...(Object.keys(where).length > 0 ? { where } : {}),
  });
}
