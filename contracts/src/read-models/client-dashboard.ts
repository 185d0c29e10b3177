import type { PhaseResponsibleKind } from '../labels/case.js';
import type { ClientDashboard } from '../schemas/dashboard.js';

/** Projection `clientDashboard` (its checkpoint has the same name). */
export const CLIENT_DASHBOARD_PROJECTION = 'clientDashboard';

/** Keyed by the client's user id: exactly the dashboard response, plus what the projector needs again later. */
export const CLIENT_DASHBOARDS = 'clientDashboards';

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
};
