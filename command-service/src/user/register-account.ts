import { normalizeUsername, type Role } from '@portal/contracts';
import { hashPassword } from '@portal/platform';
import { type CommandMeta, commandOn, handleCommand, type StreamCommand } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import { latest } from '../context.js';
import { checkAvailable, confirm, release, reserve } from '../reservation/reservations.js';
import { namesOf } from './admin-rules.js';
import { type UserCommand, type UserState, userDecider, userStream } from './decider.js';

export interface NewAccount {
  userId: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  role: Role;
  /** The password chosen, hashed here; or its hash already made (an approved agent application). */
  password: string | { hash: string };
}

/** First name and the rest, from the single full-name field of the staff forms. */

/**
 * Refuses a taken username or e-mail before anything is written: reads the reservations, appends nothing. A
 * registration calls it before its first write (also before recording an Idempotency-Key).
 */
export async function checkAccountAvailable(
  deps: CommandDeps,
  meta: CommandMeta,
  account: Pick<NewAccount, 'userId' | 'username' | 'email'>,
): Promise<void> {
  await checkAvailable(deps, meta, 'username', account.username, account.userId);
  await checkAvailable(deps, meta, 'email', account.email, account.userId);
}

/** The registration of the account finished: its username and e-mail can no longer be taken over. */
export async function confirmAccount(
  deps: CommandDeps,
  meta: CommandMeta,
  account: Pick<NewAccount, 'userId' | 'username' | 'email'>,
) {
  const username = await confirm(deps, meta, 'username', account.username, account.userId);
  const email = await confirm(deps, meta, 'email', account.email, account.userId);
  return latest(username.position, email.position);
}

/**
 * A user account whose username and e-mail are unique. A taken one is refused before anything is written;
 * then both are reserved (the appends decide between concurrent registrations: the one that loses the e-mail
 * releases the username it had just reserved), then the user is written.
 */
/**
 * Reserves the username and the e-mail for `userId` (the appends decide between concurrent registrations: the
 * one that loses the e-mail releases the username it had just reserved). A taken one is refused before
 * anything is written.
 */
export async function reserveAccountNames(
  deps: CommandDeps,
  meta: CommandMeta,
  account: Pick<NewAccount, 'userId' | 'username' | 'email'>,
) {
  await checkAccountAvailable(deps, meta, account);
  const username = await reserve(deps, meta, 'username', account.username, account.userId);
  let email: Awaited<ReturnType<typeof reserve>>;
  try {
    email = await reserve(deps, meta, 'email', account.email, account.userId);
  } catch (error) {
    await release(deps, meta, 'username', account.username, account.userId, 'email_taken');
    throw error;
  }
  return latest(username.position, email.position);
}

/** Frees the username and the e-mail `userId` reserved (a registration or an application that will not go on). */
export async function releaseAccountNames(
  deps: CommandDeps,
  meta: CommandMeta,
  account: Pick<NewAccount, 'userId' | 'username' | 'email'>,
  reason: string,
) {
  await release(deps, meta, 'username', account.username, account.userId, reason);
  await release(deps, meta, 'email', account.email, account.userId, reason);
}

/**
 * RegisterUser of the account, as its stream's state asks for it. The password is hashed only when the user is not
 * written yet (a retry finds it: no need to spend a hash), at most once however often the command is made again.
 */
function registerUserOf(
  deps: Pick<CommandDeps, 'scryptLog2N'>,
  account: NewAccount,
): (state: UserState) => Promise<UserCommand> {
  let hash: Promise<string> | undefined;
  const { password } = account;
  const hashed = (clear: string) => {
    hash ??= hashPassword(clear, deps.scryptLog2N);
    return hash;
  };
  return async (state) => ({
    type: 'RegisterUser',
    user: {
      userId: account.userId,
      username: account.username,
      email: account.email,
      firstName: account.firstName,
      lastName: account.lastName,
      fullName: `${account.firstName} ${account.lastName}`.trim(),
      role: account.role,
      passwordHash: typeof password !== 'string' ? password.hash : state.exists ? '' : await hashed(password),
    },
  });
}

/** RegisterUser on the account's stream, for handleCommands (the username as given: normalize it first). */
export const registerUserOn = (deps: Pick<CommandDeps, 'scryptLog2N'>, account: NewAccount): StreamCommand =>
  commandOn(userDecider, userStream(account.userId), registerUserOf(deps, account));

/**
 * A user account whose username and e-mail are unique: both are reserved (reserveAccountNames), then the user
 * is written.
 */
export async function registerAccount(
  deps: CommandDeps,
  meta: CommandMeta,
  given: NewAccount,
): Promise<string | undefined> {
  const account = { ...given, username: normalizeUsername(given.username) };
  const reserved = await reserveAccountNames(deps, meta, account);
  const user = await handleCommand(
    deps.events,
    userDecider,
    userStream(account.userId),
    registerUserOf(deps, account),
    meta,
  );
  return latest(reserved, user.position);
}

export { namesOf };
