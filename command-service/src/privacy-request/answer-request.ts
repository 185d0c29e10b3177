import type { PrivacyRequestKind, PrivacyRequestOutcome, RouteBody } from '@portal/contracts';
import type { Actor } from '@portal/platform';
import { clientDecider, clientStream } from '../client/decider.js';
import { handleCommand, readAggregate } from '../command-handler.js';
import type { CommandDeps, RequestInfo } from '../context.js';
import { fraudCaseDecider, fraudCaseStream } from '../fraud-case/decider.js';
import { keyedRequest } from '../idempotency/request-key.js';
import { type PrivacyRequestCommand, privacyRequestDecider, privacyRequestStream } from './decider.js';

type SignedInRequest = RequestInfo & { actor: Actor };

/** The legal hold of the case of a client's user (null: none, or no case: an agent has none). */
async function legalHoldOf(
  deps: Pick<CommandDeps, 'events' | 'clientOfUser'>,
  userId: string,
): Promise<{ reason: string } | null> {
  const clientId = await deps.clientOfUser?.(userId);
  if (!clientId) return null;
  const client = (await readAggregate(deps.events, clientDecider, clientStream(clientId))).state;
  if (!client.exists) return null;
  const fraudCase = (await readAggregate(deps.events, fraudCaseDecider, fraudCaseStream(client.caseId)))
    .state;
  return fraudCase.exists && fraudCase.legalHold ? { reason: fraudCase.legalHold.reason } : null;
}

export interface PrivacyAnswer {
  userId: string;
  kind: PrivacyRequestKind;
  outcome: PrivacyRequestOutcome;
  /** The recorded PrivacyRequestAnswered's own id: the side effects of the answer derive their ids from it. */
  answerEventId: string;
  /** An accepted cancellation: the person's data are to be erased (after the mail that tells them). */
  erase: boolean;
  position: string | undefined;
  /** Records the Idempotency-Key's first use (call it once every step after the answer is done). */
  recordKey: () => Promise<string | undefined>;
}

/**
 * POST /api/privacy/requests/:id/answer: an administrator accepts or refuses a request, once, with words to the
 * person (required to refuse). Accepting a cancellation reads the legal hold of the person's case first and is
 * refused under one. An accepted cancellation accepted again records nothing and answers as the first time, so the
 * caller can finish the erasure that follows it. The erasure itself is the gateway's (it needs the blobs, the
 * queue and the mail folder).
 */
export async function answerPrivacyRequest(
  deps: Pick<CommandDeps, 'events' | 'portalSecret' | 'clientOfUser'>,
  request: SignedInRequest,
  input: { requestId: string; answer: RouteBody<'answerPrivacyRequest'> },
): Promise<PrivacyAnswer> {
  const { outcome, answer } = input.answer;
  const keyed = await keyedRequest(deps, request, 'answerPrivacyRequest', {
    requestId: input.requestId,
    outcome,
    answer,
  });
  const stream = privacyRequestStream(input.requestId);
  // A retry of an answer that went through (same key, same data): answered as the first time.
  const answered = keyed.retry
    ? await readAggregate(deps.events, privacyRequestDecider, stream)
    : await handleCommand(
        deps.events,
        privacyRequestDecider,
        stream,
        async (state): Promise<PrivacyRequestCommand> => ({
          type: 'AnswerPrivacyRequest',
          outcome,
          answer,
          answeredBy: request.actor.userId,
          legalHold:
            state.exists && state.kind === 'cancellation' && outcome === 'accepted'
              ? await legalHoldOf(deps, state.userId)
              : null,
        }),
        keyed.meta,
      );
  const { state } = answered;
  if (!state.exists || !state.answered)
    throw new Error(`privacy request ${input.requestId} was not answered`);
  const recorded = (await deps.events.readStream(stream)).find((e) => e.type === 'PrivacyRequestAnswered');
  if (!recorded)
    throw new Error(`privacy request ${input.requestId}: no PrivacyRequestAnswered in its stream`);
  return {
    userId: state.userId,
    kind: state.kind,
    outcome: state.answered.outcome,
    answerEventId: recorded.id,
    erase: state.kind === 'cancellation' && state.answered.outcome === 'accepted',
    position: answered.position,
    recordKey: keyed.record,
  };
}
