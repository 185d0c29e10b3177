import { fieldValue, personalFieldsOf } from '@portal/contracts';
import Database from 'better-sqlite3';
import { compactSqlite } from '../sqlite.js';
import type { PersonalDataEventStore } from './personal-data-event-store.js';
import { rekeyedReservationStream } from './reservation-streams.js';
import { isSealed } from './seal.js';

export interface PersonalDataMigration {
  /** Events of the log. */
  events: number;
  /** Events whose personal data was sealed now. */
  sealed: number;
  /** Reservation streams whose id named an e-mail or a username, renamed to the hash of it. */
  rekeyedStreams: number;
  /**
   * Of those, the ones whose hashed name a reservation made after the upgrade already took: renamed apart
   * (`…​.retired`), since they hold no live reservation (one would have refused that later one).
   */
  retiredStreams: number;
  /** The copy of the log as it was (null when nothing had to change). */
  backup: string | null;
}

interface Row {
  position: number;
  id: string;
  stream_id: string;
  type: string;
  data: string;
}

const CHUNK = 2000;
const CLEAR_RESERVATION_STREAMS = "stream_id GLOB 'username-*' OR stream_id GLOB 'email-*'";

/** Whether the stored data holds a declared value not sealed yet. */
function holdsClearValues(type: string, data: unknown): boolean {
  for (const declared of personalFieldsOf(type))
    for (const field of declared.fields) {
      const value = fieldValue(data, field);
      const values = Array.isArray(value) ? value : [value];
      if (values.some((v) => typeof v === 'string' && !isSealed(v))) return true;
    }
  return false;
}

/**
 * The one-time migration of an embedded event log written before sealing existed (`npm run migrate-personal-data`, the
 * portal stopped): every declared personal value still in clear is sealed under its person's key (made in the key
 * store as the portal would), and every reservation stream named by an e-mail or a username in clear is renamed
 * to the keyed hash the portal uses now. All in one transaction, after a copy of the log is written to `backupFile`
 * (SQLite's online backup); then the file is compacted (VACUUM, an emptied WAL), so no free page keeps the clear
 * text. A log that has nothing left in clear is not touched (no copy, no VACUUM): a second run changes nothing.
 * Event ids, positions, revisions, types and metadata never change.
 */
export async function migratePersonalData(options: {
  file: string;
  /** The portal's event store over its key store: it seals as an append would. */
  sealer: PersonalDataEventStore;
  portalSecret: string;
  backupFile: string;
  onProgress?: (done: number, total: number) => void;
}): Promise<PersonalDataMigration> {
  const db = new Database(options.file);
  try {
    db.pragma('busy_timeout = 5000');
    // Rewritten rows leave no clear text in free pages (VACUUM follows too).
    db.pragma('secure_delete = ON');
    const total = (db.prepare('SELECT COUNT(*) AS n FROM events').get() as { n: number }).n;
    const chunk = db.prepare<[number, number], Row>(
      'SELECT position, id, stream_id, type, data FROM events WHERE position > ? ORDER BY position LIMIT ?',
    );
    const clearStreams = () =>
      (
        db.prepare(`SELECT DISTINCT stream_id FROM events WHERE ${CLEAR_RESERVATION_STREAMS}`).all() as {
          stream_id: string;
        }[]
      ).map((r) => r.stream_id);
    let pending = clearStreams().length > 0;
    for (let from = 0; !pending; ) {
      const rows = chunk.all(from, CHUNK);
      if (rows.length === 0) break;
      pending = rows.some((row) => holdsClearValues(row.type, JSON.parse(row.data)));
      from = rows[rows.length - 1]?.position ?? from;
    }
    if (!pending) return { events: total, sealed: 0, rekeyedStreams: 0, retiredStreams: 0, backup: null };

    await db.backup(options.backupFile);
    const update = db.prepare('UPDATE events SET data = ? WHERE position = ?');
    const rename = db.prepare('UPDATE events SET stream_id = ? WHERE stream_id = ?');
    const exists = db.prepare<[string], { one: number }>(
      'SELECT 1 AS one FROM events WHERE stream_id = ? LIMIT 1',
    );
    let sealed = 0;
    let rekeyedStreams = 0;
    let retiredStreams = 0;
    // One transaction across the awaits of the key store: this connection is used by nothing else meanwhile.
    db.exec('BEGIN IMMEDIATE');
    try {
      let done = 0;
      for (let from = 0; ; ) {
        const rows = chunk.all(from, CHUNK);
        if (rows.length === 0) break;
        for (const row of rows) {
          const data: unknown = JSON.parse(row.data);
          if (holdsClearValues(row.type, data)) {
            const next = await options.sealer.sealClearValues({ id: row.id, type: row.type, data });
            update.run(JSON.stringify(next), row.position);
            sealed += 1;
          }
        }
        from = rows[rows.length - 1]?.position ?? from;
        done += rows.length;
        options.onProgress?.(done, total);
      }
      for (const streamId of clearStreams()) {
        const hashed = rekeyedReservationStream(options.portalSecret, streamId) as string;
        let target = hashed;
        for (let n = 1; exists.get(target); n++) target = `${hashed}.retired${n === 1 ? '' : n}`;
        if (target !== hashed) retiredStreams += 1;
        rename.run(target, streamId);
        rekeyedStreams += 1;
      }
      db.exec('COMMIT');
    } catch (error) {
      db.exec('ROLLBACK');
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(`Nothing was changed (the transaction was rolled back): ${reason}`);
    }
    try {
      await compactSqlite(db);
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new Error(
        `The log was migrated, but not compacted (free pages may still hold clear text): ${reason}. ` +
          `Run sqlite3 ${options.file} 'VACUUM' with the portal stopped.`,
      );
    }
    return { events: total, sealed, rekeyedStreams, retiredStreams, backup: options.backupFile };
  } finally {
    db.close();
  }
}
