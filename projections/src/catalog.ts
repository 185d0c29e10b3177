import type { Projector } from './projector.js';
import { adminClientsProjector } from './read-models/admin-clients/index.js';
import { adminFraudCasesProjector } from './read-models/admin-fraud-cases/index.js';
import { adminStatsProjector } from './read-models/admin-stats/index.js';
import { agentApplicationsProjector } from './read-models/agent-applications/index.js';
import { agentsProjector } from './read-models/agents/index.js';
import { caseDocumentsProjector } from './read-models/case-documents/index.js';
import { caseFilesProjector } from './read-models/case-files/index.js';
import { clientDashboardProjector } from './read-models/client-dashboard/index.js';
import { notificationsProjector } from './read-models/notifications/index.js';
import { outcomesProjector } from './read-models/outcomes/index.js';
import { privacyConsentsProjector } from './read-models/privacy-consents/index.js';
import { privacyRequestsProjector } from './read-models/privacy-requests/index.js';
import { securityCommentsProjector } from './read-models/security-comments/index.js';
import { siteContentProjector } from './read-models/site-content/index.js';
import { usersProjector } from './read-models/users/index.js';

/** The projections of the portal: each is run by its own runner, with its own checkpoint. */
export const readModelProjectors: readonly Projector[] = [
  usersProjector,
  clientDashboardProjector,
  adminStatsProjector,
  agentsProjector,
  notificationsProjector,
  caseFilesProjector,
  securityCommentsProjector,
  caseDocumentsProjector,
  adminClientsProjector,
  adminFraudCasesProjector,
  agentApplicationsProjector,
  siteContentProjector,
  privacyConsentsProjector,
  privacyRequestsProjector,
  outcomesProjector,
];
