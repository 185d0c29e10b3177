import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventStore, SqliteEventStore } from '@portal/platform';
import { PostgresEventStore } from '@portal/platform/distributed';
import { freshPostgres } from '../support/postgres.js';
import { newEvent } from './event-store.js';

/**
 * Each variant up to `events` events or `capS` seconds, in `rounds` interleaved rounds (a fresh SQLite file or a
 * fresh PostgreSQL schema each), the best round counting: a shared machine's noise only ever slows a round down.
 */
export const pgStoreSettings = { events: 20_000, capS: 2, batch: 10, writers: 8, rounds: 2 } as const;

export interface PgAppendRow {
  name: string;
  sqlite: { events: number; eventsPerSec: number; commitsPerSec: number; rounds: number[] };
  postgres: { events: number; eventsPerSec: number; commitsPerSec: number; rounds: number[] } | undefined;
}

export interface PgAppendResult {
  settings: typeof pgStoreSettings;
  rows: PgAppendRow[];
  /** Why the PostgreSQL side is missing, when it is. */
  skipped: string | undefined;
  /** The server's durability settings, for the reader to compare (SQLite: WAL, synchronous=FULL). */
  postgresSettings: string | undefined;
}

interface Timed {
  events: number;
  commits: number;
  seconds: number;
}

type Backend = (work: (store: EventStore) => Promise<Timed>) => Promise<Timed>;

/** `writers` loops at once, each appending `perAppend` events per call to its own streams, until the count or cap. */
async function timedWriters(store: EventStore, writers: number, perAppend: number, ownStream: boolean) {
  const { events, capS } = pgStoreSettings;
  const start = performance.now();
  let written = 0;
  let commits = 0;
  const writer = async (w: number) => {
    for (let n = 0; written < events && performance.now() - start < capS * 1000; n++) {
      const batch = Array.from({ length: perAppend }, (_, k) => newEvent(written + k));
      written += perAppend;
      // Its own stream, each append after the last (as an aggregate would), or a new stream per append.
      if (ownStream) await store.append(`writer-${w}`, batch, n === 0 ? 'no_stream' : BigInt(n - 1));
      else await store.append(`bench-${w}-${n}`, batch, 'no_stream');
      commits++;
    }
  };
  await Promise.all(Array.from({ length: writers }, (_, w) => writer(w)));
  return { events: written, commits, seconds: (performance.now() - start) / 1000 };
}

const sqliteBackend: Backend = async (work) => {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-pg-sqlite-'));
  const store = new SqliteEventStore(join(dir, 'events.db'));
  try {
    return await work(store);
  } finally {
    await store.close();
    rmSync(dir, { recursive: true, force: true });
  }
};

let schemas = 0;
/** A fresh schema of the database at `url` per call. */
const postgresBackend =
  (url: string): Backend =>
  async (work) => {
    const store = await PostgresEventStore.connect(url, {
      schema: `bench_${++schemas}`,
      max: pgStoreSettings.writers + 2,
    });
    try {
      return await work(store);
    } finally {
      await store.close();
    }
  };

async function runAppends(url: string | undefined): Promise<PgAppendRow[]> {
  const { batch, writers, rounds } = pgStoreSettings;
  const variants: [string, (s: EventStore) => Promise<Timed>][] = [
    ["1 writer, 1 event per append, a new stream each ('no_stream')", (s) => timedWriters(s, 1, 1, false)],
    [`1 writer, ${batch} events per append, a new stream each`, (s) => timedWriters(s, 1, batch, false)],
    [
      `${writers} writers at once, each its own stream, 1 event per append (expected revision)`,
      (s) => timedWriters(s, writers, 1, true),
    ],
  ];
  const backends: (Backend | undefined)[] = [
    sqliteBackend,
    url === undefined ? undefined : postgresBackend(url),
  ];
  const timings = variants.map(() => backends.map((): Timed[] => []));
  for (let round = 0; round < rounds; round++)
    for (const [v, [, work]] of variants.entries())
      for (const [b, backend] of backends.entries()) if (backend) timings[v]?.[b]?.push(await backend(work));
  const best = (list: Timed[] | undefined) => {
    if (!list?.length) return undefined;
    const rate = (t: Timed) => t.events / t.seconds;
    const top = list.reduce((x, y) => (rate(y) > rate(x) ? y : x));
    return {
      events: top.events,
      eventsPerSec: rate(top),
      commitsPerSec: top.commits / top.seconds,
      rounds: list.map(rate),
    };
  };
  return variants.map(([name], v) => {
    const sqlite = best(timings[v]?.[0]);
    if (!sqlite) throw new Error('no SQLite round');
    return { name, sqlite, postgres: best(timings[v]?.[1]) };
  });
}

async function serverSettings(url: string): Promise<string> {
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const names = ['server_version', 'synchronous_commit', 'fsync', 'wal_sync_method', 'shared_buffers'];
    const values: string[] = [];
    for (const n of names) {
      const { rows } = await client.query<Record<string, string>>(`show ${n}`);
      values.push(`${n}=${Object.values(rows[0] ?? {})[0]}`);
    }
    return values.join(', ');
  } finally {
    await client.end();
  }
}

/** Appends on PostgresEventStore beside SqliteEventStore. */
export async function runPgAppendBench(): Promise<PgAppendResult> {
  const database = await freshPostgres('bench_appends', { durable: true });
  try {
    const url = database.available ? database.url : undefined;
    return {
      settings: pgStoreSettings,
      rows: await runAppends(url),
      skipped: database.available ? undefined : database.reason,
      postgresSettings: url === undefined ? undefined : await serverSettings(url),
    };
  } finally {
    if (database.available) await database.stop();
  }
}
