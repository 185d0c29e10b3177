import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/security-comments: the active, public notices every signed-in person may read. */
export function getSecurityComments(signal?: AbortSignal) {
  return call('securityComments', { signal });
}

/** One list for everybody (not per user); forgotten with the rest of the user's data on log out. */
export const securityCommentsQueryKey = ['security-comments'] as const;

export function securityCommentsQueryOptions() {
  return queryOptions({
    queryKey: securityCommentsQueryKey,
    queryFn: ({ signal }) => getSecurityComments(signal),
    // Opening the tab again after a failure shows it with 'Reintentar' (spec §7: no retries by themselves).
    retryOnMount: false,
  });
}

/** Read when the Seguridad tab is shown. */
export function useSecurityComments() {
  return useQuery(securityCommentsQueryOptions());
}
