import type { RouteHandlers } from '@portal/platform';
import { agentRoutes } from './agent/routes.js';
import { agentApplicationRoutes } from './agent-application/routes.js';
import { caseDocumentRoutes } from './case-document/routes.js';
import { clientRoutes } from './client/routes.js';
import type { CommandDeps } from './context.js';
import { fraudCaseRoutes } from './fraud-case/routes.js';
import { fraudCaseReviewRoutes } from './fraud-case-review/routes.js';
import { notificationRoutes } from './notification/routes.js';
import { privacyConsentRoutes } from './privacy-consent/routes.js';
import { privacyRequestRoutes } from './privacy-request/routes.js';
import { recoveryProcessRoutes } from './recovery-process/routes.js';
import { registrationRoutes } from './registration/routes.js';
import { secondFactorRoutes } from './second-factor/routes.js';
import { securityCommentRoutes } from './security-comment/routes.js';
import { siteContentRoutes } from './site-content/routes.js';
import { userRoutes } from './user/routes.js';

/**
 * The write routes this service answers, by route name of the contracts' table: one line per aggregate, whose
 * `<aggregate>/routes.ts` binds each of its routes to its command handler. Each handler is typed by its route: its
 * request carries the route's validated body, and it must answer the route's response.
 */
export function commandRoutes(deps: CommandDeps) {
  return {
    ...registrationRoutes(deps),
    ...userRoutes(deps),
    ...secondFactorRoutes(deps),
    ...clientRoutes(deps),
    ...agentRoutes(deps),
    ...agentApplicationRoutes(deps),
    ...notificationRoutes(deps),
    ...recoveryProcessRoutes(deps),
    ...caseDocumentRoutes(deps),
    ...fraudCaseReviewRoutes(deps),
    ...fraudCaseRoutes(deps),
    ...securityCommentRoutes(deps),
    ...siteContentRoutes(deps),
    ...privacyConsentRoutes(deps),
    ...privacyRequestRoutes(deps),
  } satisfies RouteHandlers;
}
