import { type FirmTerms, privacyNoticeVersion } from '@portal/contracts';
import type { DocumentStore, RouteHandlers } from '@portal/platform';
import { caseRoutes } from './cases.js';
import { dashboardRoutes } from './dashboard.js';
import { documentRoutes } from './documents.js';
import { homeRoutes } from './home.js';
import { notificationRoutes } from './notifications.js';
import { outcomesRoutes } from './outcomes.js';
import { consentRoutes } from './privacy.js';
import { privacyRequestRoutes } from './privacy-requests.js';
import { recoveryRoutes } from './recovery.js';
import { securityCommentRoutes } from './security-comments.js';
import { siteContentRoutes } from './site-content.js';
import { staffRoutes } from './staff.js';

/**
 * The read routes this service answers, by route name of the contracts' table: one line per area, whose file
 * (`<area>.ts`) holds its read handlers and binds them to their routes. Each handler is typed by its route: it
 * must answer the route's response schema.
 */
export function queryRoutes(
  documents: DocumentStore,
  firm: FirmTerms = { plans: [], exchangeRates: {} },
  options: { outcomesCacheMs?: number; privacyNoticeVersion?: string } = {},
) {
  return {
    ...homeRoutes(documents, firm.exchangeRates),
    ...outcomesRoutes(documents, firm, options.outcomesCacheMs),
    ...siteContentRoutes(documents),
    ...dashboardRoutes(documents),
    ...notificationRoutes(documents),
    ...staffRoutes(documents),
    ...recoveryRoutes(documents),
    ...caseRoutes(documents),
    ...documentRoutes(documents),
    ...securityCommentRoutes(documents),
    ...privacyRequestRoutes(documents),
    ...consentRoutes(documents, options.privacyNoticeVersion ?? privacyNoticeVersion(null)),
  } satisfies RouteHandlers;
}
