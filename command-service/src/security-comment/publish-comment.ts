import type { RouteBody } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, latest, type RequestInfo } from '../context.js';
import { keyedRequest } from '../idempotency/request-key.js';
import { type SecurityCommentCommand, securityCommentDecider, securityCommentStream } from './decider.js';

/** POST /api/admin/security-comments: a new notice (a new id; the author is the session's user, never the body's). */
export async function publishSecurityComment(
  deps: Pick<CommandDeps, 'events' | 'portalSecret'>,
  request: RequestInfo & { actor: Actor },
  body: RouteBody<'adminCreateSecurityComment'>,
): Promise<{ commentId: string; position: string | undefined }> {
  const { authorId: _ignored, ...notice } = body;
  const keyed = await keyedRequest(deps, request, 'adminCreateSecurityComment', notice);
  const commentId = keyed.id('securityComment');
  const published = await handleCommand(
    deps.events,
    securityCommentDecider,
    securityCommentStream(commentId),
    (): SecurityCommentCommand => ({
      type: 'PublishSecurityComment',
      commentId,
      authorId: request.actor.userId,
      notice,
    }),
    keyed.meta,
  );
  const recorded = await keyed.record();
  return { commentId, position: latest(published.position, recorded) };
}
