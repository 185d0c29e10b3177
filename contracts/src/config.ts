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
export const defaultSiteName = 'Portal de Recuperación de Capital';

/**
 * GET /api/health, for load balancers and the front end (which reads `site`): `degraded` while a projection
 * is parked (a read model stopped at an event it could not apply; GET /api/ops/status says which). It still
 * answers 200: the portal serves, and every gateway would be taken out of rotation for one stale read model.
 */
export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), site: siteInfoSchema });

/** Service hours of the spec (client-portal.md §9). */
export const serviceHours = [
  { days: 'Lunes a Viernes', hours: '9:00 - 18:00' },
  { days: 'Sábado', hours: '9:00 - 14:00' },
  { days: 'Domingo', hours: 'Cerrado (emergencias 24/7)' },
] as const;

/** The upload limits of each surface (client-portal.md §9). */
export const uploadLimits = {
  home: {
    maxFiles: 10,
    maxBytes: 50 * 1024 * 1024,
    extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt'],
  },
  dashboard: {
    maxFiles: 5,
    maxBytes: 10 * 1024 * 1024,
    extensions: ['.pdf', '.jpg', '.jpeg', '.png', '.doc', '.docx'],
  },
  options: {
    maxFiles: 15,
    maxBytes: 50 * 1024 * 1024,
    extensions: ['.pdf', '.doc', '.docx', '.jpg', '.jpeg', '.png', '.txt', '.xls', '.xlsx'],
  },
} as const;
