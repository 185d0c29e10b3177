import {
  ADMIN_STATS,
  ADMIN_STATS_CASES,
  ADMIN_STATS_ID,
  ADMIN_STATS_PROJECTION,
  type AdminStats,
  type AdminStatsCaseDoc,
  type AdminStatsDoc,
  addDecimal,
  type Currency,
  centsOf,
  emptyAdminStats,
  subtractDecimal,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';
import { dayInMexico, weekStartInMexico } from './figures.js';

/** How a client's status change moves the count of active clients. */
const activeDelta = (from: string, to: string) => (to === 'active' ? 1 : 0) - (from === 'active' ? 1 : 0);

/** `count` more of `key` in a list of counts (a key at 0 leaves the list), sorted by `key`. */
function bump<K extends string, V extends string, T extends Record<K, V> & { count: number }>(
  list: readonly T[],
  field: K,
  key: V,
  count: number,
  make: (key: V) => T,
): T[] {
  const found = list.find((item) => item[field] === key);
  const next = found
    ? list.map((item) => (item === found ? { ...item, count: item.count + count } : item))
    : [...list, { ...make(key), count }];
  return next.filter((item) => item.count > 0).sort((a, b) => a[field].localeCompare(b[field]));
}

/** Where the chart of phases counts a case. */
type PhaseBucket = AdminStats['casesByPhase'][number]['phaseKey'];

/** The phase a case is in: the one in progress, else the first pending, else 'completed'. */
function phaseOf(doc: AdminStatsCaseDoc): PhaseBucket {
  return (
    doc.phases.find((p) => p.status === 'in_progress')?.phaseKey ??
    doc.phases.find((p) => p.status === 'pending')?.phaseKey ??
    'completed'
  );
}

async function change(view: DocView, update: (stats: AdminStatsDoc) => AdminStatsDoc) {
  const stats = { ...emptyAdminStats, ...(await view.get<AdminStatsDoc>(ADMIN_STATS, ADMIN_STATS_ID)) };
  view.put(ADMIN_STATS, ADMIN_STATS_ID, update(stats));
}

/** A case moved from one phase bucket to another. */
const moveCase = (stats: AdminStatsDoc, from: PhaseBucket | null, to: PhaseBucket): AdminStatsDoc => {
  let casesByPhase = stats.casesByPhase;
  const make = (phaseKey: PhaseBucket) => ({ phaseKey, count: 0 });
  if (from !== null) casesByPhase = bump(casesByPhase, 'phaseKey', from, -1, make);
  return { ...stats, casesByPhase: bump(casesByPhase, 'phaseKey', to, 1, make) };
};

type Figures = Pick<AdminStatsCaseDoc, 'original' | 'recovered' | 'pending'>;

/**
 * A case's figures in its currency moved from `from` to `to` (both zero for a case that did not count yet);
 * totalRecovered is the pesos' recovered sum, as a number for the card.
 */
function moveFigures(stats: AdminStatsDoc, currency: Currency, from: Figures, to: Figures): AdminStatsDoc {
  const current = stats.byCurrency.find((c) => c.currency === currency) ?? {
    currency,
    original: '0.00',
    recovered: '0.00',
    pending: '0.00',
  };
  const moved = (key: keyof Figures) => addDecimal(subtractDecimal(current[key], from[key]), to[key]);
  const updated = {
    currency,
    original: moved('original'),
    recovered: moved('recovered'),
    pending: moved('pending'),
  };
  const byCurrency = [...stats.byCurrency.filter((c) => c.currency !== currency), updated].sort((a, b) =>
    a.currency.localeCompare(b.currency),
  );
  const pesos = byCurrency.find((c) => c.currency === 'MXN');
  return { ...stats, byCurrency, totalRecovered: pesos ? Number(centsOf(pesos.recovered)) / 100 : 0 };
}

const noFigures: Figures = { original: '0', recovered: '0', pending: '0' };

/**
 * adminStats: the figures and the series of the admin panels, counted from events (a client counts while
 * active; amounts are added per currency, exactly, never across currencies).
 */
export const adminStatsProjector = defineProjector({
  name: ADMIN_STATS_PROJECTION,
  // 2: the series of the charts. 3: the recovery's figures as staff revise them.
  version: 3,
  collections: [ADMIN_STATS, ADMIN_STATS_CASES],
  handles: [
    'UserRegistered',
    'ClientRegistered',
    'AgentCreated',
    'ClientStatusChanged',
    'FraudCaseReported',
    'RecoveryProcessOpened',
    'RecoveryPhaseStarted',
    'RecoveryPhaseCompleted',
    'RecoveryFiguresRevised',
    'DocumentUploaded',
    'DocumentVerified',
    'DocumentRejected',
  ],
  async apply({ event, metadata }, view) {
    switch (event.type) {
      case 'UserRegistered':
        return change(view, (s) => ({ ...s, totalUsers: s.totalUsers + 1 }));
      case 'ClientRegistered':
        return change(view, (s) => ({ ...s, activeClients: s.activeClients + 1 }));
      case 'AgentCreated':
        return change(view, (s) => ({ ...s, totalAgents: s.totalAgents + 1 }));
      case 'ClientStatusChanged': {
        const delta = activeDelta(event.data.previousStatus, event.data.status);
        return change(view, (s) => ({ ...s, activeClients: s.activeClients + delta }));
      }
      case 'FraudCaseReported': {
        const week = weekStartInMexico(metadata.occurredAt);
        const { fraudType } = event.data;
        return change(view, (s) => ({
          ...s,
          newCasesByWeek: bump(s.newCasesByWeek, 'weekStart', week, 1, (weekStart) => ({
            weekStart,
            count: 0,
          })),
          casesByFraudType: bump(s.casesByFraudType, 'fraudType', fraudType, 1, (t) => ({
            fraudType: t,
            count: 0,
          })),
        }));
      }
      case 'RecoveryProcessOpened': {
        const d = event.data;
        const doc: AdminStatsCaseDoc = {
          phases: d.phases.map(({ phaseKey, status }) => ({ phaseKey, status })),
          currency: d.currency,
          original: d.originalAmount,
          recovered: '0',
          pending: d.originalAmount,
        };
        view.put(ADMIN_STATS_CASES, d.processId, doc);
        return change(view, (s) => moveCase(moveFigures(s, d.currency, noFigures, doc), null, phaseOf(doc)));
      }
      case 'DocumentUploaded': {
        const day = dayInMexico(metadata.occurredAt);
        view.put(ADMIN_STATS_CASES, `document-${event.data.documentId}`, { awaiting: true });
        return change(view, (s) => ({
          ...s,
          documentsByDay: bump(s.documentsByDay, 'day', day, 1, (d) => ({ day: d, count: 0 })).slice(-60),
          documentsAwaitingReview: s.documentsAwaitingReview + 1,
        }));
      }
      // A document leaves the waiting count at its first review (a later review changes its outcome only).
      case 'DocumentVerified':
      case 'DocumentRejected': {
        const key = `document-${event.data.documentId}`;
        const doc = await view.get<{ awaiting: boolean }>(ADMIN_STATS_CASES, key);
        if (!doc?.awaiting) return;
        view.put(ADMIN_STATS_CASES, key, { awaiting: false });
        return change(view, (s) => ({ ...s, documentsAwaitingReview: s.documentsAwaitingReview - 1 }));
      }
      case 'RecoveryFiguresRevised': {
        const d = event.data;
        const doc = await view.get<AdminStatsCaseDoc>(ADMIN_STATS_CASES, d.processId);
        if (!doc) return;
        const next = { original: d.originalAmount, recovered: d.recoveredAmount, pending: d.pendingAmount };
        view.put(ADMIN_STATS_CASES, d.processId, { ...doc, ...next });
        return change(view, (s) => moveFigures(s, doc.currency, doc, next));
      }
      case 'RecoveryPhaseStarted':
      case 'RecoveryPhaseCompleted': {
        const { processId, phaseKey } = event.data;
        const doc = await view.get<AdminStatsCaseDoc>(ADMIN_STATS_CASES, processId);
        if (!doc) return;
        const status = event.type === 'RecoveryPhaseStarted' ? 'in_progress' : 'completed';
        const next: AdminStatsCaseDoc = {
          ...doc,
          phases: doc.phases.map((p) => (p.phaseKey === phaseKey ? { ...p, status } : p)),
        };
        view.put(ADMIN_STATS_CASES, processId, next);
        const from = phaseOf(doc);
        const to = phaseOf(next);
        if (from === to) return;
        return change(view, (s) => moveCase(s, from, to));
      }
    }
  },
});
