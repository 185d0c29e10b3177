export * from './handlers/mail.js';
export * from './mail/index.js';
export * from './queue/backoff.js';
export * from './queue/bullmq.js';
export * from './queue/port.js';
export * from './queue/sqlite.js';
