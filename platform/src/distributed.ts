/** The adapters of the distributed topology, apart so that the embedded default never loads their clients. */

export * from './blob-store/gridfs.js';
export * from './blob-store/postgres.js';
export * from './document-store/mongo.js';
export * from './document-store/postgres.js';
export * from './event-store/esdb.js';
export * from './event-store/postgres.js';
export * from './rate-limits/postgres.js';
