import type { Currency, PhaseStatus } from '../enums.js';
import type { RecoveryPhaseKey } from '../labels/case.js';
import type { ServicePlanKey } from '../texts/plans.js';

/** Projection `outcomes` (its checkpoint has the same name): the counts and sums of GET /api/outcomes. */
export const OUTCOMES_PROJECTION = 'outcomes';

/** One document, OUTCOMES_ID: the figures of every case, by the service plan it is under. */
export const OUTCOMES = 'outcomes';
export const OUTCOMES_ID = 'global';

/** The bucket of a case whose client has chosen no plan (it counts overall, under no plan). */
export const NO_PLAN = 'none';
export type OutcomesBucket = ServicePlanKey | typeof NO_PLAN;

/**
 * What a set of cases adds up to. The recovered amounts are summed per currency, exactly, never converted: the
 * exchange rates are the operator's configuration (FIRM_CONFIG), applied when the figures are read.
 */
export interface OutcomeSums {
  casesHandled: number;
  /** Cancelled by the firm, or every phase completed. */
  closedCases: number;
  /** Closed with something recovered. */
  recoveredCases: number;
  /** Every case's recovered amount (closed or not), by currency, with how many cases each sum holds. */
  recovered: { currency: Currency; amount: string; cases: number }[];
}

export interface OutcomesDoc {
  /** By bucket; a bucket without cases may be absent. */
  byPlan: Partial<Record<OutcomesBucket, OutcomeSums>>;
}

export const emptyOutcomeSums: Readonly<OutcomeSums> = {
  casesHandled: 0,
  closedCases: 0,
  recoveredCases: 0,
  recovered: [],
};

/** Keyed by case id: what the case adds to the figures, and the position of the last event applied to it. */
export const OUTCOMES_CASES = 'outcomesCases';
export interface OutcomesCaseDoc {
  /** The position of the last event that changed this document (a replay of it changes nothing). */
  at: string;
  plan: ServicePlanKey | null;
  currency: Currency;
  recoveredAmount: string;
  cancelled: boolean;
  /** Each phase's status, in the process's order. */
  phases: { phaseKey: RecoveryPhaseKey; status: PhaseStatus }[];
}

/**
 * Keyed by `user-<userId>`: which case is the client's (a plan is chosen by the client, not on the case), and a
 * plan chosen before the case was seen.
 */
export interface OutcomesUserDoc {
  caseId: string | null;
  pendingPlan?: ServicePlanKey;
}
