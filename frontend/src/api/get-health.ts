import type { RouteResponse, SiteInfo } from '@portal/contracts';
import { defaultSiteName } from '@portal/contracts/texts';
import { isRecord, ResponseFormatError } from './errors';
import { publicRead } from './public-read';
import { type RouteLine, request } from './request';

const healthRoute: RouteLine<'health'> = { method: 'GET', path: '/api/health' };
type Health = RouteResponse<'health'>;

const nullableText = (value: unknown): value is string | null => value === null || typeof value === 'string';

/** A list of records each holding these text fields. */
function listOf<K extends string>(value: unknown, keys: readonly K[]): value is Record<K, string>[] {
  return (
    Array.isArray(value) &&
    value.every((item) => isRecord(item) && keys.every((k) => typeof item[k] === 'string'))
  );
}

/**
 * The answer of GET /api/health, checked by hand: every page's chrome reads it, the landing page too, which
 * loads no zod (the gateway already cuts the answer to its schema; this catches a proxy's HTML page).
 */
function readHealth(data: unknown): Health {
  if (isRecord(data) && (data.status === 'ok' || data.status === 'degraded') && isRecord(data.site)) {
    const { siteName, supportPhone, supportEmail, address, demoMode, emergencyPhone } = data.site;
    const { registrations, certifications, secureTransport } = data.site;
    if (
      typeof siteName === 'string' &&
      nullableText(supportPhone) &&
      nullableText(supportEmail) &&
      nullableText(address) &&
      typeof demoMode === 'boolean' &&
      nullableText(emergencyPhone) &&
      listOf(registrations, ['label', 'number']) &&
      listOf(certifications, ['name', 'verifyUrl']) &&
      typeof secureTransport === 'boolean'
    ) {
      const site = { siteName, supportPhone, supportEmail, address, demoMode, emergencyPhone };
      return { status: data.status, site: { ...site, registrations, certifications, secureTransport } };
    }
  }
  throw new ResponseFormatError();
}

/** GET /api/health: the service status and the operator-configured facts of the firm. Public. */
export function getHealth(signal?: AbortSignal) {
  return request(healthRoute, { signal, signOutOn401: false }, readHealth);
}

/** The health answer, read once per page load (every page's chrome shows it; it is kept on sign-out). */
const health = publicRead(() => getHealth());

/** Starts reading the site facts (the root route does, with the first navigation). */
export function loadHealth(): void {
  void health.load().catch(() => {});
}

/** The health answer, or undefined while loading or when the call failed. */
export function useHealth(): Health | undefined {
  return health.useRead().data;
}

/** What the site shows before (or without) the operator's configuration: nothing that is not configured. */
export const fallbackSite: SiteInfo = {
  siteName: defaultSiteName,
  supportPhone: null,
  supportEmail: null,
  address: null,
  demoMode: false,
  emergencyPhone: null,
  registrations: [],
  certifications: [],
  secureTransport: false,
};

/** The operator-configured facts of the firm; the fallback while loading or when the call fails. */
export function useSiteInfo(): SiteInfo {
  return useHealth()?.site ?? fallbackSite;
}
