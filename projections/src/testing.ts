import {
  agentEvents,
  clientEvents,
  type DomainEvent,
  type EventMetadata,
  type EventType,
  eventCatalog,
  fraudCaseEvents,
  notificationEvents,
  recoveryEvents,
  securityCommentEvents,
  userEvents,
} from '@portal/contracts';
import { formatPosition } from '@portal/platform';
import { MemoryView } from './memory-view.js';
import type { ProjectedEvent, Projector } from './projector.js';

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

/** The aggregates' groups with the field of their events that names the stream (as the command side does). */
const streams: [group: object, prefix: string, idField: string][] = [
  [userEvents, 'user', 'userId'],
  [clientEvents, 'client', 'clientId'],
  [fraudCaseEvents, 'fraudCase', 'caseId'],
  [recoveryEvents, 'recoveryProcess', 'processId'],
  [agentEvents, 'agent', 'agentId'],
  [notificationEvents, 'notifications', 'userId'],
  [securityCommentEvents, 'securityComment', 'commentId'],
];

/** The stream an event of a test history belongs to: its aggregate and id, like `recoveryProcess-process-1`. */
export function streamOf(event: DomainEvent): string {
  const found = streams.find(([group]) => Object.hasOwn(group, event.type));
  if (!found) return 's';
  const id = (event.data as Record<string, unknown>)[found[2]];
  return `${found[1]}-${String(id)}`;
}

/**
 * Applies events as the runner would (only the types each projector handles), one day apart from 2026-11-10;
 * each event's stream and revision follow from its aggregate and id (streamOf), counted in the given order.
 * `actor` gives an event's metadata its actor (default: a public request).
 */
export async function project(
  projectors: readonly Projector[],
  events: DomainEvent[],
  view = new MemoryView(),
  actor: (
    event: DomainEvent,
    index: number,
  ) => Pick<EventMetadata, 'actorId' | 'actorRole'> | undefined = () => undefined,
) {
  const revisions = new Map<string, number>();
  for (const [i, event] of events.entries()) {
    const streamId = streamOf(event);
    const revision = revisions.get(streamId) ?? 0;
    revisions.set(streamId, revision + 1);
    const projected: ProjectedEvent = {
      event,
      metadata: {
        ...metadataAt(`2026-11-${String(10 + i).padStart(2, '0')}T10:00:00.000Z`, event.type),
        ...actor(event, i),
      },
      eventId: `event-${i + 1}`,
      streamId,
      revision,
      position: formatPosition(i + 1),
    };
    for (const p of projectors)
      if ((p.handles as readonly string[]).includes(event.type)) await p.apply(projected, view);
  }
  return view;
}
