import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { RecordedEvent, SubscribeOptions, Subscription } from './port.js';

/** How often a subscription reads without being woken: the fallback when a notification is lost or LISTEN is down. */
const POLL_MS = 500;
/** How soon a subscription reads again when committed events wait behind a transaction still running. */
const HELD_BACK_MS = 15;
/** How long the listening connection waits before it connects again after losing the server. */
const RECONNECT_MS = 1000;

/**
 * The wake-up call of a store's subscriptions: one dedicated connection LISTENing on the store's channel (a pooled
 * connection cannot listen: it goes back to the pool), opened with the first subscription and closed with the
 * last. Appends NOTIFY inside their transaction, so the notification arrives after the commit, from any process.
 * When the connection fails the subscriptions go on polling, and it connects again.
 */
export class AppendListener {
  private readonly emitter = new EventEmitter();
  private client: pg.Client | undefined;
  private users = 0;
  private retry: NodeJS.Timeout | undefined;

  /** `channel` is a plain identifier (lower-case letters, digits, underscores): LISTEN takes no parameter. */
  constructor(
    private readonly config: pg.ClientConfig,
    private readonly channel: string,
  ) {
    this.emitter.setMaxListeners(0);
  }

  /** Calls `wake` on every append; returns the call that stops it. */
  on(wake: () => void): () => void {
    this.emitter.on('append', wake);
    this.users += 1;
    if (this.users === 1) this.connect();
    return () => {
      this.emitter.off('append', wake);
      this.users -= 1;
      if (this.users === 0) this.disconnect();
    };
  }

  /** An append made by this process: its subscriptions need not wait for the server's notification. */
  notify(): void {
    this.emitter.emit('append');
  }

  private connect(): void {
    const client = new pg.Client(this.config);
    this.client = client;
    const lost = () => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => {});
      // Events appended while the connection was down are found by polling; reading once now shortens the gap.
      this.notify();
      if (this.users > 0) this.retry = setTimeout(() => this.connect(), RECONNECT_MS);
    };
    client.on('error', lost);
    client.on('end', lost);
    client.on('notification', () => this.notify());
    client
      .connect()
      .then(() => client.query(`listen "${this.channel}"`))
      .catch(lost);
  }

  private disconnect(): void {
    clearTimeout(this.retry);
    const client = this.client;
    this.client = undefined;
    void client?.end().catch(() => {});
  }

  close(): void {
    this.emitter.removeAllListeners();
    this.users = 0;
    this.disconnect();
  }
}

/** One read of a subscription: the events after its position, and whether more wait behind a running transaction. */
export type SafeRead = (
  from: string | undefined,
  limit: number,
) => Promise<{ events: RecordedEvent[]; heldBack: boolean }>;

/** The catch-up subscription loop over `read`, woken by `listener` and by polling. */
export function subscribe(
  read: SafeRead,
  listener: AppendListener,
  handler: (events: RecordedEvent[]) => Promise<void>,
  options: SubscribeOptions & { pollMs?: number | undefined },
): Subscription {
  let position = options.from;
  let running = true;
  let wake: (() => void) | undefined;
  let appends = 0;
  const stopListening = listener.on(() => {
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
        else if (seen === appends) await pause(options.pollMs ?? POLL_MS);
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
