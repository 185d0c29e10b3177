import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** GET /api/clients/my-dashboard: the signed-in client's case (a 404 while it is not there). */
export function getMyDashboard(userId: string, signal?: AbortSignal) {
  return call('myDashboard', { userId, signal });
}

/** The key of one client's case: what a write on that case or account invalidates. */
export const myDashboardQueryKey = (userId: string) => ['client-dashboard', userId] as const;

/** Shared by the route's loader (prefetch with the navigation) and the page (`useMyDashboard`). */
export function myDashboardQueryOptions(userId: string) {
  return queryOptions({
    queryKey: myDashboardQueryKey(userId),
    queryFn: ({ signal }) => getMyDashboard(userId, signal),
    enabled: userId !== '',
  });
}

export function useMyDashboard(userId: string) {
  return useQuery(myDashboardQueryOptions(userId));
}
