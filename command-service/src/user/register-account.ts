import type { Role } from '@portal/contracts';
import { hashPassword } from '@portal/platform';
import { type CommandMeta, handleCommand } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import { latest } from '../context.js';
import {
  type ReservationCommand,
  type ReservationKind,
  reservationDecider,
  reservationStream,
} from '../identity/reservation.js';
import { type UserCommand, userDecider, userStream } from './decider.js';

export interface NewAccount {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  password: string;
}

/** First name and the rest, from the single full-name field of the staff forms. */
export function namesOf(fullName: string): { firstName: string; lastName: string } {
  const [firstName = fullName, ...rest] = fullName.trim().split(/\s+/);
  return { firstName, lastName: rest.join(' ') };
}

export async function reserve(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
) {
  return handleCommand(
    deps.events,
    reservationDecider,
    reservationStream(kind, value),
    (): ReservationCommand => ({ type: 'Reserve', kind, value, ownerId }),
    meta,
    { retryOnConflict: true },
  );
}

export async function release(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
  reason: string,
) {
  const { eventIdSeed: _, ...randomIds } = meta;
  await handleCommand(
    deps.events,
    reservationDecider,
    reservationStream(kind, value),
    (): ReservationCommand => ({ type: 'Release', ownerId, reason }),
    randomIds,
    { retryOnConflict: true },
  );
}

/** The registration of the account finished: its username and e-mail can no longer be taken over. */
export async function confirmAccount(
  deps: CommandDeps,
  meta: CommandMeta,
  account: Pick<NewAccount, 'userId' | 'username' | 'email'>,
) {
  let position: string | undefined;
  for (const [kind, value] of [
    ['username', account.username],
    ['email', account.email],
  ] as const) {
    const confirmed = await handleCommand(
      deps.events,
      reservationDecider,
      reservationStream(kind, value),
      (): ReservationCommand => ({ type: 'Confirm', ownerId: account.userId }),
      meta,
      { retryOnConflict: true },
    );
    position = latest(position, confirmed.position);
  }
  return position;
}

/**
 * A user account whose username and e-mail are unique: both are reserved first (a taken one refuses the
 * whole registration, and a username reserved for nothing is released again), then the user is written.
 */
export async function registerAccount(
  deps: CommandDeps,
  meta: CommandMeta,
  account: NewAccount,
): Promise<string | undefined> {
  const username = await reserve(deps, meta, 'username', account.username, account.userId);
  let email: Awaited<ReturnType<typeof reserve>>;
  try {
    email = await reserve(deps, meta, 'email', account.email, account.userId);
  } catch (error) {
    await release(deps, meta, 'username', account.username, account.userId, 'email_taken');
    throw error;
  }
  // A retry finds the user written already: no need to spend a password hash on it.
  const user = await handleCommand(
    deps.events,
    userDecider,
    userStream(account.userId),
    async (state): Promise<UserCommand> => ({
      type: 'RegisterUser',
      user: {
        userId: account.userId,
        username: account.username,
        email: account.email,
        firstName: account.firstName,
        lastName: account.lastName,
        fullName: `${account.firstName} ${account.lastName}`.trim(),
        role: account.role,
        passwordHash: state.exists ? '' : await hashPassword(account.password, deps.scryptLog2N),
      },
    }),
    meta,
  );
  return latest(username.position, email.position, user.position);
}
