export * from './document-store/port.js';
export * from './document-store/sqlite.js';
export * from './event-store/port.js';
export * from './event-store/sqlite.js';
