import { randomUUID } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type NewEvent, SqliteEventStore } from '@portal/platform';
import Database from 'better-sqlite3';

/**
 * Events per variant and a time cap per variant, so a slow machine still finishes. The variants run in
 * `rounds` interleaved rounds, each on a fresh file, and the best round counts: a shared machine's noise
 * only ever slows a round down.
 */
export const storeSettings = { events: 30_000, capS: 3, batch: 10, rounds: 2 } as const;

export interface StoreRow {
  name: string;
  /** Of the best round. */
  events: number;
  seconds: number;
  eventsPerSec: number;
  /** Calls of append (adapter) or transactions (raw) per second. */
  commitsPerSec: number;
  /** Bytes written to the files per commit (WAL frames of 4 KB pages, plus checkpoints), best round. */
  bytesPerCommit: number;
  /** events/s of every round, in order. */
  rounds: number[];
}

export interface StoreResult {
  settings: typeof storeSettings;
  rows: StoreRow[];
  /** Adapter events/s divided by raw bare-table events/s, for single events and for batches of 10. */
  ratioSingle: number;
  ratioBatch: number;
}

/** A ClientRegistered-sized body (about 330 bytes of JSON) and the metadata every event carries. */
export function newEvent(i: number): NewEvent {
  return {
    id: randomUUID(),
    type: 'ClientRegistered',
    data: {
      clientId: `client-${i}`,
      userId: `user-${i}`,
      caseId: `case-${i}`,
      processId: `process-${i}`,
      accountNumber: `CR-${String(10_000_000 + i).slice(-8)}`,
      contactPhone: '+52 55 1234 5678',
      country: 'mexico',
      city: 'Guadalajara',
      address: null,
      preferredContact: 'whatsapp',
      registeredAt: new Date().toISOString(),
    },
    metadata: {
      actorId: null,
      actorRole: 'public',
      correlationId: randomUUID(),
      occurredAt: new Date().toISOString(),
      schemaVersion: 1,
    },
  };
}

/** The adapter's table, word for word (platform/src/event-store/sqlite.ts). */
const ADAPTER_DDL = `CREATE TABLE events (
  position   INTEGER PRIMARY KEY AUTOINCREMENT,
  id         TEXT NOT NULL UNIQUE,
  stream_id  TEXT NOT NULL,
  revision   INTEGER NOT NULL,
  type       TEXT NOT NULL,
  data       TEXT NOT NULL,
  metadata   TEXT NOT NULL,
  created_at TEXT NOT NULL,
  UNIQUE (stream_id, revision)
);`;
/** The same columns with no constraint beyond the rowid key. */
const BARE_DDL = `CREATE TABLE events (
  position INTEGER PRIMARY KEY, id TEXT, stream_id TEXT, revision INTEGER, type TEXT,
  data TEXT, metadata TEXT, created_at TEXT
);`;

interface Timed {
  events: number;
  commits: number;
  seconds: number;
  /** Bytes this process handed to write() meanwhile (WAL frames and checkpoints), NaN off Linux. */
  bytesWritten: number;
}

/** The process's write() byte count from /proc/self/io: what SQLite wrote, since nothing else writes meanwhile. */
function writtenBytes(): number {
  try {
    const m = /^wchar:\s*(\d+)/m.exec(readFileSync('/proc/self/io', 'utf8'));
    return m?.[1] ? Number(m[1]) : Number.NaN;
  } catch {
    return Number.NaN;
  }
}

/** Runs `step` (which writes `perStep` events) until `storeSettings.events` are written or the cap passes. */
async function timed(perStep: number, step: (i: number) => void | Promise<void>): Promise<Timed> {
  const steps = Math.ceil(storeSettings.events / perStep);
  const capMs = storeSettings.capS * 1000;
  const written = writtenBytes();
  const start = performance.now();
  let done = 0;
  while (done < steps) {
    await step(done);
    done++;
    if (done % 100 === 0 && performance.now() - start > capMs) break;
  }
  return {
    events: done * perStep,
    commits: done,
    seconds: (performance.now() - start) / 1000,
    bytesWritten: writtenBytes() - written,
  };
}

function row(name: string, rounds: Timed[]): StoreRow {
  const rate = (t: Timed) => t.events / t.seconds;
  const best = rounds.reduce((a, b) => (rate(b) > rate(a) ? b : a));
  return {
    name,
    events: best.events,
    seconds: best.seconds,
    eventsPerSec: rate(best),
    commitsPerSec: best.commits / best.seconds,
    bytesPerCommit: best.bytesWritten / best.commits,
    rounds: rounds.map(rate),
  };
}

/** A fresh temp folder per variant, removed afterwards. */
async function inTemp<T>(run: (file: string) => Promise<T>): Promise<T> {
  const dir = mkdtempSync(join(tmpdir(), 'portal-bench-es-'));
  try {
    return await run(join(dir, 'events.db'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function adapter(perAppend: number): Promise<Timed> {
  return inTemp(async (file) => {
    const store = new SqliteEventStore(file);
    try {
      return await timed(perAppend, async (i) => {
        const events = Array.from({ length: perAppend }, (_, k) => newEvent(i * perAppend + k));
        await store.append(`bench-${i}`, events, 'no_stream');
      });
    } finally {
      await store.close();
    }
  });
}

/** better-sqlite3 with the adapter's durability (WAL, synchronous FULL: fsync per commit), plain INSERTs, no reads. */
async function raw(ddl: string, perTx: number): Promise<Timed> {
  return inTemp(async (file) => {
    const db = new Database(file);
    try {
      db.pragma('journal_mode = WAL');
      db.pragma('synchronous = FULL');
      db.exec(ddl);
      const insert = db.prepare(
        'INSERT INTO events (id, stream_id, revision, type, data, metadata, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
      );
      const write = (i: number) => {
        const createdAt = new Date().toISOString();
        for (let k = 0; k < perTx; k++) {
          const e = newEvent(i * perTx + k);
          insert.run(
            e.id,
            `bench-${i}`,
            k,
            e.type,
            JSON.stringify(e.data),
            JSON.stringify(e.metadata),
            createdAt,
          );
        }
      };
      // One INSERT alone is its own (autocommit) transaction; several go in one explicit transaction.
      const tx = perTx === 1 ? write : db.transaction(write);
      return await timed(perTx, (i) => tx(i));
    } finally {
      db.close();
    }
  });
}

export async function runEventStoreBench(): Promise<StoreResult> {
  const b = storeSettings.batch;
  const variants: [string, () => Promise<Timed>][] = [
    ["SqliteEventStore.append, 1 event/stream, 'no_stream'", () => adapter(1)],
    ['raw INSERT, bare table, 1 per tx', () => raw(BARE_DDL, 1)],
    // Diagnostic: the raw insert into the adapter's own schema, to split index cost from code-path cost.
    ["raw INSERT, adapter's schema, 1 per tx", () => raw(ADAPTER_DDL, 1)],
    [`SqliteEventStore.append, ${b} events/stream, 'no_stream'`, () => adapter(b)],
    [`raw INSERT, bare table, ${b} per tx`, () => raw(BARE_DDL, b)],
    [`raw INSERT, adapter's schema, ${b} per tx`, () => raw(ADAPTER_DDL, b)],
  ];
  const timings = variants.map((): Timed[] => []);
  for (let round = 0; round < storeSettings.rounds; round++) {
    for (const [i, [, run]] of variants.entries()) timings[i]?.push(await run());
  }
  const rows = variants.map(([name], i) => row(name, timings[i] ?? []));
  const rate = (i: number) => rows[i]?.eventsPerSec ?? Number.NaN;
  return { settings: storeSettings, rows, ratioSingle: rate(0) / rate(1), ratioBatch: rate(3) / rate(4) };
}
