/**
 * The trap of a log ordered by a sequence: two transactions append at the same time and the one holding the later
 * place commits first. A catch-up reader that moved past the later place would never see the earlier one. Two
 * connections of their own hold the transactions open (BEGIN, append, and COMMIT in the order the test chooses)
 * while a subscription runs and plain reads look: both events arrive, once each, in an order that never goes back.
 * And appends racing on one stream wait for each other rather than fail.
 */
import { randomUUID } from 'node:crypto';
import type { NewEvent, RecordedEvent, Subscription } from '@portal/platform';
import { PostgresEventStore } from '@portal/platform/distributed';
import pg from 'pg';
import { reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';

const event = (type: string): NewEvent => ({ id: randomUUID(), type, data: { type }, metadata: {} });
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function waitFor(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await sleep(10);
  }
}

const postgres = await freshPostgres('event_store_late_commit');
const suite = postgres.available ? describe : describe.skip;
if (!postgres.available) reportSkipped('PostgreSQL late-commit', postgres);

suite(`PostgreSQL event store: a late commit is never skipped${postgres.available ? '' : ` (skipped: ${postgres.reason})`}`, () => {
  let store: PostgresEventStore;
  let first: pg.Client;
  let second: pg.Client;
  let subscription: Subscription | undefined;
  const seen: RecordedEvent[] = [];

  beforeAll(async () => {
    if (!postgres.available) return;
    // Reads give up soon on events held back by the test's deliberately open appends.
    store = await PostgresEventStore.connect(postgres.url, { heldBackWaitMs: 200 });
    first = new pg.Client({ connectionString: postgres.url });
    second = new pg.Client({ connectionString: postgres.url });
    await Promise.all([first.connect(), second.connect()]);
  });
  afterAll(async () => {
    if (!postgres.available) return;
    await subscription?.stop();
    await Promise.all([first?.end(), second?.end()]);
    await store?.close();
    await postgres.stop();
  }, DROP_TIMEOUT_MS);

  /** Starts the subscription (once, from the store's start) that every test watches. */
  const watch = () => {
    subscription ??= store.subscribeAll(async (batch) => {
      seen.push(...batch);
    });
  };
  const append = (client: pg.Client, e: NewEvent) =>
    store.appendWithin(client, [{ streamId: `late-${randomUUID()}`, events: [e], expected: 'no_stream' }]);
  const ids = (events: RecordedEvent[]) => events.map((e) => e.id);

  it('the transaction that appended second commits first: nothing is read until the first commits', async () => {
    watch();
    const base = await store.lastPosition();
    const [early, late] = [event('Early'), event('Late')];
    await first.query('begin');
    const [earlyResult] = await append(first, early);
    await second.query('begin');
    const [lateResult] = await append(second, late);
    expect((lateResult?.position ?? '') > (earlyResult?.position ?? '')).toBe(true);

    await second.query('commit');
    // The later event is committed, but the earlier one may still come: a reader must not move past it yet.
    expect(await store.readAll({ from: base })).toEqual([]);
    await sleep(100);
    expect(ids(seen)).toEqual([]);

    await first.query('commit');
    expect(ids(await store.readAll({ from: base }))).toEqual([early.id, late.id]);
    await waitFor(() => seen.length >= 2, 'both events');
    expect(ids(seen)).toEqual([early.id, late.id]);
  });

  it('sequence and transaction order disagree: the reader follows the transactions and misses nothing', async () => {
    watch();
    const already = seen.length;
    const base = await store.lastPosition();
    const [a0, a, b] = [event('A0'), event('A'), event('B')];
    // A's transaction takes its id first (its first append); B inserts next, so B draws the lower sequence number
    // than A's second event.
    await first.query('begin');
    await append(first, a0);
    await second.query('begin');
    await append(second, b);
    await append(first, a);
    const sequence = await first.query<{ id: string; global_position: string }>(
      'select id, global_position from events where id = any($1::text[])',
      [[a.id, b.id]],
    );
    const numberOf = (id: string) => BigInt(sequence.rows.find((r) => r.id === id)?.global_position ?? -1);
    // Not yet visible to the query below (B is uncommitted): read B's number from its own connection.
    const bNumber = await second.query<{ global_position: string }>(
      'select global_position from events where id = $1',
      [b.id],
    );
    expect(BigInt(bNumber.rows[0]?.global_position ?? -1)).toBeLessThan(numberOf(a.id));

    await first.query('commit');
    // A reader ordered by the sequence would now take A (the higher number) and later skip B.
    const afterA = await store.readAll({ from: base });
    expect(ids(afterA)).toEqual([a0.id, a.id]);
    await waitFor(() => seen.length >= already + 2, 'A');

    await second.query('commit');
    expect(ids(await store.readAll({ from: afterA[1]?.position }))).toEqual([b.id]);
    await waitFor(() => seen.length >= already + 3, 'B');
    await sleep(100);
    expect(ids(seen.slice(already))).toEqual([a0.id, a.id, b.id]);
    const positions = seen.map((e) => e.position);
    expect([...positions].sort()).toEqual(positions);
    expect(new Set(positions).size).toBe(positions.length);
  });

  it('a long transaction that appends nothing holds no reader back; an append may not follow another write', async () => {
    watch();
    await first.query('create table if not exists unrelated (note text)');
    // Another writer on the same server (an upload's chunks, a rebuild, another application): its transaction has an
    // id older than the append below and stays open. The server-wide bound would hold the append back until it ends.
    await first.query('begin');
    await first.query("insert into unrelated values ('a long upload')");
    const base = await store.lastPosition();
    const already = seen.length;
    const e = event('WhileAnotherWrites');
    await store.append(`free-${randomUUID()}`, [e], 'no_stream');
    expect(ids(await store.readAll({ from: base }))).toEqual([e.id]);
    await waitFor(() => seen.length >= already + 1, 'the event, while the other transaction runs');
    expect(ids(seen.slice(already))).toEqual([e.id]);

    // The same transaction may not append now: it took its id before the appenders' mark, so readers would not
    // wait for it. Refused, and nothing of it is stored.
    const refused = event('AfterAnotherWrite');
    await expect(append(first, refused)).rejects.toThrow('an append must come before any other write');
    await first.query('rollback');
    const stored = await first.query('select 1 from events where id = $1', [refused.id]);
    expect(stored.rowCount).toBe(0);
  });

  it('an appender whose id is above the snapshot xmax (none newer completed yet) still holds readers back', async () => {
    const third = new pg.Client({ connectionString: postgres.available ? postgres.url : '' });
    await third.connect();
    try {
      const base = await store.lastPosition();
      const [a, c, d, e] = [event('A'), event('C'), event('D'), event('E')];
      await first.query('begin');
      await append(first, a);
      // C commits: the latest completed id. D and E take the next ids and stay open: E's is above the xmax.
      await store.append(`late-${randomUUID()}`, [c], 'no_stream');
      await second.query('begin');
      await append(second, d);
      await third.query('begin');
      await append(third, e);
      // A still runs with the oldest id: nothing after the base may be read, C included.
      expect(await store.readAll({ from: base })).toEqual([]);
      for (const client of [first, second, third]) await client.query('commit');
      expect(ids(await store.readAll({ from: base }))).toEqual([a.id, c.id, d.id, e.id]);
    } finally {
      await third.end();
    }
  });

  it('a burst of concurrent appends across many streams: a subscription sees every event once', async () => {
    const from = await store.lastPosition();
    const got: string[] = [];
    const own = store.subscribeAll(
      async (batch) => {
        got.push(...batch.map((e) => e.id));
      },
      from === undefined ? {} : { from },
    );
    const appended: string[] = [];
    const writers = Array.from({ length: 8 }, async () => {
      for (let i = 0; i < 40; i++) {
        const writes = Array.from({ length: 4 }, () => ({
          streamId: `burst-${randomUUID()}`,
          events: [event('Burst')],
          expected: 'no_stream' as const,
        }));
        await store.appendMany(writes);
        appended.push(...writes.map((w) => w.events[0]?.id ?? ''));
      }
    });
    await Promise.all(writers);
    try {
      await waitFor(() => got.length >= appended.length, 'every appended event', 20_000).catch(() => {});
      expect(new Set(got).size).toBe(got.length);
      expect([...got].sort()).toEqual([...appended].sort());
    } finally {
      await own.stop();
    }
  }, 60_000);

  it('concurrent appends to one stream take turns: none refused, none lost, no revision skipped', async () => {
    const s = `hot-${randomUUID()}`;
    const writers = Array.from({ length: 8 }, async () => {
      for (let i = 0; i < 40; i++) await store.append(s, [event('Hot')], 'any');
    });
    await Promise.all(writers);
    const stored = await store.readStream(s);
    expect(stored.map((e) => e.revision)).toEqual(Array.from({ length: 320 }, (_, i) => BigInt(i)));
  });
});
