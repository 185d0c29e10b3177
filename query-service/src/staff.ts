import type { RouteResponse } from '@portal/contracts';
import {
  ADMIN_STATS_ID,
  type AdminStats,
  adminUserSchema,
  agentSchema,
  collections,
  emptyAdminStats,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

export async function adminStats(documents: DocumentStore): Promise<RouteResponse<'adminStats'>> {
  return (await documents.get<AdminStats>(collections.adminStats, ADMIN_STATS_ID)) ?? emptyAdminStats;
}

export async function adminUsers(documents: DocumentStore): Promise<RouteResponse<'adminUsers'>> {
  const users = await documents.list(collections.users, { orderBy: 'createdAt', desc: true });
  return users.map((u) => adminUserSchema.parse(u));
}

export async function agents(documents: DocumentStore): Promise<RouteResponse<'agents'>> {
  const list = await documents.list(collections.agents);
  return list.map((a) => agentSchema.parse(a));
}
