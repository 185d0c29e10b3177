import {
  type CaseTimelineFacts,
  type CaseTimelineKind,
  type EventData,
  inCaseOrder,
  type RecoveryPhase,
  requiredDocumentText,
  type StoredDashboardPhase,
  type StoredRecoveryProcess,
  type StoredRequiredDocument,
  type StoredTimelineEntry,
} from '@portal/contracts';

/**
 * The recovery process as the dashboard document stores it. The document keeps keys where the dashboard shows
 * Spanish labels (phases, catalog documents, timeline entries): the query applies contracts' labels when it reads
 * it (labelledDashboard).
 */
export type Process = StoredRecoveryProcess;
export type Agent = { name: string; phone: string; email: string };
export type SubmittedDocument = Process['documents']['submitted'][number];

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
export function entry<K extends CaseTimelineKind>(kind: K, date: string, facts: CaseTimelineFacts[K]) {
  return { kind, date, facts } as StoredTimelineEntry;
}

export function withEntry(
  timeline: readonly StoredTimelineEntry[],
  added: StoredTimelineEntry,
): StoredTimelineEntry[] {
  return inCaseOrder([...timeline, added]);
}

/** A required document staff added: one of the catalog by its key, else with the words staff gave it. */
export function addedDocument(e: EventData<'RequiredDocumentAdded'>): StoredRequiredDocument {
  const kept = { documentId: e.documentId, required: e.required, answered: false };
  if (e.documentKey && e.title === null && e.description === null)
    return { ...kept, documentKey: e.documentKey };
  return { ...kept, ...requiredDocumentText(e) };
}

/**
 * The documents after a change of the submitted ones: newest first, and each required one answered when a
 * document sent for it was not rejected.
 */
export function withSubmitted(
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
export function changeSubmitted(
  process: Process,
  documentId: string,
  change: (doc: SubmittedDocument) => SubmittedDocument,
): Process {
  const submitted = process.documents.submitted.map((d) => (d.documentId === documentId ? change(d) : d));
  return { ...process, documents: withSubmitted(process.documents, submitted) };
}

/** The dashboard's part of a newly opened process: the plan's keys in Spanish, no agent yet. */
export function opened(e: EventData<'RecoveryProcessOpened'>, at: string): Process {
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
export function withAgent(process: Process, agent: Agent, at: string): Process {
  return {
    ...process,
    assignedAgent: agent.name,
    agentPhone: agent.phone,
    agentEmail: agent.email,
    timeline: withEntry(process.timeline, entry('agentAssigned', at, { agentName: agent.name })),
  };
}

/** The phase of that key changed by `change`, and the phase itself with its index (to name it in the timeline). */
export function changePhase(
  process: Process,
  key: string,
  change: (phase: StoredDashboardPhase) => StoredDashboardPhase,
) {
  const phases = process.phases.map((p) => (p.key === key ? change(p) : p));
  const index = phases.findIndex((p) => p.key === key);
  return { phases, phase: phases[index], index };
}
