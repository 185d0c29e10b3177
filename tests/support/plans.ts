import type { PlanTerms } from '@portal/contracts';
import { call } from './api-client.js';

/**
 * The body of PUT /api/clients/my-plan for a client who read the plan's terms as GET /api/plans serves them now
 * and accepted them (issue 20).
 */
export async function acceptedPlan(baseUrl: string, plan: PlanTerms['key']) {
  const plans = await call<PlanTerms[]>(baseUrl, 'GET', '/api/plans');
  const terms = plans.json.find((p) => p.key === plan);
  if (!terms) throw new Error(`the firm offers no ${plan} plan`);
  return {
    plan,
    accepted: true,
    terms: { feePercent: terms.feePercent, timeframe: terms.timeframe, documents: terms.documents },
  };
}
