import { DomainError, type DomainEvent, type ErrorCode } from '@portal/contracts';
import { type Decider, fold } from './decider.js';

const DEFAULT_NOW = new Date('2026-11-21T12:00:00Z');

/**
 * Decider tests in the shape of the domain: given these events (written out literally), when this command,
 * then these events, or then this refusal.
 *
 *   const spec = deciderSpec(userDecider);
 *   spec.given([{ type: 'UserRegistered', data: { … } }]).when({ type: 'ChangePassword', … }).then([…]);
 *   spec.given([]).when(…).thenThrows('not_found');
 */
export function deciderSpec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(history: E[], { now = DEFAULT_NOW }: { now?: Date } = {}) {
      return {
        when(command: C) {
          const decide = () => decider.decide(command, fold(decider, history), { now });
          return {
            // biome-ignore lint/suspicious/noThenProperty: the given/when/then shape of decider tests; never awaited.
            then(expected: E[]): void {
              expect(decide()).toEqual(expected);
            },
            thenThrows(code: ErrorCode, fieldErrors?: Record<string, string>): void {
              let thrown: unknown;
              try {
                decide();
              } catch (error) {
                thrown = error;
              }
              expect(thrown).toBeInstanceOf(DomainError);
              expect(thrown).toMatchObject({ code, ...(fieldErrors ? { fieldErrors } : {}) });
            },
          };
        },
      };
    },
  };
}
