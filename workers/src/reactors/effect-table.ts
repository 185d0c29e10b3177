import { type EventType, eventCatalog, type LoggedEvent } from '@portal/contracts';
import type { NewJob } from '../queue/port.js';
import { jobIdOf, type Reactor } from './reactor.js';

/**
 * What one event sets off beside its record, by channel: the mail it sends and the in-app notification it posts
 * (either may be absent). Both sit together, in `effects/<aggregate>.ts`, so one capability's side effects are
 * read and written in one place.
 */
interface EventEffects<T extends EventType> {
  /** The `mail` jobs of the event (the mail reactor's). */
  mail?(logged: LoggedEvent<T>): NewJob[];
  /** The `notify` jobs of the event (the notifications reactor's). */
  notify?(logged: LoggedEvent<T>): NewJob[];
}

/** The side effects of some events (an aggregate's), each entry typed by its event. */
export type EffectTable = { readonly [T in EventType]?: EventEffects<T> };

type Rule = (logged: LoggedEvent) => NewJob[];

const isEventType = (type: string): type is EventType => Object.hasOwn(eventCatalog, type);

/**
 * The reactor of one channel of the tables: it handles the events with a rule for that channel and runs it. Its
 * name is its checkpoint's (never rename it: the reactor would start over from the first event).
 */
export function channelReactor(
  name: string,
  channel: keyof EventEffects<EventType>,
  tables: readonly EffectTable[],
): Reactor {
  const seen = new Set<EventType>();
  const rules = new Map<EventType, Rule>();
  for (const table of tables)
    for (const type of Object.keys(table).filter(isEventType)) {
      if (seen.has(type)) throw new Error(`The side effects of ${type} are declared twice`);
      seen.add(type);
      // The table types each rule by the event of its key, which is the event the rule is run with.
      const rule = table[type]?.[channel] as Rule | undefined;
      if (rule) rules.set(type, rule);
    }
  return {
    name,
    handles: [...rules.keys()],
    react: (logged) => rules.get(logged.event.type)?.(logged) ?? [],
  };
}

/** What a client did themselves reaches their agent (who that is, is read when the job runs); staff's, nobody. */
export function toClientsAgent(
  { eventId, metadata }: Pick<LoggedEvent, 'eventId' | 'metadata'>,
  effect: string,
  kind: string,
  facts: Record<string, unknown> = {},
): NewJob[] {
  return metadata.actorRole === 'client'
    ? [
        {
          id: jobIdOf(eventId, effect),
          kind: 'notify',
          payload: { agentOfClient: metadata.actorId, kind, facts },
        },
      ]
    : [];
}
