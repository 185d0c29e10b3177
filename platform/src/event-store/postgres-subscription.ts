import { EventEmitter } from 'node:events';
import pg from 'pg';
import type { AppendSignal } from './catch-up.js';

/** How long the listening connection waits before it connects again after losing the server. */
const RECONNECT_MS = 1000;

/**
 * The wake-up call of a store's subscriptions: one dedicated connection LISTENing on the store's channel (a pooled
 * connection cannot listen: it goes back to the pool), opened with the first subscription and closed with the
 * last. Appends NOTIFY inside their transaction, so the notification arrives after the commit, from any process.
 * When the connection fails the subscriptions go on polling, and it connects again.
 */
export class AppendListener implements AppendSignal {
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
