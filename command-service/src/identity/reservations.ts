import { type CommandMeta, handleCommand, readAggregate } from '../command-handler.js';
import type { CommandDeps } from '../context.js';
import {
  legacyUsernameStream,
  type ReservationCommand,
  type ReservationKind,
  type ReservationState,
  reservationDecider,
  reservationStream,
} from './reservation.js';

/**
 * Where a value's reservation for an owner is kept, and every reservation that must let the owner have it.
 * Usually one stream: the value's. A username registered before its stream was keyed on the skeleton keeps its
 * reservation on the old stream: the owner's own (a retried registration, the demo seed on an old data
 * folder) is used there, anyone else's refuses every look-alike of the same spelling. An unconfirmed one of
 * the owner's also needs the skeleton's stream free, which another registration may have taken meanwhile.
 */
async function locate(
  deps: CommandDeps,
  kind: ReservationKind,
  value: string,
  ownerId: string,
): Promise<{ streamId: string; gates: ReservationState[] }> {
  const streamId = reservationStream(kind, value);
  const legacyId = kind === 'username' ? legacyUsernameStream(value) : streamId;
  const read = async (id: string) => (await readAggregate(deps.events, reservationDecider, id)).state;
  if (legacyId === streamId) return { streamId, gates: [await read(streamId)] };
  const legacy = await read(legacyId);
  if (legacy.ownerId === ownerId && legacy.confirmed) return { streamId: legacyId, gates: [] };
  const gates = [legacy, await read(streamId)];
  return { streamId: legacy.ownerId === ownerId ? legacyId : streamId, gates };
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

export async function reserve(
  deps: CommandDeps,
  meta: CommandMeta,
  kind: ReservationKind,
  value: string,
  ownerId: string,
) {
  const abandonAfterMs = deps.reservationAbandonMs;
  return decideOnReservation(deps, meta, kind, value, ownerId, {
    type: 'Reserve',
    kind,
    value,
    ownerId,
    abandonAfterMs,
  });
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
