export * from './file-transport.js';
export * from './smtp-transport.js';
export * from './transport.js';
