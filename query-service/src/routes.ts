import { type FirmTerms, privacyNoticeVersion } from '@portal/contracts';
import type { DocumentStore, RouteHandlers } from '@portal/platform';
import { agentClients, caseCommentCounts, caseComments, caseFile, clientCaseComments } from './cases.js';
import { myDashboard } from './dashboard.js';
import { caseDocuments, documentAccessLog } from './documents.js';
import { profile, recoveryCase } from './home.js';
import { type Page, totalHeader } from './listing.js';
import { notifications } from './notifications.js';
import { outcomesQuery } from './outcomes.js';
import { myConsents } from './privacy.js';
import { myPrivacyRequests, privacyRequestQueue } from './privacy-requests.js';
import { recoveryProcesses } from './recovery.js';
import { adminSecurityComments, securityComments } from './security-comments.js';
import { adminIndicators, adminNews, indicators, news, newsArticle } from './site-content.js';
import { adminClients, adminStats, adminUsers, agentApplications, agents, fraudCases } from './staff.js';

/** A page answers its rows (the spec's array) and the count of all that matched in X-Total-Count. */
const paged = <T>({ rows, total }: Page<T>) => ({ body: rows, headers: totalHeader(total) });

/**
 * The read routes this service answers, by route name of the contracts' table. Each handler is typed by its
 * route: it must answer the route's response schema.
 */
export function queryRoutes(
  documents: DocumentStore,
  firm: FirmTerms = { plans: [], exchangeRates: {} },
  options: { outcomesCacheMs?: number; privacyNoticeVersion?: string } = {},
) {
  const outcomes = outcomesQuery(documents, firm.exchangeRates, options.outcomesCacheMs);
  return {
    recoveryCase: async ({ actor, params }) => ({
      json: await recoveryCase(documents, actor, params.userId, firm.exchangeRates),
    }),
    profile: async ({ actor }) => ({ body: await profile(documents, actor) }),
    plans: async () => ({ body: firm.plans }),
    outcomes: async ({ now }) => ({ body: await outcomes(now) }),
    indicators: async () => ({ body: await indicators(documents) }),
    news: async ({ query, now }) => ({ body: await news(documents, query.limit, now) }),
    newsArticle: async ({ params, now }) => ({ body: await newsArticle(documents, params.id, now) }),
    adminIndicators: async () => ({ body: await adminIndicators(documents) }),
    adminNews: async () => ({ body: await adminNews(documents) }),
    myDashboard: async ({ actor }) => ({ json: await myDashboard(documents, actor.userId) }),
    notifications: async ({ actor }) => ({ json: await notifications(documents, actor.userId) }),
    adminStats: async () => ({ body: await adminStats(documents) }),
    adminUsers: async ({ query }) => paged(await adminUsers(documents, query)),
    adminClients: async ({ query }) => paged(await adminClients(documents, query)),
    fraudCases: async ({ actor, query }) => paged(await fraudCases(documents, actor, query)),
    recoveryProcesses: async ({ actor, query }) => paged(await recoveryProcesses(documents, actor, query)),
    agents: async ({ query }) => paged(await agents(documents, query)),
    agentApplications: async ({ query }) => paged(await agentApplications(documents, query)),
    agentClients: async ({ actor, query }) => paged(await agentClients(documents, actor, query)),
    caseFile: async ({ actor, params }) => ({ body: await caseFile(documents, actor, params.caseId) }),
    caseComments: async ({ actor, params }) => ({ body: await caseComments(documents, actor, params.id) }),
    caseCommentCounts: async ({ actor, query }) => ({
      body: await caseCommentCounts(documents, actor, query.ids),
    }),
    clientCaseComments: async ({ actor, params }) => ({
      body: await clientCaseComments(documents, actor, params.id),
    }),
    caseDocuments: async ({ actor, params }) => ({
      body: await caseDocuments(documents, actor, params.caseId),
    }),
    documentAccessLog: async ({ params }) => ({ body: await documentAccessLog(documents, params.id) }),
    securityComments: async () => ({ body: await securityComments(documents) }),
    adminSecurityComments: async () => ({ body: await adminSecurityComments(documents) }),
    // ARCO requests, the person's own and the queue with its legal clock.
    myPrivacyRequests: async ({ actor }) => ({ body: await myPrivacyRequests(documents, actor) }),
    privacyRequestQueue: async ({ query, now }) => paged(await privacyRequestQueue(documents, query, now)),
    myConsents: async ({ actor }) => ({
      body: await myConsents(
        documents,
        actor.userId,
        options.privacyNoticeVersion ?? privacyNoticeVersion(null),
      ),
    }),
  } satisfies RouteHandlers;
}
