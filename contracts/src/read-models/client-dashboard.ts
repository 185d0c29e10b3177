import type { PhaseResponsibleKind } from '../labels/case.js';
import type { ClientDashboard } from '../schemas/dashboard.js';
import type { RecoveryHome } from '../schemas/home.js';
import type { ServicePlanKey } from '../texts/plans.js';

/** Projection `clientDashboard` (its checkpoint has the same name). */
export const CLIENT_DASHBOARD_PROJECTION = 'clientDashboard';

/** Keyed by the client's user id: exactly the dashboard response, plus what the projector needs again later. */
export const CLIENT_DASHBOARDS = 'clientDashboards';

/**
 * The clients each agent (by the agent's user id) was given, and each agent id's user id: so that a new phone,
 * name or e-mail of the agent shows on those clients' dashboards. A client given to another agent since stays
 * listed (the dashboard's own `agentUserId` decides).
 */
export const DASHBOARD_AGENT_CLIENTS = 'dashboardAgentClients';
export const DASHBOARD_AGENT_USERS = 'dashboardAgentUsers';
export interface DashboardAgentClientsDoc {
  clients: string[];
}
export interface DashboardAgentUserDoc {
  agentUserId: string;
}

/**
 * While a registration is being written its parts arrive one by one; the query answers only a complete one,
 * and answers it through the response schema, which drops the fields below.
 */
export type DashboardDoc = Partial<ClientDashboard> & {
  /** An agent assigned before the recovery process document existed. */
  pendingAgent?: { name: string; phone: string; email: string };
  /** Who answers for each phase of `recoveryProcess.phases`, in the same order (an agent's phases show its name). */
  phaseResponsibles?: PhaseResponsibleKind[];
  /** The assigned agent's user id: a milestone they recorded shows their name as responsible. */
  agentUserId?: string;
  /** What the home read model needs beyond the dashboard (issue 11). */
  caseId?: string;
  openedAt?: string;
  figures?: { originalAmount: string; recoveredAmount: string; pendingAmount: string; currency: string };
  cancelled?: boolean;
  servicePlan?: ServicePlanKey;
};

/**
 * Keyed by the client's user id: the home shape of GET /api/recovery/:userId (client-portal.md §3), written by
 * the same projector as the dashboard from the same facts. Amounts in the case's own currency: the query
 * converts them to MXN at the operator's configured rate. `agentUserId` decides which agent may read it.
 */
export const RECOVERY_HOMES = 'recoveryHomes';
export type RecoveryHomeDoc = Omit<RecoveryHome, 'conversion'> & { agentUserId: string | null };
