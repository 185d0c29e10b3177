import {
  type CaseFile,
  type CaseTimelineFacts,
  type CaseTimelineKind,
  caseTimelineLabels,
  type EventData,
  type PhaseResponsibleKind,
  phaseResponsibleLabel,
  type RecoveryPhase,
  recoveryPhaseLabels,
  requiredDocumentLabels,
  requiredDocumentText,
} from '@portal/contracts';

/**
 * What the client's dashboard and the staff's case file both show of a case's work (phases, required
 * documents, timeline), built from the events' keys with the labels of contracts.
 */

/**
 * The events the dashboard and the case file both follow: a registration's, the client's assignment and the
 * recovery process's events of the work on the case.
 */
export const caseEventTypes = [
  'UserRegistered',
  'ClientRegistered',
  'FraudCaseReported',
  'RecoveryProcessOpened',
  'ClientAssignedToAgent',
  'RecoveryPhaseStarted',
  'RecoveryPhaseProgressSet',
  'RecoveryPhaseCompleted',
  'CaseMilestoneRecorded',
  'RequiredDocumentAdded',
  'RequiredDocumentRemoved',
  'RecoveryPlanRevised',
] as const;

export type PhaseView = CaseFile['phases'][number];
export type RequiredDocumentView = CaseFile['requiredDocuments'][number];

/** A phase of the plan with its Spanish labels; an agent's phase shows the agent's name once there is one. */
export function phaseView(phase: RecoveryPhase, agentName: string | null): PhaseView {
  const labels = recoveryPhaseLabels[phase.phaseKey];
  return {
    key: phase.phaseKey,
    name: labels.name,
    description: labels.description,
    status: phase.status,
    responsible: phaseResponsibleLabel(phase.responsibleKind, agentName),
    progress: null,
    nextSteps: [],
    estimatedDuration: labels.estimatedDuration,
    estimatedDays: labels.estimatedDays,
    startedAt: phase.startedAt,
    completedAt: phase.completedAt,
  };
}

/** The responsible of each phase again, once an agent is named (the analysis team's phases keep theirs). */
export function withResponsibles<P extends { responsible: string }>(
  phases: P[],
  kinds: readonly PhaseResponsibleKind[],
  agentName: string | null,
): P[] {
  return phases.map((p, i) => {
    const kind = kinds[i];
    return kind ? { ...p, responsible: phaseResponsibleLabel(kind, agentName) } : p;
  });
}

type PhaseEvent =
  | { type: 'RecoveryPhaseStarted'; data: EventData<'RecoveryPhaseStarted'> }
  | { type: 'RecoveryPhaseProgressSet'; data: EventData<'RecoveryPhaseProgressSet'> }
  | { type: 'RecoveryPhaseCompleted'; data: EventData<'RecoveryPhaseCompleted'> };

/**
 * A phase after one of its events. Progress and next steps belong to the phase in progress: a phase that
 * starts has no progress yet, a completed one has neither.
 */
export function nextPhase<
  P extends Pick<PhaseView, 'status' | 'startedAt' | 'completedAt' | 'progress' | 'nextSteps'>,
>(phase: P, event: PhaseEvent): P {
  switch (event.type) {
    case 'RecoveryPhaseStarted':
      return {
        ...phase,
        status: 'in_progress',
        startedAt: event.data.startedAt,
        completedAt: null,
        progress: null,
      };
    case 'RecoveryPhaseProgressSet':
      return { ...phase, progress: event.data.progress, nextSteps: event.data.nextSteps };
    case 'RecoveryPhaseCompleted':
      return {
        ...phase,
        status: 'completed',
        completedAt: event.data.completedAt,
        progress: null,
        nextSteps: [],
      };
  }
}

/** The timeline entry of a phase that started or was completed: the phase's name and its responsible. */
export function phaseEntry(
  event: Extract<PhaseEvent, { type: 'RecoveryPhaseStarted' | 'RecoveryPhaseCompleted' }>,
  phase: Pick<PhaseView, 'name' | 'responsible'>,
) {
  const facts = { phaseName: phase.name, responsible: phase.responsible };
  return event.type === 'RecoveryPhaseStarted'
    ? timelineEntry('phaseStarted', event.data.startedAt, facts)
    : timelineEntry('phaseCompleted', event.data.completedAt, facts);
}

/** Completed phases / all phases × 100, rounded; 0 without phases. */
export function progressOf(phases: readonly { status: string }[]): number {
  if (phases.length === 0) return 0;
  return Math.round((phases.filter((p) => p.status === 'completed').length / phases.length) * 100);
}

/** The key of the phase in progress, or null. */
export function currentPhaseKeyOf<K extends string>(phases: readonly { key: K; status: string }[]): K | null {
  return phases.find((p) => p.status === 'in_progress')?.key ?? null;
}

/** A required document of the plan (its id is its catalog key). */
export function planDocument(doc: EventData<'RecoveryProcessOpened'>['requiredDocuments'][number]) {
  return {
    documentId: doc.documentKey,
    documentKey: doc.documentKey,
    ...requiredDocumentLabels[doc.documentKey],
    required: doc.required,
  };
}

/** A required document staff added: one of the catalog or one they named. */
export function addedDocument(e: EventData<'RequiredDocumentAdded'>): RequiredDocumentView {
  return {
    documentId: e.documentId,
    documentKey: e.documentKey,
    ...requiredDocumentText(e),
    required: e.required,
  };
}

/** A timeline entry: the labels of its kind (contracts) filled with the event's facts. */
export function timelineEntry<K extends CaseTimelineKind>(
  kind: K,
  date: string,
  facts: CaseTimelineFacts[K],
) {
  const labels = caseTimelineLabels[kind];
  return {
    type: labels.type,
    event: labels.event(facts),
    description: labels.description(facts),
    date,
    responsible: labels.responsible(facts),
  };
}

/** Staff roles: their writes on a case mark the client's activity before them as seen. */
export function isStaffRole(role: string): boolean {
  return role === 'agent' || role === 'admin' || role === 'superadmin';
}
