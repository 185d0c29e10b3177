export { assignClient } from './agent/assign-client.js';
export { createAgent } from './agent/create-agent.js';
export { type ReceivedFile, recordDocument } from './case-document/record-document.js';
export { recordedDocumentHash } from './case-document/recorded-hash.js';
export { type CommandMeta, handleCommand } from './command-handler.js';
export type { CommandDeps } from './context.js';
export { type Decider, fold } from './decider.js';
export { demoAccounts, demoSecondFactors, seedDemo } from './demo/seed.js';
export { refused } from './errors.js';
export { markNotificationRead } from './notification/mark-read.js';
export { type PostNotificationInput, postNotification } from './notification/post-notification.js';
export { recordErasure } from './personal-data/record-erasure.js';
export {
  answerPrivacyRequest,
  type PrivacyAnswer,
  recordDataExport,
} from './privacy-request/requests.js';
export { commandRoutes } from './routes.js';
export {
  enrolSecondFactor,
  removeSecondFactor,
  secondFactorOf,
  verifySecondFactor,
} from './second-factor/commands.js';
export { newTotpSecret, otpauthUri } from './second-factor/totp.js';
export { createStaffUser } from './user/create-staff-user.js';
