import {
  type CaseTimelineFacts,
  type CaseTimelineKind,
  CLIENT_DASHBOARD_PROJECTION,
  CLIENT_DASHBOARDS,
  countryLabel,
  DASHBOARD_AGENT_CLIENTS,
  DASHBOARD_AGENT_USERS,
  type DashboardAgentClientsDoc,
  type DashboardAgentUserDoc,
  type DashboardDoc,
  type EventData,
  inCaseOrder,
  pathOf,
  phaseResponsibleLabel,
  type RecoveryPhase,
  recoveryPhaseLabels,
  requiredDocumentText,
  type StoredDashboardPhase,
  type StoredRecoveryProcess,
  type StoredRequiredDocument,
  type StoredTimelineEntry,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';
import { caseEventTypes, nextPhase } from '../case-work.js';

/**
 * The document keeps keys where the dashboard shows Spanish labels (phases, catalog documents, timeline entries):
 * the query applies contracts' labels when it reads it (labelledDashboard).
 */
type Process = StoredRecoveryProcess;
type Agent = { name: string; phone: string; email: string };
type SubmittedDocument = Process['documents']['submitted'][number];

/** A phase of the plan as stored: its key, state and dates (its labels and responsible applied when read). */
function storedPhase(phase: RecoveryPhase): StoredDashboardPhase {
  return {
    key: phase.phaseKey,
    status: phase.status,
    progress: null,
    nextSteps: [],
    startedAt: phase.startedAt,
    completedAt: phase.completedAt,
  };
}

/** A timeline entry as stored: its kind, date and facts. */
function entry<K extends CaseTimelineKind>(kind: K, date: string, facts: CaseTimelineFacts[K]) {
  return { kind, date, facts } as StoredTimelineEntry;
}

/** A required document staff added: one of the catalog by its key, else with the words staff gave it. */
function addedDocument(e: EventData<'RequiredDocumentAdded'>): StoredRequiredDocument {
  const kept = { documentId: e.documentId, required: e.required, answered: false };
  if (e.documentKey && e.title === null && e.description === null)
    return { ...kept, documentKey: e.documentKey };
  return { ...kept, ...requiredDocumentText(e) };
}

/**
 * The documents after a change of the submitted ones: newest first, and each required one answered when a
 * document sent for it was not rejected.
 */
function withSubmitted(
  documents: Process['documents'],
  submitted: SubmittedDocument[],
): Process['documents'] {
  const answering = new Set(
    submitted.flatMap((d) => (d.status !== 'rejected' && d.requiredDocumentId ? [d.requiredDocumentId] : [])),
  );
  return {
    required: documents.required.map((d) => ({ ...d, answered: answering.has(d.documentId) })),
    submitted: [...submitted].sort((a, b) => b.uploadedAt.localeCompare(a.uploadedAt)),
  };
}

/** The submitted document of that id changed by `change`. */
function changeSubmitted(
  process: Process,
  documentId: string,
  change: (doc: SubmittedDocument) => SubmittedDocument,
): Process {
  const submitted = process.documents.submitted.map((d) => (d.documentId === documentId ? change(d) : d));
  return { ...process, documents: withSubmitted(process.documents, submitted) };
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
    phases: e.phases.map(storedPhase),
    documents: {
      required: e.requiredDocuments.map((d) => ({
        documentId: d.documentKey,
        documentKey: d.documentKey,
        required: d.required,
        answered: false,
      })),
      submitted: [],
    },
    timeline: [entry('caseOpened', at, { caseNumber: e.caseNumber })],
    servicePlan: null,
  };
}

/** The agent's name (responsible of the agent's phases when read), phone and e-mail, and a timeline entry. */
function withAgent(process: Process, agent: Agent, at: string): Process {
  return {
    ...process,
    assignedAgent: agent.name,
    agentPhone: agent.phone,
    agentEmail: agent.email,
    timeline: withEntry(process.timeline, entry('agentAssigned', at, { agentName: agent.name })),
  };
}

function withEntry(
  timeline: readonly StoredTimelineEntry[],
  added: StoredTimelineEntry,
): StoredTimelineEntry[] {
  return inCaseOrder([...timeline, added]);
}

/** Where the client lives as the dashboard shows it: the address given, else the city and the country's name. */
function placeOf(contact: { address: string | null; city: string; country: string }): string {
  return contact.address ?? `${contact.city}, ${countryLabel(contact.country)}`;
}

/** The client's dashboard document (their home is made from it when read). */
function put(view: DocView, userId: string, doc: DashboardDoc) {
  view.put(CLIENT_DASHBOARDS, userId, doc);
}

async function update(view: DocView, userId: string, change: (doc: DashboardDoc) => DashboardDoc) {
  const doc = (await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId)) ?? {};
  put(view, userId, change(doc));
}

/**
 * The agent's new contact or name on the dashboards of the clients they have now: the process's agent fields and
 * the agent's phases (the timeline keeps the name the agent had when assigned), or the agent waiting for the
 * process. A client given to another agent since is left alone.
 */
async function reviseAgent(view: DocView, agentUserId: string, change: Partial<Agent>) {
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

/** A change of the recovery process of a client whose dashboard has one (the process's events follow its opening). */
async function updateProcess(
  view: DocView,
  userId: string,
  change: (process: Process, doc: DashboardDoc) => Process,
) {
  const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId);
  if (!doc?.recoveryProcess) return;
  put(view, userId, { ...doc, recoveryProcess: change(doc.recoveryProcess, doc) });
}

/** A change of what only the home shows (figures, cancellation), once the process exists. */
async function updateHomeFacts(view: DocView, userId: string, change: (doc: DashboardDoc) => DashboardDoc) {
  const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, userId);
  if (doc?.recoveryProcess) put(view, userId, change(doc));
}

/** The phase of that key changed by `change`, and the phase itself with its index (to name it in the timeline). */
function changePhase(
  process: Process,
  key: string,
  change: (phase: StoredDashboardPhase) => StoredDashboardPhase,
) {
  const phases = process.phases.map((p) => (p.key === key ? change(p) : p));
  const index = phases.findIndex((p) => p.key === key);
  return { phases, phase: phases[index], index };
}

/** clientDashboard: GET /api/clients/my-dashboard of each client, built as the registration's events arrive. */
export const clientDashboardProjector = defineProjector({
  name: CLIENT_DASHBOARD_PROJECTION,
  // 3: documents sent: `submitted` from the document events, `answered` on the required ones.
  // 4: the service plan, the recovery figures and cancellation, and the home read model.
  // 5: the client's new e-mail.
  // 6: the agent's new phone, name or e-mail on their clients' dashboards.
  // 7: the client's new phone or address (ClientContactRevised).
  // 8: the one order of a case's history (by day, then as recorded: a milestone of today after this morning).
  // 9: no recoveryHomes collection: the home is made from the dashboard document when read.
  // 10: keys where it showed labels (phases, catalog documents, timeline entries): labels applied when read.
  version: 10,
  collections: [CLIENT_DASHBOARDS, DASHBOARD_AGENT_CLIENTS, DASHBOARD_AGENT_USERS],
  handles: [
    ...caseEventTypes,
    'DocumentUploaded',
    'DocumentVerified',
    'DocumentRejected',
    'DocumentLinkedToRequirement',
    'UserNameChanged',
    'UserEmailChanged',
    'FraudCaseReviewed',
    'ClientServicePlanChosen',
    'ClientContactRevised',
    'RecoveryFiguresRevised',
    'RecoveryProcessCancelled',
    'RecoveryProcessReopened',
    'AgentProfileRevised',
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
      case 'FraudCaseReviewed': {
        // The administration's corrections of the loss and the urgency show on the client's case.
        const { lossAmount, currency, urgencyLevel } = event.data;
        const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, event.data.userId);
        if (doc?.fraudCase)
          put(view, event.data.userId, {
            ...doc,
            fraudCase: { ...doc.fraudCase, lossAmount, currency, urgencyLevel },
          });
        return;
      }
      case 'UserNameChanged':
      case 'UserEmailChanged': {
        const named = event.type === 'UserNameChanged';
        const change = named ? { fullName: event.data.fullName } : { email: event.data.email };
        const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, event.data.userId);
        if (doc?.user) put(view, event.data.userId, { ...doc, user: { ...doc.user, ...change } });
        // The user may be an agent: their clients see the new name or e-mail.
        return reviseAgent(
          view,
          event.data.userId,
          named ? { name: event.data.fullName } : { email: event.data.email },
        );
      }
      case 'AgentProfileRevised': {
        const link = await view.get<DashboardAgentUserDoc>(DASHBOARD_AGENT_USERS, event.data.agentId);
        if (link) await reviseAgent(view, link.agentUserId, { phone: event.data.phoneNumber });
        return;
      }
      case 'ClientRegistered': {
        const { accountNumber, contactPhone } = event.data;
        return update(view, event.data.userId, (doc) => ({
          ...doc,
          client: { accountNumber, contactPhone, address: placeOf(event.data) },
        }));
      }
      case 'ClientContactRevised': {
        // The whole contact after the change (the client's own edit or an administrator's correction).
        const { contactPhone } = event.data;
        const doc = await view.get<DashboardDoc>(CLIENT_DASHBOARDS, event.data.userId);
        if (doc?.client)
          put(view, event.data.userId, {
            ...doc,
            client: { ...doc.client, contactPhone, address: placeOf(event.data) },
          });
        return;
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
            recoveryProcess: {
              ...(pendingAgent ? withAgent(process, pendingAgent, at) : process),
              servicePlan: doc.servicePlan ?? null,
            },
            phaseResponsibles: responsibles,
            caseId: event.data.caseId,
            openedAt: at,
            figures: {
              originalAmount: event.data.originalAmount,
              recoveredAmount: '0',
              pendingAmount: event.data.originalAmount,
              currency: event.data.currency,
            },
            cancelled: false,
          };
        });
      case 'ClientAssignedToAgent': {
        const agent = {
          name: event.data.agentName,
          phone: event.data.agentPhone,
          email: event.data.agentEmail,
        };
        const { agentUserId, agentId, userId } = event.data;
        const listed = await view.get<DashboardAgentClientsDoc>(DASHBOARD_AGENT_CLIENTS, agentUserId);
        if (!listed?.clients.includes(userId))
          view.put(DASHBOARD_AGENT_CLIENTS, agentUserId, { clients: [...(listed?.clients ?? []), userId] });
        view.put(DASHBOARD_AGENT_USERS, agentId, { agentUserId } satisfies DashboardAgentUserDoc);
        return update(view, event.data.userId, (doc) =>
          doc.recoveryProcess
            ? {
                ...doc,
                recoveryProcess: withAgent(doc.recoveryProcess, agent, at),
                agentUserId,
              }
            : { ...doc, pendingAgent: agent, agentUserId },
        );
      }
      case 'RecoveryPhaseStarted':
      case 'RecoveryPhaseCompleted': {
        const e = event;
        return updateProcess(view, e.data.userId, (process, doc) => {
          const { phases, phase, index } = changePhase(process, e.data.phaseKey, (p) => nextPhase(p, e));
          if (!phase) return process;
          const kind = doc.phaseResponsibles?.[index] ?? 'assignedAgent';
          const facts = {
            phaseName: recoveryPhaseLabels[phase.key].name,
            responsible: phaseResponsibleLabel(kind, process.assignedAgent),
          };
          const added =
            e.type === 'RecoveryPhaseStarted'
              ? entry('phaseStarted', e.data.startedAt, facts)
              : entry('phaseCompleted', e.data.completedAt, facts);
          return { ...process, phases, timeline: withEntry(process.timeline, added) };
        });
      }
      case 'RecoveryPhaseProgressSet': {
        const e = event;
        return updateProcess(view, e.data.userId, (process) => ({
          ...process,
          phases: changePhase(process, e.data.phaseKey, (p) => nextPhase(p, e)).phases,
        }));
      }
      case 'CaseMilestoneRecorded': {
        const { title, description, occurredOn } = event.data;
        return updateProcess(view, event.data.userId, (process, doc) => {
          const byAgent = doc.agentUserId !== undefined && doc.agentUserId === metadata.actorId;
          const agentName = byAgent ? process.assignedAgent : null;
          const added = entry('milestone', occurredOn, { title, description, agentName });
          return { ...process, timeline: withEntry(process.timeline, added) };
        });
      }
      case 'RequiredDocumentAdded': {
        const added = addedDocument(event.data);
        return updateProcess(view, event.data.userId, (process) => ({
          ...process,
          documents: withSubmitted(
            { ...process.documents, required: [...process.documents.required, added] },
            process.documents.submitted,
          ),
        }));
      }
      case 'RequiredDocumentRemoved': {
        const { documentId } = event.data;
        return updateProcess(view, event.data.userId, (process) => ({
          ...process,
          documents: {
            ...process.documents,
            required: process.documents.required.filter((d) => d.documentId !== documentId),
          },
        }));
      }
      case 'RecoveryPlanRevised': {
        const { priority, estimatedCompletion } = event.data;
        return updateProcess(view, event.data.userId, (process) => ({
          ...process,
          priority,
          estimatedCompletion,
        }));
      }
      case 'DocumentUploaded': {
        const d = event.data;
        const sent: SubmittedDocument = {
          name: d.fileName,
          uploadedAt: d.receivedAt,
          status: 'in_review',
          url: pathOf('downloadDocument', { id: d.documentId }),
          documentId: d.documentId,
          size: d.size,
          rejectionReason: null,
          requiredDocumentId: d.requiredDocumentId,
        };
        return updateProcess(view, d.userId, (process) => ({
          ...process,
          documents: withSubmitted(process.documents, [
            ...process.documents.submitted.filter((s) => s.documentId !== d.documentId),
            sent,
          ]),
        }));
      }
      case 'ClientServicePlanChosen': {
        // Chosen before the process document existed: kept on the document, applied when it opens.
        const { plan } = event.data;
        return update(view, event.data.userId, (doc) => ({
          ...doc,
          servicePlan: plan,
          ...(doc.recoveryProcess && { recoveryProcess: { ...doc.recoveryProcess, servicePlan: plan } }),
        }));
      }
      case 'RecoveryFiguresRevised': {
        const { originalAmount, recoveredAmount, pendingAmount } = event.data;
        return updateHomeFacts(view, event.data.userId, (doc) => ({
          ...doc,
          ...(doc.figures && { figures: { ...doc.figures, originalAmount, recoveredAmount, pendingAmount } }),
        }));
      }
      case 'RecoveryProcessCancelled':
      case 'RecoveryProcessReopened': {
        const cancelled = event.type === 'RecoveryProcessCancelled';
        return updateHomeFacts(view, event.data.userId, (doc) => ({ ...doc, cancelled }));
      }
      case 'DocumentVerified':
        return updateProcess(view, event.data.userId, (process) =>
          changeSubmitted(process, event.data.documentId, (d) => ({
            ...d,
            status: 'verified',
            rejectionReason: null,
          })),
        );
      case 'DocumentLinkedToRequirement': {
        // Staff said which requested document it answers: the checklist counts it (unless it is rejected).
        const { requiredDocumentId } = event.data;
        return updateProcess(view, event.data.userId, (process) =>
          changeSubmitted(process, event.data.documentId, (d) => ({ ...d, requiredDocumentId })),
        );
      }
      case 'DocumentRejected': {
        const { reason } = event.data;
        return updateProcess(view, event.data.userId, (process) =>
          changeSubmitted(process, event.data.documentId, (d) => ({
            ...d,
            status: 'rejected',
            rejectionReason: reason,
          })),
        );
      }
    }
  },
});
