import type { PlanTerms } from '@portal/contracts';
import { call } from './api-client.js';

/**
 * The body of PUT /api/clients/my-plan for a client who read the plan's terms as GET /api/plans serves them now
 * and accepted them.
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

/**
 * A plan as an operator writes it in FIRM_CONFIG's plans (not one of the demo plans): 'Plan Express', 28 % of what
 * is recovered, 3 months.
 */
export const expressPlanConfig = {
  key: 'express',
  title: 'Plan Express',
  feePercent: 28,
  timeframe: '3 meses',
  costText: '28% de lo recuperado',
  description: 'Prioridad en cada fase.',
  features: ['Prioridad'],
  documents: ['Identificación oficial'],
  steps: ['Análisis'],
  recommended: true,
};
