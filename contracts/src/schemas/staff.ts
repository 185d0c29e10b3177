/** The staff and administration area's request bodies and answers (staff-admin.md §5, §7), one file per area. */

export * from './staff/agents.js';
export * from './staff/clients.js';
export * from './staff/fraud-cases.js';
export * from './staff/lists.js';
export * from './staff/recovery.js';
export * from './staff/security-comments.js';
export * from './staff/stats.js';
export * from './staff/users.js';
