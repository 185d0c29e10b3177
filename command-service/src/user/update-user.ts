import { adminErrors, DomainError, type RouteBody, type UserEvent } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { type CommandOutcome, handleCommand, readAggregate } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import { type ReservationKind, reservationKey } from '../reservation/decider.js';
import { checkAvailable, confirm, release, reserve } from '../reservation/reservations.js';
import { type UserCommand, type UserState, userDecider, userStream } from './decider.js';

type AdminRequest = RequestInfo & { actor: Actor };

/** A username or e-mail the user gives up for another: the new value is reserved first, the old one freed last. */
interface ValueMove {
  kind: Extract<ReservationKind, 'username' | 'email'>;
  value: string;
  previous: string;
}

/** The reservations a change moves; none when both values keep one stream (`admin` and `adrnin` share one). */
function movesOf(events: UserEvent[]): ValueMove[] {
  const moves: ValueMove[] = [];
  for (const event of events) {
    if (event.type === 'UsernameChanged')
      moves.push({ kind: 'username', value: event.data.username, previous: event.data.previousUsername });
    if (event.type === 'UserEmailChanged')
      moves.push({ kind: 'email', value: event.data.email, previous: event.data.previousEmail });
  }
  return moves.filter((m) => reservationKey(m.kind, m.value) !== reservationKey(m.kind, m.previous));
}

/**
 * A value another account holds, refused in the administration's words (the reservations speak to a person
 * registering), whether the check found it taken or a registration took it between the check and the reserve.
 */
function inAdminWords(error: unknown): never {
  if (error instanceof DomainError && error.code === 'username_taken')
    throw new DomainError('username_taken', adminErrors.usernameTaken, {
      username: adminErrors.usernameTaken,
    });
  if (error instanceof DomainError && error.code === 'email_taken')
    throw new DomainError('email_taken', adminErrors.emailTaken, { email: adminErrors.emailTaken });
  throw error;
}

/**
 * PUT /api/admin/users/:id (If-Match): the active flag, the name, the username and e-mail, or (a
 * superadministrator) the role. Every rule is decided on the user read with the expected revision before anything
 * is written, and a taken username or e-mail is refused the same way (409), so a refused change leaves no trace.
 * A new username or e-mail is then reserved and confirmed for the user before the user stream records it; when
 * that append is refused (another edit got there first) the new values are released again; when it succeeds the
 * old ones are released. A crash between the steps leaves a value held, never one value for two accounts.
 * Answers the user stream's revision and whether the user was deactivated (their sessions end at once).
 */
export async function updateUserByAdmin(
  deps: CommandDeps,
  request: AdminRequest,
  input: { userId: string; changes: RouteBody<'adminUpdateUser'>; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined; deactivated: boolean }> {
  const { changes, userId } = input;
  const meta = metaOf(request);
  const stale = () => new DomainError('stale_revision', adminErrors.staleUser);
  const current = await readAggregate(deps.events, userDecider, userStream(userId));
  if (!current.state.exists) throw new DomainError('not_found', adminErrors.userNotFound);
  if (current.revision !== input.expectedRevision) throw stale();
  const command: UserCommand = {
    type: 'AdminUpdateUser',
    actor: request.actor,
    changes: {
      isActive: changes.isActive,
      fullName: changes.fullName,
      role: changes.role,
      username: changes.username,
      email: changes.email,
    },
    activeSuperadmins: deps.activeSuperadmins ? await deps.activeSuperadmins() : 0,
  };
  const moves = movesOf(userDecider.decide(command, current.state, { now: meta.now }));
  for (const move of moves)
    await checkAvailable(deps, meta, move.kind, move.value, userId).catch(inAdminWords);

  const reserved: ValueMove[] = [];
  let outcome: CommandOutcome<UserEvent, UserState>;
  try {
    for (const move of moves) {
      await reserve(deps, meta, move.kind, move.value, userId);
      reserved.push(move);
      await confirm(deps, meta, move.kind, move.value, userId);
    }
    outcome = await handleCommand(deps.events, userDecider, userStream(userId), () => command, meta, {
      expectedRevision: input.expectedRevision,
      staleMessage: adminErrors.staleUser,
    });
  } catch (error) {
    for (const move of reserved) await release(deps, meta, move.kind, move.value, userId, 'change_refused');
    inAdminWords(error);
  }
  for (const move of moves) await release(deps, meta, move.kind, move.previous, userId, 'changed');
  return {
    revision: outcome.revision,
    position: outcome.position,
    deactivated: outcome.events.some((e) => e.type === 'UserDeactivated'),
  };
}
