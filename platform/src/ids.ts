import { createHash, hash, randomUUID } from 'node:crypto';

/**
 * A uuid (version 5 layout, SHA-1 of a name) derived from a seed: the same seed always gives the same id.
 * Commands retried with the same idempotency key derive the same aggregate and event ids, so the retry
 * re-appends the same events and the event store treats it as a no-op.
 */
export function uuidFrom(seed: string): string {
  const h = createHash('sha1').update(`portal:${seed}`).digest();
  h[6] = ((h[6] ?? 0) & 0x0f) | 0x50;
  h[8] = ((h[8] ?? 0) & 0x3f) | 0x80;
  const hex = h.subarray(0, 16).toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** Ids come from the seed when there is one, at random otherwise. */
export function idSource(seed: string | undefined): (name: string) => string {
  return seed === undefined ? () => randomUUID() : (name) => uuidFrom(`${seed}:${name}`);
}

/** Digits derived from a string, for human-facing numbers (account, case). */
export function digitsFrom(seed: string, count: number): string {
  const n = BigInt(`0x${createHash('sha256').update(seed).digest('hex').slice(0, 24)}`);
  return (n % 10n ** BigInt(count)).toString().padStart(count, '0');
}

export function sha256Hex(value: string): string {
  // The one-shot form: a third of createHash's time (every request hashes its session token).
  return hash('sha256', value, 'hex');
}
