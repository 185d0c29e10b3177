import { randomUUID } from 'node:crypto';
import {
  type CaseDocumentDoc,
  DOCUMENT_ACCESS_LOG,
  type DocumentAccessAction,
  type DocumentAccessLogDoc,
  USERS,
  type UserDoc,
} from '@portal/contracts';
import type { Actor, DocumentStore } from '@portal/platform';

/**
 * One row of a document's access log: who opened it or tried to, when, from which address. Kept in
 * the document store, not the event log: an address is personal data the immutable log never holds.
 */
export async function recordAccess(
  documents: DocumentStore,
  entry: {
    document: Pick<CaseDocumentDoc, 'id' | 'caseId'>;
    actor: Actor;
    address: string;
    action: DocumentAccessAction;
    outcome: 'allowed' | 'refused';
    at: Date;
  },
): Promise<void> {
  const user = await documents.get<UserDoc>(USERS, entry.actor.userId);
  const row: DocumentAccessLogDoc = {
    id: randomUUID(),
    documentId: entry.document.id,
    caseId: entry.document.caseId,
    at: entry.at.toISOString(),
    actorId: entry.actor.userId,
    actorName: user?.fullName ?? '',
    actorRole: entry.actor.role,
    address: entry.address,
    action: entry.action,
    outcome: entry.outcome,
  };
  await documents.put(DOCUMENT_ACCESS_LOG, row.id, row);
}
