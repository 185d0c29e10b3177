export { forgetAnswersOf } from './answer-memo.js';
export { readableDocument } from './documents.js';
export { clientOfUser } from './home.js';
export { readModelIndexes } from './indexes.js';
export { myData, openPrivacyRequestKinds } from './privacy-requests.js';
export { csvOf, reportCsv } from './reports.js';
export { queryRoutes } from './routes.js';
export { isNewsImage } from './site-content.js';
