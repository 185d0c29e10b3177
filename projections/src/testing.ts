import { type DomainEvent, type EventMetadata, type EventType, eventCatalog } from '@portal/contracts';
import { formatPosition } from '@portal/platform';
import type { DocView, ProjectedEvent, Projector } from './projector.js';

/** An in-memory view for given events / then documents projector tests. */
export class MemoryView implements DocView {
  readonly docs = new Map<string, object>();
  async get<T extends object>(collection: string, id: string): Promise<T | undefined> {
    const doc = this.docs.get(`${collection}/${id}`);
    return doc ? (structuredClone(doc) as T) : undefined;
  }
  put(collection: string, id: string, body: object): void {
    this.docs.set(`${collection}/${id}`, structuredClone(body));
  }
  delete(collection: string, id: string): void {
    this.docs.delete(`${collection}/${id}`);
  }
}

/** The metadata the command handler writes for an event of `type` (its current schema version). */
export function metadataAt(occurredAt: string, type: EventType = 'UserRegistered'): EventMetadata {
  return {
    actorId: null,
    actorRole: 'public',
    correlationId: 'c',
    occurredAt,
    schemaVersion: eventCatalog[type].version,
  };
}

/** Applies events as the runner would (only the types each projector handles), one day apart from 2026-11-10. */
export async function project(
  projectors: readonly Projector[],
  events: DomainEvent[],
  view = new MemoryView(),
) {
  for (const [i, event] of events.entries()) {
    const projected: ProjectedEvent = {
      event,
      metadata: metadataAt(`2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`, event.type),
      eventId: `event-${i + 1}`,
      streamId: 's',
      position: formatPosition(i + 1),
    };
    for (const p of projectors)
      if ((p.handles as readonly string[]).includes(event.type)) await p.apply(projected, view);
  }
  return view;
}
