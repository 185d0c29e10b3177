import {
  apiErrors,
  CLIENT_DASHBOARDS,
  clientDashboardSchema,
  type DashboardDoc,
  DomainError,
  labelledDashboard,
} from '@portal/contracts';
import type { DocumentStore, ResponseJson, RouteHandlers } from '@portal/platform';
import { answerMemo } from './answer-memo.js';

/**
 * The stored dashboard keeps keys where the answer shows Spanish labels, and what the projector needs beyond the
 * answer (and is incomplete while a registration is written): its answer is the response schema's parse of it with
 * contracts' labels applied, made once per stored text.
 */
const answerOf = answerMemo<'myDashboard', DashboardDoc>({
  schema: clientDashboardSchema,
  shape: labelledDashboard,
});

/**
 * GET /api/clients/my-dashboard: one key lookup (served from memory by a cached store), answered as JSON bytes; an
 * unfinished or missing case is not found.
 */
export async function myDashboard(
  documents: DocumentStore,
  userId: string,
): Promise<ResponseJson<'myDashboard'>> {
  const stored = await documents.getRaw(CLIENT_DASHBOARDS, userId);
  const answer = stored === undefined ? undefined : answerOf(userId, stored);
  if (!answer) throw new DomainError('not_found', apiErrors.dashboardNotFound);
  return answer.json;
}

/** The client's dashboard document, labelled when read. */
export function dashboardRoutes(documents: DocumentStore) {
  return {
    myDashboard: async ({ actor }) => ({ json: await myDashboard(documents, actor.userId) }),
  } satisfies RouteHandlers;
}
