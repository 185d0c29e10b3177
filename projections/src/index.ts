export { applyBatch } from './apply-batch.js';
export { BatchView } from './batch-view.js';
export { readModelCollections, readModelProjectors } from './catalog.js';
export type { DocView, ProjectedEvent, Projector } from './projector.js';
export { type RebuildResult, rebuildReadModels } from './rebuild/rebuild.js';
export { ProjectionRunner, type RunnerStatus, waitForCheckpoint } from './runner.js';
