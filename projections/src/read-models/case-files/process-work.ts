import type { DocView, ProjectedEvent } from '../../projector.js';
import { addedDocument, nextPhase, phaseEntry, timelineEntry } from '../case-work.js';
import { updateProcess, withEntry, withPhases } from './case-file.js';

/** The events of the work on a case's recovery process: its phases, milestones, documents, plan and figures. */
export const processWorkEventTypes = [
  'RecoveryPhaseStarted',
  'RecoveryPhaseCompleted',
  'RecoveryPhaseProgressSet',
  'CaseMilestoneRecorded',
  'RequiredDocumentAdded',
  'RequiredDocumentRemoved',
  'RecoveryPlanRevised',
  'RecoveryFiguresRevised',
  'RecoveryProcessCancelled',
  'RecoveryProcessReopened',
] as const;

/** The work on the process, each change with the process stream's revision (what an edit's If-Match sends). */
export async function applyProcessWork(
  projected: ProjectedEvent<(typeof processWorkEventTypes)[number]>,
  view: DocView,
): Promise<void> {
  const { event, metadata, eventId } = projected;
  switch (event.type) {
    case 'RecoveryPhaseStarted':
    case 'RecoveryPhaseCompleted': {
      const e = event;
      return updateProcess(view, projected, e.data.caseId, (doc) => {
        const phases = (doc.phases ?? []).map((p) => (p.key === e.data.phaseKey ? nextPhase(p, e) : p));
        const phase = phases.find((p) => p.key === e.data.phaseKey);
        if (!phase) return doc;
        return withEntry(withPhases(doc, phases), { id: eventId, ...phaseEntry(e, phase) });
      });
    }
    case 'RecoveryPhaseProgressSet': {
      const e = event;
      return updateProcess(view, projected, e.data.caseId, (doc) =>
        withPhases(
          doc,
          (doc.phases ?? []).map((p) => (p.key === e.data.phaseKey ? nextPhase(p, e) : p)),
        ),
      );
    }
    case 'CaseMilestoneRecorded': {
      const { caseId, milestoneId, title, description, occurredOn } = event.data;
      return updateProcess(view, projected, caseId, (doc) => {
        const byAgent = doc.agent != null && doc.agent.userId === metadata.actorId;
        const agentName = byAgent ? (doc.agent?.name ?? null) : null;
        return withEntry(doc, {
          id: milestoneId,
          ...timelineEntry('milestone', occurredOn, { title, description, agentName }),
        });
      });
    }
    case 'RequiredDocumentAdded': {
      const added = addedDocument(event.data);
      return updateProcess(view, projected, event.data.caseId, (doc) => ({
        ...doc,
        requiredDocuments: [...(doc.requiredDocuments ?? []), added],
      }));
    }
    case 'RequiredDocumentRemoved': {
      const { documentId } = event.data;
      return updateProcess(view, projected, event.data.caseId, (doc) => ({
        ...doc,
        requiredDocuments: (doc.requiredDocuments ?? []).filter((d) => d.documentId !== documentId),
      }));
    }
    case 'RecoveryPlanRevised': {
      const { priority, estimatedCompletion } = event.data;
      return updateProcess(view, projected, event.data.caseId, (doc) => ({
        ...doc,
        priority,
        estimatedCompletion,
      }));
    }
    case 'RecoveryFiguresRevised': {
      const { originalAmount, recoveredAmount, pendingAmount } = event.data;
      return updateProcess(view, projected, event.data.caseId, (doc) => ({
        ...doc,
        ...(doc.recovery && {
          recovery: { ...doc.recovery, originalAmount, recoveredAmount, pendingAmount },
        }),
      }));
    }
    case 'RecoveryProcessCancelled':
    case 'RecoveryProcessReopened': {
      const cancelled = event.type === 'RecoveryProcessCancelled';
      return updateProcess(view, projected, event.data.caseId, (doc) => ({
        ...doc,
        ...(doc.recovery && { recovery: { ...doc.recovery, cancelled } }),
      }));
    }
  }
}
