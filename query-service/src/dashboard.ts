import { apiErrors, CLIENT_DASHBOARDS, clientDashboardSchema, DomainError } from '@portal/contracts';
import type { DocumentStore, ResponseJson } from '@portal/platform';
import { answerMemo } from './answer-memo.js';

/**
 * The stored dashboard keeps what the projector needs beyond the answer (and is incomplete while a registration is
 * written): its answer is the response schema's parse of it, made once per stored text.
 */
const answerOf = answerMemo<'myDashboard', unknown>({ schema: clientDashboardSchema });

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
