import { staffToasts } from '@portal/contracts';
import type { RouteHandlers } from '@portal/platform';
import type { CommandDeps } from '../context.js';
import { deleteSecurityComment, reviseSecurityComment } from './change-comment.js';
import { publishSecurityComment } from './publish-comment.js';

/** The security notices the administration publishes, revises and deletes. */
export function securityCommentRoutes(deps: CommandDeps) {
  return {
    adminCreateSecurityComment: async (request) => {
      const { commentId, position } = await publishSecurityComment(deps, request, request.body);
      return { body: { ok: true, id: commentId }, position };
    },
    adminUpdateSecurityComment: async (request) => {
      const { revision, position } = await reviseSecurityComment(deps, request, {
        commentId: request.params.id,
        notice: request.body,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, revision }, position };
    },
    adminDeleteSecurityComment: async (request) => {
      const position = await deleteSecurityComment(deps, request, {
        commentId: request.params.id,
        expectedRevision: request.expectedRevision,
      });
      return { body: { ok: true, message: staffToasts.securityCommentDeleted.title }, position };
    },
  } satisfies RouteHandlers;
}
