import {
  addDecimal,
  centsOf,
  emptyOutcomeSums,
  NO_PLAN,
  OUTCOMES,
  OUTCOMES_CASES,
  OUTCOMES_ID,
  OUTCOMES_PROJECTION,
  type OutcomeSums,
  type OutcomesCaseDoc,
  type OutcomesDoc,
  type OutcomesUserDoc,
  recoveryStatusOfPhases,
  subtractDecimal,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';

const userKey = (userId: string) => `user-${userId}`;

/** A case is closed when the firm cancelled it or every phase is completed. */
const isClosed = (c: OutcomesCaseDoc) => c.cancelled || recoveryStatusOfPhases(c.phases) === 'completed';

/** The sums with one case added (sign 1) or taken away (sign -1). */
function moved(sums: OutcomeSums, c: OutcomesCaseDoc, sign: 1 | -1): OutcomeSums {
  const closed = isClosed(c);
  const current = sums.recovered.find((r) => r.currency === c.currency) ?? {
    currency: c.currency,
    amount: '0.00',
    cases: 0,
  };
  const amount =
    sign === 1
      ? addDecimal(current.amount, c.recoveredAmount)
      : subtractDecimal(current.amount, c.recoveredAmount);
  const updated = { currency: c.currency, amount, cases: current.cases + sign };
  return {
    casesHandled: sums.casesHandled + sign,
    closedCases: sums.closedCases + (closed ? sign : 0),
    recoveredCases: sums.recoveredCases + (closed && centsOf(c.recoveredAmount) > 0n ? sign : 0),
    recovered: [...sums.recovered.filter((r) => r.currency !== c.currency), updated]
      .filter((r) => r.cases > 0)
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}

/** The figures with a case moved from what it was (undefined: not counted yet) to what it is. */
function withCase(
  doc: OutcomesDoc,
  before: OutcomesCaseDoc | undefined,
  after: OutcomesCaseDoc,
): OutcomesDoc {
  const byPlan = { ...doc.byPlan };
  if (before) {
    const bucket = before.plan ?? NO_PLAN;
    byPlan[bucket] = moved(byPlan[bucket] ?? emptyOutcomeSums, before, -1);
  }
  const bucket = after.plan ?? NO_PLAN;
  byPlan[bucket] = moved(byPlan[bucket] ?? emptyOutcomeSums, after, 1);
  return { byPlan };
}

/**
 * A change of one case: its document and the figures move together. The figures are read first, so in a batch
 * they are the first document written: a store that writes a batch's documents one after another (MongoDB) and
 * stops between them leaves the figures ahead of the cases, never behind; the replay then finds each case it
 * had written already at (or past) the event and leaves everything as it is.
 */
async function changeCase(
  view: DocView,
  caseId: string,
  position: string,
  update: (before: OutcomesCaseDoc | undefined) => Omit<OutcomesCaseDoc, 'at'> | undefined,
) {
  const figures = (await view.get<OutcomesDoc>(OUTCOMES, OUTCOMES_ID)) ?? { byPlan: {} };
  const before = await view.get<OutcomesCaseDoc>(OUTCOMES_CASES, caseId);
  if (before && before.at >= position) return;
  const next = update(before);
  if (!next) return;
  const after: OutcomesCaseDoc = { ...next, at: position };
  view.put(OUTCOMES_CASES, caseId, after);
  view.put(OUTCOMES, OUTCOMES_ID, withCase(figures, before, after));
}

/**
 * outcomes: the public figures of GET /api/outcomes (cases handled, closed, recovered, the amounts recovered per
 * currency), overall and per service plan, kept from events so the route reads one document. A case counts from
 * its recovery process's opening.
 */
export const outcomesProjector = defineProjector({
  name: OUTCOMES_PROJECTION,
  version: 1,
  collections: [OUTCOMES, OUTCOMES_CASES],
  handles: [
    'RecoveryProcessOpened',
    'ClientServicePlanChosen',
    'RecoveryPhaseStarted',
    'RecoveryPhaseCompleted',
    'RecoveryFiguresRevised',
    'RecoveryProcessCancelled',
    'RecoveryProcessReopened',
  ],
  async apply({ event, position }, view) {
    switch (event.type) {
      case 'RecoveryProcessOpened': {
        const d = event.data;
        const user = await view.get<OutcomesUserDoc>(OUTCOMES_CASES, userKey(d.userId));
        if (user?.caseId !== d.caseId) view.put(OUTCOMES_CASES, userKey(d.userId), { caseId: d.caseId });
        return changeCase(view, d.caseId, position, (before) => ({
          plan: before?.plan ?? user?.pendingPlan ?? null,
          currency: d.currency,
          recoveredAmount: '0',
          cancelled: false,
          phases: d.phases.map(({ phaseKey, status }) => ({ phaseKey, status })),
        }));
      }
      case 'ClientServicePlanChosen': {
        const { userId, plan } = event.data;
        const user = await view.get<OutcomesUserDoc>(OUTCOMES_CASES, userKey(userId));
        if (!user?.caseId) {
          const waiting: OutcomesUserDoc = { caseId: null, pendingPlan: plan };
          view.put(OUTCOMES_CASES, userKey(userId), waiting);
          return;
        }
        return changeCase(view, user.caseId, position, (before) => before && { ...before, plan });
      }
      case 'RecoveryPhaseStarted':
      case 'RecoveryPhaseCompleted': {
        const { caseId, phaseKey } = event.data;
        const status = event.type === 'RecoveryPhaseStarted' ? 'in_progress' : 'completed';
        return changeCase(
          view,
          caseId,
          position,
          (before) =>
            before && {
              ...before,
              phases: before.phases.map((p) => (p.phaseKey === phaseKey ? { ...p, status } : p)),
            },
        );
      }
      case 'RecoveryFiguresRevised': {
        const { caseId, recoveredAmount } = event.data;
        return changeCase(view, caseId, position, (before) => before && { ...before, recoveredAmount });
      }
      case 'RecoveryProcessCancelled':
      case 'RecoveryProcessReopened': {
        const cancelled = event.type === 'RecoveryProcessCancelled';
        return changeCase(view, event.data.caseId, position, (before) => before && { ...before, cancelled });
      }
    }
  },
});
