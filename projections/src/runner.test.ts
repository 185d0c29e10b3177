import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ADMIN_STATS_ID, collections, type DomainEvent, READ_MODELS } from '@portal/contracts';
import { formatPosition, SqliteDocumentStore, SqliteEventStore } from '@portal/platform';
import { readModelProjectors } from './catalog.js';
import { assignment, registrationEvents } from './read-models/fixtures.js';
import { rebuildReadModels } from './rebuild/rebuild.js';
import { ProjectionRunner } from './runner.js';
import { metadataAt } from './testing.js';

let dir: string;
let events: SqliteEventStore;
let documents: SqliteDocumentStore;
const runners: ProjectionRunner[] = [];

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'runner-'));
  events = new SqliteEventStore(join(dir, 'events.sqlite'));
  documents = new SqliteDocumentStore(join(dir, 'docs.sqlite'));
});
afterEach(async () => {
  for (const r of runners.splice(0)) await r.stop();
  await events.close();
  await documents.close();
  rmSync(dir, { recursive: true, force: true });
});

async function append(list: DomainEvent[], stream = 'client-x') {
  let position = '';
  for (const e of list) {
    const r = await events.append(
      `${stream}-${e.type}`,
      [
        {
          id: crypto.randomUUID(),
          type: e.type,
          data: e.data,
          metadata: metadataAt('2026-11-21T10:00:00.000Z'),
        },
      ],
      'any',
    );
    position = r.position;
  }
  return position;
}

function runner() {
  const r = new ProjectionRunner({ name: READ_MODELS, projectors: readModelProjectors, events, documents });
  runners.push(r);
  return r;
}

const stats = () => documents.get(collections.adminStats, ADMIN_STATS_ID);

describe('projection runner', () => {
  it('applies events in order and tells when a position is reached', async () => {
    const r = runner();
    await r.start();
    const position = await append(registrationEvents(1));
    expect(await r.waitFor(position, 5000)).toBe(true);
    expect(await documents.get(collections.clientDashboards, 'u1')).toMatchObject({
      client: { accountNumber: 'CR-00000001' },
    });
    expect(await documents.checkpoint(READ_MODELS)).toBe(position);
  });

  it('continues from its checkpoint after a restart without applying anything twice', async () => {
    const first = runner();
    await first.start();
    await first.waitFor(await append(registrationEvents(1)), 5000);
    await first.stop();
    const position = await append(registrationEvents(2));
    const second = runner();
    await second.start();
    expect(await second.waitFor(position, 5000)).toBe(true);
    expect(await stats()).toEqual({ totalUsers: 2, activeClients: 2, totalAgents: 0, totalRecovered: 0 });
  });

  it('replaying events a document already reflects changes nothing (crash after writes, before checkpoint)', async () => {
    const first = runner();
    await first.start();
    const position = await append([...registrationEvents(1), ...registrationEvents(2)]);
    await first.waitFor(position, 5000);
    await first.stop();
    // Move the checkpoint back as if the process died after writing the documents but before the checkpoint.
    await documents.commitProjection(READ_MODELS, [], formatPosition(2));
    const second = runner();
    await second.start();
    expect(await second.waitFor(position, 5000)).toBe(true);
    expect(await stats()).toEqual({ totalUsers: 2, activeClients: 2, totalAgents: 0, totalRecovered: 0 });
  });

  it('skips an unreadable event and keeps going', async () => {
    const r = runner();
    await r.start();
    await events.append(
      'junk',
      [{ id: crypto.randomUUID(), type: 'UserRegistered', data: { nonsense: true }, metadata: {} }],
      'any',
    );
    const position = await append(registrationEvents(1));
    expect(await r.waitFor(position, 5000)).toBe(true);
    expect(await stats()).toMatchObject({ totalUsers: 1 });
  });

  it('waitFor gives up after its bound', async () => {
    const r = runner();
    await r.start();
    expect(await r.waitFor(formatPosition(999), 50)).toBe(false);
  });
});

describe('rebuild', () => {
  it('rebuilds identical documents from the log and switches them in while the runner keeps going', async () => {
    const live = runner();
    await live.start();
    const position = await append([...registrationEvents(1), ...registrationEvents(2), assignment(1)]);
    await live.waitFor(position, 5000);
    const before = await documents.list(collections.clientDashboards);

    const check = await rebuildReadModels({
      name: READ_MODELS,
      projectors: readModelProjectors,
      events,
      documents,
      checkOnly: true,
    });
    expect(check.differences).toEqual([]);
    expect(check.events).toBe(9);

    const progress: number[] = [];
    await rebuildReadModels({
      name: READ_MODELS,
      projectors: readModelProjectors,
      events,
      documents,
      onProgress: (d) => progress.push(d),
    });
    expect(await documents.list(collections.clientDashboards)).toEqual(before);
    expect(progress.at(-1)).toBe(9);

    // The live runner notices the switched checkpoint and goes on from it.
    const later = await append(registrationEvents(3));
    expect(await live.waitFor(later, 5000)).toBe(true);
    expect(await stats()).toEqual({ totalUsers: 3, activeClients: 3, totalAgents: 0, totalRecovered: 0 });
  });

  it('reports a document that differs from the log', async () => {
    const live = runner();
    await live.start();
    await live.waitFor(await append(registrationEvents(1)), 5000);
    await documents.put(collections.users, 'u1', { id: 'u1', tampered: true });
    const check = await rebuildReadModels({
      name: READ_MODELS,
      projectors: readModelProjectors,
      events,
      documents,
      checkOnly: true,
    });
    expect(check.differences?.length).toBe(2);
  });
});
