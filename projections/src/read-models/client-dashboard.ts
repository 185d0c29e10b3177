import {
  type ClientDashboard,
  collections,
  countryLabels,
  type DashboardDoc,
  type EventOf,
  screenTexts,
} from '@portal/contracts';
import type { DocView, Projector } from '../projector.js';

const CLIENT_DASHBOARDS = collections.clientDashboards;

type Process = ClientDashboard['recoveryProcess'];

function opened(e: EventOf<'RecoveryProcessOpened'>['data'], at: string): Process {
  return {
    caseNumber: e.caseNumber,
    assignedAgent: null,
    agentPhone: null,
    agentEmail: null,
    priority: e.priority,
    estimatedCompletion: null,
    phases: e.phases.map((p) => ({
      name: p.name,
      status: p.status,
      responsible: p.responsible,
      date: p.completedAt ?? p.startedAt,
    })),
    documents: { required: e.requiredDocuments, submitted: [] },
    timeline: [
      {
        event: 'Caso registrado',
        date: at,
        description: `Se abrió el expediente ${e.caseNumber} y comenzó el análisis de su caso.`,
        responsible: 'Sistema',
      },
    ],
  };
}

function withAgent(
  process: Process,
  agent: { name: string; phone: string; email: string },
  at: string,
): Process {
  return {
    ...process,
    assignedAgent: agent.name,
    agentPhone: agent.phone,
    agentEmail: agent.email,
    phases: process.phases.map((p) =>
      p.responsible === screenTexts.assignedAgentPlaceholder ? { ...p, responsible: agent.name } : p,
    ),
    timeline: [
      ...process.timeline,
      {
        event: 'Agente asignado',
        date: at,
        description: `${agent.name} atenderá su caso.`,
        responsible: 'Administración',
      },
    ],
  };
}

async function update(view: DocView, userId: string, change: (doc: DashboardDoc) => DashboardDoc) {
  const doc = (await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId)) ?? {};
  view.put(CLIENT_DASHBOARDS, userId, change(doc));
}

export const clientDashboardProjector: Projector = {
  name: 'clientDashboard',
  collections: [CLIENT_DASHBOARDS],
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
          const process = opened(event.data, at);
          return { ...doc, recoveryProcess: pendingAgent ? withAgent(process, pendingAgent, at) : process };
        });
      case 'ClientAssignedToAgent': {
        const agent = {
          name: event.data.agentName,
          phone: event.data.agentPhone,
          email: event.data.agentEmail,
        };
        return update(view, event.data.userId, (doc) =>
          doc.recoveryProcess
            ? { ...doc, recoveryProcess: withAgent(doc.recoveryProcess, agent, at) }
            : { ...doc, pendingAgent: agent },
        );
      }
      default:
        return;
    }
  },
};
