import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import { Worker } from 'node:worker_threads';
import Database from 'better-sqlite3';

/**
 * WAL checkpoints copy the log back into the database file. SQLite runs them inside whichever commit crosses
 * the threshold, and better-sqlite3 is synchronous: that commit blocks the event loop (and every request)
 * for the whole checkpoint. So the serving connection never checkpoints; a worker thread with its own
 * connection does, every second, in PASSIVE mode (it never waits for or blocks a writer).
 */
const CHECKPOINTER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 1000');
const timer = setInterval(() => {
  try { db.pragma('wal_checkpoint(PASSIVE)'); } catch (error) { parentPort.postMessage(String(error)); }
}, workerData.intervalMs);
parentPort.on('message', () => { clearInterval(timer); db.close(); parentPort.close(); });
`;

export interface SqliteHandle {
  db: Database.Database;
  close(): Promise<void>;
}

/**
 * Opens (and creates) a SQLite file tuned for a small OLTP load: WAL, a busy timeout. `synchronous` FULL
 * makes every commit survive a power loss (the event log); NORMAL survives a process crash only, enough for
 * what can be rebuilt from the log (read models).
 */
export function openSqlite(
  file: string,
  options: { checkpointEveryMs?: number; synchronous?: 'NORMAL' | 'FULL' } = {},
): SqliteHandle {
  if (file !== ':memory:') mkdirSync(dirname(file), { recursive: true });
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${options.synchronous ?? 'NORMAL'}`);
  db.pragma('busy_timeout = 5000');
  db.pragma('foreign_keys = ON');
  if (file === ':memory:') return { db, close: async () => void db.close() };

  db.pragma('wal_autocheckpoint = 0');
  const worker = new Worker(CHECKPOINTER, {
    eval: true,
    workerData: {
      file,
      module: createRequire(import.meta.url).resolve('better-sqlite3'),
      intervalMs: options.checkpointEveryMs ?? 1000,
    },
  });
  worker.unref();
  // Should the checkpointer ever die, the serving connection checkpoints again by itself.
  const fallBack = () => {
    if (db.open) db.pragma('wal_autocheckpoint = 1000');
  };
  worker.on('error', fallBack);
  worker.on('message', () => {});
  return {
    db,
    close: async () => {
      worker.off('error', fallBack);
      await new Promise<void>((resolve) => {
        const giveUp = setTimeout(resolve, 2000);
        worker.once('exit', () => {
          clearTimeout(giveUp);
          resolve();
        });
        worker.postMessage('stop');
      });
      db.pragma('wal_checkpoint(TRUNCATE)');
      db.close();
    },
  };
}

/**
 * VACUUM, then a TRUNCATE checkpoint retried until no reader holds the WAL: the file keeps no free page and the WAL
 * no former page image, so what was deleted or overwritten (an erased person's data) is not left in either.
 */
export async function compactSqlite(db: Database.Database, attempts = 100): Promise<void> {
  db.exec('VACUUM');
  for (let attempt = 1; ; attempt++) {
    const [result] = db.pragma('wal_checkpoint(TRUNCATE)') as { busy: number }[];
    if (!result || result.busy === 0) return;
    if (attempt >= attempts)
      throw new Error(
        `${db.name}: the WAL could not be emptied, readers kept it busy (${attempts} attempts)`,
      );
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
