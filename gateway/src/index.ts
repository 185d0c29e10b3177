export { createApp } from './app.js';
export { createPortal, type Portal } from './compose.js';
export { createLogger, type Logger } from './log.js';
export {
  type ErasureDeps,
  ErasureRefusedError,
  type ErasureReport,
  type ErasureRequest,
  erasePerson,
} from './privacy/erasure.js';
export { securityLog } from './security-log.js';
