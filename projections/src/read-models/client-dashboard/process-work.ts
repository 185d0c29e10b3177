import { pathOf, phaseResponsibleLabel, recoveryPhaseLabels } from '@portal/contracts';
import type { DocView, ProjectedEvent } from '../../projector.js';
import { nextPhase } from '../case-work.js';
import { updateProcess } from './dashboard-doc.js';
import {
  addedDocument,
  changePhase,
  changeSubmitted,
  entry,
  type SubmittedDocument,
  withEntry,
  withSubmitted,
} from './stored-process.js';

/** The events of the work on a client's recovery process: its phases, milestones, plan and documents. */
export const processWorkEventTypes = [
  'RecoveryPhaseStarted',
  'RecoveryPhaseCompleted',
  'RecoveryPhaseProgressSet',
  'CaseMilestoneRecorded',
  'RequiredDocumentAdded',
  'RequiredDocumentRemoved',
  'RecoveryPlanRevised',
  'DocumentUploaded',
  'DocumentVerified',
  'DocumentRejected',
  'DocumentLinkedToRequirement',
] as const;

/** The work on the process as the client's dashboard shows it (a client without a process yet shows none). */
export async function applyProcessWork(
  { event, metadata }: ProjectedEvent<(typeof processWorkEventTypes)[number]>,
  view: DocView,
): Promise<void> {
  switch (event.type) {
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
}
