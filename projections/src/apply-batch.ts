import { type ProjectionError, readLogged } from '@portal/contracts';
import type { DocumentStore, DocWrite, RecordedEvent } from '@portal/platform';
import { BatchView, DocumentStoreError } from './batch-view.js';
import type { Projector } from './projector.js';

export type BatchOutcome =
  /** Every event applied; documents and checkpoint committed at `position`. */
  | { ok: true; position: string }
  /**
   * The event at `error.position` could not be applied. The events before it are committed (checkpoint at
   * `position`, undefined when it was the batch's first); nothing of the failing event is written.
   */
  | { ok: false; position: string | undefined; error: ProjectionError };

/**
 * What an event reads as (parsed against its schema, upcast): once per recorded event, however many projectors
 * apply it (the feed and a rebuild hand the same objects to each of them; projectors never change what they read).
 */
const readings = new WeakMap<RecordedEvent, ReturnType<typeof readLogged>>();
function reading(recorded: RecordedEvent): ReturnType<typeof readLogged> {
  let read = readings.get(recorded);
  if (!read) {
    read = readLogged(recorded);
    readings.set(recorded, read);
  }
  return read;
}

const handled = new WeakMap<Projector, ReadonlySet<string>>();
function handledBy(projector: Projector): ReadonlySet<string> {
  let types = handled.get(projector);
  if (!types) {
    types = new Set<string>(projector.handles);
    handled.set(projector, types);
  }
  return types;
}

/** The events of `batch` after `from` (a feed's batch may begin before a projection's checkpoint). */
export function eventsAfter(
  batch: readonly RecordedEvent[],
  from: string | undefined,
): readonly RecordedEvent[] {
  const first = batch[0];
  return from === undefined || (first && first.position > from)
    ? batch
    : batch.filter((e) => e.position > from);
}

/** What one projector made of a batch, not committed yet. */
export interface PreparedBatch {
  /** The writes of the events applied and the last one's position (undefined: the first event it handles failed). */
  commit: { writes: DocWrite[]; position: string } | undefined;
  /** The event it could not apply: `commit` holds the events before it (and nothing of that event). */
  error?: ProjectionError;
}

/**
 * Applies a batch of recorded events to one projector through a view of the store, without committing: the
 * caller commits the writes with the checkpoint (alone, or with other projections' in one transaction). Events
 * of types the projector does not handle pass by unparsed. An event it handles that cannot be read, or that
 * makes the projector throw, ends the batch there: a read model built past a missing event would be wrong.
 * A failure of the document store itself is thrown (the caller retries the batch).
 */
export async function prepareBatch(
  store: DocumentStore,
  projector: Projector,
  batch: readonly RecordedEvent[],
  prefix = '',
): Promise<PreparedBatch | undefined> {
  const last = batch.at(-1);
  if (!last) return undefined;
  const handles = handledBy(projector);
  const view = new BatchView(store, prefix);
  for (const [index, recorded] of batch.entries()) {
    if (!handles.has(recorded.type)) continue;
    const readable = reading(recorded);
    let failure: string | undefined;
    if ('reason' in readable)
      failure = `cannot read event ${recorded.id} (${recorded.type}): ${readable.reason}`;
    else {
      view.at(recorded.position);
      try {
        await projector.apply(readable.logged, view);
      } catch (error) {
        if (error instanceof DocumentStoreError) throw error.cause;
        failure = `${projector.name} failed on event ${recorded.id} (${recorded.type}): ${error instanceof Error ? error.message : String(error)}`;
      }
    }
    if (failure !== undefined) {
      // The view may hold half of the failing event's writes: the events before it from a clean view.
      const before = await prepareBatch(store, projector, batch.slice(0, index), prefix);
      if (before?.error) return before;
      return { commit: before?.commit, error: { message: failure, position: recorded.position } };
    }
  }
  return { commit: { writes: view.writes(), position: last.position } };
}

/** What a prepared batch comes to once its commit is made. */
export function outcomeOf(prepared: PreparedBatch): BatchOutcome {
  const position = prepared.commit?.position;
  return prepared.error
    ? { ok: false, position, error: prepared.error }
    : { ok: true, position: position as string };
}
