import type { DocumentEvent } from '@portal/contracts';
import { deciderSpec } from '../testing.js';
import { caseDocumentDecider } from './decider.js';

const spec = deciderSpec(caseDocumentDecider);

const data = {
  documentId: 'doc-1',
  caseId: 'case-1',
  userId: 'client-user-1',
  uploadedBy: 'client-user-1',
  fileName: 'estado de cuenta.pdf',
  size: 2048,
  contentType: 'application/pdf',
  sha256: 'a'.repeat(64),
  receivedAt: '2026-11-20T10:00:00.000Z',
  requiredDocumentId: 'bankStatements',
  surface: 'dashboard',
} as const;
const uploaded: DocumentEvent = { type: 'DocumentUploaded', data };
const keys = {
  documentId: 'doc-1',
  caseId: 'case-1',
  userId: 'client-user-1',
  fileName: 'estado de cuenta.pdf',
};
const verified: DocumentEvent = { type: 'DocumentVerified', data: { ...keys, reviewerId: 'agent-user-1' } };
const rejected: DocumentEvent = {
  type: 'DocumentRejected',
  data: { ...keys, reviewerId: 'agent-user-1', reason: 'La imagen no se lee' },
};

describe('case document decider', () => {
  it('records a document with the hash of its bytes, once', () => {
    spec.given([]).when({ type: 'RecordDocument', document: data }).then([uploaded]);
    spec.given([uploaded]).when({ type: 'RecordDocument', document: data }).then([]);
  });

  it('verifies a document in review, and appends nothing when it is verified already', () => {
    spec.given([uploaded]).when({ type: 'VerifyDocument', reviewerId: 'agent-user-1' }).then([verified]);
    spec.given([uploaded, verified]).when({ type: 'VerifyDocument', reviewerId: 'admin-1' }).then([]);
  });

  it('rejects with the reason, and a new reason is a new rejection', () => {
    spec
      .given([uploaded])
      .when({ type: 'RejectDocument', reviewerId: 'agent-user-1', reason: 'La imagen no se lee' })
      .then([rejected]);
    spec
      .given([uploaded, rejected])
      .when({ type: 'RejectDocument', reviewerId: 'agent-user-1', reason: 'La imagen no se lee' })
      .then([]);
    spec
      .given([uploaded, rejected])
      .when({ type: 'RejectDocument', reviewerId: 'admin-1', reason: 'Falta la segunda página' })
      .then([
        {
          type: 'DocumentRejected',
          data: { ...keys, reviewerId: 'admin-1', reason: 'Falta la segunda página' },
        },
      ]);
  });

  it('lets staff change their decision: a rejected document can be verified later', () => {
    spec
      .given([uploaded, rejected])
      .when({ type: 'VerifyDocument', reviewerId: 'admin-1' })
      .then([{ type: 'DocumentVerified', data: { ...keys, reviewerId: 'admin-1' } }]);
  });

  it('refuses a review of a document that does not exist', () => {
    spec.given([]).when({ type: 'VerifyDocument', reviewerId: 'agent-user-1' }).thenThrows('not_found');
  });

  describe('linking a document to a requested one', () => {
    const unanswered: DocumentEvent = {
      type: 'DocumentUploaded',
      data: { ...data, requiredDocumentId: null },
    };
    const link = (requiredDocumentId: string) =>
      ({
        type: 'LinkToRequirement',
        requiredDocumentId,
        linkedBy: 'agent-user-1',
        requested: ['officialId', 'bankStatements', 'req-contract'],
      }) as const;
    const linked = (requiredDocumentId: string): DocumentEvent => ({
      type: 'DocumentLinkedToRequirement',
      data: {
        documentId: 'doc-1',
        caseId: 'case-1',
        userId: 'client-user-1',
        requiredDocumentId,
        linkerId: 'agent-user-1',
      },
    });

    it('links a received or verified document to a document the case asks for', () => {
      spec
        .given([unanswered])
        .when(link('req-contract'))
        .then([linked('req-contract')]);
      spec
        .given([unanswered, verified])
        .when(link('officialId'))
        .then([linked('officialId')]);
    });

    it('moves a link to another requested document', () => {
      spec
        .given([uploaded])
        .when(link('officialId'))
        .then([linked('officialId')]);
      spec
        .given([unanswered, linked('req-contract')])
        .when(link('bankStatements'))
        .then([linked('bankStatements')]);
    });

    it('refuses a rejected document', () => {
      spec.given([unanswered, rejected]).when(link('officialId')).thenThrows('document_rejected');
    });

    it('refuses a document the case does not ask for', () => {
      spec.given([unanswered]).when(link('policeReport')).thenThrows('required_document_unknown');
    });

    it('refuses a link the document has already: sent for it, or linked before', () => {
      spec.given([uploaded]).when(link('bankStatements')).thenThrows('requirement_already_linked');
      spec
        .given([unanswered, linked('req-contract')])
        .when(link('req-contract'))
        .thenThrows('requirement_already_linked');
    });

    it('refuses a document that does not exist', () => {
      spec.given([]).when(link('officialId')).thenThrows('not_found');
    });
  });
});
