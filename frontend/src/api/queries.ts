import { defaultSiteName, type SiteInfo } from '@portal/contracts';
import { QueryClient, useQuery } from '@tanstack/react-query';
import { api } from './endpoints';

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

export const queryKeys = {
  health: ['health'] as const,
  dashboard: (userId: string) => ['client-dashboard', userId] as const,
};

/** What the site shows before (or without) the operator's configuration: nothing that is not configured. */
export const fallbackSite: SiteInfo = {
  siteName: defaultSiteName,
  supportPhone: null,
  supportEmail: null,
  address: null,
  demoMode: false,
};

/** The operator-configured facts of the firm (GET /api/health). */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery({
    queryKey: queryKeys.health,
    queryFn: ({ signal }) => api.health(signal),
  });
  return data?.site ?? fallbackSite;
}
