import type { RouteResponse } from '@portal/contracts';
import {
  ADMIN_STATS,
  ADMIN_STATS_ID,
  type AdminStats,
  AGENTS,
  adminUserSchema,
  agentSchema,
  emptyAdminStats,
  USERS,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';

export async function adminStats(documents: DocumentStore): Promise<RouteResponse<'adminStats'>> {
  return (await documents.get<AdminStats>(ADMIN_STATS, ADMIN_STATS_ID)) ?? emptyAdminStats;
}

export async function adminUsers(documents: DocumentStore): Promise<RouteResponse<'adminUsers'>> {
  const users = await documents.list(USERS, { orderBy: 'createdAt', desc: true });
  return users.map((u) => adminUserSchema.parse(u));
}

export async function agents(documents: DocumentStore): Promise<RouteResponse<'agents'>> {
  const list = await documents.list(AGENTS);
  return list.map((a) => agentSchema.parse(a));
}
