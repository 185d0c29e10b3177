import type { DomainEvent } from '@portal/contracts';

/** What a decision may depend on besides the command and the state: the time, taken from the metadata. */
export interface DecisionContext {
  now: Date;
}

/**
 * An aggregate as three pure functions: the state before any event, how an event changes the state,
 * and which events a command produces from a state (or a DomainError when it is refused).
 */
export interface Decider<Command, State> {
  initialState: State;
  evolve(state: State, event: DomainEvent): State;
  decide(command: Command, state: State, context: DecisionContext): DomainEvent[];
}

export function fold<S>(
  decider: Pick<Decider<unknown, S>, 'initialState' | 'evolve'>,
  events: DomainEvent[],
): S {
  return events.reduce(decider.evolve, decider.initialState);
}
