import {
  addDecimal,
  type Currency,
  emptyOutcomeSums,
  type FirmTerms,
  OUTCOMES,
  OUTCOMES_ID,
  OUTCOMES_MINIMUM_SAMPLE,
  type OutcomeSums,
  type Outcomes,
  type OutcomesDoc,
} from '@portal/contracts';
import type { DocumentStore, RouteHandlers } from '@portal/platform';
import { pesosOf } from './home.js';

type Outcome = NonNullable<Outcomes['overall']>;

/** Several buckets' sums as one. */
function total(all: readonly OutcomeSums[]): OutcomeSums {
  const recovered = new Map<Currency, { amount: string; cases: number }>();
  for (const sums of all)
    for (const r of sums.recovered) {
      const current = recovered.get(r.currency) ?? { amount: '0.00', cases: 0 };
      recovered.set(r.currency, {
        amount: addDecimal(current.amount, r.amount),
        cases: current.cases + r.cases,
      });
    }
  return {
    casesHandled: all.reduce((n, s) => n + s.casesHandled, 0),
    closedCases: all.reduce((n, s) => n + s.closedCases, 0),
    recoveredCases: all.reduce((n, s) => n + s.recoveredCases, 0),
    recovered: [...recovered].map(([currency, r]) => ({ currency, ...r })),
  };
}

/**
 * The figures of a set of cases, or null below OUTCOMES_MINIMUM_SAMPLE closed cases. The amount is in pesos: the
 * MXN sum as it is, each other currency's sum converted at the configured rate (a currency without one is left
 * out, and its cases are not in `amountCases`).
 */
function outcomeOf(sums: OutcomeSums, rates: FirmTerms['exchangeRates']): Outcome | null {
  if (sums.closedCases < OUTCOMES_MINIMUM_SAMPLE) return null;
  let amount = '0.00';
  let amountCases = 0;
  for (const r of sums.recovered) {
    const pesos = pesosOf(r.amount, r.currency, rates);
    if (pesos === null) continue;
    amount = addDecimal(amount, pesos);
    amountCases += r.cases;
  }
  return {
    casesHandled: sums.casesHandled,
    closedCases: sums.closedCases,
    recoveredCases: sums.recoveredCases,
    recoveredShare: Math.round((sums.recoveredCases / sums.closedCases) * 1000) / 10,
    recoveredAmountMxn: amount,
    amountCases,
  };
}

/**
 * GET /api/outcomes: the firm's figures (design.md §5), overall and per plan, each only when at least
 * OUTCOMES_MINIMUM_SAMPLE cases are closed, from the one document the outcomes projection keeps; converted to
 * pesos at the configured rates when read. Reused for `ttlMs` per process; `asOf` says when it was read.
 */
function outcomesQuery(documents: DocumentStore, rates: FirmTerms['exchangeRates'], ttlMs = 60_000) {
  let cached: { at: number; value: Outcomes } | null = null;
  return async (now: Date): Promise<Outcomes> => {
    if (cached && now.getTime() - cached.at < ttlMs) return cached.value;
    const doc = await documents.get<OutcomesDoc>(OUTCOMES, OUTCOMES_ID);
    const byPlan = doc?.byPlan ?? {};
    const value: Outcomes = {
      minimumSample: OUTCOMES_MINIMUM_SAMPLE,
      asOf: now.toISOString(),
      overall: outcomeOf(total(Object.values(byPlan)), rates),
      byPlan: {
        standard: outcomeOf(byPlan.standard ?? emptyOutcomeSums, rates),
        express: outcomeOf(byPlan.express ?? emptyOutcomeSums, rates),
        premium: outcomeOf(byPlan.premium ?? emptyOutcomeSums, rates),
      },
    };
    cached = { at: now.getTime(), value };
    return value;
  };
}

/** What the firm offers (its plans, as configured) and what it achieved (the outcomes, cached `ttlMs`). */
export function outcomesRoutes(documents: DocumentStore, firm: FirmTerms, ttlMs?: number) {
  const outcomes = outcomesQuery(documents, firm.exchangeRates, ttlMs);
  return {
    plans: async () => ({ body: firm.plans }),
    outcomes: async ({ now }) => ({ body: await outcomes(now) }),
  } satisfies RouteHandlers;
}
