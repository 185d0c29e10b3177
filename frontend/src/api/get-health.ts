import type { RouteResponse, SiteInfo } from '@portal/contracts';
import { defaultSiteName } from '@portal/contracts/texts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { isRecord, ResponseFormatError } from './errors';
import { type RouteLine, request } from './request';

const healthRoute: RouteLine<'health'> = { method: 'GET', path: '/api/health' };
type Health = RouteResponse<'health'>;

const nullableText = (value: unknown): value is string | null => value === null || typeof value === 'string';

/**
 * The answer of GET /api/health, checked by hand: every page's chrome reads it, the landing page too, which
 * loads no zod (the gateway already cuts the answer to its schema; this catches a proxy's HTML page).
 */
function readHealth(data: unknown): Health {
  if (isRecord(data) && (data.status === 'ok' || data.status === 'degraded') && isRecord(data.site)) {
    const { siteName, supportPhone, supportEmail, address, demoMode } = data.site;
    if (
      typeof siteName === 'string' &&
      nullableText(supportPhone) &&
      nullableText(supportEmail) &&
      nullableText(address) &&
      typeof demoMode === 'boolean'
    ) {
      return { status: data.status, site: { siteName, supportPhone, supportEmail, address, demoMode } };
    }
  }
  throw new ResponseFormatError();
}

/** GET /api/health: the service status and the operator-configured facts of the firm. Public. */
export function getHealth(signal?: AbortSignal) {
  return request(healthRoute, { signal, signOutOn401: false }, readHealth);
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
