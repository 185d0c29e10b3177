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
  /** From FIRM_CONFIG (and EMERGENCY_PHONE): nothing shown when absent. */
  emergencyPhone: z.string().nullable(),
  registrations: z.array(z.object({ label: z.string(), number: z.string() })),
  certifications: z.array(z.object({ name: z.string(), verifyUrl: z.string() })),
  /** PUBLIC_URL is https: the only case in which the portal may say the connection is encrypted. */
  secureTransport: z.boolean(),
});
export type SiteInfo = z.infer<typeof siteInfoSchema>;

/**
 * GET /api/health, for load balancers and the front end (which reads `site`): `degraded` while a projection
 * is parked (a read model stopped at an event it could not apply; GET /api/ops/status says which). It still
 * answers 200: the portal serves, and every gateway would be taken out of rotation for one stale read model.
 */
export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), site: siteInfoSchema });
