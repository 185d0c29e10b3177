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
/** Specs that reached `.when()` but never said what should happen: the test that wrote one fails. */
const unfinished = new Set<object>();
afterEach(() => {
  if (unfinished.size === 0) return;
  unfinished.clear();
  throw new Error('A decider spec ends at .when(): finish it with .then([...]) or .thenThrows(code)');
});

export function deciderSpec<C, E extends DomainEvent, S>(decider: Decider<C, E, S>) {
  return {
    given(history: E[], { now = DEFAULT_NOW }: { now?: Date } = {}) {
      return {
        when(command: C) {
          const decide = () => decider.decide(command, fold(decider, history), { now });
          const token = {};
          unfinished.add(token);
          return {
            // biome-ignore lint/suspicious/noThenProperty: the given/when/then shape of decider tests; never awaited.
            then(expected: E[]): void {
              unfinished.delete(token);
              expect(decide()).toEqual(expected);
            },
            thenThrows(code: ErrorCode, fieldErrors?: Record<string, string>): void {
              unfinished.delete(token);
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
