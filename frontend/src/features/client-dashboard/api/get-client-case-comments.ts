import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/fraud-cases/:id/comments/client: the follow-up comments of the client's own case visible to them. */
export function getClientCaseComments(userId: string, caseId: string, signal?: AbortSignal) {
  return call('clientCaseComments', { params: { id: caseId }, userId, signal });
}

/**
 * The key of one case's comments as its client reads them (under the client's dashboard key, so whatever
 * invalidates the case reads them again too).
 */
export const clientCaseCommentsQueryKey = (userId: string, caseId: string) =>
  ['client-dashboard', userId, 'comments', caseId] as const;

/** Only once the case id is known (spec §7: the call is made only when a case id exists). */
export function clientCaseCommentsQueryOptions(userId: string, caseId: string | undefined) {
  return queryOptions({
    queryKey: clientCaseCommentsQueryKey(userId, caseId ?? ''),
    queryFn: ({ signal }) => getClientCaseComments(userId, caseId ?? '', signal),
    enabled: userId !== '' && Boolean(caseId),
    // The tab reads the entry the page's count already read: opening it after a failure shows that failure
    // and 'Reintentar', it does not call again by itself (spec §7: no retries).
    retryOnMount: false,
  });
}

/** Read with the dashboard (the Comentarios tab shows the count), not only when the tab is open. */
export function useClientCaseComments(userId: string, caseId: string | undefined) {
  return useQuery(clientCaseCommentsQueryOptions(userId, caseId));
}
