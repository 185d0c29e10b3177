import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandRoutes } from '@portal/command-service';
import { erasePerson } from '@portal/gateway';
import { openStores, SqliteEventStore, type Stores } from '@portal/platform';
import { Projections, readModelProjectors, rebuildProjection } from '@portal/projections';
import { registrationPayload } from '../support/api-client.js';
import { removeDir } from '../support/portal.js';
import { percentile } from './projection-lag.js';

/**
 * The cost of the people's keys, measured in this process so both sides run the same code:
 * registrations through the real command (RegisterClient: reservations, user, client, case, process, consent)
 * appended to the embedded log as it is (each declared personal field sealed under its person's key) and to the
 * same log without the decorator; reading those streams back (what every command does first). Then the erasure
 * of one person among `clients` registered through the same command, projections caught up.
 */
export const privacySettings = {
  registrations: 400,
  concurrency: 6,
  rounds: 2,
  clients: 10_000,
  /** The test hash cost (tests/support/portal.ts): the keys, not scrypt, are what this compares. */
  scryptLog2N: 12,
} as const;

export interface RegistrationRow {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
}

export interface PrivacyResult {
  settings: typeof privacySettings;
  /** Median of the rounds, alternating plain and sealed. */
  plain: RegistrationRow;
  sealed: RegistrationRow;
  /** Events read back per second by readStream over every stream the registrations wrote. */
  readPlainPerSecond: number;
  readSealedPerSecond: number;
  erasure: {
    clients: number;
    events: number;
    totalMs: number;
    rebuildMs: number;
    projections: number;
  };
}

const silent = {
  debug: () => {},
  info: () => {},
  warn: () => {},
  error: () => {},
} as unknown as ConstructorParameters<typeof Projections>[0]['log'];

function dataDir(): string {
  return mkdtempSync(join(tmpdir(), 'portal-bench-privacy-'));
}

async function sealedStores(dir: string): Promise<Stores> {
  return openStores({
    dataDir: dir,
    eventStore: { kind: 'sqlite', file: join(dir, 'events.sqlite') },
    documentStore: { kind: 'sqlite', file: join(dir, 'read-models.sqlite') },
    personalDataKey: randomBytes(32),
  });
}

function routesOn(events: Stores['events']) {
  return commandRoutes({
    events,
    scryptLog2N: privacySettings.scryptLog2N,
    portalSecret: 'bench-portal-secret-bench-portal-secret',
  });
}

/** `count` registrations, `concurrency` at a time; the streams they wrote. */
async function register(
  routes: ReturnType<typeof routesOn>,
  count: number,
  concurrency: number,
): Promise<{ row: RegistrationRow; userIds: string[] }> {
  const latencies: number[] = [];
  const userIds: string[] = [];
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        next++;
        const t = performance.now();
        const { body } = await routes.registerClient({
          body: registrationPayload(),
          actor: null,
          correlationId: randomUUID(),
          now: new Date(),
          idempotencyKey: randomUUID(),
        } as Parameters<(typeof routes)['registerClient']>[0]);
        latencies.push(performance.now() - t);
        userIds.push(body.userId);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const sorted = Float64Array.from(latencies).sort();
  return {
    row: { perSecond: count / seconds, p50Ms: percentile(sorted, 50), p99Ms: percentile(sorted, 99) },
    userIds,
  };
}

/** readStream of every stream in the log, events per second. */
async function readBack(events: Stores['events']): Promise<number> {
  const streams = new Set((await events.readAll({ limit: 1_000_000 })).map((e) => e.streamId));
  let read = 0;
  const started = performance.now();
  for (const stream of streams) read += (await events.readStream(stream)).length;
  return read / ((performance.now() - started) / 1000);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] ?? Number.NaN;
};
const medianRow = (rows: RegistrationRow[]): RegistrationRow => ({
  perSecond: median(rows.map((r) => r.perSecond)),
  p50Ms: median(rows.map((r) => r.p50Ms)),
  p99Ms: median(rows.map((r) => r.p99Ms)),
});

async function registrationRounds(): Promise<Omit<PrivacyResult, 'settings' | 'erasure'>> {
  const plainRows: RegistrationRow[] = [];
  const sealedRows: RegistrationRow[] = [];
  let readPlainPerSecond = 0;
  let readSealedPerSecond = 0;
  for (let round = 0; round < privacySettings.rounds; round++) {
    const plainDir = dataDir();
    const plain = new SqliteEventStore(join(plainDir, 'events.sqlite'));
    try {
      await register(routesOn(plain), 20, privacySettings.concurrency);
      plainRows.push(
        (await register(routesOn(plain), privacySettings.registrations, privacySettings.concurrency)).row,
      );
      readPlainPerSecond = await readBack(plain);
    } finally {
      await plain.close();
      removeDir(plainDir);
    }
    const sealedDir = dataDir();
    const sealed = await sealedStores(sealedDir);
    try {
      await register(routesOn(sealed.events), 20, privacySettings.concurrency);
      sealedRows.push(
        (await register(routesOn(sealed.events), privacySettings.registrations, privacySettings.concurrency))
          .row,
      );
      readSealedPerSecond = await readBack(sealed.events);
    } finally {
      await sealed.close();
      removeDir(sealedDir);
    }
  }
  return {
    plain: medianRow(plainRows),
    sealed: medianRow(sealedRows),
    readPlainPerSecond,
    readSealedPerSecond,
  };
}

/** Registers `clients` people, lets every projection catch up, then erases one of them and times it. */
async function erasureAmong(): Promise<PrivacyResult['erasure']> {
  const dir = dataDir();
  const stores = await sealedStores(dir);
  try {
    const { userIds } = await register(
      routesOn(stores.events),
      privacySettings.clients,
      privacySettings.concurrency,
    );
    const projections = new Projections({
      projectors: readModelProjectors,
      events: stores.events,
      documents: stores.documents,
      log: silent,
    });
    await projections.start();
    const last = await stores.events.lastPosition();
    if (!(await projections.waitFor(last, 600_000))) throw new Error('the projections never caught up');
    await projections.stop();
    const events = Number(last);
    const victim = userIds[Math.floor(userIds.length / 2)];
    if (!victim) throw new Error('no client registered');
    let rebuildMs = 0;
    let projectionCount = 0;
    const started = performance.now();
    await erasePerson(
      {
        stores,
        queue: { removeJobsNaming: async () => 0 },
        mailDir: null,
        securityLogFile: null,
        securityLog: { record: () => {} },
        rebuild: async (events, documents) => {
          const t = performance.now();
          const result = [];
          for (const projector of readModelProjectors) {
            const rebuilt = await rebuildProjection({ projector, events, documents });
            result.push({ name: projector.name, error: rebuilt.failure?.message ?? null });
          }
          rebuildMs = performance.now() - t;
          projectionCount = result.length;
          return result;
        },
      },
      { userId: victim, erasedBy: 'system', requestId: null },
    );
    return {
      clients: userIds.length,
      events,
      totalMs: performance.now() - started,
      rebuildMs,
      projections: projectionCount,
    };
  } finally {
    await stores.close();
    removeDir(dir);
  }
}

export async function runPrivacyBench(): Promise<PrivacyResult> {
  const rounds = await registrationRounds();
  const erasure = await erasureAmong();
  return { settings: privacySettings, ...rounds, erasure };
}
