import {
  ADMIN_STATS,
  ADMIN_STATS_ID,
  ADMIN_STATS_PROJECTION,
  type AdminStats,
  emptyAdminStats,
} from '@portal/contracts';
import { defineProjector } from '../../projector.js';

/** How a client's status change moves the count of active clients. */
const activeDelta = (from: string, to: string) => (to === 'active' ? 1 : 0) - (from === 'active' ? 1 : 0);

/** adminStats: the four figures of the admin panels, counted from events (a client counts while active). */
export const adminStatsProjector = defineProjector({
  name: ADMIN_STATS_PROJECTION,
  version: 1,
  collections: [ADMIN_STATS],
  handles: ['UserRegistered', 'ClientRegistered', 'AgentCreated', 'ClientStatusChanged'],
  async apply({ event }, view) {
    const delta: Partial<AdminStats> =
      event.type === 'UserRegistered'
        ? { totalUsers: 1 }
        : event.type === 'ClientRegistered'
          ? { activeClients: 1 }
          : event.type === 'ClientStatusChanged'
            ? { activeClients: activeDelta(event.data.previousStatus, event.data.status) }
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
