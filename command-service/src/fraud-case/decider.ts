import {
  caseErrors,
  DomainError,
  dayInMexico,
  type EventData,
  type FraudCaseEvent,
  fraudCaseEvents,
  privacyRequestErrors,
  type Role,
  validation,
} from '@portal/contracts';
import type { Decider } from '../decider.js';
import { refused } from '../errors.js';

export const fraudCaseStream = (caseId: string) => `fraudCase-${caseId}`;

type CommentType = EventData<'CaseCommentAdded'>['commentType'];

export type FraudCaseCommand =
  | { type: 'ReportFraudCase'; fraudCase: EventData<'FraudCaseReported'> }
  | {
      type: 'AddCaseComment';
      commentId: string;
      /** The session's user: the author, whatever the body says. */
      author: { userId: string; role: Role };
      /** The type the body asked for, if any: it must be the author's. */
      commentType: CommentType | undefined;
      content: string;
      isVisibleToClient: boolean;
    }
  /** An administrator puts the case under legal hold (or gives the hold a new reason), or lifts it. */
  | { type: 'PlaceLegalHold'; reason: string; placedBy: string }
  | { type: 'LiftLegalHold'; liftedBy: string };

export type FraudCaseState =
  | { exists: false }
  | {
      exists: true;
      caseId: string;
      clientId: string;
      /** The client's user (whom a visible comment reaches). */
      userId: string;
      /** Comments already added (a retried request with the same id adds nothing). */
      commentIds: string[];
      /** The legal hold the case is under (null: none). */
      legalHold: { reason: string; placedAt: string } | null;
      /** The case as reported: what the administration's first review starts from. */
      reported: {
        lossAmount: string;
        currency: EventData<'FraudCaseReported'>['currency'];
        urgencyLevel: EventData<'FraudCaseReported'>['urgencyLevel'];
        adminComments: string;
        isProcessed: boolean;
      };
    };

/** The calendar date of `now` in Mexico City, where the victims are: a fraud cannot be dated after it. */
export const todayInMexico = (now: Date): string => dayInMexico(now);

/** The comment type of an author's role: administration or the agent; nobody else comments on a case. */
function commentTypeOf(role: Role): CommentType {
  if (role === 'admin' || role === 'superadmin') return 'admin';
  if (role === 'agent') return 'agent';
  throw new DomainError('forbidden', caseErrors.commentTypeNotAllowed);
}

export const fraudCaseDecider: Decider<FraudCaseCommand, FraudCaseEvent, FraudCaseState> = {
  events: fraudCaseEvents,
  initialState: { exists: false },
  evolve(state, event) {
    switch (event.type) {
      case 'FraudCaseReported':
        return {
          exists: true,
          caseId: event.data.caseId,
          clientId: event.data.clientId,
          userId: event.data.userId,
          commentIds: [],
          legalHold: null,
          reported: {
            lossAmount: event.data.lossAmount,
            currency: event.data.currency,
            urgencyLevel: event.data.urgencyLevel,
            adminComments: '',
            isProcessed: false,
          },
        };
      case 'CaseCommentAdded':
        return state.exists ? { ...state, commentIds: [...state.commentIds, event.data.commentId] } : state;
      case 'LegalHoldPlaced':
        return state.exists
          ? { ...state, legalHold: { reason: event.data.reason, placedAt: event.data.at } }
          : state;
      case 'LegalHoldLifted':
        return state.exists ? { ...state, legalHold: null } : state;
    }
  },
  decide(command, state, { now }) {
    switch (command.type) {
      case 'ReportFraudCase':
        if (state.exists) {
          if (state.caseId === command.fraudCase.caseId) return [];
          throw refused.conflict();
        }
        if (command.fraudCase.fraudDate > todayInMexico(now)) {
          throw refused.invalid({ fraudDate: validation.fraudDateFuture });
        }
        return [{ type: 'FraudCaseReported', data: command.fraudCase }];
      case 'AddCaseComment': {
        if (!state.exists) throw new DomainError('not_found', caseErrors.caseNotFound);
        const commentType = commentTypeOf(command.author.role);
        if (command.commentType !== undefined && command.commentType !== commentType) {
          throw refused.invalid({ commentType: caseErrors.commentTypeNotAllowed });
        }
        if (state.commentIds.includes(command.commentId)) return [];
        return [
          {
            type: 'CaseCommentAdded',
            data: {
              caseId: state.caseId,
              userId: state.userId,
              commentId: command.commentId,
              authorId: command.author.userId,
              commentType,
              content: command.content,
              isVisibleToClient: command.isVisibleToClient,
              postedAt: now.toISOString(),
            },
          },
        ];
      }
      case 'PlaceLegalHold': {
        if (!state.exists) throw new DomainError('not_found', caseErrors.caseNotFound);
        // The same hold again (a retry, a second click): nothing new. A new reason is a new placement.
        if (state.legalHold?.reason === command.reason) return [];
        const { caseId, userId } = state;
        return [
          {
            type: 'LegalHoldPlaced',
            data: {
              caseId,
              userId,
              reason: command.reason,
              placedBy: command.placedBy,
              at: now.toISOString(),
            },
          },
        ];
      }
      case 'LiftLegalHold': {
        if (!state.exists) throw new DomainError('not_found', caseErrors.caseNotFound);
        if (!state.legalHold)
          throw new DomainError('not_under_legal_hold', privacyRequestErrors.notUnderLegalHold);
        const { caseId, userId } = state;
        return [
          {
            type: 'LegalHoldLifted',
            data: { caseId, userId, liftedBy: command.liftedBy, at: now.toISOString() },
          },
        ];
      }
    }
  },
};
