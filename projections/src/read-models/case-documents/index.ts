import {
  CASE_DOCUMENT_PEOPLE,
  CASE_DOCUMENT_REQUESTS,
  CASE_DOCUMENTS,
  CASE_DOCUMENTS_PROJECTION,
  type CaseDocumentDoc,
  type CaseDocumentPersonDoc,
  type CaseDocumentRequestsDoc,
  pathOf,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';
import { addedDocument, planDocument } from '../case-work.js';

async function nameOf(view: DocView, userId: string): Promise<string> {
  return (await view.get<CaseDocumentPersonDoc>(CASE_DOCUMENT_PEOPLE, userId))?.fullName ?? '';
}

async function requests(view: DocView, caseId: string): Promise<CaseDocumentRequestsDoc> {
  return (await view.get<CaseDocumentRequestsDoc>(CASE_DOCUMENT_REQUESTS, caseId)) ?? { names: {} };
}

/**
 * caseDocuments: the documents clients sent, as staff review them (GET /api/cases/:caseId/documents), with
 * the names of who sent and reviewed each, which requested document it answers, and the revision a review's
 * If-Match sends. Downloads and integrity checks read a document's case, owner and hash from here.
 */
export const caseDocumentsProjector = defineProjector({
  name: CASE_DOCUMENTS_PROJECTION,
  version: 1,
  collections: [CASE_DOCUMENTS, CASE_DOCUMENT_PEOPLE, CASE_DOCUMENT_REQUESTS],
  handles: [
    'UserRegistered',
    'UserNameChanged',
    'RecoveryProcessOpened',
    'RequiredDocumentAdded',
    'DocumentUploaded',
    'DocumentVerified',
    'DocumentRejected',
    'DocumentLinkedToRequirement',
  ],
  async apply({ event, metadata, revision }, view) {
    const at = metadata.occurredAt;
    switch (event.type) {
      // Documents keep the names people had when they sent or reviewed them; later ones take the new name.
      case 'UserRegistered':
      case 'UserNameChanged': {
        const person: CaseDocumentPersonDoc = { fullName: event.data.fullName };
        view.put(CASE_DOCUMENT_PEOPLE, event.data.userId, person);
        return;
      }
      // A requested document keeps its name once removed: a document sent for it still says what it answered.
      case 'RecoveryProcessOpened': {
        const doc: CaseDocumentRequestsDoc = { names: {} };
        for (const d of event.data.requiredDocuments) {
          const planned = planDocument(d);
          doc.names[planned.documentId] = planned.name;
        }
        view.put(CASE_DOCUMENT_REQUESTS, event.data.caseId, doc);
        return;
      }
      case 'RequiredDocumentAdded': {
        const added = addedDocument(event.data);
        const doc = await requests(view, event.data.caseId);
        view.put(CASE_DOCUMENT_REQUESTS, event.data.caseId, {
          names: { ...doc.names, [added.documentId]: added.name },
        });
        return;
      }
      case 'DocumentUploaded': {
        const d = event.data;
        const names = (await requests(view, d.caseId)).names;
        const doc: CaseDocumentDoc = {
          id: d.documentId,
          caseId: d.caseId,
          clientUserId: d.userId,
          uploadedBy: d.uploadedBy,
          fileName: d.fileName,
          size: d.size,
          contentType: d.contentType,
          sha256: d.sha256,
          uploadedAt: d.receivedAt,
          uploaderName: await nameOf(view, d.uploadedBy),
          status: 'in_review',
          rejectionReason: null,
          reviewedAt: null,
          reviewerName: null,
          requiredDocumentId: d.requiredDocumentId,
          requiredDocumentName: d.requiredDocumentId ? (names[d.requiredDocumentId] ?? null) : null,
          url: pathOf('downloadDocument', { id: d.documentId }),
          revision,
        };
        view.put(CASE_DOCUMENTS, d.documentId, doc);
        return;
      }
      case 'DocumentVerified':
      case 'DocumentRejected': {
        const d = event.data;
        const doc = await view.get<CaseDocumentDoc>(CASE_DOCUMENTS, d.documentId);
        if (!doc) return;
        const reviewed: CaseDocumentDoc = {
          ...doc,
          status: event.type === 'DocumentVerified' ? 'verified' : 'rejected',
          rejectionReason: event.type === 'DocumentRejected' ? event.data.reason : null,
          reviewedAt: at,
          reviewerName: await nameOf(view, d.reviewerId),
          revision,
        };
        view.put(CASE_DOCUMENTS, d.documentId, reviewed);
        return;
      }
      case 'DocumentLinkedToRequirement': {
        const d = event.data;
        const doc = await view.get<CaseDocumentDoc>(CASE_DOCUMENTS, d.documentId);
        if (!doc) return;
        const names = (await requests(view, d.caseId)).names;
        view.put(CASE_DOCUMENTS, d.documentId, {
          ...doc,
          requiredDocumentId: d.requiredDocumentId,
          requiredDocumentName: Object.hasOwn(names, d.requiredDocumentId)
            ? (names[d.requiredDocumentId] ?? null)
            : null,
          revision,
        });
        return;
      }
    }
  },
});
