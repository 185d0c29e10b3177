import type { EventType, LoggedEvent } from '@portal/contracts';
import type { NewJob } from '../queue/port.js';

/**
 * Turns events into jobs (side effects to run once): a rule table, pure and deterministic. A job's id derives from
 * the event's id and the effect, so a replayed event enqueues nothing new. Payloads carry ids and facts, never
 * display text; the job's handler looks up what it shows when it runs.
 */
export interface Reactor<T extends EventType = EventType> {
  /** Its checkpoint's name (the queue keeps it). */
  name: string;
  /** The event types it reacts to; the others pass by unparsed. */
  handles: readonly T[];
  react(logged: LoggedEvent<T>): NewJob[];
}

/** A reactor typed by the events it handles, as one the runner can hold beside the others. */
export function defineReactor<T extends EventType>(definition: Reactor<T>): Reactor {
  const handles = new Set<EventType>(definition.handles);
  return {
    ...definition,
    react: (logged) =>
      handles.has(logged.event.type) ? definition.react(logged as unknown as LoggedEvent<T>) : [],
  };
}

/** The id of the job that carries out `effect` for the event: stable, without ':' (BullMQ's separator). */
export const jobIdOf = (eventId: string, effect: string) => `${eventId}.${effect}`;
