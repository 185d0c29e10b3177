export { readableDocument } from './documents.js';
export { reportCsv } from './reports.js';
export { queryRoutes } from './routes.js';
