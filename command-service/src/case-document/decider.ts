import {
  type DocumentEvent,
  DomainError,
  documentErrors,
  documentEvents,
  type EventData,
} from '@portal/contracts';
import type { Decider } from '../decider.js';

export const caseDocumentStream = (documentId: string) => `caseDocument-${documentId}`;

export type CaseDocumentCommand =
  | { type: 'RecordDocument'; document: EventData<'DocumentUploaded'> }
  | { type: 'VerifyDocument'; reviewerId: string }
  | { type: 'RejectDocument'; reviewerId: string; reason: string }
  /**
   * Staff say which requested document this one answers. `requested`: the ids the case asks for now (read from
   * the recovery process by the handler).
   */
  | { type: 'LinkToRequirement'; requiredDocumentId: string; linkedBy: string; requested: readonly string[] };

export type CaseDocumentState =
  | { exists: false }
  | {
      exists: true;
      documentId: string;
      caseId: string;
      userId: string;
      fileName: string;
      status: 'in_review' | 'verified' | 'rejected';
      rejectionReason: string | null;
      /** The requested document it answers: as the client sent it, or as staff linked it since. */
      requiredDocumentId: string | null;
    };

export const documentNotFound = () => new DomainError('not_found', documentErrors.notFound);

/**
 * A document of a case, one stream per document: recorded once when the client completes its upload (the
 * SHA-256 of its bytes is in that first event for good), then verified or rejected by staff, who may change
 * their decision (each one a new event: the history keeps every review), and linked by staff to the requested
 * document it answers (a received or verified one; a rejected document answers nothing).
 */
export const caseDocumentDecider: Decider<CaseDocumentCommand, DocumentEvent, CaseDocumentState> = {
  events: documentEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'DocumentUploaded':
        return {
          exists: true,
          documentId: event.data.documentId,
          caseId: event.data.caseId,
          userId: event.data.userId,
          fileName: event.data.fileName,
          status: 'in_review',
          rejectionReason: null,
          requiredDocumentId: event.data.requiredDocumentId,
        };
      case 'DocumentVerified':
        return state.exists ? { ...state, status: 'verified', rejectionReason: null } : state;
      case 'DocumentRejected':
        return state.exists ? { ...state, status: 'rejected', rejectionReason: event.data.reason } : state;
      case 'DocumentLinkedToRequirement':
        return state.exists ? { ...state, requiredDocumentId: event.data.requiredDocumentId } : state;
    }
  },
  decide(command, state) {
    if (command.type === 'RecordDocument') {
      // The stream is the upload's own: a document already there is the same completion again (a retry).
      return state.exists ? [] : [{ type: 'DocumentUploaded', data: command.document }];
    }
    if (!state.exists) throw documentNotFound();
    const keys = {
      documentId: state.documentId,
      caseId: state.caseId,
      userId: state.userId,
      fileName: state.fileName,
    };
    if (command.type === 'LinkToRequirement') {
      // Checked in this order: what the document is, then what the case asks for, then what it answers already.
      if (state.status === 'rejected')
        throw new DomainError('document_rejected', documentErrors.linkRejected);
      if (!command.requested.includes(command.requiredDocumentId))
        throw new DomainError('required_document_unknown', documentErrors.requirementNotOnCase);
      if (state.requiredDocumentId === command.requiredDocumentId)
        throw new DomainError('requirement_already_linked', documentErrors.alreadyLinked);
      return [
        {
          type: 'DocumentLinkedToRequirement',
          data: {
            documentId: state.documentId,
            caseId: state.caseId,
            userId: state.userId,
            requiredDocumentId: command.requiredDocumentId,
            linkerId: command.linkedBy,
          },
        },
      ];
    }
    if (command.type === 'VerifyDocument') {
      if (state.status === 'verified') return [];
      return [{ type: 'DocumentVerified', data: { ...keys, reviewerId: command.reviewerId } }];
    }
    if (state.status === 'rejected' && state.rejectionReason === command.reason) return [];
    return [
      {
        type: 'DocumentRejected',
        data: { ...keys, reviewerId: command.reviewerId, reason: command.reason },
      },
    ];
  },
};
