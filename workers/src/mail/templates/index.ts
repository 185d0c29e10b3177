export * from './agent-assigned.js';
export * from './case-comment-added.js';
export * from './case-work-notices.js';
export * from './document-reviewed.js';
export * from './layout.js';
export * from './password-changed.js';
export * from './phase-completed.js';
export * from './registration-received.js';
