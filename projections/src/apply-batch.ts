import { type EventMetadata, eventMetadataSchema, parseEvent } from '@portal/contracts';
import type { DocumentStore, RecordedEvent } from '@portal/platform';
import { BatchView } from './batch-view.js';
import type { Projector } from './projector.js';

/** Applies a batch of recorded events to the projectors and commits the documents with the checkpoint. */
export async function applyBatch(
  store: DocumentStore,
  checkpointName: string,
  projectors: readonly Projector[],
  batch: RecordedEvent[],
  prefix = '',
  onSkipped: (e: RecordedEvent) => void = () => {},
): Promise<string | undefined> {
  const last = batch.at(-1);
  if (!last) return undefined;
  const view = new BatchView(store, prefix);
  for (const recorded of batch) {
    const event = parseEvent(recorded.type, recorded.data);
    const metadata = eventMetadataSchema.safeParse(recorded.metadata);
    if (!event || !metadata.success) {
      onSkipped(recorded);
      continue;
    }
    view.at(recorded.position);
    const projected = {
      event,
      metadata: metadata.data as EventMetadata,
      streamId: recorded.streamId,
      position: recorded.position,
    };
    for (const projector of projectors) await projector.apply(projected, view);
  }
  await store.commitProjection(checkpointName, view.writes(), last.position);
  return last.position;
}
