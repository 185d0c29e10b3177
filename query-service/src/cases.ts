import {
  type AgentClient,
  CASE_COMMENTS,
  CASE_FILES,
  CASE_ROWS,
  type CaseCommentsDoc,
  type CaseFileDoc,
  type CaseRowDoc,
  caseErrors,
  caseFileSchema,
  DomainError,
  type ListQuery,
  type RouteResponse,
} from '@portal/contracts';
import type { Actor, DocumentStore, RouteHandlers } from '@portal/platform';
import { scopeOf, workableFilter, workableRows } from './case-rows.js';
import { type Page, paged } from './listing.js';

function mayWork(actor: Actor, file: CaseFileDoc): boolean {
  const scope = scopeOf(actor);
  if (scope === 'all') return true;
  if (scope === 'none') return false;
  return file.agentUserId === scope.agentUserId;
}

/**
 * The case file of `key` (a case id, or the case number the staff's URL carries) that `actor` may work on.
 * Missing or still being registered: not found; an agent's colleague's case: not assigned to them.
 */
export async function workableCase(documents: DocumentStore, actor: Actor, key: string) {
  const doc =
    (await documents.get<CaseFileDoc>(CASE_FILES, key)) ??
    (await documents.list<CaseFileDoc>(CASE_FILES, { where: { caseNumber: key }, limit: 1 }))[0];
  const file = caseFileSchema.safeParse(doc);
  if (!doc || !file.success) throw new DomainError('not_found', caseErrors.caseNotFound);
  if (!mayWork(actor, doc)) throw new DomainError('case_not_assigned', caseErrors.caseNotAssigned);
  return file.data;
}

/**
 * GET /api/agent/clients: an agent's clients ("Mis clientes"), or every case for administration and compliance
 * ("Todos los casos"), a page at a time (LIST_PAGE rows unless asked otherwise): most recent activity first, or by progress (lowest first), urgency (most
 * urgent first, then most recent activity) or client name; searched by case number, client or agent.
 */
export async function agentClients(
  documents: DocumentStore,
  actor: Actor,
  query: ListQuery | undefined,
): Promise<Page<AgentClient>> {
  const page = await workableRows(
    documents,
    actor,
    query,
    {
      lastActivity: 'lastActivityAt',
      progress: 'progress',
      urgency: { field: 'urgencyWeight', desc: true, thenBy: [{ field: 'lastActivityAt', desc: true }] },
      name: 'clientSortName',
    },
    '-lastActivity',
  );
  return {
    rows: page.rows.map(
      (row): AgentClient => ({
        caseId: row.caseId,
        caseNumber: row.caseNumber,
        clientName: row.clientName,
        urgencyLevel: row.urgencyLevel,
        priority: row.priority,
        currentPhase: row.currentPhase,
        progress: row.progress,
        lastActivityAt: row.lastActivityAt,
        documentsAwaitingReview: row.documentsAwaitingReview,
        unreadClientActivity: row.unreadClientActivity,
        agentName: row.agentName,
      }),
    ),
    total: page.total,
  };
}

/** GET /api/cases/:caseId (a case id or its case number). */
export async function caseFile(
  documents: DocumentStore,
  actor: Actor,
  key: string,
): Promise<RouteResponse<'caseFile'>> {
  return workableCase(documents, actor, key);
}

/** GET /api/fraud-cases/:id/comments: every comment of a case staff may work on, newest first, with its author. */
export async function caseComments(
  documents: DocumentStore,
  actor: Actor,
  key: string,
): Promise<RouteResponse<'caseComments'>> {
  const file = await workableCase(documents, actor, key);
  const doc = await documents.get<CaseCommentsDoc>(CASE_COMMENTS, file.caseId);
  return [...(doc?.comments ?? [])]
    .reverse()
    .map(({ id, content, commentType, isVisibleToClient, createdAt, authorName }) => ({
      id,
      content,
      commentType,
      isVisibleToClient,
      createdAt,
      authorName,
    }));
}

/**
 * GET /api/fraud-case-comments/counts?ids=: the number of comments of each of those cases the staff member works
 * on (an agent: their clients'), read by id; ids of cases they do not work, or of none, are left out.
 */
export async function caseCommentCounts(
  documents: DocumentStore,
  actor: Actor,
  ids: readonly string[] | undefined,
): Promise<RouteResponse<'caseCommentCounts'>> {
  const where = workableFilter(actor);
  if (!where || !ids?.length) return {};
  const rows = await documents.list<CaseRowDoc>(CASE_ROWS, {
    ids,
    ...(Object.keys(where).length > 0 ? { where } : {}),
  });
  return Object.fromEntries(rows.map((row) => [row.caseId, row.commentCount]));
}

/**
 * GET /api/fraud-cases/:id/comments/client: the comments of the client's own case that staff made visible to
 * them, newest first, without authors. Another client's case answers exactly as a case that does not exist.
 */
export async function clientCaseComments(
  documents: DocumentStore,
  actor: Actor,
  caseId: string,
): Promise<RouteResponse<'clientCaseComments'>> {
  const doc = await documents.get<CaseCommentsDoc>(CASE_COMMENTS, caseId);
  if (!doc || doc.clientUserId !== actor.userId) throw new DomainError('not_found', caseErrors.caseNotFound);
  return doc.comments
    .filter((c) => c.isVisibleToClient)
    .reverse()
    .map(({ id, content, commentType, isVisibleToClient, createdAt }) => ({
      id,
      content,
      commentType,
      isVisibleToClient,
      createdAt,
    }));
}

/**
 * A case as staff read it (its file, its follow-up comments and their counts), its comments as the client reads
 * them, and an agent's clients.
 */
export function caseRoutes(documents: DocumentStore) {
  return {
    agentClients: async ({ actor, query }) => paged(await agentClients(documents, actor, query)),
    caseFile: async ({ actor, params }) => ({ body: await caseFile(documents, actor, params.caseId) }),
    caseComments: async ({ actor, params }) => ({ body: await caseComments(documents, actor, params.id) }),
    caseCommentCounts: async ({ actor, query }) => ({
      body: await caseCommentCounts(documents, actor, query.ids),
    }),
    clientCaseComments: async ({ actor, params }) => ({
      body: await clientCaseComments(documents, actor, params.id),
    }),
  } satisfies RouteHandlers;
}
