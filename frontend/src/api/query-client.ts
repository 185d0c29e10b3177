import { QueryClient } from '@tanstack/react-query';

/** Data never goes stale by itself; no refetch on focus, no retries, no polling (spec §7). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: Number.POSITIVE_INFINITY,
        refetchOnWindowFocus: false,
        refetchOnReconnect: false,
        retry: false,
      },
      mutations: { retry: false },
    },
  });
}

/**
 * Drops every cached read of the signed-in user (the public site facts and outcomes are kept apart, in
 * get-health.ts and get-outcomes.ts): on log out, on a 401, and when another tab signs in or out.
 */
export function forgetUserData(queryClient: QueryClient): void {
  queryClient.removeQueries();
}
