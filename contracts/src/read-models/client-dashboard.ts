import { recoveryRate } from '../decimal.js';
import { type Currency, recoveryStatusOf } from '../enums.js';
import {
  type CaseTimelineFacts,
  type CaseTimelineKind,
  caseTimelineLabels,
  type PhaseResponsibleKind,
  phaseResponsibleLabel,
  type RecoveryPhaseKey,
  type RequiredDocumentKey,
  recoveryPhaseLabels,
  requiredDocumentLabels,
} from '../labels/case.js';
import type { ClientDashboard, DashboardPhase } from '../schemas/dashboard.js';
import type { RecoveryHome } from '../schemas/home.js';
import type { ServicePlanKey } from '../texts/plans.js';

/** Projection `clientDashboard` (its checkpoint has the same name). */
export const CLIENT_DASHBOARD_PROJECTION = 'clientDashboard';

/**
 * Keyed by the client's user id: the dashboard response with keys where it shows Spanish labels (phases, catalog
 * documents, timeline entries), plus what the projector needs again later. The labels are applied when read.
 */
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

type Process = ClientDashboard['recoveryProcess'];
type RequiredDocument = Process['documents']['required'][number];

/**
 * A phase as stored: its key, state, dates and the staff's next steps. Its name, description and estimate (the
 * key's labels), its responsible (its kind in `phaseResponsibles`, with the agent's name) and its date (completed,
 * else started) are applied when read.
 */
export type StoredDashboardPhase = Pick<
  DashboardPhase,
  'status' | 'progress' | 'nextSteps' | 'startedAt' | 'completedAt'
> & { key: RecoveryPhaseKey };

/** A required document as stored: one of the catalog by its key (its labels applied when read), one staff worded with their text. */
export type StoredRequiredDocument = Pick<RequiredDocument, 'documentId' | 'required' | 'answered'> &
  (
    | { documentKey: RequiredDocumentKey; name?: never; description?: never }
    | { documentKey?: never; name: string; description: string }
  );

/** A timeline entry as stored: its kind, date and facts; its wording (contracts' labels) is applied when read. */
export type StoredTimelineEntry = {
  [K in CaseTimelineKind]: { kind: K; date: string; facts: CaseTimelineFacts[K] };
}[CaseTimelineKind];

/** The recovery process as stored: the response's, with keys instead of labels. */
export type StoredRecoveryProcess = Omit<Process, 'phases' | 'documents' | 'timeline'> & {
  phases: StoredDashboardPhase[];
  documents: { required: StoredRequiredDocument[]; submitted: Process['documents']['submitted'] };
  timeline: StoredTimelineEntry[];
};

/** What the projector keeps beside the response's fields (the response schema drops them when answering). */
interface DashboardInternals {
  /** An agent assigned before the recovery process document existed. */
  pendingAgent?: { name: string; phone: string; email: string };
  /** Who answers for each phase of `recoveryProcess.phases`, in the same order (an agent's phases show its name). */
  phaseResponsibles?: PhaseResponsibleKind[];
  /** The assigned agent's user id: a milestone they recorded shows their name as responsible. */
  agentUserId?: string;
  /** What the client's home needs beyond the dashboard. */
  caseId?: string;
  openedAt?: string;
  figures?: { originalAmount: string; recoveredAmount: string; pendingAmount: string; currency: Currency };
  cancelled?: boolean;
  servicePlan?: ServicePlanKey;
}

/**
 * The stored dashboard document. While a registration is being written its parts arrive one by one; the query
 * answers only a complete one, with its labels applied (`labelledDashboard`), through the response schema.
 */
export type DashboardDoc = Partial<Omit<ClientDashboard, 'recoveryProcess'>> & {
  recoveryProcess?: StoredRecoveryProcess;
} & DashboardInternals;

/** The dashboard document with its labels applied: the response's fields, and the projector's own beside them. */
export type LabelledDashboardDoc = Partial<ClientDashboard> & DashboardInternals;

/** A stored timeline entry in words: the labels of its kind filled with its facts. */
function wordedEntry<K extends CaseTimelineKind>(entry: {
  kind: K;
  date: string;
  facts: CaseTimelineFacts[K];
}) {
  const labels = caseTimelineLabels[entry.kind];
  return {
    type: labels.type,
    event: labels.event(entry.facts),
    description: labels.description(entry.facts),
    date: entry.date,
    responsible: labels.responsible(entry.facts),
  };
}

/**
 * The labels of a stored dashboard document applied (made when read, once per stored text): each phase's name,
 * description, estimate, responsible and date; each catalog document's name and description; each timeline
 * entry's words. The same document a projector storing the labels would have kept.
 */
export function labelledDashboard(doc: DashboardDoc): LabelledDashboardDoc {
  const { recoveryProcess: process, ...rest } = doc;
  if (!process) return rest;
  const kinds = doc.phaseResponsibles ?? [];
  return {
    ...rest,
    recoveryProcess: {
      ...process,
      phases: process.phases.map((p, i) => {
        const labels = recoveryPhaseLabels[p.key];
        return {
          key: p.key,
          name: labels.name,
          description: labels.description,
          status: p.status,
          responsible: phaseResponsibleLabel(kinds[i] ?? 'assignedAgent', process.assignedAgent),
          date: p.completedAt ?? p.startedAt,
          progress: p.progress,
          nextSteps: p.nextSteps,
          estimatedDuration: labels.estimatedDuration,
          estimatedDays: labels.estimatedDays,
          startedAt: p.startedAt,
          completedAt: p.completedAt,
        };
      }),
      documents: {
        required: process.documents.required.map((d) => {
          const { name, description } = d.documentKey ? requiredDocumentLabels[d.documentKey] : d;
          return { documentId: d.documentId, name, description, required: d.required, answered: d.answered };
        }),
        submitted: process.documents.submitted,
      },
      timeline: process.timeline.map((t) => wordedEntry(t)),
    },
  };
}

/**
 * The home shape of GET /api/recovery/:userId (client-portal.md §3), made when read from the client's dashboard
 * document (nothing of it is stored). Amounts in the case's own currency: the query converts them to MXN at the
 * operator's configured rate. `agentUserId` decides which agent may read it.
 */
export type RecoveryHomeDoc = Omit<RecoveryHome, 'conversion'> & { agentUserId: string | null };

/**
 * The home of a client's dashboard document (its labels applied) once every part of the registration arrived; null before. A document
 * in review is 'pending' in the home's words; the current phase is the one in progress.
 */
export function recoveryHomeOf(userId: string, doc: LabelledDashboardDoc): RecoveryHomeDoc | null {
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
