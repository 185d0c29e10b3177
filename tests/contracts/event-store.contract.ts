/**
 * The event store contract (design.md §2): the behaviour every EventStore adapter must show, so that the
 * embedded and the distributed engine are interchangeable. Each test opens its own store through the factory;
 * stream names are unique per test, and reads over all streams start after the store's last position at the
 * start of the test, so a shared server works too as long as nothing else writes to it during the run.
 */

import { randomUUID } from 'node:crypto';
import {
  type EventStore,
  type NewEvent,
  type RecordedEvent,
  type Subscription,
  WrongExpectedVersionError,
} from '@portal/platform';
import { contractSuite } from '../support/contract-suite.js';

export interface EventStoreFixture {
  store: EventStore;
  /** True when the store held no event when opened (the embedded adapter gets a new file per test). */
  fresh: boolean;
  dispose(): Promise<void>;
}

const stream = (kind = 'contract') => `${kind}-${randomUUID()}`;
const event = (type = 'Happened', data: unknown = { n: 1 }): NewEvent => ({
  id: randomUUID(),
  type,
  data,
  metadata: { correlationId: randomUUID(), actor: 'contract-test' },
});
const events = (n: number, type = 'Happened') => Array.from({ length: n }, (_, i) => event(type, { n: i }));

async function refusal(promise: Promise<unknown>): Promise<WrongExpectedVersionError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(WrongExpectedVersionError);
    return error as WrongExpectedVersionError;
  }
  throw new Error('expected a WrongExpectedVersionError, but the append succeeded');
}

async function waitFor(check: () => boolean, what: string, timeoutMs = 4000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Registers the contract tests for one adapter. */
/**
 * Registers the contract tests for one adapter. An adapter without a server to run against passes
 * `{ skipped: reason }`: the same tests are registered as skipped, under a title that says why, so the run
 * counts them as skipped instead of forgetting them.
 */
export function eventStoreContract(
  adapter: string,
  open: (() => Promise<EventStoreFixture>) | { skipped: string },
): void {
  contractSuite(`EventStore contract: ${adapter}`, open, (context) => {
    let fixture: EventStoreFixture | undefined;
    let store: EventStore;
    const subscriptions: Subscription[] = [];
    beforeEach(() => {
      fixture = context.fixture();
      store = fixture.store;
    });
    context.beforeDispose(async () => {
      for (const s of subscriptions.splice(0)) await s.stop();
    });

    describe('append and expected revisions', () => {
      it('no_stream: accepted for a new stream, refused once it exists', async () => {
        const s = stream();
        const first = await store.append(s, events(2), 'no_stream');
        expect(first.nextRevision).toBe(1n);
        const error = await refusal(store.append(s, [event()], 'no_stream'));
        expect(error.name).toBe('WrongExpectedVersionError');
        expect(error.streamId).toBe(s);
        expect(error.expected).toBe('no_stream');
        expect(error.actual).toBe(1n);
        expect(error.message).toContain(s);
        expect(await store.readStream(s)).toHaveLength(2);
      });

      it('stream_exists: refused for a missing stream (actual no_stream), accepted once it exists', async () => {
        const s = stream();
        const error = await refusal(store.append(s, [event()], 'stream_exists'));
        expect(error.streamId).toBe(s);
        expect(error.expected).toBe('stream_exists');
        expect(error.actual).toBe('no_stream');
        expect(await store.readStream(s)).toEqual([]);
        await store.append(s, [event()], 'no_stream');
        const result = await store.append(s, [event()], 'stream_exists');
        expect(result.nextRevision).toBe(1n);
      });

      it('any: accepted for a missing and for an existing stream', async () => {
        const s = stream();
        expect((await store.append(s, [event()], 'any')).nextRevision).toBe(0n);
        expect((await store.append(s, events(2), 'any')).nextRevision).toBe(2n);
        expect((await store.readStream(s)).map((e) => e.revision)).toEqual([0n, 1n, 2n]);
      });

      it('an exact revision: accepted when it is the last revision, refused otherwise', async () => {
        const s = stream();
        const missing = await refusal(store.append(s, [event()], 0n));
        expect(missing.expected).toBe(0n);
        expect(missing.actual).toBe('no_stream');

        await store.append(s, events(3), 'no_stream');
        const stale = await refusal(store.append(s, [event()], 1n));
        expect(stale.streamId).toBe(s);
        expect(stale.expected).toBe(1n);
        expect(stale.actual).toBe(2n);
        const ahead = await refusal(store.append(s, [event()], 5n));
        expect(ahead.actual).toBe(2n);

        const ok = await store.append(s, [event()], 2n);
        expect(ok.nextRevision).toBe(3n);
        expect(await store.readStream(s)).toHaveLength(4);
      });

      it('two concurrent appends with the same expected revision: exactly one succeeds', async () => {
        const s = stream();
        await store.append(s, [event()], 'no_stream');
        const a = event('A');
        const b = event('B');
        const results = await Promise.allSettled([store.append(s, [a], 0n), store.append(s, [b], 0n)]);
        const won = results.filter((r) => r.status === 'fulfilled');
        const lost = results.filter((r) => r.status === 'rejected');
        expect(won).toHaveLength(1);
        expect(lost).toHaveLength(1);
        const reason = (lost[0] as PromiseRejectedResult).reason;
        expect(reason).toBeInstanceOf(WrongExpectedVersionError);
        expect((reason as WrongExpectedVersionError).actual).toBe(1n);
        const stored = await store.readStream(s);
        expect(stored).toHaveLength(2);
        expect([a.id, b.id]).toContain(stored[1]?.id);
      });

      it('re-appending the same event ids is a no-op that returns the same result', async () => {
        const s = stream();
        const batch = events(2);
        const first = await store.append(s, batch, 'no_stream');
        const last = await store.lastPosition();
        const again = await store.append(s, batch, 'no_stream');
        expect(again).toEqual(first);
        expect(await store.lastPosition()).toBe(last);

        const next = event();
        const second = await store.append(s, [next], 1n);
        expect(await store.append(s, [next], 1n)).toEqual(second);

        expect(await store.lastPosition()).toBe(second.position);
        const stored = await store.readStream(s);
        expect(stored.map((e) => e.id)).toEqual([...batch.map((e) => e.id), next.id]);

        // A retry that comes after the stream moved on still gets the result of the original append.
        expect(await store.append(s, batch, 'no_stream')).toEqual(first);
        expect(await store.readStream(s)).toHaveLength(3);
      });

      it('a partly overlapping re-append is refused and writes nothing', async () => {
        const s = stream();
        const [a, b] = events(2) as [NewEvent, NewEvent];
        await store.append(s, [a, b], 'no_stream');
        const error = await refusal(store.append(s, [a, event()], 'no_stream'));
        expect(error.streamId).toBe(s);
        expect(error.expected).toBe('no_stream');
        expect(error.actual).toBe(1n);
        expect((await store.readStream(s)).map((e) => e.id)).toEqual([a.id, b.id]);
      });

      it('keeps every event field: id, stream, type, JSON data and metadata, revision, position, time', async () => {
        const s = stream();
        const e: NewEvent = {
          id: randomUUID(),
          type: 'ClienteRegistrado',
          data: { nombre: 'José Núñez', monto: 1234.5, activo: true, etiquetas: ['a', 'ñ'], nada: null },
          metadata: { userId: 'u-1', role: 'client', correlationId: randomUUID(), schemaVersion: 1 },
        };
        const before = Date.now();
        const result = await store.append(s, [e], 'no_stream');
        const [stored] = (await store.readStream(s)) as [RecordedEvent];
        expect(stored).toMatchObject({ id: e.id, streamId: s, type: e.type, revision: 0n });
        expect(stored.data).toEqual(e.data);
        expect(stored.metadata).toEqual(e.metadata);
        expect(stored.position).toBe(result.position);
        const created = Date.parse(stored.createdAt);
        expect(Number.isNaN(created)).toBe(false);
        expect(Math.abs(created - before)).toBeLessThan(60_000);
      });

      it('refuses an empty append', async () => {
        await expect(store.append(stream(), [], 'any')).rejects.toThrow();
      });
    });

    describe('appendMany', () => {
      it('appends each part to its stream in the order given, each with its own expected revision', async () => {
        const s1 = stream();
        const s2 = stream();
        const base = await store.lastPosition();
        await store.append(s1, [event()], 'no_stream');
        const a = events(2);
        const b = event();
        const results = await store.appendMany([
          { streamId: s1, events: a, expected: 0n },
          { streamId: s2, events: [b], expected: 'no_stream' },
        ]);
        expect(results.map((r) => r.nextRevision)).toEqual([2n, 0n]);
        const all = await store.readAll({ from: base });
        expect(all.slice(1).map((e) => e.id)).toEqual([...a.map((e) => e.id), b.id]);
        expect(results.map((r) => r.position)).toEqual([all[2]?.position, all[3]?.position]);
        // Sent again (a retry): nothing new, the same results.
        expect(
          await store.appendMany([
            { streamId: s1, events: a, expected: 0n },
            { streamId: s2, events: [b], expected: 'no_stream' },
          ]),
        ).toEqual(results);
        expect(await store.readAll({ from: base })).toHaveLength(4);
      });

      it('a refused part refuses the call: with an atomic store nothing of it is written', async () => {
        const taken = stream();
        await store.append(taken, [event()], 'no_stream');
        const first = stream();
        const base = await store.lastPosition();
        const error = await refusal(
          store.appendMany([
            { streamId: first, events: [event()], expected: 'no_stream' },
            { streamId: taken, events: [event()], expected: 'no_stream' },
          ]),
        );
        expect(error.streamId).toBe(taken);
        expect(await store.readStream(taken)).toHaveLength(1);
        // Without a transaction across streams (EventStoreDB) the part before the refused one stays.
        expect(await store.readStream(first)).toHaveLength(store.atomicAppendMany ? 0 : 1);
        if (store.atomicAppendMany) expect(await store.lastPosition()).toBe(base);
      });

      it('calls made at the same moment settle each on its own: a refused one takes no other with it', async () => {
        const taken = stream();
        await store.append(taken, [event()], 'no_stream');
        const [s1, s2] = [stream(), stream()];
        const [first, refused, last] = await Promise.allSettled([
          store.appendMany([{ streamId: s1, events: events(2), expected: 'no_stream' }]),
          store.appendMany([
            { streamId: stream(), events: [event()], expected: 'no_stream' },
            { streamId: taken, events: [event()], expected: 'no_stream' },
          ]),
          store.append(s2, [event()], 'no_stream'),
        ]);
        expect(first.status).toBe('fulfilled');
        expect(refused.status).toBe('rejected');
        expect(refused.status === 'rejected' && refused.reason).toBeInstanceOf(WrongExpectedVersionError);
        expect(last.status).toBe('fulfilled');
        expect(await store.readStream(s1)).toHaveLength(2);
        expect(await store.readStream(s2)).toHaveLength(1);
        expect(await store.readStream(taken)).toHaveLength(1);
      });
    });

    describe('reads', () => {
      it('readStream returns [] for a missing stream', async () => {
        expect(await store.readStream(stream('missing'))).toEqual([]);
      });

      it('readStream returns the stream in revision order, from a revision', async () => {
        const s = stream();
        const batch = events(5);
        await store.append(s, batch.slice(0, 2), 'no_stream');
        await store.append(stream(), [event()], 'no_stream');
        await store.append(s, batch.slice(2), 1n);
        const all = await store.readStream(s);
        expect(all.map((e) => e.id)).toEqual(batch.map((e) => e.id));
        expect(all.map((e) => e.revision)).toEqual([0n, 1n, 2n, 3n, 4n]);
        expect(all.every((e) => e.streamId === s)).toBe(true);
        const tail = await store.readStream(s, { fromRevision: 2n });
        expect(tail.map((e) => e.revision)).toEqual([2n, 3n, 4n]);
        expect(tail.map((e) => e.id)).toEqual(batch.slice(2).map((e) => e.id));
        expect(await store.readStream(s, { fromRevision: 5n })).toEqual([]);
      });

      it('readAll returns every stream in global order, after `from`, at most `limit`', async () => {
        const base = await store.lastPosition();
        if (fixture?.fresh) expect(base).toBeUndefined();
        const s1 = stream();
        const s2 = stream();
        const a = event('A');
        const b = event('B');
        const c = event('C');
        const d = event('D');
        await store.append(s1, [a], 'no_stream');
        await store.append(s2, [b, c], 'no_stream');
        await store.append(s1, [d], 0n);

        const all = await store.readAll({ from: base });
        expect(all.map((e) => e.id)).toEqual([a.id, b.id, c.id, d.id]);
        expect(all.map((e) => e.streamId)).toEqual([s1, s2, s2, s1]);
        expect(all.map((e) => e.revision)).toEqual([0n, 0n, 1n, 1n]);

        const afterA = await store.readAll({ from: all[0]?.position });
        expect(afterA.map((e) => e.id)).toEqual([b.id, c.id, d.id]);
        const afterB = await store.readAll({ from: all[1]?.position, limit: 1 });
        expect(afterB.map((e) => e.id)).toEqual([c.id]);
        const firstTwo = await store.readAll({ from: base, limit: 2 });
        expect(firstTwo.map((e) => e.id)).toEqual([a.id, b.id]);
        expect(await store.readAll({ from: all[3]?.position })).toEqual([]);
        if (fixture?.fresh) expect((await store.readAll()).map((e) => e.id)).toEqual(all.map((e) => e.id));
      });

      it('positions are fixed-width strings whose lexical order is the global order', async () => {
        const base = await store.lastPosition();
        const results = [];
        for (let i = 0; i < 4; i++) results.push(await store.append(stream(), events(i + 1), 'no_stream'));
        const all = await store.readAll({ from: base });
        expect(all).toHaveLength(10);
        for (const e of all) {
          expect(typeof e.position).toBe('string');
          expect(e.position).toMatch(/^\d{20}$/);
        }
        const positions = all.map((e) => e.position);
        expect(new Set(positions).size).toBe(positions.length);
        expect([...positions].sort()).toEqual(positions);
        if (base !== undefined) expect(positions[0] && positions[0] > base).toBe(true);
        // An append reports the position of its last event.
        const lastOfEach = [0, 2, 5, 9].map((i) => positions[i]);
        expect(results.map((r) => r.position)).toEqual(lastOfEach);
        expect(await store.lastPosition()).toBe(positions[9]);
        // readStream carries the same positions as readAll.
        const s = all[9]?.streamId as string;
        expect((await store.readStream(s)).map((e) => e.position)).toEqual(positions.slice(6));
      });

      it('lastPosition is undefined for an empty store and follows appends', async () => {
        if (fixture?.fresh) expect(await store.lastPosition()).toBeUndefined();
        const r1 = await store.append(stream(), [event()], 'no_stream');
        expect(await store.lastPosition()).toBe(r1.position);
        const r2 = await store.append(stream(), events(3), 'no_stream');
        expect(await store.lastPosition()).toBe(r2.position);
        expect(r2.position > r1.position).toBe(true);
      });
    });

    describe('subscribeAll', () => {
      it('catches up from a stored position in order, in awaited batches, then delivers live events', async () => {
        const s1 = stream();
        const s2 = stream();
        const early = events(2);
        await store.append(s1, early, 'no_stream');
        const from = (await store.lastPosition()) as string;
        const later = [event('L0'), event('L1'), event('L2'), event('L3'), event('L4')];
        await store.append(s2, later.slice(0, 3), 'no_stream');
        await store.append(s1, later.slice(3), 1n);

        const seen: RecordedEvent[] = [];
        const batchSizes: number[] = [];
        let inFlight = 0;
        let maxInFlight = 0;
        const sub = store.subscribeAll(
          async (batch) => {
            inFlight += 1;
            maxInFlight = Math.max(maxInFlight, inFlight);
            batchSizes.push(batch.length);
            await sleep(5);
            seen.push(...batch);
            inFlight -= 1;
          },
          { from, batchSize: 2 },
        );
        subscriptions.push(sub);
        await waitFor(() => seen.length >= 5, 'the catch-up');
        expect(seen.map((e) => e.id)).toEqual(later.map((e) => e.id));

        const live = [event('Live0'), event('Live1')];
        await store.append(s2, [live[0] as NewEvent], 2n);
        await store.append(stream(), [live[1] as NewEvent], 'no_stream');
        await waitFor(() => seen.length >= 7, 'the live events');
        await sleep(100);
        expect(seen.map((e) => e.id)).toEqual([...later, ...live].map((e) => e.id));
        expect(seen.every((e) => e.position > from)).toBe(true);
        const positions = seen.map((e) => e.position);
        expect([...positions].sort()).toEqual(positions);
        expect(Math.max(...batchSizes)).toBeLessThanOrEqual(2);
        expect(maxInFlight).toBe(1);
        expect(seen.some((e) => e.type.startsWith('$'))).toBe(false);
      });

      it('without `from`, delivers from the start of the store', async () => {
        const s = stream();
        const batch = events(3);
        await store.append(s, batch, 'no_stream');
        const seen: RecordedEvent[] = [];
        const sub = store.subscribeAll(async (b) => {
          seen.push(...b);
          // Yield to the event loop, so that a store that redelivers forever fails the test instead of hanging it.
          await new Promise((r) => setImmediate(r));
        });
        subscriptions.push(sub);
        await waitFor(() => seen.filter((e) => e.streamId === s).length >= 3, 'the events of the stream');
        expect(seen.filter((e) => e.streamId === s).map((e) => e.id)).toEqual(batch.map((e) => e.id));
        if (fixture?.fresh) expect(seen.map((e) => e.id)).toEqual(batch.map((e) => e.id));
      });

      it('stop() ends delivery and waits for a running handler', async () => {
        const from = await store.lastPosition();
        const s = stream();
        const seen: RecordedEvent[] = [];
        let started = false;
        let handlerDone = false;
        const sub = store.subscribeAll(
          async (batch) => {
            started = true;
            await sleep(100);
            seen.push(...batch);
            handlerDone = true;
          },
          { from },
        );
        await store.append(s, [event()], 'no_stream');
        await waitFor(() => started, 'the handler to start');
        await sub.stop();
        expect(handlerDone).toBe(true);
        const count = seen.length;
        expect(count).toBe(1);
        await store.append(s, events(2), 0n);
        await sleep(400);
        expect(seen).toHaveLength(count);
        let failedSettled = false;
        void sub.failed.then(() => {
          failedSettled = true;
        });
        await sleep(20);
        expect(failedSettled).toBe(false);
      });

      it('a throwing handler stops the subscription and resolves `failed` with its error', async () => {
        const from = await store.lastPosition();
        const s = stream();
        let calls = 0;
        const sub = store.subscribeAll(
          async () => {
            calls += 1;
            throw new Error('projection broke');
          },
          { from, batchSize: 1 },
        );
        subscriptions.push(sub);
        await store.append(s, events(3), 'no_stream');
        const error = await sub.failed;
        expect(error).toBeInstanceOf(Error);
        expect(error.message).toBe('projection broke');
        await store.append(s, [event()], 2n);
        await sleep(300);
        expect(calls).toBe(1);
      });
    });
  });
}
