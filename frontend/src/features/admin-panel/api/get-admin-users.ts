import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstPage, getPage, type ListPage } from '../../../api/list-page';

/** GET /api/admin/users: a page of users with the revision an edit's If-Match sends. The key of every page. */
export const adminUsersQueryKey = ['admin', 'users'] as const;

/** Newest first, as the server orders them unless told otherwise. */
export const firstUsersPage = firstPage('-createdAt');

export function adminUsersQueryOptions(page: ListPage = firstUsersPage) {
  return queryOptions({
    queryKey: [...adminUsersQueryKey, page] as const,
    queryFn: ({ signal }) => getPage('adminUsers', page, signal),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useAdminUsers(page: ListPage) {
  return useQuery(adminUsersQueryOptions(page));
}
