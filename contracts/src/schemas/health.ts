import { z } from 'zod';

/**
 * Operator-configured public facts of the firm (design.md §5): nothing is shown unless configured.
 * The gateway reads them from the environment and serves them in GET /api/health.
 */
export const siteInfoSchema = z.object({
  siteName: z.string(),
  supportPhone: z.string().nullable(),
  supportEmail: z.string().nullable(),
  address: z.string().nullable(),
  demoMode: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/**
 * GET /api/health, for load balancers and the front end (which reads `site`): `degraded` while a projection
 * is parked (a read model stopped at an event it could not apply; GET /api/ops/status says which). It still
 * answers 200: the portal serves, and every gateway would be taken out of rotation for one stale read model.
 */
export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), site: siteInfoSchema });
