import { normalizeUsername, type ReservationEvent, reservationEvents } from '@portal/contracts';
import { hashedReservationStream } from '@portal/platform';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';
import { usernameKey } from './skeleton.js';

/**
 * A reservation stream makes a value unique (a username, an e-mail, an account number) even under
 * concurrent requests: the first append on a new stream wins, the second sees the owner and is refused.
 * The registration that reserved a value confirms it when it has finished. A reservation left unconfirmed
 * for longer than a registration can take (the process died, the person never retried with the same key)
 * is abandoned: the next registration takes it over, so nobody is locked out of their own username.
 */
export type ReservationKind = 'username' | 'email' | 'accountNumber';

export const ABANDONED_AFTER_MS = 2 * 60_000;

/**
 * What makes two values one: a username's confusable skeleton (look-alikes share one stream, so the first append
 * still decides), an e-mail's and an account number's lower case.
 */
export const reservationKey = (kind: ReservationKind, value: string) =>
  kind === 'username' ? usernameKey(value) : value.toLowerCase();

/**
 * The stream a value is reserved on now: a username's and an e-mail's under the hash of their key, an account
 * number's (the firm's own, not personal) on its lower case.
 */
export function reservationStream(portalSecret: string, kind: ReservationKind, value: string): string {
  const key = reservationKey(kind, value);
  return kind === 'accountNumber' ? `${kind}-${key}` : hashedReservationStream(portalSecret, kind, key);
}

/**
 * The streams older logs keep a value's reservations on, only read (its value stays taken, and its owner's
 * reservation is used there: see reservations.ts). Before personal data was sealed they were named in clear:
 * `email-<lower case>`, `username-<skeleton>`, and before the confusable skeleton `username-<lower case>`.
 * `npm run migrate-personal-data` renames each `<kind>-<key>` to `<kind>Key-<hash of key>`, so a migrated log
 * keeps a lower-case username stream under the hash of the lower case.
 */
export function legacyReservationStreams(
  portalSecret: string,
  kind: ReservationKind,
  value: string,
): string[] {
  if (kind === 'accountNumber') return [];
  const keys = new Set([reservationKey(kind, value)]);
  if (kind === 'username') keys.add(normalizeUsername(value));
  const streams = new Set<string>();
  for (const key of keys) {
    streams.add(hashedReservationStream(portalSecret, kind, key));
    streams.add(`${kind}-${key}`);
  }
  streams.delete(reservationStream(portalSecret, kind, value));
  return [...streams];
}

export type ReservationCommand =
  | {
      type: 'Reserve';
      kind: ReservationKind;
      value: string;
      ownerId: string;
      /** How long an unconfirmed reservation is kept for its owner (ABANDONED_AFTER_MS unless configured). */
      abandonAfterMs?: number;
    }
  | { type: 'Confirm'; ownerId: string }
  | { type: 'Release'; ownerId: string; reason: string };

export interface ReservationState {
  ownerId: string | null;
  confirmed: boolean;
  /** When the owner reserved it; unknown for account numbers, which are never abandoned. */
  reservedAt: string | null;
}

/**
 * The refusal of a value another owner holds. A reservation still waiting for its registration to finish (a crash,
 * a lost answer: the person may be the one asking, after a reload) says so, with the same code as a taken value,
 * so its owner is not told to pick another name for what is theirs.
 */
function takenError(kind: ReservationKind, state: ReservationState) {
  const pending = !state.confirmed && state.reservedAt !== null;
  if (kind === 'username') return pending ? refused.usernamePending() : refused.usernameTaken();
  if (kind === 'email') return pending ? refused.emailPending() : refused.emailTaken();
  return refused.accountNumberTaken();
}

function reservedEvent(kind: ReservationKind, value: string, ownerId: string, now: Date): ReservationEvent {
  const reservedAt = now.toISOString();
  if (kind === 'username')
    return { type: 'UsernameReserved', data: { username: value, userId: ownerId, reservedAt } };
  if (kind === 'email') return { type: 'EmailReserved', data: { email: value, userId: ownerId, reservedAt } };
  return { type: 'AccountNumberReserved', data: { accountNumber: value, clientId: ownerId } };
}

function abandoned(state: ReservationState, now: Date, afterMs: number): boolean {
  return (
    !state.confirmed && state.reservedAt !== null && now.getTime() - Date.parse(state.reservedAt) > afterMs
  );
}

export const reservationDecider: Decider<ReservationCommand, ReservationEvent, ReservationState> = {
  events: reservationEvents,
  initialState: { ownerId: null, confirmed: false, reservedAt: null },
  evolve(state, event) {
    switch (event.type) {
      case 'UsernameReserved':
      case 'EmailReserved':
        return { ownerId: event.data.userId, confirmed: false, reservedAt: event.data.reservedAt ?? null };
      case 'AccountNumberReserved':
        return { ownerId: event.data.clientId, confirmed: true, reservedAt: null };
      case 'ReservationConfirmed':
        return { ...state, confirmed: true };
      case 'ReservationReleased':
        return { ownerId: null, confirmed: false, reservedAt: null };
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'Reserve': {
        if (state.ownerId === command.ownerId) return [];
        const reserved = reservedEvent(command.kind, command.value, command.ownerId, now);
        if (state.ownerId === null) return [reserved];
        if (!abandoned(state, now, command.abandonAfterMs ?? ABANDONED_AFTER_MS))
          throw takenError(command.kind, state);
        return [
          { type: 'ReservationReleased', data: { ownerId: state.ownerId, reason: 'abandoned' } },
          reserved,
        ];
      }
      case 'Confirm':
        if (state.ownerId !== command.ownerId || state.confirmed) return [];
        return [{ type: 'ReservationConfirmed', data: { ownerId: command.ownerId } }];
      case 'Release':
        if (state.ownerId !== command.ownerId) return [];
        return [{ type: 'ReservationReleased', data: { ownerId: command.ownerId, reason: command.reason } }];
    }
  },
};
