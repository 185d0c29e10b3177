import type { Stores } from '@portal/platform';
import { projectionStatuses } from '@portal/projections';
import { reactorNames, reactorStatusKey, type SideEffects } from '@portal/workers';

/** How far each projection and each reactor stands, for the ops status and the metrics. */
export function statusReaders(stores: Stores, sideEffects: SideEffects, projectionNames: readonly string[]) {
  const projections = () =>
    projectionStatuses({ names: projectionNames, events: stores.events, documents: stores.documents });
  const reactors = () =>
    projectionStatuses({
      names: reactorNames(),
      events: stores.events,
      documents: stores.documents,
      // A reactor of this process stands where its runner is: it stores a checkpoint that only passes events with no
      // job at most once a second. Elsewhere, the stored one ('' is a reactor that started on an empty log: before
      // every event).
      checkpointOf: async (name) =>
        (sideEffects.reactorStatuses().find((r) => r.name === name)?.position ??
          (await sideEffects.queue.checkpoint(name))) ||
        undefined,
      statusKeyOf: reactorStatusKey,
    });
  return { projections, reactors };
}
