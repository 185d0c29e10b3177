import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DomainEvent, OUTCOMES, OUTCOMES_ID, OUTCOMES_PROJECTION } from '@portal/contracts';
import { formatPosition, SqliteDocumentStore } from '@portal/platform';
import { BatchView } from '../../batch-view.js';
import { metadataAt, project, streamOf } from '../../testing.js';
import { registrationEvents, work } from '../fixtures.js';
import { outcomesProjector } from './index.js';

const figuresOf = async (events: DomainEvent[]) =>
  (await project([outcomesProjector], events)).get(OUTCOMES, OUTCOMES_ID);

const planChosen = (n: number, plan: 'standard' | 'express' | 'premium'): DomainEvent => ({
  type: 'ClientServicePlanChosen',
  data: { clientId: `cl${n}`, userId: `u${n}`, plan, terms: null, acceptedAt: null },
});
const keys = (n: number) => ({ processId: `p${n}`, caseId: `c${n}`, userId: `u${n}` });
const revised = (n: number, recoveredAmount: string): DomainEvent => ({
  type: 'RecoveryFiguresRevised',
  data: { ...keys(n), originalAmount: '25000.50', recoveredAmount, pendingAmount: '0' },
});
const cancelled = (n: number): DomainEvent => ({ type: 'RecoveryProcessCancelled', data: keys(n) });
const reopened = (n: number): DomainEvent => ({ type: 'RecoveryProcessReopened', data: keys(n) });
/** Both phases of registration n's case completed (analysis is in progress from the opening). */
const completed = (n: number): DomainEvent[] => [
  work.phaseCompleted('analysis', '2026-11-16T10:00:00.000Z', n),
  work.phaseStarted('legal', '2026-11-16T10:00:00.000Z', n),
  work.phaseCompleted('legal', '2026-11-20T10:00:00.000Z', n),
];

/**
 * Three cases: 1 on the premium plan, cancelled with 5,000.00 recovered then 5,200.25; 2 on express, every phase
 * completed with nothing recovered; 3 under no plan, open, 100.10 recovered so far.
 */
const history: DomainEvent[] = [
  ...registrationEvents(1),
  ...registrationEvents(2),
  ...registrationEvents(3),
  planChosen(1, 'premium'),
  planChosen(2, 'express'),
  revised(1, '5000.00'),
  cancelled(1),
  revised(1, '5200.25'),
  ...completed(2),
  revised(3, '100.10'),
];
const expected = {
  byPlan: {
    premium: {
      casesHandled: 1,
      closedCases: 1,
      recoveredCases: 1,
      recovered: [{ currency: 'MXN', amount: '5200.25', cases: 1 }],
    },
    express: {
      casesHandled: 1,
      closedCases: 1,
      recoveredCases: 0,
      recovered: [{ currency: 'MXN', amount: '0.00', cases: 1 }],
    },
    none: {
      casesHandled: 1,
      closedCases: 0,
      recoveredCases: 0,
      recovered: [{ currency: 'MXN', amount: '100.10', cases: 1 }],
    },
  },
};

describe('outcomes projector', () => {
  it('counts the cases handled, closed and recovered, and sums what came back, per plan', async () => {
    expect(await figuresOf(history)).toEqual(expected);
  });

  it('keeps a currency apart from the others, never converted', async () => {
    const [user, client, fraud, opened] = registrationEvents(4) as [
      DomainEvent,
      DomainEvent,
      DomainEvent,
      DomainEvent,
    ];
    const inDollars = { ...opened, data: { ...opened.data, currency: 'USD' } } as DomainEvent;
    const figures = await figuresOf([
      ...registrationEvents(1),
      user,
      client,
      fraud,
      inDollars,
      revised(4, '10.50'),
    ]);
    expect(figures).toEqual({
      byPlan: {
        none: {
          casesHandled: 2,
          closedCases: 0,
          recoveredCases: 0,
          recovered: [
            { currency: 'MXN', amount: '0.00', cases: 1 },
            { currency: 'USD', amount: '10.50', cases: 1 },
          ],
        },
      },
    });
  });

  it('moves a case to the plan the client chose, and out of the closed ones when it is reopened', async () => {
    const figures = await figuresOf([
      ...history,
      planChosen(1, 'express'),
      reopened(1),
      cancelled(2), // already closed by its phases: closed once
    ]);
    expect(figures).toEqual({
      byPlan: {
        premium: { casesHandled: 0, closedCases: 0, recoveredCases: 0, recovered: [] },
        express: {
          casesHandled: 2,
          closedCases: 1,
          recoveredCases: 0,
          recovered: [{ currency: 'MXN', amount: '5200.25', cases: 2 }],
        },
        none: expected.byPlan.none,
      },
    });
  });

  it('takes a plan chosen before the case was seen', async () => {
    const [user, client, fraud, opened] = registrationEvents(1) as [
      DomainEvent,
      DomainEvent,
      DomainEvent,
      DomainEvent,
    ];
    expect(await figuresOf([user, client, fraud, planChosen(1, 'standard'), opened])).toEqual({
      byPlan: {
        standard: {
          casesHandled: 1,
          closedCases: 0,
          recoveredCases: 0,
          recovered: [{ currency: 'MXN', amount: '0.00', cases: 1 }],
        },
      },
    });
  });
});

describe('outcomes projector on the real document store', () => {
  let dir: string;
  let store: SqliteDocumentStore;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'outcomes-'));
    store = new SqliteDocumentStore(join(dir, 'documents.sqlite'));
  });
  afterEach(async () => {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  });

  /**
   * Applies history[from..] as one batch, as the runner does (the view skips what a document already holds), and
   * commits its writes (the first `only` of them: a store stopped between two writes).
   */
  async function batch(from = 0, only?: number) {
    const view = new BatchView(store);
    const revisions = new Map<string, number>();
    for (const [i, event] of history.entries()) {
      const streamId = streamOf(event);
      const revision = revisions.get(streamId) ?? 0;
      revisions.set(streamId, revision + 1);
      if (i < from) continue;
      const position = formatPosition(i + 1);
      view.at(position);
      await outcomesProjector.apply(
        {
          event,
          metadata: metadataAt('2026-11-20T10:00:00.000Z', event.type),
          eventId: `event-${i + 1}`,
          streamId,
          revision,
          position,
        },
        view,
      );
    }
    const writes = view.writes();
    await store.commitProjection(OUTCOMES_PROJECTION, writes.slice(0, only), formatPosition(history.length));
  }
  const stored = () => store.get(OUTCOMES, OUTCOMES_ID);

  it('gives the same figures when the events are applied again, whole or from the middle', async () => {
    await batch();
    expect(await stored()).toEqual(expected);
    await batch();
    expect(await stored()).toEqual(expected);
    await batch(14);
    expect(await stored()).toEqual(expected);
  });

  it('is exact when a store wrote only the first documents of a batch and the batch is replayed', async () => {
    for (const only of [1, 2, 4]) {
      await store.reset([OUTCOMES, 'outcomesCases'], [OUTCOMES_PROJECTION]);
      await batch(0, only);
      await batch();
      expect(await stored()).toEqual(expected);
    }
  });
});
