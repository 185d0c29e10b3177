export { assignClient } from './agent/assign-client.js';
export { createAgent } from './agent/create-agent.js';
export { type CommandMeta, handleCommand } from './command-handler.js';
export type { CommandDeps } from './context.js';
export { type Decider, fold } from './decider.js';
export { demoAccounts, seedDemo } from './demo/seed.js';
export { refused } from './errors.js';
export { commandRoutes } from './routes.js';
export { createStaffUser } from './user/create-staff-user.js';
