import {
  DomainError,
  type PrivacyAccessEvent,
  type PrivacyRequestEvent,
  type PrivacyRequestKind,
  type PrivacyRequestOutcome,
  privacyAccessEvents,
  privacyAnswerDueOn,
  privacyRequestErrors,
  privacyRequestEvents,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

/** One stream per ARCO request. */
export const privacyRequestStream = (requestId: string) => `privacy-request-${requestId}`;

export type PrivacyRequestCommand =
  | {
      type: 'FilePrivacyRequest';
      requestId: string;
      userId: string;
      kind: PrivacyRequestKind;
      reason: string;
      /** The kinds the person has a request of still pending (read from the requests' read model). */
      openKinds: readonly PrivacyRequestKind[];
    }
  | {
      type: 'AnswerPrivacyRequest';
      outcome: PrivacyRequestOutcome;
      answer: string;
      /** The staff member answering (the session's user). */
      answeredBy: string;
      /** The legal hold of the requester's case, read when the command is made (null: none, or no case). */
      legalHold: { reason: string } | null;
    };

export type PrivacyRequestState =
  | { exists: false }
  | {
      exists: true;
      requestId: string;
      userId: string;
      kind: PrivacyRequestKind;
      reason: string;
      filedAt: string;
      dueOn: string;
      answered: { outcome: PrivacyRequestOutcome; answer: string; answeredAt: string } | null;
    };

const notFound = () => new DomainError('not_found', privacyRequestErrors.notFound);

/** Whether a text holds nothing visible (only spaces, zero-width or control characters). */
const blank = (text: string) => /^[\s\p{Cf}\p{Cc}]*$/u.test(text);

/**
 * An ARCO request: filed once (its legal clock fixed then), answered once. A person has at most one pending request
 * of each kind. Accepting a cancellation is refused while the person's case is under legal hold; accepting it
 * again (the erasure after it did not finish: the mail that tells the person had not gone out) records nothing
 * new, so that the gateway can finish the erasure. Every other second answer is refused.
 */
export const privacyRequestDecider: Decider<PrivacyRequestCommand, PrivacyRequestEvent, PrivacyRequestState> =
  {
    events: privacyRequestEvents,
    initialState: { exists: false },
    evolve(state, event) {
      switch (event.type) {
        case 'PrivacyRequestFiled':
          return {
            exists: true,
            requestId: event.data.requestId,
            userId: event.data.userId,
            kind: event.data.kind,
            reason: event.data.reason,
            filedAt: event.data.filedAt,
            dueOn: event.data.dueOn,
            answered: null,
          };
        case 'PrivacyRequestAnswered': {
          const { outcome, answer, answeredAt } = event.data;
          return state.exists ? { ...state, answered: { outcome, answer, answeredAt } } : state;
        }
      }
    },
    decide(command, state, { now }) {
      switch (command.type) {
        case 'FilePrivacyRequest': {
          // The same request again (a retry with its Idempotency-Key): filed already.
          if (state.exists) {
            if (state.requestId === command.requestId && state.userId === command.userId) return [];
            throw refused.conflict();
          }
          if (command.openKinds.includes(command.kind))
            throw new DomainError('privacy_request_open', privacyRequestErrors.alreadyOpen(command.kind));
          const filedAt = now.toISOString();
          return [
            {
              type: 'PrivacyRequestFiled',
              data: {
                requestId: command.requestId,
                userId: command.userId,
                kind: command.kind,
                reason: command.reason,
                filedAt,
                dueOn: privacyAnswerDueOn(now),
              },
            },
          ];
        }
        case 'AnswerPrivacyRequest': {
          if (!state.exists) throw notFound();
          const acceptsCancellation = state.kind === 'cancellation' && command.outcome === 'accepted';
          if (state.answered) {
            if (acceptsCancellation && state.answered.outcome === 'accepted') return [];
            throw new DomainError('privacy_request_answered', privacyRequestErrors.alreadyAnswered);
          }
          if (command.outcome === 'refused' && blank(command.answer))
            throw refused.invalid({ answer: privacyRequestErrors.answerRequired });
          if (acceptsCancellation && command.legalHold)
            throw new DomainError('legal_hold', privacyRequestErrors.legalHold(command.legalHold.reason));
          return [
            {
              type: 'PrivacyRequestAnswered',
              data: {
                requestId: state.requestId,
                userId: state.userId,
                kind: state.kind,
                outcome: command.outcome,
                answer: command.answer,
                answeredBy: command.answeredBy,
                answeredAt: now.toISOString(),
              },
            },
          ];
        }
      }
    },
  };

/** One stream per person: their downloads of their data. */
export const privacyAccessStream = (userId: string) => `privacy-access-${userId}`;

export type PrivacyAccessCommand = { type: 'RecordDataExport'; userId: string };

/** The person's access downloads: each one is recorded, so compliance reads when a person took their data. */
export const privacyAccessDecider: Decider<PrivacyAccessCommand, PrivacyAccessEvent, { exports: number }> = {
  events: privacyAccessEvents,
  initialState: { exports: 0 },
  evolve: (state) => ({ exports: state.exports + 1 }),
  decide: (command, _state, { now }) => [
    { type: 'PersonalDataExported', data: { userId: command.userId, at: now.toISOString() } },
  ],
};
