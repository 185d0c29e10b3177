import type { z } from 'zod';
import { agentEvents } from './agent.js';
import { agentApplicationEvents } from './agent-application.js';
import { documentEvents } from './case-document.js';
import { clientEvents } from './client.js';
import { fraudCaseEvents } from './fraud-case.js';
import { fraudCaseReviewEvents } from './fraud-case-review.js';
import { idempotencyEvents } from './idempotency.js';
import { notificationEvents } from './notification.js';
import { personalDataEvents } from './personal-data.js';
import { privacyConsentEvents } from './privacy-consent.js';
import { privacyAccessEvents, privacyRequestEvents } from './privacy-request.js';
import { recoveryEvents } from './recovery-process.js';
import { reservationEvents } from './reservation.js';
import { secondFactorEvents } from './second-factor.js';
import { securityCommentEvents } from './security-comment.js';
import { indicatorEvents, newsEvents } from './site-content.js';
import { userEvents } from './user.js';

export * from './agent.js';
export * from './agent-application.js';
export * from './case-document.js';
export * from './client.js';
export * from './fraud-case.js';
export * from './fraud-case-review.js';
export * from './idempotency.js';
export * from './metadata.js';
export * from './notification.js';
export * from './personal.js';
export * from './personal-data.js';
export * from './privacy-consent.js';
export * from './privacy-request.js';
export * from './recovery-process.js';
export * from './reservation.js';
export * from './second-factor.js';
export * from './security-comment.js';
export * from './site-content.js';
export * from './user.js';

/** Every event type the system writes, with its current schema version. */
export const eventCatalog = {
  ...reservationEvents,
  ...idempotencyEvents,
  ...userEvents,
  ...clientEvents,
  ...fraudCaseEvents,
  ...fraudCaseReviewEvents,
  ...recoveryEvents,
  ...agentEvents,
  ...agentApplicationEvents,
  ...notificationEvents,
  ...securityCommentEvents,
  ...documentEvents,
  ...indicatorEvents,
  ...newsEvents,
  ...privacyConsentEvents,
  ...privacyRequestEvents,
  ...privacyAccessEvents,
  ...personalDataEvents,
  ...secondFactorEvents,
} as const;

export type EventType = keyof typeof eventCatalog;
export type EventData<T extends EventType> = z.infer<(typeof eventCatalog)[T]['schema']>;

/** A domain event as deciders produce it and projectors read it: a type and its data. */
export type DomainEvent = { [T in EventType]: { type: T; data: EventData<T> } }[EventType];
export type EventOf<T extends EventType> = Extract<DomainEvent, { type: T }>;

/** The events of one aggregate's group (e.g. `typeof userEvents`): what its decider may emit and evolve. */
export type EventGroup = {
  readonly [type: string]: { readonly version: number; readonly schema: z.ZodType };
};
export type EventsOf<G extends EventGroup> = Extract<DomainEvent, { type: keyof G }>;

export type UserEvent = EventsOf<typeof userEvents>;
export type ReservationEvent = EventsOf<typeof reservationEvents>;
export type IdempotencyEvent = EventsOf<typeof idempotencyEvents>;
export type ClientEvent = EventsOf<typeof clientEvents>;
export type FraudCaseEvent = EventsOf<typeof fraudCaseEvents>;
export type FraudCaseReviewEvent = EventsOf<typeof fraudCaseReviewEvents>;
export type RecoveryProcessEvent = EventsOf<typeof recoveryEvents>;
export type AgentEvent = EventsOf<typeof agentEvents>;
export type AgentApplicationEvent = EventsOf<typeof agentApplicationEvents>;
export type NotificationEvent = EventsOf<typeof notificationEvents>;
export type SecurityCommentEvent = EventsOf<typeof securityCommentEvents>;
export type DocumentEvent = EventsOf<typeof documentEvents>;
export type IndicatorEvent = EventsOf<typeof indicatorEvents>;
export type NewsEvent = EventsOf<typeof newsEvents>;
export type PrivacyConsentEvent = EventsOf<typeof privacyConsentEvents>;
export type PrivacyRequestEvent = EventsOf<typeof privacyRequestEvents>;
export type PrivacyAccessEvent = EventsOf<typeof privacyAccessEvents>;
export type PersonalDataEvent = EventsOf<typeof personalDataEvents>;
export type SecondFactorEvent = EventsOf<typeof secondFactorEvents>;

export function isEventType(type: string): type is EventType {
  return Object.hasOwn(eventCatalog, type);
}

/** Upcasters of an event type: the one keyed n turns stored data of schema version n into version n + 1. */
export type Upcasters = Readonly<Record<number, (data: unknown) => unknown>>;

export type ReadEventResult = { ok: true; event: DomainEvent } | { ok: false; reason: string };

/**
 * Reads stored event data back: data of an older schema version is upcast step by step to the current one,
 * then checked against the current schema. `schemaVersion` is the one in the stored metadata; without it the
 * data is taken as the current version. Unreadable, with the reason: an unknown type, a version newer than
 * this code, a missing upcaster, an upcaster that refuses, data that fails the schema.
 */
export function readEvent(type: string, data: unknown, schemaVersion?: number): ReadEventResult {
  if (!isEventType(type)) return { ok: false, reason: `unknown event type ${type}` };
  const entry: { version: number; schema: z.ZodType; upcasters?: Upcasters } = eventCatalog[type];
  const from = schemaVersion ?? entry.version;
  if (from > entry.version)
    return { ok: false, reason: `${type} v${from} is newer than this code knows (v${entry.version})` };
  let current = data;
  for (let version = from; version < entry.version; version++) {
    const upcast = entry.upcasters?.[version];
    if (!upcast) return { ok: false, reason: `${type}: no upcaster from v${version}` };
    try {
      current = upcast(current);
    } catch (error) {
      return { ok: false, reason: error instanceof Error ? error.message : String(error) };
    }
  }
  const parsed = entry.schema.safeParse(current);
  if (parsed.success) return { ok: true, event: { type, data: parsed.data } as DomainEvent };
  const issues = parsed.error.issues.map((i) => `${i.path.join('.') || '(root)'}: ${i.message}`);
  return { ok: false, reason: `${type} v${entry.version}: ${issues.join('; ')}` };
}

/** Reads stored event data back (see readEvent), or null when it cannot be read. */
export function parseEvent(type: string, data: unknown, schemaVersion?: number): DomainEvent | null {
  const read = readEvent(type, data, schemaVersion);
  return read.ok ? read.event : null;
}
