import { type EventOf, type EventType, readEvent } from './index.js';
import { type EventMetadata, eventMetadataSchema } from './metadata.js';

/** An event as the log's readers (projectors, reactors) see it: parsed (and upcast), with its metadata and place. */
export interface LoggedEvent<T extends EventType = EventType> {
  event: EventOf<T>;
  metadata: EventMetadata;
  /** The recorded event's own id (a uuid): what a side effect derives its id from. */
  eventId: string;
  streamId: string;
  /** The event's revision within its stream, from 0 (what an If-Match compares with). */
  revision: number;
  position: string;
}

/** A recorded event of the store, as far as reading it needs. */
export interface StoredEventLike {
  id: string;
  streamId: string;
  type: string;
  data: unknown;
  metadata: unknown;
  revision: bigint;
  position: string;
}

/** The stored event parsed and upcast, or why it cannot be read. */
export function readLogged(recorded: StoredEventLike): { logged: LoggedEvent } | { reason: string } {
  const metadata = eventMetadataSchema.safeParse(recorded.metadata);
  if (!metadata.success) return { reason: 'its metadata fails the metadata schema' };
  const event = readEvent(recorded.type, recorded.data, metadata.data.schemaVersion);
  if (!event.ok) return { reason: event.reason };
  return {
    logged: {
      event: event.event,
      metadata: metadata.data,
      eventId: recorded.id,
      streamId: recorded.streamId,
      revision: Number(recorded.revision),
      position: recorded.position,
    },
  };
}
