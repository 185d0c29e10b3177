export { createApp } from './app.js';
export { createPortal, type Portal } from './compose.js';
export { createLogger, type Logger } from './log.js';
