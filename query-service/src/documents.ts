import {
  CASE_DOCUMENTS,
  type CaseDocumentDoc,
  DOCUMENT_ACCESS_LOG,
  type DocumentAccessEntry,
  type DocumentAccessLogDoc,
  DomainError,
  documentAccessEntrySchema,
  documentErrors,
  type StaffDocument,
  staffDocumentSchema,
} from '@portal/contracts';
import type { Actor, DocumentStore, RouteHandlers } from '@portal/platform';
import { workableCase } from './cases.js';

const documentNotFound = () => new DomainError('not_found', documentErrors.notFound);

/**
 * The document `actor` may open: the client whose case it is (another client's is not found: a client never
 * learns that it exists), or staff who may work its case (another agent's client's is refused).
 */
export async function readableDocument(
  documents: DocumentStore,
  actor: Actor,
  documentId: string,
): Promise<CaseDocumentDoc> {
  const doc = await documents.get<CaseDocumentDoc>(CASE_DOCUMENTS, documentId);
  if (!doc) throw documentNotFound();
  if (actor.role === 'client') {
    if (doc.clientUserId !== actor.userId) throw documentNotFound();
    return doc;
  }
  await workableCase(documents, actor, doc.caseId);
  return doc;
}

/** GET /api/cases/:caseId/documents: what the client sent, newest first, for staff who may work the case. */
async function caseDocuments(documents: DocumentStore, actor: Actor, key: string): Promise<StaffDocument[]> {
  const file = await workableCase(documents, actor, key);
  const docs = await documents.list<CaseDocumentDoc>(CASE_DOCUMENTS, {
    where: { caseId: file.caseId },
    orderBy: 'uploadedAt',
    desc: true,
  });
  return docs.map((doc) => staffDocumentSchema.parse(doc));
}

/** The newest entries of an access log an admin reads at once. */
const ACCESS_LOG_LIMIT = 500;

/** GET /api/documents/:id/access-log (admins): who opened the document, or tried to, newest first. */
async function documentAccessLog(
  documents: DocumentStore,
  documentId: string,
): Promise<DocumentAccessEntry[]> {
  if (!(await documents.get(CASE_DOCUMENTS, documentId))) throw documentNotFound();
  const rows = await documents.list<DocumentAccessLogDoc>(DOCUMENT_ACCESS_LOG, {
    where: { documentId },
    orderBy: 'at',
    desc: true,
    limit: ACCESS_LOG_LIMIT,
  });
  return rows.map((row) => documentAccessEntrySchema.parse(row));
}

/** The documents of a case and who read each. */
export function documentRoutes(documents: DocumentStore) {
  return {
    caseDocuments: async ({ actor, params }) => ({
      body: await caseDocuments(documents, actor, params.caseId),
    }),
    documentAccessLog: async ({ params }) => ({ body: await documentAccessLog(documents, params.id) }),
  } satisfies RouteHandlers;
}
