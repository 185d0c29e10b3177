import type { DomainEvent, EventMetadata } from '@portal/contracts';

/** An event as projectors see it: parsed data, its metadata, where it stands in the log. */
export interface ProjectedEvent {
  event: DomainEvent;
  metadata: EventMetadata;
  streamId: string;
  position: string;
}

/** The documents a projector reads and writes while it applies one event. */
export interface DocView {
  get<T extends object>(collection: string, id: string): Promise<T | undefined>;
  put(collection: string, id: string, body: object): void;
  delete(collection: string, id: string): void;
}

/** Keeps read models from events. Deterministic: the same events in the same order give the same documents. */
export interface Projector {
  name: string;
  collections: readonly string[];
  apply(projected: ProjectedEvent, view: DocView): Promise<void>;
}
