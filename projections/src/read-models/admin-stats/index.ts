import {
  ADMIN_STATS,
  ADMIN_STATS_CASES,
  ADMIN_STATS_ID,
  ADMIN_STATS_PROJECTION,
  type AdminStatsCaseDoc,
  type AdminStatsDoc,
  emptyAdminStats,
} from '@portal/contracts';
import { type DocView, defineProjector } from '../../projector.js';
import { addDecimal, weekStartInMexico } from './figures.js';

/** How a client's status change moves the count of active clients. */
const activeDelta = (from: string, to: string) => (to === 'active' ? 1 : 0) - (from === 'active' ? 1 : 0);

/** `count` more of `key` in a list of counts (a key at 0 leaves the list), sorted by `key`. */
function bump<K extends string, T extends Record<K, string> & { count: number }>(
  list: readonly T[],
  field: K,
  key: string,
  count: number,
  make: (key: string) => T,
): T[] {
  const found = list.find((item) => item[field] === key);
  const next = found
    ? list.map((item) => (item === found ? { ...item, count: item.count + count } : item))
    : [...list, { ...make(key), count }];
  return next.filter((item) => item.count > 0).sort((a, b) => a[field].localeCompare(b[field]));
}

/** The phase a case is in: the one in progress, else the first pending, else 'completed'. */
function phaseOf(doc: AdminStatsCaseDoc): string {
  return (
    doc.phases.find((p) => p.status === 'in_progress')?.phaseKey ??
    doc.phases.find((p) => p.status === 'pending')?.phaseKey ??
    'completed'
  );
}

async function change(view: DocView, update: (stats: AdminStatsDoc) => AdminStatsDoc) {
  const stats = (await view.get<AdminStatsDoc>(ADMIN_STATS, ADMIN_STATS_ID)) ?? emptyAdminStats;
  view.put(ADMIN_STATS, ADMIN_STATS_ID, update(stats));
}

/** A case moved from one phase bucket to another. */
const moveCase = (stats: AdminStatsDoc, from: string | null, to: string): AdminStatsDoc => {
  let casesByPhase = stats.casesByPhase;
  const make = (phaseKey: string) => ({ phaseKey, count: 0 });
  if (from !== null) casesByPhase = bump(casesByPhase, 'phaseKey', from, -1, make);
  return { ...stats, casesByPhase: bump(casesByPhase, 'phaseKey', to, 1, make) };
};

/**
 * adminStats: the figures and the series of the admin panels, counted from events (a client counts while
 * active; amounts are added per currency, exactly, never across currencies).
 */
export const adminStatsProjector = defineProjector({
  name: ADMIN_STATS_PROJECTION,
  // 2: the series of the charts (issue 10).
  version: 2,
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
        };
        view.put(ADMIN_STATS_CASES, d.processId, doc);
        return change(view, (s) => {
          const current = s.byCurrency.find((c) => c.currency === d.currency) ?? {
            currency: d.currency,
            original: '0.00',
            recovered: '0.00',
            pending: '0.00',
          };
          const updated = {
            ...current,
            original: addDecimal(current.original, d.originalAmount),
            pending: addDecimal(current.pending, d.originalAmount),
          };
          const byCurrency = [...s.byCurrency.filter((c) => c.currency !== d.currency), updated].sort(
            (a, b) => a.currency.localeCompare(b.currency),
          );
          return moveCase({ ...s, byCurrency }, null, phaseOf(doc));
        });
      }
      case 'RecoveryPhaseStarted':
      case 'RecoveryPhaseCompleted': {
        const { processId, phaseKey } = event.data;
        const doc = await view.get<AdminStatsCaseDoc>(ADMIN_STATS_CASES, processId);
        if (!doc) return;
        const status = event.type === 'RecoveryPhaseStarted' ? 'in_progress' : 'completed';
        const next: AdminStatsCaseDoc = {
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
