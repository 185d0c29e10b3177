import {
  addDecimal,
  CASE_FILES,
  type CaseFile,
  type CaseFileDoc,
  caseFileSchema,
  centsOf,
  type FirmTerms,
  OUTCOMES_MINIMUM_SAMPLE,
  type Outcomes,
  recoveryStatusOfPhases,
  type ServicePlanKey,
} from '@portal/contracts';
import type { DocumentStore } from '@portal/platform';
import { pesosOf } from './home.js';

type Outcome = NonNullable<Outcomes['overall']>;

/** A case is closed when the firm cancelled it or every phase is completed; recovered when anything came back. */
const isClosed = (file: CaseFile) =>
  file.recovery.cancelled || recoveryStatusOfPhases(file.phases) === 'completed';

function outcomeOf(files: readonly CaseFile[], rates: FirmTerms['exchangeRates']): Outcome | null {
  const closed = files.filter(isClosed);
  if (closed.length < OUTCOMES_MINIMUM_SAMPLE) return null;
  const recovered = closed.filter((f) => centsOf(f.recovery.recoveredAmount) > 0n);
  let amount = '0.00';
  let amountCases = 0;
  for (const f of files) {
    const pesos = pesosOf(f.recovery.recoveredAmount, f.recovery.currency, rates);
    if (pesos === null) continue;
    amount = addDecimal(amount, pesos);
    amountCases += 1;
  }
  return {
    casesHandled: files.length,
    closedCases: closed.length,
    recoveredCases: recovered.length,
    recoveredShare: Math.round((recovered.length / closed.length) * 1000) / 10,
    recoveredAmountMxn: amount,
    amountCases,
  };
}

/**
 * GET /api/outcomes: the firm's figures computed from the case files (design.md §5), overall and per plan, each
 * only when at least OUTCOMES_MINIMUM_SAMPLE cases are closed. Computed at most once a minute per process (it
 * reads every case file); `asOf` says when.
 */
export function outcomesQuery(documents: DocumentStore, rates: FirmTerms['exchangeRates'], ttlMs = 60_000) {
  let cached: { at: number; value: Outcomes } | null = null;
  return async (now: Date): Promise<Outcomes> => {
    if (cached && now.getTime() - cached.at < ttlMs) return cached.value;
    const docs = await documents.list<CaseFileDoc>(CASE_FILES);
    const files = docs.flatMap((doc) => {
      const file = caseFileSchema.safeParse(doc);
      return file.success ? [file.data] : [];
    });
    const ofPlan = (plan: ServicePlanKey) =>
      outcomeOf(
        files.filter((f) => f.servicePlan === plan),
        rates,
      );
    const value: Outcomes = {
      minimumSample: OUTCOMES_MINIMUM_SAMPLE,
      asOf: now.toISOString(),
      overall: outcomeOf(files, rates),
      byPlan: { standard: ofPlan('standard'), express: ofPlan('express'), premium: ofPlan('premium') },
    };
    cached = { at: now.getTime(), value };
    return value;
  };
}
