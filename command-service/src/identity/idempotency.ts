import { type IdempotencyEvent, idempotencyEvents } from '@portal/contracts';
import { sha256Hex } from '@portal/platform';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

/**
 * The first request with an Idempotency-Key records what it did; a repeat with the same request goes
 * through again (every later step is idempotent), a repeat with other data is refused.
 */
export const idempotencyStream = (key: string) => `idempotency-${sha256Hex(key)}`;

export interface AcceptRequest {
  type: 'AcceptRequest';
  operation: string;
  fingerprint: string;
}
export interface IdempotencyState {
  accepted: { operation: string; fingerprint: string } | null;
}

export const idempotencyDecider: Decider<AcceptRequest, IdempotencyEvent, IdempotencyState> = {
  events: idempotencyEvents,
  initialState: { accepted: null },
  evolve: (_state, event) => ({ accepted: event.data }),
  decide({ operation, fingerprint }, state) {
    if (state.accepted === null) return [{ type: 'RequestAccepted', data: { operation, fingerprint } }];
    const same = state.accepted.operation === operation && state.accepted.fingerprint === fingerprint;
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
