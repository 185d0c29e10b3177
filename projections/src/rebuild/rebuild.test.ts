import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_STATS, ADMIN_STATS_ID, CLIENT_DASHBOARDS, type DomainEvent, USERS } from '@portal/contracts';
import { SqliteDocumentStore, SqliteEventStore } from '@portal/platform';
import { readModelProjectors } from '../catalog.js';
import { Projections } from '../projections.js';
import { defineProjector } from '../projector.js';
import { assignment, registrationEvents } from '../read-models/fixtures.js';
import { readStoredStatus } from '../status.js';
import { metadataAt } from '../testing.js';
import { rebuildProjection, rebuildProjections } from './rebuild.js';

let dir: string;
let events: SqliteEventStore;
let documents: SqliteDocumentStore;
let live: Projections;

beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'rebuild-'));
  events = new SqliteEventStore(join(dir, 'events.sqlite'));
  documents = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
  live = new Projections({ projectors: readModelProjectors, events, documents, parkedPollMs: 20 });
  await live.start();
});
afterEach(async () => {
  await live.stop();
  await events.close();
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

async function append(list: DomainEvent[]): Promise<string> {
  let position = '';
  for (const e of list) {
    const metadata = metadataAt('2026-11-21T10:00:00.000Z', e.type);
    const r = await events.append(
      `${e.type}-${crypto.randomUUID()}`,
      [{ id: crypto.randomUUID(), type: e.type, data: e.data, metadata }],
      'no_stream',
    );
    position = r.position;
  }
  return position;
}

const byName = (name: string) => {
  const projector = readModelProjectors.find((p) => p.name === name);
  if (!projector) throw new Error(`no projector ${name}`);
  return projector;
};

describe('rebuild', () => {
  it('rebuilds identical documents from the log and switches them in while the runners keep going', async () => {
    const position = await append([...registrationEvents(1), ...registrationEvents(2), assignment(1)]);
    await live.waitFor(position, 5000);
    const before = await documents.list(CLIENT_DASHBOARDS);

    const check = await rebuildProjection({
      projector: byName('clientDashboard'),
      events,
      documents,
      checkOnly: true,
    });
    expect(check).toEqual({
      name: 'clientDashboard',
      events: 9,
      position: '00000000000000000009',
      differences: [],
    });

    const progress: number[] = [];
    const result = await rebuildProjection({
      projector: byName('clientDashboard'),
      events,
      documents,
      onProgress: (done) => progress.push(done),
    });
    expect(result).toEqual({ name: 'clientDashboard', events: 9, position: '00000000000000000009' });
    expect(await documents.list(CLIENT_DASHBOARDS)).toEqual(before);
    expect(progress.at(-1)).toBe(9);
    expect(await documents.list('rebuild__clientDashboards')).toEqual([]);

    // The live runners notice the switched checkpoint and go on from it.
    const later = await append(registrationEvents(3));
    expect(await live.waitFor(later, 5000)).toBe(true);
    expect(await documents.count(CLIENT_DASHBOARDS)).toBe(3);
    expect(await documents.get(ADMIN_STATS, ADMIN_STATS_ID)).toMatchObject({
      totalUsers: 3,
      activeClients: 3,
      totalAgents: 0,
      totalRecovered: 0,
      casesByFraudType: [{ fraudType: 'forex', count: 3 }],
    });
  });

  it('reports a document that differs from the log', async () => {
    await live.waitFor(await append(registrationEvents(1)), 5000);
    await documents.put(USERS, 'u1', { id: 'u1', tampered: true });
    const check = await rebuildProjection({ projector: byName('users'), events, documents, checkOnly: true });
    expect(check.differences).toEqual([
      'users: live document not in rebuild: {"id":"u1","tampered":true}',
      expect.stringMatching(/^users: rebuilt document not live: \{"id":"u1","fullName":"Ana Ruiz"/),
    ]);
  });

  it('switches nothing when the projector fails on an event, and says which', async () => {
    const position = await append(registrationEvents(1));
    await live.waitFor(position, 5000);
    const failing = defineProjector({
      name: 'users',
      version: 1,
      collections: [USERS],
      handles: ['UserRegistered'],
      async apply() {
        throw new Error('broken on purpose');
      },
    });
    const before = await documents.list(USERS);
    const result = await rebuildProjection({ projector: failing, events, documents });
    expect(result).toEqual({
      name: 'users',
      events: 0,
      position: undefined,
      failure: {
        position: '00000000000000000001',
        message: expect.stringMatching(
          /^users failed on event [0-9a-f-]{36} \(UserRegistered\): broken on purpose$/,
        ),
      },
    });
    expect(await documents.list(USERS)).toEqual(before);
    expect(await documents.checkpoint('users')).toBe('00000000000000000004');
    expect(await readStoredStatus(documents, 'users')).toMatchObject({ state: 'live', error: null });
  });

  it('rebuilds several projections from one read of the log; one that fails leaves the others switched in', async () => {
    const position = await append([...registrationEvents(1), ...registrationEvents(2)]);
    await live.waitFor(position, 5000);
    const dashboards = await documents.list(CLIENT_DASHBOARDS);
    const failing = defineProjector({
      name: 'users',
      version: 1,
      collections: [USERS],
      handles: ['UserRegistered'],
      async apply() {
        throw new Error('broken on purpose');
      },
    });
    let reads = 0;
    const counting = new Proxy(events, {
      get(target, name, receiver) {
        if (name === 'readAll') reads += 1;
        const value = Reflect.get(target, name, receiver);
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const results = await rebuildProjections({
      projectors: [failing, byName('clientDashboard')],
      events: counting,
      documents,
      batchSize: 1000,
    });
    expect(results).toEqual([
      expect.objectContaining({ name: 'users', events: 0, failure: expect.anything() }),
      { name: 'clientDashboard', events: 8, position: '00000000000000000008' },
    ]);
    // One batch held the whole log: one read for both projectors.
    expect(reads).toBe(1);
    expect(await documents.list(CLIENT_DASHBOARDS)).toEqual(dashboards);
    expect(await documents.list('rebuild__users')).toEqual([]);
  });
});
