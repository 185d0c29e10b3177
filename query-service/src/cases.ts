import {
  type AgentClient,
  CASE_COMMENTS,
  CASE_FILES,
  type CaseCommentsDoc,
  type CaseFile,
  type CaseFileDoc,
  caseErrors,
  caseFileSchema,
  DomainError,
  type RouteResponse,
} from '@portal/contracts';
import type { Actor, DocumentStore } from '@portal/platform';

/** Which cases a staff member works: an agent those of the clients assigned to them, administration all. */
function scopeOf(actor: Actor): { agentUserId: string } | 'all' | 'none' {
  if (actor.role === 'agent') return { agentUserId: actor.userId };
  // Compliance reads every case (issue 12); it writes nothing (no write route admits it).
  if (actor.role === 'admin' || actor.role === 'superadmin' || actor.role === 'compliance') return 'all';
  return 'none';
}

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

/** The complete case files `actor` works on, most recent activity first. */
export async function workableCases(documents: DocumentStore, actor: Actor): Promise<CaseFile[]> {
  const scope = scopeOf(actor);
  if (scope === 'none') return [];
  const docs = await documents.list<CaseFileDoc>(CASE_FILES, {
    ...(scope === 'all' ? {} : { where: { agentUserId: scope.agentUserId } }),
    orderBy: 'lastActivityAt',
    desc: true,
  });
  return docs.flatMap((doc) => {
    const file = caseFileSchema.safeParse(doc);
    return file.success ? [file.data] : [];
  });
}

/** GET /api/agent/clients: an agent's clients ("Mis clientes"), or every case for administration. */
export async function agentClients(
  documents: DocumentStore,
  actor: Actor,
): Promise<RouteResponse<'agentClients'>> {
  return (await workableCases(documents, actor)).map(
    (file): AgentClient => ({
      caseId: file.caseId,
      caseNumber: file.caseNumber,
      clientName: file.client.fullName,
      urgencyLevel: file.fraudCase.urgencyLevel,
      priority: file.priority,
      currentPhase: file.phases.find((p) => p.key === file.currentPhaseKey)?.name ?? null,
      progress: file.progress,
      lastActivityAt: file.lastActivityAt,
      documentsAwaitingReview: file.documentsAwaitingReview,
      unreadClientActivity: file.unreadClientActivity,
      agentName: file.agent?.name ?? null,
    }),
  );
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

/** GET /api/fraud-case-comments/counts: the number of comments of each case the staff member works on. */
export async function caseCommentCounts(
  documents: DocumentStore,
  actor: Actor,
): Promise<RouteResponse<'caseCommentCounts'>> {
  return Object.fromEntries(
    (await workableCases(documents, actor)).map((file) => [file.caseId, file.commentCount]),
  );
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
