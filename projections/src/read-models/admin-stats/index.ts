import {
  ADMIN_STATS,
  ADMIN_STATS_ID,
  ADMIN_STATS_PROJECTION,
  type AdminStats,
  emptyAdminStats,
} from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/** adminStats: the four figures of the admin panels, counted from events. */
export const adminStatsProjector = defineProjector({
  name: ADMIN_STATS_PROJECTION,
  version: 1,
  collections: [ADMIN_STATS],
  handles: ['UserRegistered', 'ClientRegistered', 'AgentCreated'],
  async apply({ event }, view) {
    const delta: Partial<AdminStats> =
      event.type === 'UserRegistered'
        ? { totalUsers: 1 }
        : event.type === 'ClientRegistered'
          ? { activeClients: 1 }
          : { totalAgents: 1 };
    const stats = (await view.get<AdminStats>(ADMIN_STATS, ADMIN_STATS_ID)) ?? emptyAdminStats;
    view.put(ADMIN_STATS, ADMIN_STATS_ID, {
      totalUsers: stats.totalUsers + (delta.totalUsers ?? 0),
      activeClients: stats.activeClients + (delta.activeClients ?? 0),
      totalAgents: stats.totalAgents + (delta.totalAgents ?? 0),
      totalRecovered: stats.totalRecovered + (delta.totalRecovered ?? 0),
    });
  },
});
