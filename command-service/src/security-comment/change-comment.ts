import { caseErrors, type RouteBody } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, metaOf, type RequestInfo } from '../context.js';
import {
  type SecurityCommentCommand,
  securityCommentDecider,
  securityCommentNotFound,
  securityCommentStream,
} from './decider.js';

type AdminRequest = RequestInfo & { actor: Actor };

/** Revise or delete a notice with the revision the admin read: a missing or deleted one is not found first. */
async function changeNotice(
  deps: Pick<CommandDeps, 'events'>,
  request: AdminRequest,
  commentId: string,
  expectedRevision: number,
  command: SecurityCommentCommand,
) {
  return handleCommand(
    deps.events,
    securityCommentDecider,
    securityCommentStream(commentId),
    (state): SecurityCommentCommand => {
      if (!state.exists || state.deleted) throw securityCommentNotFound();
      return command;
    },
    metaOf(request),
    { expectedRevision, staleMessage: caseErrors.staleSecurityComment },
  );
}

/** PUT /api/admin/security-comments/:id (If-Match): the notice as the admin left it; unchanged, nothing. */
export async function reviseSecurityComment(
  deps: Pick<CommandDeps, 'events'>,
  request: AdminRequest,
  input: { commentId: string; notice: RouteBody<'adminUpdateSecurityComment'>; expectedRevision: number },
): Promise<{ revision: number; position: string | undefined }> {
  const { revision, position } = await changeNotice(deps, request, input.commentId, input.expectedRevision, {
    type: 'ReviseSecurityComment',
    notice: input.notice,
  });
  return { revision, position };
}

/** DELETE /api/admin/security-comments/:id (If-Match): the notice is gone for good. */
export async function deleteSecurityComment(
  deps: Pick<CommandDeps, 'events'>,
  request: AdminRequest,
  input: { commentId: string; expectedRevision: number },
): Promise<string | undefined> {
  const { position } = await changeNotice(deps, request, input.commentId, input.expectedRevision, {
    type: 'DeleteSecurityComment',
  });
  return position;
}
