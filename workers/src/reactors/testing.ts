import type { EventMetadata, LoggedEvent } from '@portal/contracts';

/** An event as a reactor receives it, with fixed metadata, id and place (reactor tests). */
export function loggedEvent(
  event: LoggedEvent['event'],
  actor: Pick<EventMetadata, 'actorId' | 'actorRole'>,
): LoggedEvent {
  return {
    event,
    metadata: { ...actor, correlationId: 'req-1', occurredAt: '2026-11-22T15:04:05.000Z', schemaVersion: 1 },
    eventId: '0b7c1f3e-5d0a-4c1e-9a57-2f4f1a6f0c11',
    streamId: 's-1',
    revision: 0,
    position: '00000000000000000007',
  };
}

/** A RecoveryProcessOpened of user-1 with case number EXP-2026-12345678. */
export const processOpened = {
  type: 'RecoveryProcessOpened',
  data: {
    processId: 'process-1',
    caseId: 'case-1',
    clientId: 'client-1',
    userId: 'user-1',
    caseNumber: 'EXP-2026-12345678',
    priority: 'high',
    originalAmount: '25000.50',
    currency: 'USD',
    phases: [],
    requiredDocuments: [],
  },
} as unknown as LoggedEvent['event'];

/** A comment of the agent on user-1's case, visible to the client. */
export const visibleComment = {
  type: 'CaseCommentAdded',
  data: {
    caseId: 'case-1',
    userId: 'user-1',
    commentId: 'comment-1',
    authorId: 'agent-user-1',
    commentType: 'agent',
    content: 'Recibimos respuesta del banco sobre la cuenta 0123 4567.',
    isVisibleToClient: true,
    postedAt: '2026-11-22T15:04:05.000Z',
  },
} as const;

/** The same comment, kept internal: the client is told nothing. */
export const internalComment = {
  ...visibleComment,
  data: { ...visibleComment.data, isVisibleToClient: false },
} as const;

/** An admin changed user-2's password (the event carries the new hash, which no job may carry). */
export const passwordChangedByAdmin = {
  type: 'PasswordChanged',
  data: { userId: 'user-2', passwordHash: 'scrypt$x', changedBy: 'admin' },
} as const;

/** The completion of a phase of user-1's process. */
export const phaseCompleted = (phaseKey: 'analysis' | 'recovery') =>
  ({
    type: 'RecoveryPhaseCompleted',
    data: {
      processId: 'process-1',
      caseId: 'case-1',
      userId: 'user-1',
      phaseKey,
      completedAt: '2026-11-22T15:04:05.000Z',
    },
  }) as const;

/** Staff asked user-1's case for a document of the catalog (its id is its key). */
export const documentRequested = {
  type: 'RequiredDocumentAdded',
  data: {
    processId: 'process-1',
    caseId: 'case-1',
    userId: 'user-1',
    documentId: 'bankStatements',
    documentKey: 'bankStatements',
    title: null,
    description: null,
    required: true,
  },
} as const;

/** Staff asked user-1's case for a document of their own, named and described as they typed it. */
export const documentRequestedByTitle = {
  ...documentRequested,
  data: {
    ...documentRequested.data,
    documentId: 'req-7',
    documentKey: null,
    title: 'Contrato con la plataforma',
    description: 'El contrato firmado.',
  },
} as const;

/** A milestone staff recorded on user-1's case. */
export const milestoneRecorded = {
  type: 'CaseMilestoneRecorded',
  data: {
    processId: 'process-1',
    caseId: 'case-1',
    userId: 'user-1',
    milestoneId: 'milestone-1',
    title: 'Solicitud enviada al banco',
    description: 'Se pidió al banco congelar la cuenta 0123 4567.',
    occurredOn: '2026-11-22',
  },
} as const;

/** Staff reviewed doc-1 of user-1's case: verified, or rejected with a reason. */
const reviewedDocument = {
  documentId: 'doc-1',
  caseId: 'case-1',
  userId: 'user-1',
  fileName: 'estado de cuenta BBVA.pdf',
  reviewerId: 'agent-user-1',
};
export const documentVerified = { type: 'DocumentVerified', data: reviewedDocument } as const;
export const documentRejected = {
  type: 'DocumentRejected',
  data: { ...reviewedDocument, reason: 'Falta la segunda página' },
} as const;

/** Agent agent-1 (Lic. María Torres) assigned to user-1's client record. */
export const assigned = {
  type: 'ClientAssignedToAgent',
  data: {
    clientId: 'client-1',
    userId: 'user-1',
    agentId: 'agent-1',
    agentUserId: 'agent-user-1',
    agentName: 'Lic. María Torres',
    agentPhone: '55 9876 5432',
    agentEmail: 'maria.torres@example.mx',
  },
} as const;

/**
 * The payloads of the mail jobs the mail reactor asks for from `visibleComment`, `phaseCompleted('analysis')`,
 * `documentRequested`, `milestoneRecorded` and `assigned`: what its tests expect, and what the mail handler's tests run (the handler reads what the reactor
 * writes).
 */
export const mailPayloads = {
  caseCommentAdded: {
    template: 'caseCommentAdded',
    userId: 'user-1',
    caseId: 'case-1',
    commentId: 'comment-1',
    commentType: 'agent',
  },
  phaseCompleted: {
    template: 'phaseCompleted',
    userId: 'user-1',
    processId: 'process-1',
    phaseKey: 'analysis',
    nextPhaseKey: 'forensic',
  },
  documentRequested: {
    template: 'documentRequested',
    userId: 'user-1',
    caseId: 'case-1',
    requiredDocumentId: 'bankStatements',
  },
  milestoneRecorded: {
    template: 'milestoneRecorded',
    userId: 'user-1',
    caseId: 'case-1',
    milestoneId: 'milestone-1',
  },
  agentAssigned: {
    template: 'agentAssigned',
    userId: 'user-1',
    agentId: 'agent-1',
    agentName: 'Lic. María Torres',
    agentPhone: '55 9876 5432',
    agentEmail: 'maria.torres@example.mx',
  },
} as const;
