import {
  CLIENT_DASHBOARDS,
  countryLabel,
  DASHBOARD_AGENT_CLIENTS,
  type DashboardAgentClientsDoc,
  type DashboardDoc,
} from '@portal/contracts';
import type { DocView } from '../../projector.js';
import type { Agent, Process } from './stored-process.js';

/** The client's dashboard document (their home is made from it when read). */
export function put(view: DocView, userId: string, doc: DashboardDoc) {
  view.put(CLIENT_DASHBOARDS, userId, doc);
}

/** The client's dashboard document changed by `change` (an empty one the first time). */
export async function update(view: DocView, userId: string, change: (doc: DashboardDoc) => DashboardDoc) {
  const doc = (await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId)) ?? {};
  put(view, userId, change(doc));
}

/** A change of the recovery process of a client whose dashboard has one (the process's events follow its opening). */
export async function updateProcess(
  view: DocView,
  userId: string,
  change: (process: Process, doc: DashboardDoc) => Process,
) {
  const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId);
  if (!doc?.recoveryProcess) return;
  put(view, userId, { ...doc, recoveryProcess: change(doc.recoveryProcess, doc) });
}

/** A change of what only the home shows (figures, cancellation), once the process exists. */
export async function updateHomeFacts(
  view: DocView,
  userId: string,
  change: (doc: DashboardDoc) => DashboardDoc,
) {
  const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId);
  if (doc?.recoveryProcess) put(view, userId, change(doc));
}

/** Where the client lives as the dashboard shows it: the address given, else the city and the country's name. */
export function placeOf(contact: { address: string | null; city: string; country: string }): string {
  return contact.address ?? `${contact.city}, ${countryLabel(contact.country)}`;
}

/**
 * The agent's new contact or name on the dashboards of the clients they have now: the process's agent fields and
 * the agent's phases (the timeline keeps the name the agent had when assigned), or the agent waiting for the
 * process. A client given to another agent since is left alone.
 */
export async function reviseAgent(view: DocView, agentUserId: string, change: Partial<Agent>) {
  const listed = await view.get<DashboardAgentClientsDoc>(DASHBOARD_AGENT_CLIENTS, agentUserId);
  for (const userId of listed?.clients ?? []) {
    const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId);
    if (!doc || doc.agentUserId !== agentUserId) continue;
    if (doc.pendingAgent) put(view, userId, { ...doc, pendingAgent: { ...doc.pendingAgent, ...change } });
    else if (doc.recoveryProcess) {
      const process = doc.recoveryProcess;
      put(view, userId, {
        ...doc,
        recoveryProcess: {
          ...process,
          ...(change.name === undefined ? {} : { assignedAgent: change.name }),
          ...(change.phone === undefined ? {} : { agentPhone: change.phone }),
          ...(change.email === undefined ? {} : { agentEmail: change.email }),
        },
      });
    }
  }
}
