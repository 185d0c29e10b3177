/**
 * The event log of a test portal's data folder, read beside the running portal: the embedded SQLite file
 * (DATA_DIR/events.sqlite, read-only), or, where the portal runs on PostgreSQL (the `api-postgres` project:
 * distributed-stores.ts knows the folder's database), that database's `events` table. Both give the same answers:
 * the event data as stored (personal data sealed), in log order — SQLite's position, PostgreSQL's
 * (transaction_id, transaction_order).
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import pg from 'pg';
import { databaseUrlOf } from './distributed-stores.js';

/** One read of the log, in each store's SQL (`?` parameters for SQLite, `$n` for PostgreSQL). */
interface LogQuery {
  sqlite: string;
  postgres: string;
  params: unknown[];
}

async function rowsOf<T>(dataDir: string, query: LogQuery): Promise<T[]> {
  const url = await databaseUrlOf(dataDir);
  if (url === undefined) {
    const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
    try {
      return db.prepare(query.sqlite).all(...query.params) as T[];
    } finally {
      db.close();
    }
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(query.postgres, query.params)).rows as T[];
  } finally {
    await client.end();
  }
}

/** How many events the data folder's event log holds. */
export async function eventCount(dataDir: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(dataDir, {
    sqlite: 'SELECT COUNT(*) AS n FROM events',
    postgres: 'select count(*) as n from events',
    params: [],
  });
  return Number(row?.n);
}

/** How many events the log holds in the streams whose id starts with `prefix`. */
export async function eventCountInStreams(dataDir: string, prefix: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string }>(dataDir, {
    sqlite: 'SELECT COUNT(*) AS n FROM events WHERE instr(stream_id, ?) = 1',
    postgres: 'select count(*) as n from events where starts_with(stream_id, $1)',
    params: [prefix],
  });
  return Number(row?.n);
}

/** The data of every event of one type in the log, in log order. */
export async function eventsOfType(dataDir: string, type: string): Promise<Record<string, unknown>[]> {
  const rows = await rowsOf<{ data: string }>(dataDir, {
    sqlite: 'SELECT data FROM events WHERE type = ? ORDER BY position',
    // As text, not parsed by the driver: the very JSON the log holds, parsed here as the SQLite rows are.
    postgres:
      'select data::text as data from events where type = $1 order by transaction_id, transaction_order',
    params: [type],
  });
  return rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
}

/**
 * Everything the log holds, as bytes to search for what must never be in it: SQLite's file and its write-ahead log
 * (recent events may still be only there), or the text of every row of PostgreSQL's `events` table.
 */
export async function eventLogBytes(dataDir: string): Promise<Buffer> {
  if ((await databaseUrlOf(dataDir)) === undefined) {
    const file = join(dataDir, 'events.sqlite');
    const parts = [readFileSync(file)];
    if (existsSync(`${file}-wal`)) parts.push(readFileSync(`${file}-wal`));
    return Buffer.concat(parts);
  }
  // Each column's own text, not the row's (a row's text escapes quotes and backslashes inside its fields).
  const rows = await rowsOf<{ row: string }>(dataDir, {
    sqlite: '',
    postgres: `select concat_ws(' ', id, stream_id, revision, type, data::text, metadata::text) as row
      from events order by transaction_id, transaction_order`,
    params: [],
  });
  return Buffer.from(rows.map((r) => r.row).join('\n'), 'utf8');
}

/**
 * Waits until a registration's notification is in the log: a job posts it after the registration's answer, so a
 * test that counts the log next would otherwise count it as its own.
 */
export async function untilNotified(dataDir: string, userId: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await eventsOfType(dataDir, 'NotificationPosted')).some((n) => n.userId === userId)) {
    if (Date.now() > deadline) throw new Error(`no notification for ${userId} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
