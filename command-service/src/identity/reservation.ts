import type { DomainEvent } from '@portal/contracts';
import type { Decider } from '../decider.js';
import { DomainError, refused } from '../errors.js';

/**
 * A reservation stream makes a value unique (a username, an e-mail, an account number) even under
 * concurrent requests: the first append on a new stream wins, the second sees the owner and is refused.
 */
export type ReservationKind = 'username' | 'email' | 'accountNumber';

export const reservationStream = (kind: ReservationKind, value: string) => `${kind}-${value.toLowerCase()}`;

export type ReservationCommand =
  | { type: 'Reserve'; kind: ReservationKind; value: string; ownerId: string }
  | { type: 'Release'; ownerId: string; reason: string };

export interface ReservationState {
  ownerId: string | null;
}

export const accountNumberTaken = () => new DomainError(409, 'account_number_taken', 'account number taken');

const takenError = (kind: ReservationKind) =>
  kind === 'username'
    ? refused.usernameTaken()
    : kind === 'email'
      ? refused.emailTaken()
      : accountNumberTaken();

function reservedEvent(kind: ReservationKind, value: string, ownerId: string): DomainEvent {
  if (kind === 'username') return { type: 'UsernameReserved', data: { username: value, userId: ownerId } };
  if (kind === 'email') return { type: 'EmailReserved', data: { email: value, userId: ownerId } };
  return { type: 'AccountNumberReserved', data: { accountNumber: value, clientId: ownerId } };
}

export const reservationDecider: Decider<ReservationCommand, ReservationState> = {
  initialState: { ownerId: null },
  evolve(state, event) {
    switch (event.type) {
      case 'UsernameReserved':
      case 'EmailReserved':
        return { ownerId: event.data.userId };
      case 'AccountNumberReserved':
        return { ownerId: event.data.clientId };
      case 'ReservationReleased':
        return { ownerId: null };
      default:
        return state;
    }
  },
  decide(command, state) {
    if (command.type === 'Reserve') {
      if (state.ownerId === command.ownerId) return [];
      if (state.ownerId !== null) throw takenError(command.kind);
      return [reservedEvent(command.kind, command.value, command.ownerId)];
    }
    if (state.ownerId !== command.ownerId) return [];
    return [{ type: 'ReservationReleased', data: { ownerId: command.ownerId, reason: command.reason } }];
  },
};
