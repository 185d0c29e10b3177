import type { ProjectionError, ProjectionState, ProjectionStatus } from '@portal/contracts';
import type { DocumentStore, EventStore } from '@portal/platform';

/**
 * Each projection's state, kept in the document store beside its checkpoint (one document per projection),
 * so that a process without runners (the distributed gateway) reports the same as the one that runs them.
 */
export const PROJECTION_STATUS = 'projectionStatus';

export interface StoredProjectionStatus {
  /** The projector version its collections were built with; null or absent: unknown, a rebuild is due. */
  version: number | null;
  state: ProjectionState;
  error: ProjectionError | null;
}

export function readStoredStatus(
  documents: DocumentStore,
  name: string,
): Promise<StoredProjectionStatus | undefined> {
  return documents.get<StoredProjectionStatus>(PROJECTION_STATUS, name);
}

export function writeStoredStatus(
  documents: DocumentStore,
  name: string,
  status: StoredProjectionStatus,
): Promise<void> {
  return documents.put(PROJECTION_STATUS, name, { ...status });
}

/** The most events counted behind a checkpoint: a longer backlog reads as this many. */
const EVENTS_BEHIND_CAP = 10_000;
const PAGE = 1_000;

/** How many events follow `position` in the log (up to the cap), and when the first of them was appended. */
async function behind(
  events: EventStore,
  position: string | undefined,
): Promise<{ count: number; oldestAt: string | undefined }> {
  let from = position;
  let count = 0;
  let oldestAt: string | undefined;
  while (count < EVENTS_BEHIND_CAP) {
    const limit = Math.min(PAGE, EVENTS_BEHIND_CAP - count);
    const page = await events.readAll({ ...(from ? { from } : {}), limit });
    oldestAt ??= page[0]?.createdAt;
    count += page.length;
    from = page.at(-1)?.position;
    if (page.length < limit) break;
  }
  return { count, oldestAt };
}

/**
 * The ops status of each named projection, from what is stored: its checkpoint, its stored state and error,
 * and the log after the checkpoint. A projection that has stored no state yet (no runner has started it) is
 * `catching-up`.
 */
export async function projectionStatuses(options: {
  names: readonly string[];
  events: EventStore;
  documents: DocumentStore;
  now?: Date;
  /** Where a follower's checkpoint is kept (default: the document store's checkpoints; reactors: the queue). */
  checkpointOf?: (name: string) => Promise<string | undefined>;
  /** The key of its stored state (default: its name). */
  statusKeyOf?: (name: string) => string;
}): Promise<ProjectionStatus[]> {
  const checkpointOf = options.checkpointOf ?? ((name: string) => options.documents.checkpoint(name));
  const statusKeyOf = options.statusKeyOf ?? ((name: string) => name);
  const now = (options.now ?? new Date()).getTime();
  const out: ProjectionStatus[] = [];
  // Projections that follow the log stand at the same checkpoint: its tail is read once for all of them.
  const tails = new Map<string | undefined, ReturnType<typeof behind>>();
  for (const name of options.names) {
    const position = await checkpointOf(name);
    const stored = await readStoredStatus(options.documents, statusKeyOf(name));
    let tail = tails.get(position);
    if (!tail) {
      tail = behind(options.events, position);
      tails.set(position, tail);
    }
    const { count, oldestAt } = await tail;
    const lagMs = oldestAt === undefined ? 0 : Math.max(0, now - Date.parse(oldestAt));
    out.push({
      name,
      position: position ?? null,
      eventsBehind: count,
      lagMs: Number.isFinite(lagMs) ? Math.round(lagMs) : 0,
      state: stored?.state ?? 'catching-up',
      error: stored?.error ?? null,
    });
  }
  return out;
}

/** Whether any of the named projections is parked (what GET /api/health answers as `degraded`). */
export async function anyParked(documents: DocumentStore, names: readonly string[]): Promise<boolean> {
  for (const name of names) if ((await readStoredStatus(documents, name))?.state === 'parked') return true;
  return false;
}
