import {
  ADMIN_STATS_ID,
  type AdminStats,
  adminUserSchema,
  agentSchema,
  collections,
} from '@portal/contracts';
import type { DocumentStore, RouteResult } from '@portal/platform';

const noStats: AdminStats = { totalUsers: 0, activeClients: 0, totalAgents: 0, totalRecovered: 0 };

export async function adminStats(documents: DocumentStore): Promise<RouteResult> {
  return { body: (await documents.get<AdminStats>(collections.adminStats, ADMIN_STATS_ID)) ?? noStats };
}

export async function adminUsers(documents: DocumentStore): Promise<RouteResult> {
  const users = await documents.list(collections.users, { orderBy: 'createdAt', desc: true });
  return { body: users.map((u) => adminUserSchema.parse(u)) };
}

export async function agents(documents: DocumentStore): Promise<RouteResult> {
  const list = await documents.list(collections.agents);
  return { body: list.map((a) => agentSchema.parse(a)) };
}
