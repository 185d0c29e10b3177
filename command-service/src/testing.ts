import type { DomainEvent } from '@portal/contracts';
import { type Decider, fold } from './decider.js';

/** given events / when command / then events (or the refusal), for decider tests. */
export function given<C, S>(
  decider: Decider<C, S>,
  history: DomainEvent[],
  now = new Date('2026-11-21T12:00:00Z'),
) {
  return {
    when: (command: C) => decider.decide(command, fold(decider, history), { now }),
  };
}
