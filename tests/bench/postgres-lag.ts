import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CLIENT_DASHBOARDS } from '@portal/contracts';
import { type DocumentStore, type EventStore, SqliteDocumentStore, SqliteEventStore } from '@portal/platform';
import { PostgresDocumentStore, PostgresEventStore } from '@portal/platform/distributed';
import { Projections, readModelProjectors } from '@portal/projections';
import { readModelIndexes } from '@portal/query-service';
import { freshPostgres } from '../support/postgres.js';
import { pacedWrites, registrationWrites, type Spread, spread } from './projection-lag.js';

/**
 * Each pace for `seconds` (appends = pace x seconds), SQLite then PostgreSQL at one pace, then the next pace: the
 * lower pace is one both stores follow, the higher one the embedded projection-lag part's kind of load.
 */
export const pgLagSettings = { paces: [100, 250], seconds: 4, waitTimeoutMs: 30_000 } as const;

export interface PgLagRow {
  appends: number;
  achievedPerSecond: number;
  lagMs: Spread;
  appendMs: Spread;
  timedOut: number;
  /** Appends that threw (the first error kept): an overloaded pool gives up waiting for a connection. */
  failed: number;
  firstError: string | undefined;
  /** Batches the feed handed out while the writer ran, their mean size, and one batch to every projection. */
  feedBatches: number;
  eventsPerBatch: number;
  handOutMs: Spread;
  /** Client dashboards in the read model afterwards (one per four appends when nothing was lost). */
  dashboards: number;
}

export interface PgLagResult {
  settings: typeof pgLagSettings;
  rows: { perSecond: number; appends: number; sqlite: PgLagRow; postgres: PgLagRow | undefined }[];
  /** Why the PostgreSQL side is missing, when it is. */
  skipped: string | undefined;
}

/**
 * In one process, as projection-lag.ts measures SQLite: every read model's projection follows the log while a paced,
 * open-loop writer appends the events of registrations; each append's lag runs from its resolve to
 * Projections.waitFor(position) resolving (what a gateway running the projections waits for before answering).
 */
async function measureLag(
  events: EventStore,
  documents: DocumentStore,
  appends: number,
  appendsPerSecond: number,
): Promise<PgLagRow> {
  await documents.declareIndexes(readModelIndexes);
  // Each batch the feed hands out, timed on this instance only (the product code is unchanged).
  const handOuts: number[] = [];
  const subscribeAll = events.subscribeAll.bind(events);
  events.subscribeAll = (handler, options) =>
    subscribeAll(async (batch) => {
      const t = performance.now();
      await handler(batch);
      handOuts.push(performance.now() - t);
    }, options);
  const errors: string[] = [];
  const projections = new Projections({
    projectors: readModelProjectors,
    events,
    documents,
    log: { info: () => {}, error: (message, error) => errors.push(`${message}: ${String(error ?? '')}`) },
  });
  await projections.start();
  handOuts.length = 0;
  try {
    const { waitTimeoutMs } = pgLagSettings;
    const lags: number[] = [];
    const appendMs: number[] = [];
    let timedOut = 0;
    let failed = 0;
    let firstError: string | undefined;
    const { issued, seconds } = await pacedWrites(
      registrationWrites(appends),
      appendsPerSecond,
      async (write) => {
        const called = performance.now();
        const appended = await events.append(write.streamId, [write.event], 'no_stream').then(
          ({ position }) => ({ position, at: performance.now() }),
          (error: unknown) => {
            failed++;
            firstError ??= error instanceof Error ? error.message : String(error);
            return undefined;
          },
        );
        if (!appended) return;
        appendMs.push(appended.at - called);
        if (await projections.waitFor(appended.position, waitTimeoutMs))
          lags.push(performance.now() - appended.at);
        else timedOut++;
      },
    );
    if (errors.length) throw new Error(`projections failed: ${errors.join('; ')}`);
    return {
      appends: lags.length + timedOut + failed,
      achievedPerSecond: issued / seconds,
      lagMs: spread(lags),
      appendMs: spread(appendMs),
      timedOut,
      failed,
      firstError,
      feedBatches: handOuts.length,
      eventsPerBatch: issued / Math.max(1, handOuts.length),
      handOutMs: spread(handOuts),
      dashboards: await documents.count(CLIENT_DASHBOARDS),
    };
  } finally {
    await projections.stop();
  }
}

async function sqliteLag(appends: number, perSecond: number): Promise<PgLagRow> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-lag-'));
  const events = new SqliteEventStore(join(dir, 'events.db'));
  const documents = new SqliteDocumentStore(join(dir, 'documents.db'));
  try {
    return await measureLag(events, documents, appends, perSecond);
  } finally {
    await events.close();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** On a database of its own: the event store and the read models in it, as DATABASE_URL opens them. */
async function postgresLag(appends: number, perSecond: number): Promise<PgLagRow | string> {
  const database = await freshPostgres('bench_lag', { durable: true });
  if (!database.available) return database.reason;
  try {
    const events = await PostgresEventStore.connect(database.url);
    const documents = PostgresDocumentStore.connect(database.url);
    try {
      return await measureLag(events, documents, appends, perSecond);
    } finally {
      await events.close();
      await documents.close();
    }
  } finally {
    await database.stop();
  }
}

/** Projection lag on PostgreSQL beside SQLite: the same writer at the same pace, SQLite first, pace by pace. */
export async function runPgLagBench(): Promise<PgLagResult> {
  const rows: PgLagResult['rows'] = [];
  let skipped: string | undefined;
  for (const perSecond of pgLagSettings.paces) {
    const appends = perSecond * pgLagSettings.seconds;
    const sqlite = await sqliteLag(appends, perSecond);
    const postgres = skipped === undefined ? await postgresLag(appends, perSecond) : skipped;
    if (typeof postgres === 'string') skipped = postgres;
    rows.push({ perSecond, appends, sqlite, postgres: typeof postgres === 'string' ? undefined : postgres });
  }
  return { settings: pgLagSettings, rows, skipped };
}
