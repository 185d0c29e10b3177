import {
  CASE_FILES,
  type CaseFile,
  type CaseFileDoc,
  type DocumentStatus,
  type EventMetadata,
  inCaseOrder,
} from '@portal/contracts';
import type { DocView, ProjectedEvent } from '../../projector.js';
import { currentPhaseKeyOf, isStaffRole, progressOf, timelineEntry, withResponsibles } from '../case-work.js';
import { putCase } from './rows.js';

export type Agent = NonNullable<CaseFile['agent']>;
type TimelineItem = CaseFile['timeline'][number];
type Phase = CaseFile['phases'][number];

/** Every field a complete case file has before any work on it, for a document seen for the first time. */
function fresh(caseId: string): CaseFileDoc {
  return {
    caseId,
    agent: null,
    agentUserId: null,
    commentCount: 0,
    documentsAwaitingReview: 0,
    unreadClientActivity: 0,
    lastStaffActionAt: null,
  };
}

/**
 * An event on the case: its time is the case's last activity; a staff member's marks the client's activity
 * before it as seen, a client's adds one unseen.
 */
function touched(doc: CaseFileDoc, metadata: EventMetadata): CaseFileDoc {
  const at = metadata.occurredAt;
  const lastActivityAt = doc.lastActivityAt && doc.lastActivityAt > at ? doc.lastActivityAt : at;
  if (isStaffRole(metadata.actorRole))
    return { ...doc, lastActivityAt, lastStaffActionAt: at, unreadClientActivity: 0 };
  if (metadata.actorRole === 'client')
    return { ...doc, lastActivityAt, unreadClientActivity: (doc.unreadClientActivity ?? 0) + 1 };
  return { ...doc, lastActivityAt };
}

/** An activity on the case: `change` applied to its file (a fresh one the first time), the activity marked. */
export async function updateCase(
  view: DocView,
  caseId: string,
  metadata: EventMetadata,
  change: (doc: CaseFileDoc) => CaseFileDoc,
) {
  const doc = (await view.get<CaseFileDoc>(CASE_FILES, caseId)) ?? fresh(caseId);
  putCase(view, caseId, touched(change(doc), metadata));
}

/** A change of the recovery process: the case's revision becomes the event's revision in the process stream. */
export function updateProcess(
  view: DocView,
  { metadata, revision }: Pick<ProjectedEvent, 'metadata' | 'revision'>,
  caseId: string,
  change: (doc: CaseFileDoc) => CaseFileDoc,
) {
  return updateCase(view, caseId, metadata, (doc) => ({ ...change(doc), revision }));
}

/** The phases after a change, with the case's progress and current phase that follow from them. */
export function withPhases(doc: CaseFileDoc, phases: Phase[]): CaseFileDoc {
  return { ...doc, phases, progress: progressOf(phases), currentPhaseKey: currentPhaseKeyOf(phases) };
}

export function withEntry(doc: CaseFileDoc, item: TimelineItem): CaseFileDoc {
  return { ...doc, timeline: inCaseOrder([...(doc.timeline ?? []), item]) };
}

/** The agent on the case: contact, responsible of the agent's phases, and a timeline entry. */
export function withAgent(doc: CaseFileDoc, agent: Agent, at: string, eventId: string): CaseFileDoc {
  const assigned: CaseFileDoc = { ...doc, agent, agentUserId: agent.userId };
  const phases = doc.phases
    ? { phases: withResponsibles(doc.phases, doc.phaseResponsibles ?? [], agent.name) }
    : {};
  return withEntry(
    { ...assigned, ...phases },
    { id: eventId, ...timelineEntry('agentAssigned', at, { agentName: agent.name }) },
  );
}

/** The case with one document's status, and how many of its documents await a review. */
export function withDocumentStatus(
  doc: CaseFileDoc,
  documentId: string,
  status: DocumentStatus,
): CaseFileDoc {
  const documentStatuses = { ...doc.documentStatuses, [documentId]: status };
  const documentsAwaitingReview = Object.values(documentStatuses).filter((s) => s === 'in_review').length;
  return { ...doc, documentStatuses, documentsAwaitingReview };
}
