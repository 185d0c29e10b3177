/**
 * How a PostgreSQL subscription learns of an append made by another process: the NOTIFY sent in the appending
 * transaction, heard on the subscriber's dedicated LISTEN connection; and, when that connection is lost, polling
 * until it is back. Two store instances on one database stand for two processes.
 */
import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent, Subscription } from '@portal/platform';
import { PostgresEventStore } from '@portal/platform/distributed';
import pg from 'pg';
import { reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';

const event = (): NewEvent => ({ id: randomUUID(), type: 'Happened', data: {}, metadata: {} });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(
  check: () => boolean | Promise<boolean>,
  what: string,
  timeoutMs = 4000,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const postgres = await freshPostgres('event_store_wake');
const suite = postgres.available ? describe : describe.skip;
if (!postgres.available) reportSkipped('PostgreSQL subscription wake-up', postgres);

suite(`PostgreSQL event store: subscriptions woken by NOTIFY${postgres.available ? '' : ' (skipped)'}`, () => {
  let admin: pg.Client;
  const opened: PostgresEventStore[] = [];
  const subscriptions: Subscription[] = [];
  const open = async (pollMs: number) => {
    if (!postgres.available) throw new Error('no PostgreSQL');
    const store = await PostgresEventStore.connect(postgres.url, { pollMs, max: 2 });
    opened.push(store);
    return store;
  };
  /** The server processes of this database's LISTEN connections. */
  const listeners = async () =>
    (
      await admin.query<{ pid: number }>(
        "select pid from pg_stat_activity where datname = current_database() and state = 'idle' and query like 'listen %'",
      )
    ).rows.map((r) => r.pid);

  beforeAll(async () => {
    if (!postgres.available) return;
    admin = new pg.Client({ connectionString: postgres.url });
    await admin.connect();
  });
  afterEach(async () => {
    for (const s of subscriptions.splice(0)) await s.stop();
    for (const store of opened.splice(0)) await store.close();
  });
  afterAll(async () => {
    if (!postgres.available) return;
    await admin.end();
    await postgres.stop();
  }, DROP_TIMEOUT_MS);

  it('an append by another process wakes the subscription at once, with no polling to fall back on', async () => {
    const subscriber = await open(60_000);
    const writer = await open(60_000);
    const from = await subscriber.lastPosition();
    const seen: RecordedEvent[] = [];
    subscriptions.push(subscriber.subscribeAll(async (batch) => void seen.push(...batch), { from }));
    await waitFor(async () => (await listeners()).length === 1, 'the LISTEN connection');
    const e = event();
    await writer.append(`wake-${randomUUID()}`, [e], 'no_stream');
    await waitFor(() => seen.length === 1, 'the notified event', 3000);
    expect(seen[0]?.id).toBe(e.id);
  });

  it('with the LISTEN connection lost, polling delivers, and the connection comes back', async () => {
    const subscriber = await open(100);
    const writer = await open(100);
    const from = await subscriber.lastPosition();
    const seen: RecordedEvent[] = [];
    subscriptions.push(subscriber.subscribeAll(async (batch) => void seen.push(...batch), { from }));
    await waitFor(async () => (await listeners()).length === 1, 'the LISTEN connection');
    const [lost] = await listeners();
    // Only while that process still serves this database: a process id another suite's connection took since is
    // never ended here.
    await admin.query(
      'select pg_terminate_backend(pid) from pg_stat_activity where pid = $1 and datname = current_database()',
      [lost],
    );
    await waitFor(async () => !(await listeners()).includes(lost as number), 'the connection to go');

    const e = event();
    await writer.append(`wake-${randomUUID()}`, [e], 'no_stream');
    await waitFor(() => seen.length === 1, 'the polled event');
    expect(seen[0]?.id).toBe(e.id);
    await waitFor(async () => (await listeners()).length === 1, 'a new LISTEN connection');
  });
});
