import type { RouteBody } from '@portal/contracts';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, latest } from '../context.js';
import { keyedRequest } from '../idempotency/request-key.js';
import type { StaffRequest } from '../recovery-process/case-work.js';
import { resolveCaseAccess } from './case-access.js';
import { type FraudCaseCommand, fraudCaseDecider, fraudCaseStream } from './decider.js';

/**
 * POST /api/fraud-cases/:id/comments: a follow-up comment of staff on a case they may work. The author is the
 * session's user (the body's authorId is never read) and the type their role's. An add overwrites nothing, so
 * it needs no If-Match and is decided again on a concurrent write.
 */
export async function addCaseComment(
  deps: Pick<CommandDeps, 'events' | 'portalSecret'>,
  request: StaffRequest,
  input: { caseId: string; comment: RouteBody<'addCaseComment'> },
): Promise<{ commentId: string; position: string | undefined }> {
  const { comment } = input;
  const { authorId: _ignored, ...asked } = comment;
  const keyed = await keyedRequest(deps, request, 'addCaseComment', { caseId: input.caseId, ...asked });
  const access = await resolveCaseAccess(deps.events, input.caseId, request.actor);
  const commentId = keyed.id('comment');
  const added = await handleCommand(
    deps.events,
    fraudCaseDecider,
    fraudCaseStream(access.caseId),
    (): FraudCaseCommand => ({
      type: 'AddCaseComment',
      commentId,
      author: { userId: request.actor.userId, role: request.actor.role },
      commentType: comment.commentType,
      content: comment.content,
      isVisibleToClient: comment.isVisibleToClient,
    }),
    keyed.meta,
    { retryOnConflict: true },
  );
  const recorded = await keyed.record();
  return { commentId, position: latest(added.position, recorded) };
}
