import type { Outcomes } from '@portal/contracts';
import { isRecord, ResponseFormatError } from './errors';
import { publicRead } from './public-read';
import { type RouteLine, request } from './request';

const outcomesRoute: RouteLine<'outcomes'> = { method: 'GET', path: '/api/outcomes' };

type Outcome = NonNullable<Outcomes['overall']>;

function readOutcome(value: unknown): Outcome | null {
  if (value === null) return null;
  if (!isRecord(value)) throw new ResponseFormatError();
  const { casesHandled, closedCases, recoveredCases, recoveredShare, recoveredAmountMxn, amountCases } =
    value;
  if (
    typeof casesHandled === 'number' &&
    typeof closedCases === 'number' &&
    typeof recoveredCases === 'number' &&
    typeof recoveredShare === 'number' &&
    typeof recoveredAmountMxn === 'string' &&
    typeof amountCases === 'number'
  )
    return { casesHandled, closedCases, recoveredCases, recoveredShare, recoveredAmountMxn, amountCases };
  throw new ResponseFormatError();
}

/**
 * GET /api/outcomes, checked by hand: the landing page reads it and loads no zod. Each figure is null below the
 * minimum sample of closed cases: then nothing is shown.
 */
function readOutcomes(data: unknown): Outcomes {
  if (!isRecord(data) || typeof data.asOf !== 'string' || typeof data.minimumSample !== 'number')
    throw new ResponseFormatError();
  const byPlan = isRecord(data.byPlan) ? data.byPlan : {};
  return {
    minimumSample: data.minimumSample,
    asOf: data.asOf,
    overall: readOutcome(data.overall),
    byPlan: {
      standard: readOutcome(byPlan.standard ?? null),
      express: readOutcome(byPlan.express ?? null),
      premium: readOutcome(byPlan.premium ?? null),
    },
  };
}

/** Read again when a screen showing it mounts a minute or more after the last answer. */
const outcomes = publicRead(() => request(outcomesRoute, { signOutOn401: false }, readOutcomes), 60_000);

/** `{ data, error, isPending }` of GET /api/outcomes. */
export function useOutcomes() {
  return outcomes.useRead();
}
