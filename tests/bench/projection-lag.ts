import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  CLIENT_DASHBOARDS,
  clientDashboardSchema,
  type EventData,
  type EventMetadata,
  type EventType,
  eventCatalog,
} from '@portal/contracts';
import { type NewEvent, SqliteDocumentStore, SqliteEventStore } from '@portal/platform';
import { Projections, readModelProjectors, rebuildProjection } from '@portal/projections';

/** 2000 registrations (8000 events) at 200 registrations/s: about 10 s. */
export const lagSettings = { registrations: 2000, perSecond: 200, waitTimeoutMs: 30_000 } as const;

export interface LagResult {
  settings: typeof lagSettings;
  appends: number;
  /** Registrations per second actually achieved by the paced writer. */
  achievedPerSecond: number;
  lagMs: { p50: number; p90: number; p99: number; max: number; mean: number };
  timedOut: number;
  /** Batches the clientDashboard runner applied (its 'position' events) while the writer ran, and their mean size. */
  runnerBatches: number;
  eventsPerBatch: number;
  /**
   * The slowest single calls into SQLite while the writer ran. better-sqlite3 is synchronous, so such a call
   * blocks the whole event loop: a tail in the lag that matches one of these is a stall inside SQLite.
   */
  slowestAppendMs: number;
  slowestCommitProjectionMs: number;
  /** Complete dashboards in the read model after the run, and whether a sample passes the API schema. */
  dashboards: number;
  sampleDashboardValid: boolean;
  rebuild: { events: number; seconds: number; eventsPerSec: number };
}

/** Nearest-rank percentile of an ascending array. */
export function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function event<T extends EventType>(type: T, data: EventData<T>, meta: EventMetadata): NewEvent {
  return { id: randomUUID(), type, data, metadata: { ...meta, schemaVersion: eventCatalog[type].version } };
}

/** What RegisterClient appends for one victim (the four domain events, without the reservations). */
export function registration(i: number): { streamId: string; event: NewEvent }[] {
  const n = String(i).padStart(6, '0');
  const userId = randomUUID();
  const clientId = randomUUID();
  const caseId = randomUUID();
  const processId = randomUUID();
  const now = new Date().toISOString();
  const meta: EventMetadata = {
    actorId: null,
    actorRole: 'public',
    correlationId: randomUUID(),
    occurredAt: now,
    schemaVersion: 1,
  };
  const accountNumber = `CR-${String(10_000_000 + i).slice(-8)}`;
  const phase = (
    phaseKey: 'analysis' | 'forensic' | 'legal' | 'recovery',
    status: 'in_progress' | 'pending',
  ) => ({
    phaseKey,
    status,
    responsibleKind: status === 'in_progress' ? ('analysisTeam' as const) : ('assignedAgent' as const),
    startedAt: status === 'in_progress' ? now : null,
    completedAt: null,
  });
  return [
    {
      streamId: `user-${userId}`,
      event: event(
        'UserRegistered',
        {
          userId,
          username: `victima${n}`,
          email: `victima${n}@correo.mx`,
          firstName: 'María',
          lastName: `González ${n}`,
          fullName: `María González ${n}`,
          role: 'client',
          passwordHash: `scrypt$17$8$1$${'a'.repeat(22)}$${'b'.repeat(86)}`,
        },
        meta,
      ),
    },
    {
      streamId: `client-${clientId}`,
      event: event(
        'ClientRegistered',
        {
          clientId,
          userId,
          caseId,
          processId,
          accountNumber,
          contactPhone: '+52 55 1234 5678',
          country: 'mexico',
          city: 'Guadalajara',
          address: null,
          preferredContact: 'whatsapp',
          registeredAt: now,
        },
        meta,
      ),
    },
    {
      streamId: `fraudCase-${caseId}`,
      event: event(
        'FraudCaseReported',
        {
          caseId,
          clientId,
          userId,
          fraudType: 'cryptocurrency',
          lossAmount: '185000.00',
          currency: 'MXN',
          fraudDate: '2026-01-15',
          platform: 'CryptoMax Inversiones',
          description:
            'Me contactaron por WhatsApp ofreciendo rendimientos del 20% mensual en criptomonedas. Deposité en tres transferencias y cuando quise retirar me pidieron comisiones adicionales.',
          evidence: 'Capturas de las conversaciones y comprobantes de las transferencias SPEI.',
          previousAttempts: 'Reporté la cuenta a mi banco sin resultado.',
          preferredContact: 'whatsapp',
          urgencyLevel: 'high',
        },
        meta,
      ),
    },
    {
      streamId: `recoveryProcess-${processId}`,
      event: event(
        'RecoveryProcessOpened',
        {
          processId,
          caseId,
          clientId,
          userId,
          caseNumber: `EXP-2026-${accountNumber.slice(3)}`,
          priority: 'high',
          originalAmount: '185000.00',
          currency: 'MXN',
          phases: [
            phase('analysis', 'in_progress'),
            phase('forensic', 'pending'),
            phase('legal', 'pending'),
            phase('recovery', 'pending'),
          ],
          requiredDocuments: [
            { documentKey: 'officialId', required: true },
            { documentKey: 'paymentProofs', required: true },
            { documentKey: 'bankStatements', required: true },
          ],
        },
        meta,
      ),
    },
  ];
}

/**
 * In one process, like the embedded portal: the projection runner follows the store while a paced writer
 * appends registrations. For each append: the time from its resolve until runner.waitFor(position) resolves,
 * which is what the gateway waits for before answering a write (and what the user's next GET would see).
 */
export async function runProjectionLagBench(): Promise<LagResult> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-lag-'));
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dir, 'documents.db'));
  // Time every append and every projection commit, on these instances only (the product code is unchanged).
  // Both do their SQLite work synchronously inside the call, so the call alone is timed, not the await.
  const slowest = { append: 0, commitProjection: 0 };
  const append = events.append.bind(events);
  events.append = (...args) => {
    const t = performance.now();
    const result = append(...args);
    slowest.append = Math.max(slowest.append, performance.now() - t);
    return result;
  };
  const commitProjection = documents.commitProjection.bind(documents);
  documents.commitProjection = (...args) => {
    const t = performance.now();
    const done = commitProjection(...args);
    slowest.commitProjection = Math.max(slowest.commitProjection, performance.now() - t);
    return done;
  };
  const runnerErrors: string[] = [];
  const runner = new Projections({
    projectors: readModelProjectors,
    events,
    documents,
    log: {
      info: () => {},
      error: (message, error) => runnerErrors.push(`${message}: ${String(error ?? '')}`),
    },
  });
  try {
    await runner.start();
    // Each read model has its own runner; the dashboard's batches stand for all of them.
    let runnerBatches = 0;
    runner.runner('clientDashboard')?.on('position', () => {
      runnerBatches++;
    });
    const { registrations, perSecond, waitTimeoutMs } = lagSettings;
    const lags: number[] = [];
    const waits: Promise<void>[] = [];
    let timedOut = 0;
    let sampleUserId = '';
    const start = performance.now();
    let issued = 0;
    while (issued < registrations) {
      const due = Math.min(registrations, Math.floor(((performance.now() - start) / 1000) * perSecond) + 1);
      while (issued < due) {
        for (const { streamId, event: e } of registration(issued)) {
          const { position } = await events.append(streamId, [e], 'no_stream');
          const appended = performance.now();
          waits.push(
            runner.waitFor(position, waitTimeoutMs).then((ok) => {
              if (ok) lags.push(performance.now() - appended);
              else timedOut++;
            }),
          );
          if (issued === 0 && e.type === 'UserRegistered')
            sampleUserId = (e.data as { userId: string }).userId;
        }
        issued++;
      }
      await sleep(2);
    }
    const writeSeconds = (performance.now() - start) / 1000;
    await Promise.all(waits);
    await runner.stop();
    const { append: slowestAppendMs, commitProjection: slowestCommitProjectionMs } = slowest;
    if (runnerErrors.length) throw new Error(`projection runner failed: ${runnerErrors.join('; ')}`);

    lags.sort((a, b) => a - b);
    const dashboards = await documents.count(CLIENT_DASHBOARDS);
    const sample = await documents.get(CLIENT_DASHBOARDS, sampleUserId);

    const t0 = performance.now();
    // Every projection reads the whole log: `events` counts the events read by all of them together.
    let rebuiltEvents = 0;
    for (const projector of readModelProjectors)
      rebuiltEvents += (await rebuildProjection({ projector, events, documents })).events;
    const rebuildSeconds = (performance.now() - t0) / 1000;

    return {
      settings: lagSettings,
      appends: lags.length + timedOut,
      achievedPerSecond: registrations / writeSeconds,
      lagMs: {
        p50: percentile(lags, 50),
        p90: percentile(lags, 90),
        p99: percentile(lags, 99),
        max: lags.at(-1) ?? Number.NaN,
        mean: lags.reduce((s, x) => s + x, 0) / Math.max(1, lags.length),
      },
      timedOut,
      runnerBatches,
      eventsPerBatch: (lags.length + timedOut) / Math.max(1, runnerBatches),
      slowestAppendMs,
      slowestCommitProjectionMs,
      dashboards,
      sampleDashboardValid: clientDashboardSchema.safeParse(sample).success,
      rebuild: {
        events: rebuiltEvents,
        seconds: rebuildSeconds,
        eventsPerSec: rebuiltEvents / rebuildSeconds,
      },
    };
  } finally {
    await runner.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
}
