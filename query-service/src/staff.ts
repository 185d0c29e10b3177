import type { RouteResponse } from '@portal/contracts';
import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  ADMIN_STATS,
  ADMIN_STATS_ID,
  type AdminStatsDoc,
  AGENTS,
  type AgentDoc,
  adminClientSchema,
  adminFraudCaseSchema,
  adminUserSchema,
  agentSchema,
  emptyAdminStats,
  USERS,
} from '@portal/contracts';
import type { Actor, DocumentStore } from '@portal/platform';

/** GET /api/admin/stats: the projected figures and series, and each agent's clients against capacity. */
export async function adminStats(documents: DocumentStore): Promise<RouteResponse<'adminStats'>> {
  const stats = (await documents.get<AdminStatsDoc>(ADMIN_STATS, ADMIN_STATS_ID)) ?? emptyAdminStats;
  const agentDocs = await documents.list<AgentDoc>(AGENTS);
  const clientsPerAgent = agentDocs
    .map((a) => ({
      agentId: a.id,
      name: a.user.fullName,
      clients: a.clientIds.length,
      maxClients: a.maxClients,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return { ...emptyAdminStats, ...stats, clientsPerAgent };
}

export async function adminUsers(documents: DocumentStore): Promise<RouteResponse<'adminUsers'>> {
  const users = await documents.list(USERS, { orderBy: 'createdAt', desc: true });
  return users.map((u) => adminUserSchema.parse(u));
}

/**
 * GET /api/fraud-cases: complete cases, newest first, each with its client's user nested; an agent gets the cases
 * of the clients assigned to them, administration every case.
 */
export async function fraudCases(
  documents: DocumentStore,
  actor: Actor,
): Promise<RouteResponse<'fraudCases'>> {
  const admin = actor.role === 'admin' || actor.role === 'superadmin';
  if (!admin && actor.role !== 'agent') return [];
  const docs = await documents.list(ADMIN_FRAUD_CASES, {
    ...(admin ? {} : { where: { agentUserId: actor.userId } }),
    orderBy: 'createdAt',
    desc: true,
  });
  return docs.flatMap((doc) => {
    const row = adminFraudCaseSchema.safeParse(doc);
    return row.success ? [row.data] : [];
  });
}

/** GET /api/admin/clients: complete client records, newest registration first. */
export async function adminClients(documents: DocumentStore): Promise<RouteResponse<'adminClients'>> {
  const docs = await documents.list(ADMIN_CLIENTS, { orderBy: 'registrationDate', desc: true });
  return docs.flatMap((doc) => {
    const row = adminClientSchema.safeParse(doc);
    return row.success ? [row.data] : [];
  });
}

export async function agents(documents: DocumentStore): Promise<RouteResponse<'agents'>> {
  const list = await documents.list(AGENTS);
  return list.map((a) => agentSchema.parse(a));
}
