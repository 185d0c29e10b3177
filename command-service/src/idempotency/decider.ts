import { createHmac } from 'node:crypto';
import { type IdempotencyEvent, idempotencyEvents } from '@portal/contracts';
import { sha256Hex } from '@portal/platform';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

/**
 * The first request with an Idempotency-Key records what it did; a repeat with the same request goes
 * through again (every later step is idempotent), a repeat with other data is refused.
 */
export const idempotencyStream = (key: string) => `idempotency-${sha256Hex(key)}`;

/** The request as its fingerprints: of the visible fields, and a keyed hash of the secret ones. */
export interface RequestFingerprint {
  fingerprint: string;
  secretMac: string;
}

export interface AcceptRequest extends RequestFingerprint {
  type: 'AcceptRequest';
  operation: string;
}
export interface IdempotencyState {
  accepted: { operation: string; fingerprint: string; secretMac?: string | undefined } | null;
}

/**
 * Whether a request is the one a key was first used for: same operation and visible fields, and the same secret
 * (a key recorded before the secrets were fingerprinted has no secretMac: only its visible fields compare).
 */
export function sameRequest(
  accepted: NonNullable<IdempotencyState['accepted']>,
  request: { operation: string; fingerprint: string; secretMac?: string | undefined },
): boolean {
  return (
    accepted.operation === request.operation &&
    accepted.fingerprint === request.fingerprint &&
    (accepted.secretMac === undefined || accepted.secretMac === request.secretMac)
  );
}

export const idempotencyDecider: Decider<AcceptRequest, IdempotencyEvent, IdempotencyState> = {
  events: idempotencyEvents,
  initialState: { accepted: null },
  evolve: (_state, event) => ({ accepted: event.data }),
  decide({ operation, fingerprint, secretMac }, state) {
    if (state.accepted === null)
      return [{ type: 'RequestAccepted', data: { operation, fingerprint, secretMac } }];
    if (!sameRequest(state.accepted, { operation, fingerprint, secretMac }))
      throw refused.idempotencyKeyReused();
    return [];
  },
};

/**
 * The fingerprints of a request body: a SHA-256 of its visible fields (whatever their order), and an
 * HMAC-SHA256 of its secret fields keyed with the portal secret, so the event log never holds a password nor a
 * hash of it that could be attacked without the secret. The same request gives the same fingerprints on every
 * gateway that shares the secret.
 */
export function fingerprintOf(
  body: Record<string, unknown>,
  portalSecret: string,
  secretFields: string[] = ['password'],
): RequestFingerprint {
  const entries = Object.entries(body);
  const visible = Object.fromEntries(entries.filter(([k]) => !secretFields.includes(k)).sort());
  const secrets = Object.fromEntries(entries.filter(([k]) => secretFields.includes(k)).sort());
  return {
    fingerprint: sha256Hex(JSON.stringify(visible)),
    secretMac: createHmac('sha256', portalSecret).update(JSON.stringify(secrets)).digest('hex'),
  };
}
