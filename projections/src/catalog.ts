import type { Projector } from './projector.js';
import { adminStatsProjector } from './read-models/admin-stats.js';
import { agentsProjector } from './read-models/agents.js';
import { clientDashboardProjector } from './read-models/client-dashboard.js';
import { usersProjector } from './read-models/users.js';

/** The read models of the portal, kept by one runner with one checkpoint (READ_MODELS in contracts). */
export const readModelProjectors: readonly Projector[] = [
  usersProjector,
  clientDashboardProjector,
  adminStatsProjector,
  agentsProjector,
];
export const readModelCollections = readModelProjectors.flatMap((p) => p.collections);
