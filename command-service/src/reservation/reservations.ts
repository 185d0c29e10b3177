import {
  type CommandMeta,
  commandOn,
  handleCommand,
  readAggregate,
  type StreamCommand,
} from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import {
  legacyReservationStreams,
  type ReservationCommand,
  type ReservationKind,
  type ReservationState,
  reservationDecider,
  reservationStream,
} from './decider.js';

/**
 * Where a value's reservation for an owner is kept, and every reservation that must let the owner have it.
 * Usually one stream: the value's (under the hash of its key). A value reserved on an older log keeps its
 * reservation on a legacy stream (legacyReservationStreams): the owner's own (a retried registration, the demo
 * seed on an old data folder) is used there, anyone else's refuses every look-alike of the same spelling. An
 * unconfirmed one of the owner's also needs the value's stream free, which another registration may have taken
 * meanwhile.
 */
async function locate(
  deps: CommandDeps,
  kind: ReservationKind,
  value: string,
  ownerId: string,
): Promise<{ streamId: string; gates: ReservationState[] }> {
  const streamId = reservationStream(deps.portalSecret, kind, value);
  const read = async (id: string) => (await readAggregate(deps.events, reservationDecider, id)).state;
  const legacies = await Promise.all(
    legacyReservationStreams(deps.portalSecret, kind, value).map(async (id) => ({
      id,
      state: await read(id),
    })),
  );
  const owned = legacies.filter((legacy) => legacy.state.ownerId === ownerId);
  const own = owned.find((legacy) => legacy.state.confirmed) ?? owned[0];
  if (own?.state.confirmed) return { streamId: own.id, gates: [] };
  const gates = [...legacies.map((legacy) => legacy.state), await read(streamId)];
  return { streamId: own ? own.id : streamId, gates };
}

/**
 * Refuses (username_taken, email_taken) when the value is not free for the owner, reading the reservations
 * through their decider and appending nothing: a refused request leaves no trace. Only a check: the append
 * with the expected revision in `reserve` stays the guard against a concurrent registration.
 */
export async function checkAvailable(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
): Promise<void> {
  const { gates } = await locate(deps, kind, value, ownerId);
  const abandonAfterMs = deps.reservationAbandonMs;
  for (const state of gates)
    reservationDecider.decide({ type: 'Reserve', kind, value, ownerId, abandonAfterMs }, state, {
      now: meta.now,
    });
}

/** Decides `command` on the stream that keeps the value's reservation for the owner, retrying on a conflict. */
async function decideOnReservation(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
  command: ReservationCommand,
) {
  const { streamId } = await locate(deps, kind, value, ownerId);
  return handleCommand(deps.events, reservationDecider, streamId, () => command, meta, {
    retryOnConflict: true,
  });
}

/** `command` on the stream that keeps the value's reservation for the owner, for handleCommands. */
export async function reservationCommand(
  deps: CommandDeps,
  kind: ReservationKind,
  value: string,
  ownerId: string,
  command: ReservationCommand,
): Promise<StreamCommand> {
  const { streamId } = await locate(deps, kind, value, ownerId);
  return commandOn(reservationDecider, streamId, () => command);
}

/** The Reserve of the value for the owner (an abandoned reservation of another's is taken over). */
export const reserveCommand = (
  deps: CommandDeps,
  kind: ReservationKind,
  value: string,
  ownerId: string,
): ReservationCommand => ({
  type: 'Reserve',
  kind,
  value,
  ownerId,
  abandonAfterMs: deps.reservationAbandonMs,
});

export async function reserve(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
) {
  return decideOnReservation(deps, meta, kind, value, ownerId, reserveCommand(deps, kind, value, ownerId));
}

/** The registration of the owner finished: the value can no longer be taken over. */
export async function confirm(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
) {
  return decideOnReservation(deps, meta, kind, value, ownerId, { type: 'Confirm', ownerId });
}

/** Frees a value the owner reserved for a registration that cannot go on (with random event ids). */
export async function release(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
  reason: string,
) {
  const { eventIdSeed: _, ...randomIds } = meta;
  await decideOnReservation(deps, randomIds, kind, value, ownerId, { type: 'Release', ownerId, reason });
}
