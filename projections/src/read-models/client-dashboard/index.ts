import {
  type CaseTimelineFacts,
  type CaseTimelineKind,
  CLIENT_DASHBOARD_PROJECTION,
  CLIENT_DASHBOARDS,
  type ClientDashboard,
  caseTimelineLabels,
  countryLabels,
  type DashboardDoc,
  type EventData,
  type PhaseResponsibleKind,
  phaseResponsibleLabel,
  recoveryPhaseLabels,
  requiredDocumentLabels,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';

type Process = ClientDashboard['recoveryProcess'];
type Agent = { name: string; phone: string; email: string };

/** A timeline entry of the dashboard: the labels of its kind (contracts) filled with the event's facts. */
function timelineEntry<K extends CaseTimelineKind>(kind: K, date: string, facts: CaseTimelineFacts[K]) {
  const labels = caseTimelineLabels[kind];
  return {
    event: labels.event,
    date,
    description: labels.description(facts),
    responsible: labels.responsible,
  };
}

/** The dashboard's part of a newly opened process: the plan's keys in Spanish, no agent yet. */
function opened(e: EventData<'RecoveryProcessOpened'>, at: string): Process {
  return {
    caseNumber: e.caseNumber,
    assignedAgent: null,
    agentPhone: null,
    agentEmail: null,
    priority: e.priority,
    estimatedCompletion: null,
    phases: e.phases.map((p) => ({
      name: recoveryPhaseLabels[p.phaseKey].name,
      status: p.status,
      responsible: phaseResponsibleLabel(p.responsibleKind, null),
      date: p.completedAt ?? p.startedAt,
    })),
    documents: {
      required: e.requiredDocuments.map((d) => ({
        ...requiredDocumentLabels[d.documentKey],
        required: d.required,
      })),
      submitted: [],
    },
    timeline: [timelineEntry('caseOpened', at, { caseNumber: e.caseNumber })],
  };
}

/** The agent's name, phone and e-mail, as responsible of the agent's phases, and a timeline entry. */
function withAgent(
  process: Process,
  responsibles: readonly PhaseResponsibleKind[],
  agent: Agent,
  at: string,
): Process {
  return {
    ...process,
    assignedAgent: agent.name,
    agentPhone: agent.phone,
    agentEmail: agent.email,
    phases: process.phases.map((p, i) => {
      const kind = responsibles[i];
      return kind ? { ...p, responsible: phaseResponsibleLabel(kind, agent.name) } : p;
    }),
    timeline: [...process.timeline, timelineEntry('agentAssigned', at, { agentName: agent.name })],
  };
}

async function update(view: DocView, userId: string, change: (doc: DashboardDoc) => DashboardDoc) {
  const doc = (await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId)) ?? {};
  view.put(CLIENT_DASHBOARDS, userId, change(doc));
}

/** clientDashboard: GET /api/clients/my-dashboard of each client, built as the registration's events arrive. */
export const clientDashboardProjector = defineProjector({
  name: CLIENT_DASHBOARD_PROJECTION,
  version: 1,
  collections: [CLIENT_DASHBOARDS],
  handles: [
    'UserRegistered',
    'ClientRegistered',
    'FraudCaseReported',
    'RecoveryProcessOpened',
    'ClientAssignedToAgent',
  ],
  async apply({ event, metadata }, view) {
    const at = metadata.occurredAt;
    switch (event.type) {
      case 'UserRegistered':
        if (event.data.role !== 'client') return;
        return update(view, event.data.userId, (doc) => ({
          ...doc,
          user: { fullName: event.data.fullName, email: event.data.email },
        }));
      case 'ClientRegistered': {
        const { accountNumber, contactPhone, address, city, country } = event.data;
        const place =
          address ?? `${city}, ${countryLabels[country as keyof typeof countryLabels] ?? country}`;
        return update(view, event.data.userId, (doc) => ({
          ...doc,
          client: { accountNumber, contactPhone, address: place },
        }));
      }
      case 'FraudCaseReported': {
        const d = event.data;
        return update(view, d.userId, (doc) => ({
          ...doc,
          fraudCase: {
            id: d.caseId,
            fraudType: d.fraudType,
            platform: d.platform,
            fraudDate: d.fraudDate,
            urgencyLevel: d.urgencyLevel,
            description: d.description,
            lossAmount: d.lossAmount,
            currency: d.currency,
          },
        }));
      }
      case 'RecoveryProcessOpened':
        return update(view, event.data.userId, ({ pendingAgent, ...doc }) => {
          const responsibles = event.data.phases.map((p) => p.responsibleKind);
          const process = opened(event.data, at);
          return {
            ...doc,
            recoveryProcess: pendingAgent ? withAgent(process, responsibles, pendingAgent, at) : process,
            phaseResponsibles: responsibles,
          };
        });
      case 'ClientAssignedToAgent': {
        const agent = {
          name: event.data.agentName,
          phone: event.data.agentPhone,
          email: event.data.agentEmail,
        };
        return update(view, event.data.userId, (doc) =>
          doc.recoveryProcess
            ? {
                ...doc,
                recoveryProcess: withAgent(doc.recoveryProcess, doc.phaseResponsibles ?? [], agent, at),
              }
            : { ...doc, pendingAgent: agent },
        );
      }
    }
  },
});
