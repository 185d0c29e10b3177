import type { AdminFraudCase } from '../schemas/staff.js';

/** Projection `adminFraudCases` (its checkpoint has the same name): GET /api/fraud-cases. */
export const ADMIN_FRAUD_CASES_PROJECTION = 'adminFraudCases';

/** Keyed by case id: a row of GET /api/fraud-cases with its client's user nested (partial until both are known). */
export const ADMIN_FRAUD_CASES = 'adminFraudCases';
export type AdminFraudCaseDoc = Partial<AdminFraudCase> & { userId?: string; agentUserId?: string | null };

/** Keyed by user id: a client's name and e-mail, and their case once known. */
export const ADMIN_FRAUD_CASE_USERS = 'adminFraudCaseUsers';
export interface AdminFraudCaseUserDoc {
  fullName?: string;
  email?: string;
  caseId?: string;
}
