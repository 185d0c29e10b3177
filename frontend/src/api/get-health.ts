import { defaultSiteName, type SiteInfo } from '@portal/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from './client';

/** GET /api/health: the service status and the operator-configured facts of the firm. Public. */
export function getHealth(signal?: AbortSignal) {
  return call('health', { signal, signOutOn401: false });
}

export const healthQueryKey = ['health'] as const;

export const healthQueryOptions = queryOptions({
  queryKey: healthQueryKey,
  queryFn: ({ signal }) => getHealth(signal),
});

/** What the site shows before (or without) the operator's configuration: nothing that is not configured. */
export const fallbackSite: SiteInfo = {
  siteName: defaultSiteName,
  supportPhone: null,
  supportEmail: null,
  address: null,
  demoMode: false,
};

/** The operator-configured facts of the firm; the fallback while loading or when the call fails. */
export function useSiteInfo(): SiteInfo {
  const { data } = useQuery(healthQueryOptions);
  return data?.site ?? fallbackSite;
}
