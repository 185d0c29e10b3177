import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  ADMIN_STATS,
  ADMIN_STATS_ID,
  CLIENT_DASHBOARDS,
  CREDENTIALS,
  type DomainEvent,
  LEGACY_READ_MODELS_CHECKPOINT,
} from '@portal/contracts';
import {
  type DocumentStore,
  formatPosition,
  type ProjectionCommit,
  SqliteDocumentStore,
  SqliteEventStore,
} from '@portal/platform';
import { readModelProjectors } from './catalog.js';
import { Projections, waitForCheckpoints } from './projections.js';
import { defineProjector, type Projector } from './projector.js';
import { assignment, registrationEvents } from './read-models/fixtures.js';
import { rebuildProjection } from './rebuild/rebuild.js';
import { ProjectionRunner } from './runner.js';
import { projectionStatuses, readStoredStatus } from './status.js';
import { metadataAt } from './testing.js';

let dir: string;
let events: SqliteEventStore;
let documents: SqliteDocumentStore;
const running: { stop(): Promise<void> }[] = [];
let logged: string[];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'runner-'));
  events = new SqliteEventStore(join(dir, 'events.sqlite'));
  documents = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
  logged = [];
});
afterEach(async () => {
  for (const r of running.splice(0)) await r.stop();
  await events.close();
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Appends each event as the command handler would (current schema version), one stream per event. */
async function append(list: DomainEvent[]): Promise<string> {
  let position = '';
  for (const e of list) {
    const r = await events.append(
      `${e.type}-${crypto.randomUUID()}`,
      [
        {
          id: crypto.randomUUID(),
          type: e.type,
          data: e.data,
          metadata: metadataAt('2026-11-21T10:00:00.000Z', e.type),
        },
      ],
      'no_stream',
    );
    position = r.position;
  }
  return position;
}

/** An event of a handled type whose data no schema accepts. */
async function appendUnreadable(
  type: string,
  id: string = crypto.randomUUID(),
  schemaVersion = 1,
): Promise<string> {
  const metadata = { ...metadataAt('2026-11-21T10:00:00.000Z'), schemaVersion };
  const r = await events.append(
    `junk-${crypto.randomUUID()}`,
    [{ id, type, data: { nonsense: true }, metadata }],
    'no_stream',
  );
  return r.position;
}

const options: { events: () => SqliteEventStore; documents: () => DocumentStore } = {
  events: () => events,
  documents: () => documents,
};
function group(projectors: readonly Projector[] = readModelProjectors) {
  const g = new Projections({
    projectors,
    events: options.events(),
    documents: options.documents(),
    retryMs: 20,
    parkedPollMs: 20,
    batchSize: 3,
    log: {
      info: (message) => logged.push(message),
      error: (message, error) => logged.push(`${message}: ${String(error)}`),
    },
  });
  running.push(g);
  return g;
}

/** Throws on the client registered in Boomtown; counts its calls. */
function fragile(version = 1, fixed = false) {
  const calls = { count: 0 };
  const projector = defineProjector({
    name: 'fragile',
    version,
    collections: ['fragile'],
    handles: ['ClientRegistered'],
    async apply({ event }, view) {
      calls.count++;
      view.put('fragile', event.data.clientId, { city: event.data.city });
      if (event.data.city === 'Boomtown' && !fixed) throw new Error('no such town');
    },
  });
  return { projector, calls };
}

function inBoomtown(n: number): DomainEvent[] {
  return registrationEvents(n).map((e) =>
    e.type === 'ClientRegistered' ? { ...e, data: { ...e.data, city: 'Boomtown' } } : e,
  );
}

const until = async (check: () => Promise<boolean> | boolean, ms = 5000) => {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 10));
  }
};
const stateOf = async (name: string) => (await readStoredStatus(documents, name))?.state;

describe('projection runners', () => {
  it('keep one checkpoint per projection and tell when a position is reached', async () => {
    const g = group();
    await g.start();
    const position = await append(registrationEvents(1));
    expect(await g.waitFor(position, 5000)).toBe(true);
    expect(await documents.get(CLIENT_DASHBOARDS, 'u1')).toMatchObject({
      client: { accountNumber: 'CR-00000001' },
    });
    expect(position).toBe(formatPosition(4));
    for (const name of ['users', 'clientDashboard', 'adminStats', 'agents'])
      expect(await documents.checkpoint(name)).toBe('00000000000000000004');
    await until(async () => (await stateOf('agents')) === 'live');
    expect(await readStoredStatus(documents, 'users')).toEqual({ version: 3, state: 'live', error: null });
  });

  it('continue from their checkpoints after a restart without applying anything twice', async () => {
    const first = group();
    await first.start();
    await first.waitFor(await append(registrationEvents(1)), 5000);
    await first.stop();
    const position = await append(registrationEvents(2));
    const second = group();
    await second.start();
    expect(await second.waitFor(position, 5000)).toBe(true);
    expect(await documents.get(ADMIN_STATS, ADMIN_STATS_ID)).toMatchObject({
      totalUsers: 2,
      activeClients: 2,
      totalAgents: 0,
      totalRecovered: 0,
      casesByFraudType: [{ fraudType: 'forex', count: 2 }],
    });
  });

  it('replaying events a document already reflects changes nothing (crash after writes, before checkpoint)', async () => {
    const first = group();
    await first.start();
    const position = await append([...registrationEvents(1), ...registrationEvents(2)]);
    await first.waitFor(position, 5000);
    await first.stop();
    await documents.commitProjection('adminStats', [], formatPosition(2));
    const second = group();
    await second.start();
    expect(await second.waitFor(position, 5000)).toBe(true);
    expect(await documents.get(ADMIN_STATS, ADMIN_STATS_ID)).toMatchObject({
      totalUsers: 2,
      activeClients: 2,
    });
  });

  it('park a projection on an event it cannot read; the others go on', async () => {
    const g = group();
    await g.start();
    await append(registrationEvents(1));
    const bad = await appendUnreadable('RecoveryProcessOpened', 'e0000000-0000-4000-8000-000000000001');
    const later = await append(registrationEvents(2));
    expect(bad).toBe('00000000000000000005');
    const started = Date.now();
    expect(await g.waitFor(later, 5000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    // users and agents do not handle RecoveryProcessOpened: they are past it (clientDashboard, caseFiles,
    // caseDocuments, adminStats, outcomes and privacyRequests handle it: they park there).
    expect(g.runner('users')?.position).toBe('00000000000000000009');
    expect(await documents.get(CREDENTIALS, 'user2')).toMatchObject({ userId: 'u2' });
    expect(g.runner('clientDashboard')?.position).toBe('00000000000000000004');
    expect(await readStoredStatus(documents, 'clientDashboard')).toEqual({
      version: 10,
      state: 'parked',
      error: {
        position: '00000000000000000005',
        message: expect.stringMatching(
          /^cannot read event e0000000-0000-4000-8000-000000000001 \(RecoveryProcessOpened\): RecoveryProcessOpened v1: /,
        ),
      },
    });
    expect(logged.filter((m) => m.includes('parked')).sort()).toEqual([
      expect.stringMatching(/^projection adminStats parked at 00000000000000000005: cannot read event/),
      expect.stringMatching(/^projection caseDocuments parked at 00000000000000000005: cannot read event/),
      expect.stringMatching(/^projection caseFiles parked at 00000000000000000005: cannot read event/),
      expect.stringMatching(/^projection clientDashboard parked at 00000000000000000005: cannot read event/),
      expect.stringMatching(/^projection outcomes parked at 00000000000000000005: cannot read event/),
      expect.stringMatching(/^projection privacyRequests parked at 00000000000000000005: cannot read event/),
    ]);
  });

  it('park a projection whose projector throws: the batch commits up to the event before, once, no retry', async () => {
    const { projector, calls } = fragile();
    const g = group([projector, ...readModelProjectors]);
    await g.start();
    const position = await append([...registrationEvents(1), ...inBoomtown(2), ...registrationEvents(3)]);
    expect(await g.waitFor(position, 5000)).toBe(false);
    const runner = g.runner('fragile');
    // batchSize 3: the Boomtown client is event 6, in the batch 4..6; event 2 (cl1) was committed before.
    expect(runner?.report()).toEqual({
      name: 'fragile',
      position: '00000000000000000005',
      state: 'parked',
      error: {
        position: '00000000000000000006',
        message: expect.stringMatching(
          /^fragile failed on event [0-9a-f-]{36} \(ClientRegistered\): no such town$/,
        ),
      },
    });
    expect(await documents.get('fragile', 'cl1')).toEqual({ city: 'Puebla' });
    expect(await documents.get('fragile', 'cl2')).toBeUndefined();
    const callsWhenParked = calls.count;
    await new Promise((r) => setTimeout(r, 200));
    expect(calls.count).toBe(callsWhenParked);
    expect(logged.filter((m) => m.includes('parked'))).toHaveLength(1);
    // Every other projection went through the whole log.
    for (const name of ['users', 'clientDashboard', 'adminStats', 'agents'])
      expect(g.runner(name)?.position).toBe('00000000000000000012');
  });

  it('resume a parked projection when a rebuild with the fixed projector switches it in', async () => {
    const broken = fragile();
    const g = group([broken.projector]);
    await g.start();
    await append([...registrationEvents(1), ...inBoomtown(2)]);
    await until(async () => (await stateOf('fragile')) === 'parked');

    const fixed = fragile(1, true);
    const rebuilt = await rebuildProjection({ projector: fixed.projector, events, documents });
    expect(rebuilt).toEqual({ name: 'fragile', events: 8, position: '00000000000000000008' });
    // The running (still broken) runner sees the checkpoint moved (it looks every parkedPollMs) and follows.
    await until(() => g.runner('fragile')?.report().state !== 'parked');
    const later = await append(registrationEvents(3));
    expect(await g.waitFor(later, 5000)).toBe(true);
    expect(await documents.get('fragile', 'cl2')).toEqual({ city: 'Boomtown' });
    expect(await documents.get('fragile', 'cl3')).toEqual({ city: 'Puebla' });
    expect(g.runner('fragile')?.report().state).toBe('live');
  });

  it('a rebuild with no runner about clears the parked state it fixed', async () => {
    const g = group([fragile().projector]);
    await g.start();
    await append([...registrationEvents(1), ...inBoomtown(2)]);
    await until(async () => (await stateOf('fragile')) === 'parked');
    await g.stop();
    await rebuildProjection({ projector: fragile(1, true).projector, events, documents });
    expect(await readStoredStatus(documents, 'fragile')).toEqual({
      version: 1,
      state: 'catching-up',
      error: null,
    });
    expect(await documents.checkpoint('fragile')).toBe('00000000000000000008');
  });

  it('resume a parked projection when restarted with the fixed projector', async () => {
    const first = group([fragile().projector]);
    await first.start();
    const position = await append([...registrationEvents(1), ...inBoomtown(2)]);
    await until(async () => (await stateOf('fragile')) === 'parked');
    await first.stop();

    const second = group([fragile(1, true).projector]);
    await second.start();
    expect(await second.waitFor(position, 5000)).toBe(true);
    expect(await documents.get('fragile', 'cl2')).toEqual({ city: 'Boomtown' });
    expect(await readStoredStatus(documents, 'fragile')).toEqual({ version: 1, state: 'live', error: null });
  });

  it('rebuild a projection whose version changed before following the log, beside the served documents', async () => {
    const first = group([fragile(1, true).projector]);
    await first.start();
    await first.waitFor(await append(registrationEvents(1)), 5000);
    await first.stop();
    await documents.put('fragile', 'cl1', { city: 'stale' });
    await documents.put('fragile', 'orphan', { city: 'gone' });

    const second = group([fragile(2, true).projector]);
    await second.start();
    const position = await append(registrationEvents(2));
    expect(await second.waitFor(position, 5000)).toBe(true);
    expect(await documents.list('fragile')).toEqual([{ city: 'Puebla' }, { city: 'Puebla' }]);
    expect(await documents.get('fragile', 'orphan')).toBeUndefined();
    expect(await readStoredStatus(documents, 'fragile')).toEqual({ version: 2, state: 'live', error: null });
    expect(logged).toContain('projection fragile rebuilding');
  });

  it('upgrade a data folder of the single read-models checkpoint: rebuilt per projection, old checkpoint gone', async () => {
    const position = await append([...registrationEvents(1), assignment(1)]);
    await documents.commitProjection(
      LEGACY_READ_MODELS_CHECKPOINT,
      [{ kind: 'put', collection: CLIENT_DASHBOARDS, id: 'u1', body: { stale: true } }],
      position,
    );
    const g = group();
    await g.start();
    expect(await documents.checkpoint(LEGACY_READ_MODELS_CHECKPOINT)).toBeUndefined();
    expect(await g.waitFor(position, 5000)).toBe(true);
    expect(await documents.get(CLIENT_DASHBOARDS, 'u1')).toMatchObject({
      recoveryProcess: { assignedAgent: 'Lic. Ana Torres' },
    });
    expect(await documents.get(CLIENT_DASHBOARDS, 'u1')).not.toHaveProperty('stale');
  });

  it('empty a collection no projection writes any more (the client homes) at start, once', async () => {
    await documents.put('recoveryHomes', 'u1', { userId: 'u1', assignedAgent: 'Lic. Ana Torres' });
    await documents.put(CLIENT_DASHBOARDS, 'u9', { kept: true });
    const g = group([]);
    await g.start();
    expect(await documents.get('recoveryHomes', 'u1')).toBeUndefined();
    expect(await documents.count('recoveryHomes')).toBe(0);
    expect(await documents.get(CLIENT_DASHBOARDS, 'u9')).toEqual({ kept: true });
    await g.stop();
  });

  it('ignore unreadable events of types no projector handles', async () => {
    const g = group();
    await g.start();
    await appendUnreadable('NoSuchEvent');
    await appendUnreadable('RequestAccepted');
    const position = await append(registrationEvents(1));
    expect(await g.waitFor(position, 5000)).toBe(true);
    expect(g.runners.map((r) => r.report().state)).not.toContain('parked');
  });

  it('survive the document store going down for a while: retried, reported, nothing unhandled, then caught up', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    try {
      let down = false;
      const failing = new Proxy(documents, {
        get(target, key, receiver) {
          const value = Reflect.get(target, key, receiver);
          if (typeof value !== 'function') return value;
          return (...args: unknown[]) => {
            if (down && key !== 'close') return Promise.reject(new Error(`store down (${String(key)})`));
            return value.apply(target, args);
          };
        },
      });
      options.documents = () => failing;
      const g = group([readModelProjectors[0] as Projector]);
      await g.start();
      await g.waitFor(await append(registrationEvents(1)), 5000);
      down = true;
      const later = await append(registrationEvents(2));
      const runner = g.runner('users');
      await until(() => runner?.report().error?.message.startsWith('store down') ?? false);
      await new Promise((r) => setTimeout(r, 150)); // several retries while the store is still down
      expect(unhandled).toEqual([]);
      expect(runner?.report().error?.message).toMatch(/^store down \(/);
      down = false;
      expect(await g.waitFor(later, 5000)).toBe(true);
      expect(await documents.get(CREDENTIALS, 'user2')).toMatchObject({ userId: 'u2' });
      expect(runner?.report()).toMatchObject({ state: 'live', error: null });
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      options.documents = () => documents;
    }
  });

  it('waitFor gives up after its bound', async () => {
    const g = group();
    await g.start();
    expect(await g.waitFor(formatPosition(999), 50)).toBe(false);
  });
});

describe('stored status (what a gateway without runners reads)', () => {
  it('reports position, events behind, lag, state and error per projection', async () => {
    const g = group([fragile().projector, ...readModelProjectors]);
    await g.start();
    await append([...registrationEvents(1), ...inBoomtown(2)]);
    await until(async () => (await stateOf('fragile')) === 'parked');
    await g.waitFor(formatPosition(8), 5000);
    const [badEvent] = await events.readAll({ from: formatPosition(5), limit: 1 });
    const now = new Date(Date.parse(badEvent?.createdAt ?? '') + 1500);
    const statuses = await projectionStatuses({ names: ['fragile', 'users'], events, documents, now });
    expect(statuses).toEqual([
      {
        name: 'fragile',
        position: '00000000000000000005',
        eventsBehind: 3,
        lagMs: 1500,
        state: 'parked',
        error: { position: '00000000000000000006', message: expect.stringContaining('no such town') },
      },
      {
        name: 'users',
        position: '00000000000000000008',
        eventsBehind: 0,
        lagMs: 0,
        state: 'live',
        error: null,
      },
    ]);
  });

  it('waitForCheckpoints does not wait for a parked projection', async () => {
    const g = group([fragile().projector, ...readModelProjectors]);
    await g.start();
    const position = await append([...registrationEvents(1), ...inBoomtown(2)]);
    await until(async () => (await stateOf('fragile')) === 'parked');
    const names = ['fragile', 'users', 'clientDashboard', 'adminStats', 'agents'];
    const started = Date.now();
    expect(await waitForCheckpoints(documents, names, position, 5000)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2000);
    expect(await waitForCheckpoints(documents, names.slice(1), position, 5000)).toBe(true);
  });
});

describe('a runner alone', () => {
  it('stops cleanly while it rebuilds at start', async () => {
    await append([...registrationEvents(1), ...registrationEvents(2)]);
    const runner = new ProjectionRunner({
      projector: fragile(1, true).projector,
      events,
      documents,
      batchSize: 1,
    });
    await runner.start();
    await runner.stop();
    expect(runner.report().state).toBe('stopped');
    expect(await documents.list('rebuild__fragile')).toEqual([]);
  });
});

describe('a rebuild switched in while a live batch is being applied (compare-and-set checkpoint)', () => {
  it('refuses the batch that lands between the switch and the commit; the runner starts again from the switch', async () => {
    await append([...registrationEvents(1), ...registrationEvents(2)]);
    const { projector } = fragile(1, true);
    const seen: string[] = [];
    const refused: string[] = [];
    let armed = false;
    // The live runner's commit is the moment the switch lands: after its checkpoint check, before its commit.
    const store: DocumentStore = Object.create(documents, {
      commitProjections: {
        value: async (commits: ProjectionCommit[]) => {
          if (commits.some((c) => c.projection === 'fragile') && armed) {
            armed = false;
            await rebuildProjection({ projector, events, documents });
          }
          const results = await documents.commitProjections(commits);
          for (const [i, { projection, position }] of commits.entries()) {
            const error = results[i]?.error;
            if (error) refused.push(`${projection}@${position}: ${(error as Error).name}`);
            else if (projection === 'fragile') seen.push(position);
          }
          return results;
        },
      },
    });
    const runner = new ProjectionRunner({ projector, events, documents: store, batchSize: 1, retryMs: 20 });
    running.push(runner);
    await runner.start();
    const firstEnd = await events.lastPosition();
    await until(() => runner.report().position === firstEnd);
    armed = true;
    const end = await append(registrationEvents(3));
    await until(
      async () => (await documents.checkpoint('fragile')) === end && runner.report().position === end,
    );
    // The live batch after the switch was refused, nothing of it written over the rebuilt collections.
    expect(refused).toHaveLength(1);
    expect(refused[0]).toMatch(/^fragile@\d+: CheckpointConflictError$/);
    // The checkpoint only ever moved forward.
    expect(seen).toEqual([...seen].sort());
    expect((await documents.list<{ city: string }>('fragile')).length).toBe(3);
    expect(runner.report().state).toBe('live');
  });
});

describe('one reader of the log for every projection', () => {
  it('subscribes once for all of them; one that rebuilds holds none back, then catches up and joins', async () => {
    let gate: Promise<void> = Promise.resolve();
    const slow = (version: number) =>
      defineProjector({
        name: 'slow',
        version,
        collections: ['slow'],
        handles: ['ClientRegistered'],
        async apply({ event }, view) {
          await gate;
          view.put('slow', event.data.clientId, { city: event.data.city });
        },
      });
    const first = group([slow(1), ...readModelProjectors]);
    await first.start();
    await first.waitFor(await append(registrationEvents(1)), 5000);
    await first.stop();

    let subscriptions = 0;
    const counted = Object.create(events, {
      subscribeAll: {
        value: (...args: Parameters<SqliteEventStore['subscribeAll']>) => {
          subscriptions++;
          return events.subscribeAll(...args);
        },
      },
    }) as SqliteEventStore;
    options.events = () => counted;
    try {
      let open = () => {};
      gate = new Promise((resolve) => {
        open = resolve;
      });
      // Version 2: 'slow' rebuilds at start, and its rebuild waits at the gate.
      const second = group([slow(2), ...readModelProjectors]);
      await second.start();
      expect(second.runner('slow')?.report().state).toBe('rebuilding');
      const position = await append(registrationEvents(2));
      for (const name of ['users', 'clientDashboard', 'adminStats', 'agents'])
        expect(await second.runner(name)?.waitFor(position, 5000)).toBe(true);
      expect(second.runner('slow')?.position).not.toBe(position);
      open();
      expect(await second.waitFor(position, 5000)).toBe(true);
      const later = await append(registrationEvents(3));
      expect(await second.waitFor(later, 5000)).toBe(true);
      expect(await documents.list('slow')).toEqual([
        { city: 'Puebla' },
        { city: 'Puebla' },
        { city: 'Puebla' },
      ]);
      expect(subscriptions).toBe(1);
      expect(second.runners.map((r) => r.report().state)).toEqual(second.runners.map(() => 'live'));
    } finally {
      options.events = () => events;
    }
  });
});

describe('one transaction per batch for every up-to-date projection', () => {
  it('commits every projection of a batch in one call; a rebuild switched in under one refuses its part alone', async () => {
    await append(registrationEvents(1));
    const { projector } = fragile(1, true);
    const projectors = [projector, ...readModelProjectors];
    const first = group(projectors);
    await first.start();
    await first.waitFor(await events.lastPosition(), 5000);
    await first.stop();

    const calls: { names: string[]; refused: string[] }[] = [];
    let armed = false;
    const store: DocumentStore = Object.create(documents, {
      commitProjections: {
        value: async (commits: ProjectionCommit[]) => {
          if (armed && commits.some((c) => c.projection === 'fragile')) {
            armed = false;
            await rebuildProjection({ projector, events, documents });
          }
          const results = await documents.commitProjections(commits);
          calls.push({
            names: commits.map((c) => c.projection),
            refused: results.flatMap((r) => (r.error ? [`${r.projection}: ${(r.error as Error).name}`] : [])),
          });
          return results;
        },
      },
    });
    options.documents = () => store;
    try {
      const second = group(projectors);
      await second.start();
      calls.length = 0;
      // One append of one event: one batch of the feed, every projection's part in one call.
      const one = await append(registrationEvents(2).slice(0, 1));
      expect(await second.waitFor(one, 5000)).toBe(true);
      expect(calls).toEqual([{ names: projectors.map((p) => p.name), refused: [] }]);
      for (const { name } of projectors) expect(await documents.checkpoint(name)).toBe(one);

      calls.length = 0;
      armed = true;
      const end = await append(registrationEvents(3));
      expect(await second.waitFor(end, 5000)).toBe(true);
      // The batch that met the switch: fragile's part refused, every other projection's committed with it.
      const met = calls.find((c) => c.refused.length > 0);
      expect(met?.refused).toEqual(['fragile: CheckpointConflictError']);
      expect(met?.names).toEqual(projectors.map((p) => p.name));
      for (const { name } of projectors) expect(await documents.checkpoint(name)).toBe(end);
      // Clients 1 and 3 (of the second registration only its user was appended).
      expect((await documents.list('fragile')).length).toBe(2);
      expect(second.runners.map((r) => r.report().state)).toEqual(projectors.map(() => 'live'));
    } finally {
      options.documents = () => documents;
    }
  });
});
