import type { Currency, PhaseStatus } from '../enums.js';
import type { RecoveryPhaseKey } from '../labels/case.js';
import type { AdminStats } from '../schemas/staff.js';

/** Projection `adminStats` (its checkpoint has the same name): the four figures of the admin panels. */
export const ADMIN_STATS_PROJECTION = 'adminStats';

/** One document, ADMIN_STATS_ID. */
export const ADMIN_STATS = 'adminStats';
export const ADMIN_STATS_ID = 'global';

/** The projected part of the stats (clients per agent come from the agents read model when asked). */
export type AdminStatsDoc = Omit<AdminStats, 'clientsPerAgent'>;

/** The figures before any event: what the projector starts from and what the query answers without a document. */
export const emptyAdminStats: Readonly<AdminStatsDoc> = {
  totalUsers: 0,
  activeClients: 0,
  totalAgents: 0,
  totalRecovered: 0,
  byCurrency: [],
  newCasesByWeek: [],
  casesByFraudType: [],
  casesByPhase: [],
  documentsByDay: [],
  documentsAwaitingReview: 0,
};

/**
 * Keyed by process id: the phase each case is in and its currency, which the counts above move from; and by
 * `document-<id>`: whether a document still waits for its first review.
 */
export const ADMIN_STATS_CASES = 'adminStatsCases';
export interface AdminStatsCaseDoc {
  phases: { phaseKey: RecoveryPhaseKey; status: PhaseStatus }[];
  currency: Currency;
  /** The figures the currency's sums hold for this case (decimal strings). */
  original: string;
  recovered: string;
  pending: string;
}
