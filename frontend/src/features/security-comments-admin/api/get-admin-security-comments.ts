import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../api/client';

/** GET /api/admin/security-comments: every security comment (active or not, public or not), with its revision. */
export function getAdminSecurityComments(signal?: AbortSignal) {
  return call('adminSecurityComments', { signal });
}

/** One list for every admin (not per user); forgotten with the rest of the user's data on log out. */
export const adminSecurityCommentsQueryKey = ['security-comments-admin'] as const;

export function adminSecurityCommentsQueryOptions() {
  return queryOptions({
    queryKey: adminSecurityCommentsQueryKey,
    queryFn: ({ signal }) => getAdminSecurityComments(signal),
  });
}

export function useAdminSecurityComments() {
  return useQuery(adminSecurityCommentsQueryOptions());
}
