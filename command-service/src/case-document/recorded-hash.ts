import { eventMetadataSchema, readEvent } from '@portal/contracts';
import type { EventStore } from '@portal/platform';
import { caseDocumentStream } from './decider.js';

/**
 * The SHA-256 the event log recorded when a document's bytes arrived (its DocumentUploaded event), or undefined
 * for no such document: what an integrity check compares the stored bytes with.
 */
export async function recordedDocumentHash(
  events: EventStore,
  documentId: string,
): Promise<string | undefined> {
  const [first] = await events.readStream(caseDocumentStream(documentId));
  if (!first) return undefined;
  const metadata = eventMetadataSchema.safeParse(first.metadata);
  const read = readEvent(first.type, first.data, metadata.success ? metadata.data.schemaVersion : undefined);
  return read.ok && read.event.type === 'DocumentUploaded' ? read.event.data.sha256 : undefined;
}
