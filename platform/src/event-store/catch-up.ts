import type { RecordedEvent, SubscribeOptions, Subscription } from './port.js';

/** How soon a subscription reads again when committed events wait behind a transaction still running. */
const HELD_BACK_MS = 15;

/** One read of a subscription: the events after its position, and whether more wait behind a running transaction. */
export type SafeRead = (
  from: string | undefined,
  limit: number,
) => Promise<{ events: RecordedEvent[]; heldBack: boolean }>;

/** What wakes a subscription: `on(wake)` calls `wake` on every append and returns the call that stops it. */
export interface AppendSignal {
  on(wake: () => void): () => void;
}

/**
 * The catch-up subscription loop of the event stores (SQLite, PostgreSQL): reads after its position, hands each batch
 * to `handler`, and when nothing is left sleeps until `signal` says an append happened or `pollMs` passes (the
 * fallback when a signal is lost); events held back behind a running transaction are read again soon.
 */
export function subscribe(
  read: SafeRead,
  signal: AppendSignal,
  handler: (events: RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions & { pollMs: number },
): Subscription {
  let position = options.from;
  let running = true;
  let wake: (() => void) | undefined;
  let appends = 0;
  const stopListening = signal.on(() => {
    appends += 1;
    wake?.();
  });
  let reportFailure: (e: Error) => void = () => {};
  const failed = new Promise<Error>((resolve) => {
    reportFailure = resolve;
  });
  const pause = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      wake = () => {
        clearTimeout(timer);
        resolve();
      };
    }).finally(() => {
      wake = undefined;
    });
  const loop = (async () => {
    try {
      while (running) {
        const seen = appends;
        const { events, heldBack } = await read(position, Math.max(1, options.batchSize ?? 500));
        if (!running) break;
        if (events.length > 0) {
          await handler(events);
          position = events[events.length - 1]?.position;
          continue;
        }
        if (heldBack) await pause(HELD_BACK_MS);
        else if (seen === appends) await pause(options.pollMs);
      }
    } catch (error) {
      running = false;
      reportFailure(error instanceof Error ? error : new Error(String(error)));
    } finally {
      stopListening();
    }
  })();
  return {
    failed,
    stop: async () => {
      running = false;
      wake?.();
      await loop;
    },
  };
}
