import type { RouteResponse } from '@portal/contracts';
import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  ADMIN_STATS,
  ADMIN_STATS_ID,
  type AdminStatsDoc,
  AGENT_APPLICATIONS,
  AGENTS,
  type AgentDoc,
  adminClientSchema,
  adminFraudCaseSchema,
  adminUserSchema,
  agentApplicationRowSchema,
  agentSchema,
  emptyAdminStats,
  type ListQuery,
  USERS,
} from '@portal/contracts';
import type { Actor, DocumentStore, RouteHandlers } from '@portal/platform';
import { type Page, paged, pageFromStore } from './listing.js';

/** GET /api/admin/stats: the projected figures and series, and each agent's clients against capacity. */
async function adminStats(documents: DocumentStore): Promise<RouteResponse<'adminStats'>> {
  const stats = (await documents.get<AdminStatsDoc>(ADMIN_STATS, ADMIN_STATS_ID)) ?? emptyAdminStats;
  const agentDocs = await documents.list<AgentDoc>(AGENTS);
  const clientsPerAgent = agentDocs
    .map((a) => ({
      agentId: a.id,
      name: a.user.fullName,
      clients: a.clientCount,
      maxClients: a.maxClients,
    }))
    .sort((a, b) => a.name.localeCompare(b.name, 'es'));
  return { ...emptyAdminStats, ...stats, clientsPerAgent };
}

/** GET /api/admin/users: searched by name, username or e-mail; newest first unless sorted otherwise. */
async function adminUsers(
  documents: DocumentStore,
  query: ListQuery | undefined,
): Promise<Page<RouteResponse<'adminUsers'>[number]>> {
  const page = await pageFromStore<object>(documents, USERS, query, {
    search: ['fullName', 'username', 'email'],
    sorts: {
      createdAt: 'createdAt',
      fullName: 'fullName',
      username: 'username',
      email: 'email',
      role: 'role',
    },
    defaultSort: '-createdAt',
  });
  return { rows: page.rows.map((u) => adminUserSchema.parse(u)), total: page.total };
}

/**
 * GET /api/fraud-cases: complete cases, newest first, each with its client's user nested; an agent gets the cases
 * of the clients assigned to them, administration every case.
 */
async function fraudCases(
  documents: DocumentStore,
  actor: Actor,
  query: ListQuery | undefined,
): Promise<Page<RouteResponse<'fraudCases'>[number]>> {
  // Administration and compliance read every case, an agent their clients'.
  const admin = actor.role === 'admin' || actor.role === 'superadmin' || actor.role === 'compliance';
  if (!admin && actor.role !== 'agent') return { rows: [], total: 0 };
  const page = await pageFromStore<object>(documents, ADMIN_FRAUD_CASES, query, {
    search: ['client.user.fullName', 'client.user.email', 'platform', 'fraudType'],
    sorts: {
      createdAt: 'createdAt',
      fraudDate: 'fraudDate',
      urgencyLevel: 'urgencyLevel',
      isProcessed: 'isProcessed',
    },
    defaultSort: '-createdAt',
    ...(admin ? {} : { where: { agentUserId: actor.userId } }),
  });
  return {
    rows: page.rows.flatMap((doc) => {
      const row = adminFraudCaseSchema.safeParse(doc);
      return row.success ? [row.data] : [];
    }),
    total: page.total,
  };
}

/**
 * GET /api/admin/clients: complete client records, searched by name, e-mail, account number, phone or city;
 * newest registration first unless sorted otherwise.
 */
async function adminClients(
  documents: DocumentStore,
  query: ListQuery | undefined,
): Promise<Page<RouteResponse<'adminClients'>[number]>> {
  const page = await pageFromStore<object>(documents, ADMIN_CLIENTS, query, {
    search: ['user.fullName', 'user.email', 'accountNumber', 'contactPhone', 'city'],
    sorts: {
      registrationDate: 'registrationDate',
      accountNumber: 'accountNumber',
      name: 'user.fullName',
      status: 'status',
      city: 'city',
    },
    defaultSort: '-registrationDate',
  });
  return {
    rows: page.rows.flatMap((doc) => {
      const row = adminClientSchema.safeParse(doc);
      return row.success ? [row.data] : [];
    }),
    total: page.total,
  };
}

/** GET /api/agents: searched by name, e-mail, licence or specialization; by name unless sorted otherwise. */
async function agents(
  documents: DocumentStore,
  query: ListQuery | undefined,
): Promise<Page<RouteResponse<'agents'>[number]>> {
  const page = await pageFromStore<object>(documents, AGENTS, query, {
    search: ['user.fullName', 'user.email', 'licenseNumber', 'specialization'],
    sorts: { name: 'user.fullName', availability: 'availability', maxClients: 'maxClients' },
    defaultSort: 'name',
  });
  return { rows: page.rows.map((a) => agentSchema.parse(a)), total: page.total };
}

/**
 * GET /api/admin/agent-applications: pending applications first, each group newest first, unless sorted
 * otherwise; searched by name, username, e-mail or licence.
 */
async function agentApplications(
  documents: DocumentStore,
  query: ListQuery | undefined,
): Promise<Page<RouteResponse<'agentApplications'>[number]>> {
  const page = await pageFromStore<object>(documents, AGENT_APPLICATIONS, query, {
    search: ['fullName', 'username', 'email', 'licenseNumber'],
    sorts: {
      queue: { field: 'awaiting', desc: true, thenBy: [{ field: 'submittedAt', desc: true }] },
      submittedAt: 'submittedAt',
      name: 'fullName',
      status: 'status',
    },
    defaultSort: 'queue',
  });
  return { rows: page.rows.map((d) => agentApplicationRowSchema.parse(d)), total: page.total };
}

/** The administration's lists and figures, and the cases a staff member works. */
export function staffRoutes(documents: DocumentStore) {
  return {
    adminStats: async () => ({ body: await adminStats(documents) }),
    adminUsers: async ({ query }) => paged(await adminUsers(documents, query)),
    adminClients: async ({ query }) => paged(await adminClients(documents, query)),
    fraudCases: async ({ actor, query }) => paged(await fraudCases(documents, actor, query)),
    agents: async ({ query }) => paged(await agents(documents, query)),
    agentApplications: async ({ query }) => paged(await agentApplications(documents, query)),
  } satisfies RouteHandlers;
}
