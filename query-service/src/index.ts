export { readableDocument } from './documents.js';
export { queryRoutes } from './routes.js';
