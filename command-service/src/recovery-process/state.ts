import type {
  CasePriority,
  EventData,
  PhaseStatus,
  RecoveryPhaseKey,
  RecoveryProcessEvent,
} from '@portal/contracts';

/** A phase as decisions need it: its place is its index in `phases` (the plan's order). */
export interface PhaseState {
  phaseKey: RecoveryPhaseKey;
  status: PhaseStatus;
  /** Set by staff while the phase is in progress; null until then. */
  progress: number | null;
  nextSteps: string[];
}

export type RecoveryProcessState =
  | { exists: false }
  | {
      exists: true;
      processId: string;
      caseId: string;
      /** The client's user: every event of the process names them. */
      userId: string;
      agentId: string | null;
      phases: PhaseState[];
      /** Ids of the documents the case asks for (a catalog document's id is its key). */
      requiredDocumentIds: string[];
      /** Milestones already recorded (a retried request with the same id records nothing). */
      milestoneIds: string[];
      priority: CasePriority;
      estimatedCompletion: string | null;
      /** The figures of the recovery (decimal strings): the loss at the opening until staff revise them. */
      figures: RecoveryFigures;
      cancelled: boolean;
    };

export interface RecoveryFigures {
  originalAmount: string;
  recoveredAmount: string;
  pendingAmount: string;
}

export type OpenProcess = Extract<RecoveryProcessState, { exists: true }>;

/** Which process, of which case, of which client's user: the keys every event after the opening carries. */
export const processKeys = (state: OpenProcess) => ({
  processId: state.processId,
  caseId: state.caseId,
  userId: state.userId,
});

function opened(data: EventData<'RecoveryProcessOpened'>): OpenProcess {
  return {
    exists: true,
    processId: data.processId,
    caseId: data.caseId,
    userId: data.userId,
    agentId: null,
    phases: data.phases.map((p) => ({
      phaseKey: p.phaseKey,
      status: p.status,
      progress: null,
      nextSteps: [],
    })),
    requiredDocumentIds: data.requiredDocuments.map((d) => d.documentKey),
    milestoneIds: [],
    priority: data.priority,
    estimatedCompletion: null,
    figures: {
      originalAmount: data.originalAmount,
      recoveredAmount: '0',
      pendingAmount: data.originalAmount,
    },
    cancelled: false,
  };
}

const withPhase = (
  state: OpenProcess,
  phaseKey: RecoveryPhaseKey,
  change: Partial<PhaseState>,
): OpenProcess => ({
  ...state,
  phases: state.phases.map((p) => (p.phaseKey === phaseKey ? { ...p, ...change } : p)),
});

export function evolve(state: RecoveryProcessState, event: RecoveryProcessEvent): RecoveryProcessState {
  if (event.type === 'RecoveryProcessOpened') return opened(event.data);
  if (!state.exists) return state;
  switch (event.type) {
    case 'RecoveryAgentAssigned':
      return { ...state, agentId: event.data.agentId };
    case 'RecoveryPhaseStarted':
      return withPhase(state, event.data.phaseKey, { status: 'in_progress' });
    case 'RecoveryPhaseProgressSet':
      return withPhase(state, event.data.phaseKey, {
        progress: event.data.progress,
        nextSteps: event.data.nextSteps,
      });
    case 'RecoveryPhaseCompleted':
      return withPhase(state, event.data.phaseKey, { status: 'completed' });
    case 'CaseMilestoneRecorded':
      return { ...state, milestoneIds: [...state.milestoneIds, event.data.milestoneId] };
    case 'RequiredDocumentAdded':
      return { ...state, requiredDocumentIds: [...state.requiredDocumentIds, event.data.documentId] };
    case 'RequiredDocumentRemoved':
      return {
        ...state,
        requiredDocumentIds: state.requiredDocumentIds.filter((id) => id !== event.data.documentId),
      };
    case 'RecoveryPlanRevised':
      return { ...state, priority: event.data.priority, estimatedCompletion: event.data.estimatedCompletion };
    case 'RecoveryFiguresRevised': {
      const { originalAmount, recoveredAmount, pendingAmount } = event.data;
      return { ...state, figures: { originalAmount, recoveredAmount, pendingAmount } };
    }
    case 'RecoveryProcessCancelled':
      return { ...state, cancelled: true };
    case 'RecoveryProcessReopened':
      return { ...state, cancelled: false };
  }
}
