export { queryRoutes } from './routes.js';
