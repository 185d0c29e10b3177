import type { RouteName } from '@portal/contracts';
import type { DocumentStore, RouteHandler } from '@portal/platform';
import { myDashboard } from './dashboard.js';
import { adminStats, adminUsers, agents } from './staff.js';

/** The read routes this service answers, by route name of the contracts' table. */
export function queryRoutes(documents: DocumentStore): Partial<Record<RouteName, RouteHandler>> {
  return {
    myDashboard: (ctx) => myDashboard(documents, ctx),
    adminStats: () => adminStats(documents),
    adminUsers: () => adminUsers(documents),
    agents: () => agents(documents),
  };
}
