import type { DocumentStatus } from '../enums.js';
import type { DocumentAccessEntry, StaffDocument } from '../schemas/documents.js';

/** Projection `caseDocuments` (its checkpoint has the same name): the documents clients sent. */
export const CASE_DOCUMENTS_PROJECTION = 'caseDocuments';

/**
 * Keyed by document id: a row of GET /api/cases/:caseId/documents (answered through its schema, which drops the
 * fields only the server needs), and what a download or an integrity check reads.
 */
export const CASE_DOCUMENTS = 'caseDocuments';

export type CaseDocumentDoc = StaffDocument & {
  caseId: string;
  /** The client's user (the only client who may download it). */
  clientUserId: string;
  uploadedBy: string;
  status: DocumentStatus;
};

/**
 * Keyed by user id: the names of the people documents mention (uploaders, reviewers), and for a client which
 * case is theirs.
 */
export const CASE_DOCUMENT_PEOPLE = 'caseDocumentPeople';
export interface CaseDocumentPersonDoc {
  fullName: string;
}

/**
 * Keyed by case id: the names of the documents the case asks for (what a sent document answers), kept as the
 * process events name them.
 */
export const CASE_DOCUMENT_REQUESTS = 'caseDocumentRequests';
export interface CaseDocumentRequestsDoc {
  names: Record<string, string>;
}

/**
 * Not a projection: the gateway writes one row per download or integrity check of a document, allowed or
 * refused, with the address it came from (addresses are never stored in events). Keyed by a random id.
 */
export const DOCUMENT_ACCESS_LOG = 'documentAccessLog';
export type DocumentAccessLogDoc = DocumentAccessEntry & { documentId: string; caseId: string };

/**
 * Not a projection: the uploads whose bytes arrived (PUT on the signed URL), keyed by the upload id, until
 * completed. An upload never completed is removed after a day with its bytes, unless a document holds them.
 */
export const PENDING_UPLOADS = 'pendingUploads';
export interface PendingUploadDoc {
  uploadId: string;
  userId: string;
  caseId: string;
  fileName: string;
  size: number;
  contentType: string;
  sha256: string;
  surface: string;
  receivedAt: string;
  /** Set when the document was recorded; the entry stays a day so that a concurrent clean-up keeps the bytes. */
  completedAt: string | null;
}

/**
 * Not a projection: the news images an administrator uploaded, keyed by their SHA-256, with when the
 * bytes last arrived. One no article names a day after it arrived is removed with its bytes, unless a client's
 * document or upload holds the same bytes (the blob store keeps each content once).
 */
export const NEWS_IMAGE_UPLOADS = 'newsImageUploads';
export interface NewsImageUploadDoc {
  sha256: string;
  receivedAt: string;
}
