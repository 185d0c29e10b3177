export * from './layout.js';
export * from './password-changed.js';
export * from './registration-received.js';
