export { caseAsOf } from './as-of.js';
export { caseHistory, filterHistory } from './history.js';
export { type CaseEvents, readCaseEvents } from './streams.js';
