import type { AdminStats } from '../schemas/staff.js';

/** Projection `adminStats` (its checkpoint has the same name): the four figures of the admin panels. */
export const ADMIN_STATS_PROJECTION = 'adminStats';

/** One document, ADMIN_STATS_ID. */
export const ADMIN_STATS = 'adminStats';
export const ADMIN_STATS_ID = 'global';

/** The figures before any event: what the projector starts from and what the query answers without a document. */
export const emptyAdminStats: Readonly<AdminStats> = {
  totalUsers: 0,
  activeClients: 0,
  totalAgents: 0,
  totalRecovered: 0,
};
