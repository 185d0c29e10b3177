import {
  ADMIN_CLIENTS,
  ADMIN_FRAUD_CASES,
  AGENT_APPLICATIONS,
  AGENTS,
  CASE_DOCUMENTS,
  CASE_FILES,
  CASE_ROWS,
  DOCUMENT_ACCESS_LOG,
  INDICATORS,
  NEWS_ARTICLES,
  PENDING_UPLOADS,
  PRIVACY_REQUESTS,
  SECURITY_COMMENTS,
  USERS,
} from '@portal/contracts';
import type { IndexDeclarations } from '@portal/platform';
import { caseRowSearch } from './case-rows.js';
import { privacyQueueSearch } from './privacy-requests.js';

/** One index per sort field, alone and after each equality filter a list applies (the store appends the id). */
const sortedBy = (fields: readonly string[], filters: readonly (readonly string[])[] = [[]]) =>
  filters.flatMap((filter) => fields.map((field) => [...filter, field]));

/**
 * What every request path reads the read models by: for each collection, one index per combination of
 * equality filter and order a route uses, and the fields its search looks in. The gateway declares them once at
 * start, so no read grows with the collection (tests/api/query-plans.test.ts fails on a read that scans).
 */
export const readModelIndexes: IndexDeclarations = {
  // GET /api/admin/users; the count of active superadministrators (the last one is never deactivated).
  [USERS]: {
    indexes: [...sortedBy(['createdAt', 'fullName', 'username', 'email', 'role']), ['role', 'isActive']],
    search: ['fullName', 'username', 'email'],
  },
  // GET /api/admin/clients; the clients report (newest registration first).
  [ADMIN_CLIENTS]: {
    indexes: sortedBy(['registrationDate', 'accountNumber', 'user.fullName', 'status', 'city']),
    search: ['user.fullName', 'user.email', 'accountNumber', 'contactPhone', 'city'],
  },
  // GET /api/fraud-cases: every case for administration, an agent's clients' for an agent; the cases report.
  [ADMIN_FRAUD_CASES]: {
    indexes: sortedBy(['createdAt', 'fraudDate', 'urgencyLevel', 'isProcessed'], [[], ['agentUserId']]),
    search: ['client.user.fullName', 'client.user.email', 'platform', 'fraudType'],
  },
  // GET /api/agents (by name unless sorted otherwise).
  [AGENTS]: {
    indexes: sortedBy(['user.fullName', 'availability', 'maxClients']),
    search: ['user.fullName', 'user.email', 'licenseNumber', 'specialization'],
  },
  // GET /api/admin/agent-applications: pending first, each group newest first.
  [AGENT_APPLICATIONS]: {
    indexes: [['awaiting', 'submittedAt'], ...sortedBy(['submittedAt', 'fullName', 'status'])],
    search: ['fullName', 'username', 'email', 'licenseNumber'],
  },
  // GET /api/agent/clients and /api/recovery-processes (an agent's through agentUserId), the comment counts (by id).
  [CASE_ROWS]: {
    indexes: [
      ...sortedBy(
        [
          'lastActivityAt',
          'progress',
          'clientSortName',
          'caseNumber',
          'recoveryStatus',
          'recoveryRate',
          'estimatedCompletion',
        ],
        [[], ['agentUserId']],
      ),
      ['urgencyWeight', 'lastActivityAt'],
      ['agentUserId', 'urgencyWeight', 'lastActivityAt'],
    ],
    search: caseRowSearch,
  },
  // The case page and its history by case number (the staff's URLs); the cases' report by opening date.
  [CASE_FILES]: { indexes: [['caseNumber'], ['openedAt']] },
  // A case's documents (newest first), the upload quota of a case, the holders of a file's bytes (erasure).
  [CASE_DOCUMENTS]: { indexes: [['caseId', 'uploadedAt'], ['caseId'], ['sha256']] },
  // A document's access log (newest first), a person's copy of their data, an erased person's rows.
  [DOCUMENT_ACCESS_LOG]: { indexes: [['documentId', 'at'], ['caseId', 'at'], ['actorId']] },
  // An erased person's unfinished uploads, and whether other uploads hold the same bytes.
  [PENDING_UPLOADS]: { indexes: [['userId'], ['sha256']] },
  // A person's requests, newest first (their list, and the kinds they have pending); the queue of administration.
  [PRIVACY_REQUESTS]: {
    indexes: [
      ['userId', 'filedAt'],
      ...sortedBy(['queueOrder', 'filedAt', 'dueOn', 'fullName', 'kind', 'status']),
    ],
    search: privacyQueueSearch,
  },
  // The public notices (active and public ones) and the administration's list, newest first.
  [SECURITY_COMMENTS]: { indexes: [['createdAt'], ['isActive', 'isPublic', 'createdAt']] },
  [INDICATORS]: { indexes: [['date']] },
  // The published news (newest first), every article for the administration, an image's article.
  [NEWS_ARTICLES]: { indexes: [['status', 'publishDate'], ['publishDate'], ['imageSha256']] },
};
