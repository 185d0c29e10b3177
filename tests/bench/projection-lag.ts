import { randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import {
  CLIENT_DASHBOARD_PROJECTION,
  CLIENT_DASHBOARDS,
  clientDashboardSchema,
  type DashboardDoc,
  type EventData,
  type EventMetadata,
  type EventType,
  eventCatalog,
  labelledDashboard,
} from '@portal/contracts';
import { type NewEvent, SqliteDocumentStore, SqliteEventStore } from '@portal/platform';
import { Projections, readModelProjectors, rebuildProjection, rebuildProjections } from '@portal/projections';
import Database from 'better-sqlite3';

/**
 * The writer appends 500 times per second (each append one event of a registration, in the order RegisterClient
 * writes them: 125 registrations/s) for 10 s. The rebuild runs on 1,000,000 generated events (250,000
 * registrations), written once into a cached folder under the system's temp folder.
 */
export const lagSettings = {
  appends: 5000,
  appendsPerSecond: 500,
  waitTimeoutMs: 30_000,
  rebuildEvents: 1_000_000,
  rebuildBatch: 5000,
} as const;

/** p50, p90, p99, max and mean of a list of milliseconds. */
export interface Spread {
  p50: number;
  p90: number;
  p99: number;
  max: number;
  mean: number;
}

export interface LagResult {
  settings: typeof lagSettings;
  appends: number;
  /** Appends per second achieved by the paced writer (until the last one resolved and was projected). */
  achievedPerSecond: number;
  lagMs: Spread;
  timedOut: number;
  /** Batches the shared feed handed out while the writer ran, and their mean size. */
  feedBatches: number;
  eventsPerBatch: number;
  /**
   * Where an append's lag goes. `wakeMs`: from the append's resolve until the feed starts handing out the batch
   * that holds it (the subscription's wake-up, and whatever held the event loop meanwhile). `handOutMs`: one
   * batch given to every projection (their reads, projectors and commit). `commitMs`: the SQLite commit of one
   * batch (every projection's part in one transaction: commitProjections). `appendMs`: one append, from the call until it resolves (the log's group
   * commit and its fsync included).
   */
  wakeMs: Spread;
  handOutMs: Spread;
  commitMs: Spread;
  appendMs: Spread;
  /**
   * How late the event loop ran its timers while the writer ran (perf_hooks' event loop delay, ms): a tail here is
   * the process held (a synchronous fsync of the log, a big commit, or the machine's other work), which every lag
   * in that moment includes.
   */
  loopDelayMs: { p50: number; p99: number; max: number };
  /** The same writer alone on a log of its own, just before (the baseline of the same run). */
  writerAlone: { loopDelayMs: { p50: number; p99: number; max: number }; appendMs: Spread };
  /** Complete dashboards in the read model after the run, and whether a sample passes the API schema. */
  dashboards: number;
  sampleDashboardValid: boolean;
  /** Every projection rebuilt from one read of the lag run's log (what an erasure does). */
  rebuildAll: { events: number; projections: number; seconds: number; eventsPerSec: number };
  million: MillionResult;
}

export interface MillionResult {
  events: number;
  /** Writing the log (raw batched INSERTs), or undefined when the cached folder was there. */
  generateSeconds: number | undefined;
  /** The baseline: the whole log read through the adapter's readAll (rows and JSON parsed), no projection. */
  readEventsPerSec: number;
  /** cpuSeconds: the process's CPU time meanwhile (its threads together), less swayed by the machine's other work. */
  rebuild: { seconds: number; eventsPerSec: number; cpuSeconds: number };
  /** What the rebuild stored: documents and their JSON bytes. */
  documents: number;
  bytes: number;
  /** The second baseline: the same stored rows inserted raw into a bare table, in transactions of 5,000. */
  rawInsert: { seconds: number; rowsPerSec: number };
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

export function spread(ms: number[]): Spread {
  const sorted = [...ms].sort((a, b) => a - b);
  return {
    p50: percentile(sorted, 50),
    p90: percentile(sorted, 90),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
    mean: sorted.reduce((s, x) => s + x, 0) / Math.max(1, sorted.length),
  };
}

/** The events of `appends` / 4 registrations, one event per write, in order. */
export function registrationWrites(appends: number): { streamId: string; event: NewEvent }[] {
  return Array.from({ length: Math.ceil(appends / 4) }, (_, i) => registration(i))
    .flat()
    .slice(0, appends);
}

/**
 * The open-loop writer of the lag parts, as requests from many people: each write is asked at its time at
 * `perSecond`, not after the previous one, by `append`. Resolves once every append has, with the writes issued
 * and the seconds from the start to then.
 */
export async function pacedWrites<W>(
  writes: W[],
  perSecond: number,
  append: (write: W) => Promise<void>,
): Promise<{ issued: number; seconds: number }> {
  const waits: Promise<void>[] = [];
  const start = performance.now();
  let issued = 0;
  while (issued < writes.length) {
    const due = Math.min(writes.length, Math.floor(((performance.now() - start) / 1000) * perSecond) + 1);
    for (; issued < due; issued++) waits.push(append(writes[issued] as W));
    await sleep(1);
  }
  await Promise.all(waits);
  return { issued, seconds: (performance.now() - start) / 1000 };
}

/**
 * The baseline of the same run: the same paced writer on a log of its own with nothing following it. The event
 * loop's delay here is what the process's own appends (and the machine) cost, which no projection can beat.
 */
async function writerAlone(
  dir: string,
): Promise<{ loopDelayMs: LagResult['loopDelayMs']; appendMs: Spread }> {
  const events = new SqliteEventStore(join(dir, 'alone.db'));
  try {
    const { appends, appendsPerSecond } = lagSettings;
    const writes = registrationWrites(appends);
    const appendMs: number[] = [];
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    await pacedWrites(writes, appendsPerSecond, async (write) => {
      const t = performance.now();
      await events.append(write.streamId, [write.event], 'no_stream');
      appendMs.push(performance.now() - t);
    });
    loop.disable();
    return {
      loopDelayMs: { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6, max: loop.max / 1e6 },
      appendMs: spread(appendMs),
    };
  } finally {
    await events.close();
  }
}

/**
 * In one process, like the embedded portal: the projections follow the store while a paced writer appends
 * registrations. For each append: the time from its resolve until Projections.waitFor(position) resolves, which
 * is what the gateway waits for before answering a write (and what the user's next GET would see).
 */
export async function runProjectionLagBench(parts = { million: true }): Promise<LagResult> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-lag-'));
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dir, 'documents.db'));
  // Timed on these instances only (the product code is unchanged). better-sqlite3 does its work synchronously
  // inside the call, so a commit's call alone is timed.
  const appendMs: number[] = [];
  const append = events.append.bind(events);
  events.append = async (...args) => {
    const t = performance.now();
    const result = await append(...args);
    appendMs.push(performance.now() - t);
    return result;
  };
  let batchCommitMs = 0;
  const commitProjections = documents.commitProjections.bind(documents);
  documents.commitProjections = (...args) => {
    const t = performance.now();
    const done = commitProjections(...args);
    batchCommitMs += performance.now() - t;
    return done;
  };
  // The feed's batches: when each was handed out, which positions it held, how long it took.
  const batches: { first: number; last: number; startedAt: number; ms: number; commitMs: number }[] = [];
  const subscribeAll = events.subscribeAll.bind(events);
  events.subscribeAll = (handler, options) =>
    subscribeAll(async (batch) => {
      const startedAt = performance.now();
      batchCommitMs = 0;
      await handler(batch);
      batches.push({
        first: Number(batch[0]?.position),
        last: Number(batch.at(-1)?.position),
        startedAt,
        ms: performance.now() - startedAt,
        commitMs: batchCommitMs,
      });
    }, options);
  const runnerErrors: string[] = [];
  const projections = new Projections({
    projectors: readModelProjectors,
    events,
    documents,
    log: {
      info: () => {},
      error: (message, error) => runnerErrors.push(`${message}: ${String(error ?? '')}`),
    },
  });
  try {
    const alone = await writerAlone(dir);
    await projections.start();
    batches.length = 0;
    appendMs.length = 0;
    const { appends, appendsPerSecond, waitTimeoutMs } = lagSettings;
    const lags: number[] = [];
    const appendedAt = new Map<number, number>();
    let timedOut = 0;
    const loop = monitorEventLoopDelay({ resolution: 1 });
    loop.enable();
    const writes = registrationWrites(appends);
    const sampleUserId = (writes[0]?.event.data as { userId: string } | undefined)?.userId ?? '';
    const { issued, seconds: writeSeconds } = await pacedWrites(writes, appendsPerSecond, async (write) => {
      const { position } = await events.append(write.streamId, [write.event], 'no_stream');
      const appended = performance.now();
      appendedAt.set(Number(position), appended);
      if (await projections.waitFor(position, waitTimeoutMs)) lags.push(performance.now() - appended);
      else timedOut++;
    });
    loop.disable();
    const loopDelayMs = {
      p50: loop.percentile(50) / 1e6,
      p99: loop.percentile(99) / 1e6,
      max: loop.max / 1e6,
    };
    await projections.stop();
    if (runnerErrors.length) throw new Error(`projections failed: ${runnerErrors.join('; ')}`);

    const wakeMs: number[] = [];
    for (const b of batches)
      for (let p = b.first; p <= b.last; p++) {
        const at = appendedAt.get(p);
        if (at !== undefined) wakeMs.push(Math.max(0, b.startedAt - at));
      }
    const dashboards = await documents.count(CLIENT_DASHBOARDS);
    const sample = await documents.get<DashboardDoc>(CLIENT_DASHBOARDS, sampleUserId);

    const t0 = performance.now();
    const rebuilt = await rebuildProjections({ projectors: readModelProjectors, events, documents });
    const rebuildSeconds = (performance.now() - t0) / 1000;
    const logLength = Number(await events.lastPosition());

    return {
      settings: lagSettings,
      appends: lags.length + timedOut,
      achievedPerSecond: issued / writeSeconds,
      lagMs: spread(lags),
      timedOut,
      feedBatches: batches.length,
      eventsPerBatch: issued / Math.max(1, batches.length),
      wakeMs: spread(wakeMs),
      handOutMs: spread(batches.map((b) => b.ms)),
      commitMs: spread(batches.map((b) => b.commitMs)),
      appendMs: spread(appendMs),
      loopDelayMs,
      writerAlone: alone,
      dashboards,
      sampleDashboardValid:
        sample !== undefined && clientDashboardSchema.safeParse(labelledDashboard(sample)).success,
      rebuildAll: {
        events: logLength,
        projections: rebuilt.length,
        seconds: rebuildSeconds,
        eventsPerSec: logLength / rebuildSeconds,
      },
      million: parts.million ? await runMillionRebuild() : skippedMillion,
    };
  } finally {
    await projections.stop();
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

const skippedMillion: MillionResult = {
  events: 0,
  generateSeconds: undefined,
  readEventsPerSec: Number.NaN,
  rebuild: { seconds: Number.NaN, eventsPerSec: Number.NaN, cpuSeconds: Number.NaN },
  documents: 0,
  bytes: 0,
  rawInsert: { seconds: Number.NaN, rowsPerSec: Number.NaN },
};

/** The cached log of `lagSettings.rebuildEvents` events (its folder's name changes with what it holds). */
function millionLog(): { file: string; generateSeconds: number | undefined } {
  const folder = join(tmpdir(), `portal-bench-log-${lagSettings.rebuildEvents}-v1`);
  const file = join(folder, 'events.db');
  const done = join(folder, 'complete');
  if (existsSync(done)) return { file, generateSeconds: undefined };
  rmSync(folder, { recursive: true, force: true });
  mkdirSync(folder, { recursive: true });
  const t0 = performance.now();
  new SqliteEventStore(file).close();
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  const insert = db.prepare(
    'INSERT INTO events (id, stream_id, revision, type, data, metadata, created_at) VALUES (?, ?, 0, ?, ?, ?, ?)',
  );
  const createdAt = new Date().toISOString();
  const write = db.transaction((from: number, to: number) => {
    for (let i = from; i < to; i++)
      for (const { streamId, event: e } of registration(i))
        insert.run(e.id, streamId, e.type, JSON.stringify(e.data), JSON.stringify(e.metadata), createdAt);
  });
  const registrations = lagSettings.rebuildEvents / 4;
  for (let i = 0; i < registrations; i += 2500) write(i, Math.min(registrations, i + 2500));
  db.pragma('wal_checkpoint(TRUNCATE)');
  db.close();
  writeFileSync(done, '');
  return { file, generateSeconds: (performance.now() - t0) / 1000 };
}

/**
 * The client dashboard's rebuild on the cached million events, beside two baselines of the same run: the log
 * read alone (readAll, same batch size), and the rows the rebuild stored inserted raw into a bare table.
 */
async function runMillionRebuild(): Promise<MillionResult> {
  const { file, generateSeconds } = millionLog();
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-rebuild-'));
  const events = new SqliteEventStore(file);
  const documents = new SqliteDocumentStore(join(dir, 'documents.db'));
  try {
    const batch = lagSettings.rebuildBatch;
    let read = 0;
    const r0 = performance.now();
    for (let from: string | undefined; ; ) {
      const page = await events.readAll({ ...(from ? { from } : {}), limit: batch });
      if (page.length === 0) break;
      read += page.length;
      from = page.at(-1)?.position;
    }
    const readSeconds = (performance.now() - r0) / 1000;

    const projector = readModelProjectors.find((p) => p.name === CLIENT_DASHBOARD_PROJECTION);
    if (!projector) throw new Error('no clientDashboard projector');
    const cpu0 = process.cpuUsage();
    const t0 = performance.now();
    const result = await rebuildProjection({ projector, events, documents, batchSize: batch });
    const seconds = (performance.now() - t0) / 1000;
    const cpuSeconds = cpuSecondsSince(cpu0);
    await documents.close();

    const db = new Database(join(dir, 'documents.db'), { readonly: true });
    const rows = db
      .prepare<[], { collection: string; id: string; body: string }>(
        'SELECT collection, id, body FROM documents',
      )
      .all();
    db.close();
    const bytes = rows.reduce((sum, r) => sum + Buffer.byteLength(r.body), 0);
    const raw = new Database(join(dir, 'raw.db'));
    raw.pragma('journal_mode = WAL');
    raw.pragma('synchronous = NORMAL');
    raw.exec(
      'CREATE TABLE docs (collection TEXT NOT NULL, id TEXT NOT NULL, body TEXT NOT NULL, position TEXT)',
    );
    raw.exec('CREATE UNIQUE INDEX docs_key ON docs (collection, id)');
    const insert = raw.prepare('INSERT INTO docs (collection, id, body, position) VALUES (?, ?, ?, ?)');
    const insertMany = raw.transaction((from: number, to: number) => {
      for (let i = from; i < to; i++) {
        const r = rows[i];
        if (r) insert.run(r.collection, r.id, r.body, '00000000000000000001');
      }
    });
    const i0 = performance.now();
    for (let i = 0; i < rows.length; i += batch) insertMany(i, Math.min(rows.length, i + batch));
    const insertSeconds = (performance.now() - i0) / 1000;
    raw.close();
    return {
      events: result.events,
      generateSeconds,
      readEventsPerSec: read / readSeconds,
      rebuild: { seconds, eventsPerSec: result.events / seconds, cpuSeconds },
      documents: rows.length,
      bytes,
      rawInsert: { seconds: insertSeconds, rowsPerSec: rows.length / insertSeconds },
    };
  } finally {
    await events.close();
    await documents.close().catch(() => {});
    rmSync(dir, { recursive: true, force: true });
  }
}

function cpuSecondsSince(start: NodeJS.CpuUsage): number {
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1e6;
}
