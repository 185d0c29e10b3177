import type { EventType, LoggedEvent } from '@portal/contracts';

/** An event as projectors see it: parsed (and upcast) data, its metadata, where it stands in the log. */
export type ProjectedEvent<T extends EventType = EventType> = LoggedEvent<T>;

/** The documents a projector reads and writes while it applies one event. */
export interface DocView {
  get<T extends object>(collection: string, id: string): Promise<T | undefined>;
  put(collection: string, id: string, body: object): void;
  delete(collection: string, id: string): void;
}

/**
 * Keeps one read model from events. Deterministic: the same events in the same order give the same documents.
 * Each projector is one projection with its own checkpoint (named `name`), so one failing read model stops
 * only itself.
 */
export interface Projector<T extends EventType = EventType> {
  /** The projection's name, which is also its checkpoint's (contracts/src/read-models). */
  name: string;
  /**
   * Bumped whenever the documents built from the same events change (a new field, another label). A start
   * that finds another version stored rebuilds the collections from the log before following it.
   */
  version: number;
  collections: readonly string[];
  /** The event types it reads; the others pass by unparsed (and cannot stop it). */
  handles: readonly T[];
  apply(projected: ProjectedEvent<T>, view: DocView): Promise<void>;
}

/**
 * Whether a projected event is of one of `types`: narrows it, for a projector whose events are applied by parts
 * (each part a function of its own event types).
 */
export function isOneOf<U extends EventType>(
  projected: { event: { type: EventType } },
  types: readonly U[],
): projected is ProjectedEvent<U> {
  const listed: readonly EventType[] = types;
  return listed.includes(projected.event.type);
}

/**
 * A projector typed by the events it handles (its `apply` sees only those types), as one the runner can hold
 * beside the others: events of other types never reach its `apply`.
 */
export function defineProjector<T extends EventType>(definition: Projector<T>): Projector {
  const handles = new Set<EventType>(definition.handles);
  return {
    ...definition,
    async apply(projected, view) {
      // Checked at run time: the event is one of the types T lists.
      if (handles.has(projected.event.type))
        await definition.apply(projected as unknown as ProjectedEvent<T>, view);
    },
  };
}
