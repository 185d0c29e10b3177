import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { firstPage, getPage, type ListPage } from '../../../api/list-page';

/**
 * GET /api/admin/clients: a page of client records with the revision an edit's If-Match sends, searched by name,
 * e-mail, account number, phone or city. The key of every page (and of the assignment's search).
 */
export const adminClientsQueryKey = ['admin', 'clients'] as const;

/** The newest registrations first, as the server orders them unless told otherwise. */
export const firstClientsPage = firstPage('-registrationDate');

export function adminClientsQueryOptions(page: ListPage = firstClientsPage) {
  return queryOptions({
    queryKey: [...adminClientsQueryKey, page] as const,
    queryFn: ({ signal }) => getPage('adminClients', page, signal),
    refetchOnMount: 'always',
    placeholderData: keepPreviousData,
  });
}

export function useAdminClients(page: ListPage) {
  return useQuery(adminClientsQueryOptions(page));
}
