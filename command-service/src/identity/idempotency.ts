import { sha256Hex } from '@portal/platform';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

/**
 * The first request with an Idempotency-Key records what it did; a repeat with the same request goes
 * through again (every later step is idempotent), a repeat with other data is refused.
 */
export const idempotencyStream = (key: string) => `idempotency-${sha256Hex(key)}`;

export interface AcceptRequest {
  operation: string;
  fingerprint: string;
}
export interface IdempotencyState {
  accepted: AcceptRequest | null;
}

export const idempotencyDecider: Decider<AcceptRequest, IdempotencyState> = {
  initialState: { accepted: null },
  evolve: (state, event) => (event.type === 'RequestAccepted' ? { accepted: event.data } : state),
  decide(command, state) {
    if (state.accepted === null) return [{ type: 'RequestAccepted', data: command }];
    const same =
      state.accepted.operation === command.operation && state.accepted.fingerprint === command.fingerprint;
    if (!same) throw refused.idempotencyKeyReused();
    return [];
  },
};

/** A fingerprint of a request body without its secrets. */
export function fingerprintOf(body: Record<string, unknown>, secretFields: string[] = ['password']): string {
  const visible = Object.fromEntries(
    Object.entries(body)
      .filter(([k]) => !secretFields.includes(k))
      .sort(),
  );
  return sha256Hex(JSON.stringify(visible));
}
