import type { DocumentStore, RouteHandlers } from '@portal/platform';
import { myDashboard } from './dashboard.js';
import { notifications } from './notifications.js';
import { adminStats, adminUsers, agents } from './staff.js';

/**
 * The read routes this service answers, by route name of the contracts' table. Each handler is typed by its
 * route: it must answer the route's response schema.
 */
export function queryRoutes(documents: DocumentStore) {
  return {
    myDashboard: async ({ actor }) => ({ body: await myDashboard(documents, actor.userId) }),
    notifications: async ({ actor }) => ({ body: await notifications(documents, actor.userId) }),
    adminStats: async () => ({ body: await adminStats(documents) }),
    adminUsers: async () => ({ body: await adminUsers(documents) }),
    agents: async () => ({ body: await agents(documents) }),
  } satisfies RouteHandlers;
}
