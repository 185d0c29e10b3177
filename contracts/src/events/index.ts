import type { z } from 'zod';
import { agentEvents, clientEvents, fraudCaseEvents, recoveryEvents } from './case.js';
import { identityEvents, userEvents } from './identity.js';

export * from './case.js';
export * from './identity.js';
export * from './metadata.js';

/** Every event type the system writes, with its current schema version. */
export const eventCatalog = {
  ...identityEvents,
  ...userEvents,
  ...clientEvents,
  ...fraudCaseEvents,
  ...recoveryEvents,
  ...agentEvents,
} as const;

export type EventType = keyof typeof eventCatalog;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalog)[T]['schema']>;

/** A domain event as deciders produce it and projectors read it: a type and its data. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalog, type);
}

/** Parses stored event data against its schema: anything the system reads back is checked. */
export function parseEvent(type: string, data: unknown): DomainEvent | null {
  if (!isEventType(type)) return null;
  const parsed = eventCatalog[type].schema.safeParse(data);
  return parsed.success ? ({ type, data: parsed.data } as DomainEvent) : null;
}
