/**
 * The read models: collection names and document shapes, shared by the projections that write them and the
 * query side that reads them (services never import each other). Each file of this folder is one projection:
 * its name (which is also its checkpoint's), its collections, its documents.
 */
export * from './admin-clients.js';
export * from './admin-fraud-cases.js';
export * from './admin-stats.js';
export * from './agent-applications.js';
export * from './agents.js';
export * from './case-documents.js';
export * from './case-files.js';
export * from './client-dashboard.js';
export * from './notifications.js';
export * from './outcomes.js';
export * from './privacy-consents.js';
export * from './privacy-requests.js';
export * from './security-comments.js';
export * from './site-content.js';
export * from './users.js';

/**
 * The single checkpoint every read model shared before each projection had its own. A data folder that still
 * has it is upgraded at start: each projection, having no stored version, rebuilds its collections from the log.
 */
export const LEGACY_READ_MODELS_CHECKPOINT = 'read-models';

/**
 * Collections no projection writes any more, emptied at start where a data folder still has documents in them
 * (they may hold personal data no erasure would reach): `recoveryHomes`, the client's home, now made from the
 * dashboard document when read.
 */
export const RETIRED_READ_MODEL_COLLECTIONS: readonly string[] = ['recoveryHomes'];
