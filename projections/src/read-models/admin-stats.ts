import { ADMIN_STATS_ID, type AdminStats, collections } from '@portal/contracts';
import type { Projector } from '../projector.js';

const ADMIN_STATS = collections.adminStats;

const empty: AdminStats = { totalUsers: 0, activeClients: 0, totalAgents: 0, totalRecovered: 0 };

/** adminStats: the four figures of the admin panels, counted from events. */
export const adminStatsProjector: Projector = {
  name: 'adminStats',
  collections: [ADMIN_STATS],
  async apply({ event }, view) {
    const delta: Partial<AdminStats> =
      event.type === 'UserRegistered'
        ? { totalUsers: 1 }
        : event.type === 'ClientRegistered'
          ? { activeClients: 1 }
          : event.type === 'AgentCreated'
            ? { totalAgents: 1 }
            : {};
    if (Object.keys(delta).length === 0) return;
    const stats = (await view.get<AdminStats>(ADMIN_STATS, ADMIN_STATS_ID)) ?? empty;
    view.put(ADMIN_STATS, ADMIN_STATS_ID, {
      totalUsers: stats.totalUsers + (delta.totalUsers ?? 0),
      activeClients: stats.activeClients + (delta.activeClients ?? 0),
      totalAgents: stats.totalAgents + (delta.totalAgents ?? 0),
      totalRecovered: stats.totalRecovered + (delta.totalRecovered ?? 0),
    });
  },
};
