import { join } from 'node:path';
import Database from 'better-sqlite3';

/** How many events the embedded event log of a data folder holds (read-only, beside the running portal). */
export function eventCount(dataDir: string): number {
  const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
  } finally {
    db.close();
  }
}

/** The data of every event of one type in the embedded event log, in log order. */
export function eventsOfType(dataDir: string, type: string): Record<string, unknown>[] {
  const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  try {
    const rows = db.prepare('SELECT data FROM events WHERE type = ? ORDER BY position').all(type) as {
      data: string;
    }[];
    return rows.map((r) => JSON.parse(r.data) as Record<string, unknown>);
  } finally {
    db.close();
  }
}

/**
 * Waits until a registration's notification is in the log: a job posts it after the registration's answer, so a
 * test that counts the log next would otherwise count it as its own.
 */
export async function untilNotified(dataDir: string, userId: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!eventsOfType(dataDir, 'NotificationPosted').some((n) => n.userId === userId)) {
    if (Date.now() > deadline) throw new Error(`no notification for ${userId} in ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 25));
  }
}
