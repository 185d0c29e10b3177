export { caseAsOf } from './as-of.js';
export { caseHistory, filterHistory } from './history.js';
export { actorNames, type CaseEvents, readCaseEvents } from './streams.js';
