/** The blob store port and its embedded adapter; the GridFS adapter (gridfs.ts) stays out so that the embedded default never loads the MongoDB client. */
export * from './files.js';
export * from './port.js';
