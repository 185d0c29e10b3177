import type { DomainEvent, EventGroup } from '@portal/contracts';

/** What a decision may depend on besides the command and the state: the time, taken from the metadata. */
interface DecisionContext {
  now: Date;
}

/**
 * An aggregate as three pure functions, typed by the aggregate's own events: the state before any event, how
 * one of its events changes the state, and which of its events a command produces from a state (or the
 * DomainError that refuses it). `events` is the aggregate's group of the event catalog: what its streams
 * may hold, so the handler can refuse to decide on a stream holding anything else.
 */
export interface Decider<Command, Event extends DomainEvent, State> {
  events: { readonly [T in Event['type']]: EventGroup[string] };
  initialState: State;
  evolve(state: State, event: Event): State;
  decide(command: Command, state: State, context: DecisionContext): Event[];
}

export function fold<E extends DomainEvent, S>(
  decider: Pick<Decider<unknown, E, S>, 'initialState' | 'evolve'>,
  events: readonly E[],
): S {
  return events.reduce(decider.evolve, decider.initialState);
}
