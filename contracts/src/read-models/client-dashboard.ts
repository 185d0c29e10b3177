import { recoveryRate } from '../decimal.js';
import { recoveryStatusOf } from '../enums.js';
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
  /** What the client's home needs beyond the dashboard. */
  caseId?: string;
  openedAt?: string;
  figures?: { originalAmount: string; recoveredAmount: string; pendingAmount: string; currency: string };
  cancelled?: boolean;
  servicePlan?: ServicePlanKey;
};

/**
 * The home shape of GET /api/recovery/:userId (client-portal.md §3), made when read from the client's dashboard
 * document (nothing of it is stored). Amounts in the case's own currency: the query converts them to MXN at the
 * operator's configured rate. `agentUserId` decides which agent may read it.
 */
export type RecoveryHomeDoc = Omit<RecoveryHome, 'conversion'> & { agentUserId: string | null };

/**
 * The home of a client's dashboard document once every part of the registration arrived; null before. A document
 * in review is 'pending' in the home's words; the current phase is the one in progress.
 */
export function recoveryHomeOf(userId: string, doc: DashboardDoc): RecoveryHomeDoc | null {
  const process = doc.recoveryProcess;
  if (!process || !doc.user || !doc.client || !doc.fraudCase || !doc.caseId || !doc.openedAt || !doc.figures)
    return null;
  const phases = process.phases;
  const { originalAmount, recoveredAmount, pendingAmount, currency } = doc.figures;
  return {
    userId,
    caseId: doc.caseId,
    caseNumber: process.caseNumber,
    status: recoveryStatusOf(doc.cancelled === true, phases),
    priority: process.priority,
    currentPhase: phases.find((p) => p.status === 'in_progress')?.key ?? null,
    phaseOrder: phases.map((p) => p.key),
    phases: Object.fromEntries(
      phases.map((p) => [
        p.key,
        {
          name: p.name,
          description: p.description,
          status: p.status,
          progress: p.status === 'in_progress' ? p.progress : null,
          agent: p.responsible,
          startedAt: p.startedAt,
          completedAt: p.completedAt,
          estimatedDuration: p.estimatedDuration,
          estimatedDays: p.estimatedDays,
          documents: [],
          nextSteps: p.nextSteps,
        },
      ]),
    ),
    estimatedCompletion: process.estimatedCompletion,
    createdAt: doc.openedAt,
    assignedAgent: process.assignedAgent,
    agentContact:
      process.agentEmail && process.agentPhone
        ? { email: process.agentEmail, phone: process.agentPhone }
        : null,
    originalAmount,
    recoveredAmount,
    pendingAmount,
    currency,
    // The home's rate is a string ("12.5", client-portal.md §3): the same rate staff read, written out.
    recoveryRate: recoveryRate(recoveredAmount, originalAmount).toFixed(1),
    servicePlan: process.servicePlan ?? null,
    documents: {
      submitted: process.documents.submitted.map((d) => ({
        name: d.name,
        status: d.status === 'in_review' ? 'pending' : d.status,
        uploadedAt: d.uploadedAt,
      })),
      pending: process.documents.required
        .filter((d) => !d.answered)
        .map((d) => ({ name: d.name, requiredBy: null })),
    },
    timeline: process.timeline.map((t) => ({
      event: t.event,
      description: t.description,
      date: t.date,
      type: t.type,
    })),
    agentUserId: doc.agentUserId ?? null,
  };
}
