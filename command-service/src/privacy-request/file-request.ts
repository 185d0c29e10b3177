import type { OwnPrivacyRequest, RouteBody } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { handleCommand } from '../command-handler.js';
import { type CommandDeps, latest, type RequestInfo } from '../context.js';
import { keyedRequest } from '../idempotency/request-key.js';
import {
  type PrivacyRequestCommand,
  type PrivacyRequestState,
  privacyRequestDecider,
  privacyRequestStream,
} from './decider.js';

type SignedInRequest = RequestInfo & { actor: Actor };

/** The request as its requester reads it, from the aggregate's state. */
function ownView(state: Extract<PrivacyRequestState, { exists: true }>): OwnPrivacyRequest {
  return {
    id: state.requestId,
    kind: state.kind,
    reason: state.reason,
    status: state.answered ? state.answered.outcome : 'pending',
    filedAt: state.filedAt,
    dueOn: state.dueOn,
    answer: state.answered ? state.answered.answer : null,
    answeredAt: state.answered ? state.answered.answeredAt : null,
  };
}

/**
 * POST /api/privacy/requests: the signed-in person files a rectification, cancellation or opposition with their
 * reason; the due day is fixed now. One pending request of each kind (read from the requests' read model, which
 * a write waits for: two requests sent at the same instant could both pass, and both are then answered). With an
 * Idempotency-Key a retry files nothing new and answers the same request.
 */
export async function filePrivacyRequest(
  deps: Pick<CommandDeps, 'events' | 'portalSecret' | 'openPrivacyRequestKinds'>,
  request: SignedInRequest,
  body: RouteBody<'filePrivacyRequest'>,
): Promise<{ request: OwnPrivacyRequest; position: string | undefined }> {
  const keyed = await keyedRequest(deps, request, 'filePrivacyRequest', body);
  const requestId = keyed.id('privacyRequest');
  const userId = request.actor.userId;
  const openKinds = (await deps.openPrivacyRequestKinds?.(userId)) ?? [];
  const filed = await handleCommand(
    deps.events,
    privacyRequestDecider,
    privacyRequestStream(requestId),
    (): PrivacyRequestCommand => ({
      type: 'FilePrivacyRequest',
      requestId,
      userId,
      kind: body.kind,
      reason: body.reason,
      openKinds,
    }),
    keyed.meta,
  );
  if (!filed.state.exists) throw new Error(`privacy request ${requestId} was not filed`);
  const recorded = await keyed.record();
  return { request: ownView(filed.state), position: latest(filed.position, recorded) };
}
