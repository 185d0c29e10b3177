import type { LogSize } from '@portal/platform';

/**
 * The event log's size and pace for the operator's console: the count and bytes the store tells (`Stores.logSize`:
 * SQLite's row count and file, PostgreSQL's events drawn and table size; EventStoreDB tells none: all null), and
 * events per minute from samples this gateway takes every 10 s (the last minute's).
 */
export function eventLogPace(logSize: () => Promise<LogSize | null>) {
  const samples: { at: number; size: LogSize }[] = [];
  const sample = async () => {
    const size = await logSize().catch(() => null);
    if (size) samples.push({ at: Date.now(), size });
    while (samples.length > 7) samples.shift();
    return size;
  };
  void sample();
  const timer = setInterval(() => void sample(), 10_000);
  timer.unref();
  return {
    stop: () => clearInterval(timer),
    async read(): Promise<{ events: number | null; bytes: number | null; perMinute: number | null }> {
      const now = await sample();
      if (!now) return { events: null, bytes: null, perMinute: null };
      const first = samples[0];
      const last = samples.at(-1);
      const perMinute =
        first && last && last.at - first.at >= 1000
          ? Math.round(((last.size.events - first.size.events) / (last.at - first.at)) * 60_000)
          : null;
      return { events: now.events, bytes: now.bytes, perMinute };
    },
  };
}
