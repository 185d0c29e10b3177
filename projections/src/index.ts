export { type BatchOutcome, type PreparedBatch, prepareBatch } from './apply-batch.js';
export { BatchView } from './batch-view.js';
export * from './case-history/index.js';
export { readModelProjectors } from './catalog.js';
export { Projections, waitForCheckpoints } from './projections.js';
export type { DocView, ProjectedEvent, Projector } from './projector.js';
export { type RebuildResult, rebuildProjection, rebuildProjections } from './rebuild/rebuild.js';
export { ProjectionRunner, type RunnerStatus } from './runner.js';
export {
  anyParked,
  PROJECTION_STATUS,
  projectionStatuses,
  type StoredProjectionStatus,
  writeStoredStatus,
} from './status.js';
