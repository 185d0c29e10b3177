import { type EventData, type FraudCaseReviewEvent, fraudCaseReviewEvents } from '@portal/contracts';
import type { Decider } from '../decider.js';

export const fraudCaseReviewStream = (caseId: string) => `fraudCaseReview-${caseId}`;

/** What the administration decides about a case. */
type FraudCaseReview = Omit<EventData<'FraudCaseReviewed'>, 'caseId' | 'userId'>;

export type FraudCaseReviewCommand = {
  type: 'ReviewFraudCase';
  caseId: string;
  userId: string;
  /** The case as reported (what a first review starts from). */
  reported: FraudCaseReview;
  /** Only what the request names changes. */
  changes: Partial<FraudCaseReview>;
};

export type FraudCaseReviewState = { exists: false } | { exists: true; review: FraudCaseReview };

const same = (a: FraudCaseReview, b: FraudCaseReview) =>
  a.lossAmount === b.lossAmount &&
  a.currency === b.currency &&
  a.urgencyLevel === b.urgencyLevel &&
  a.adminComments === b.adminComments &&
  a.isProcessed === b.isProcessed;

/** The administration's review of a fraud case: the whole review after each change, nothing when nothing changes. */
export const fraudCaseReviewDecider: Decider<
  FraudCaseReviewCommand,
  FraudCaseReviewEvent,
  FraudCaseReviewState
> = {
  events: fraudCaseReviewEvents,
  initialState: { exists: false },
  evolve(_state, event) {
    const { caseId: _c, userId: _u, ...review } = event.data;
    return { exists: true, review };
  },
  decide(command, state) {
    const base = state.exists ? state.review : command.reported;
    const defined = Object.fromEntries(
      Object.entries(command.changes).filter(([, value]) => value !== undefined),
    ) as Partial<FraudCaseReview>;
    const next: FraudCaseReview = { ...base, ...defined };
    if (state.exists && same(next, base)) return [];
    if (!state.exists && same(next, command.reported)) return [];
    return [{ type: 'FraudCaseReviewed', data: { caseId: command.caseId, userId: command.userId, ...next } }];
  },
};
