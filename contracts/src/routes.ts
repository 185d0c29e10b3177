import { administrationRoutes } from './routes/administration.js';
import { agentRoutes } from './routes/agents.js';
import { caseHistoryRoutes } from './routes/case-history.js';
import { caseWorkRoutes } from './routes/case-work.js';
import { clientRoutes } from './routes/client.js';
import { documentRoutes } from './routes/documents.js';
import { fraudCaseRoutes } from './routes/fraud-cases.js';
import { opsRoutes } from './routes/ops.js';
import { privacyRoutes } from './routes/privacy.js';
import { privacyRequestRoutes } from './routes/privacy-requests.js';
import { publicSiteRoutes } from './routes/public-site.js';
import { registrationRoutes } from './routes/registration.js';
import { secondFactorRoutes } from './routes/second-factor.js';
import { securityCommentRoutes } from './routes/security-comments.js';
import { sessionRoutes } from './routes/session.js';
import { siteContentRoutes } from './routes/site-content.js';
import type { RouteDef, RouteName } from './routes/types.js';

export * from './routes/types.js';

/**
 * The complete /api of both spec documents plus the session and health calls, one spread per area. The gateway
 * serves exactly this table: the method, the path and the roles are enforced before any handler runs. Koa's
 * router tries the routes in this order: of two routes whose paths can both match a request (uploadBlob's
 * `/api/documents/blobs/:token` and linkDocumentToRequirement's `/api/documents/:id/requirement`), the first
 * listed answers.
 */
export const routes = {
  ...sessionRoutes,
  ...secondFactorRoutes,
  ...opsRoutes,
  ...registrationRoutes,
  ...clientRoutes,
  ...publicSiteRoutes,
  ...documentRoutes,
  ...administrationRoutes,
  ...securityCommentRoutes,
  ...caseHistoryRoutes,
  ...siteContentRoutes,
  ...fraudCaseRoutes,
  ...caseWorkRoutes,
  ...agentRoutes,
  ...privacyRoutes,
  ...privacyRequestRoutes,
} as const satisfies Record<string, RouteDef>;

/** Fills `:param` placeholders of a route's path. */
export function pathOf(name: RouteName, params: Record<string, string> = {}): string {
  return routes[name].path.replace(/:(\w+)/g, (_, key: string) => encodeURIComponent(params[key] ?? ''));
}
