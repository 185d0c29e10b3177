import { statSync } from 'node:fs';
import type { EventStore } from '@portal/platform';

/**
 * The event log's size and pace for the operator's console: the count (SQLite: the last position is the row
 * count, events are never deleted), the file's bytes, and events per minute from samples this gateway takes
 * every 10 s (the last minute's). EventStoreDB's positions are byte offsets: no count, no file, pace from them
 * is not events: null.
 */
export function eventLogPace(events: EventStore, sqliteFile: string | null) {
  const samples: { at: number; position: number }[] = [];
  const sample = async () => {
    const last = await events.lastPosition().catch(() => undefined);
    samples.push({ at: Date.now(), position: last ? Number(BigInt(last)) : 0 });
    while (samples.length > 7) samples.shift();
  };
  void sample();
  const timer = setInterval(() => void sample(), 10_000);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    async read(): Promise<{ events: number | null; bytes: number | null; perMinute: number | null }> {
      if (sqliteFile === null) return { events: null, bytes: null, perMinute: null };
      await sample();
      const first = samples[0];
      const last = samples.at(-1);
      const perMinute =
        first && last && last.at - first.at >= 1000
          ? Math.round(((last.position - first.position) / (last.at - first.at)) * 60_000)
          : null;
      let bytes: number | null = null;
      try {
        bytes =
          statSync(sqliteFile).size + (statSync(`${sqliteFile}-wal`, { throwIfNoEntry: false })?.size ?? 0);
      } catch {
        bytes = null;
      }
      return { events: last?.position ?? 0, bytes, perMinute };
    },
  };
}
