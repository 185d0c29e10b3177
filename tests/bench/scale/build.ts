import { createHash, randomUUID } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { commandRoutes, demoAccounts, seedDemo } from '@portal/command-service';
import { type RouteName, routes } from '@portal/contracts';
import { type Actor, idSource, loadConfig, openStores } from '@portal/platform';
import { readModelProjectors, rebuildProjections } from '@portal/projections';
import { readModelIndexes } from '@portal/query-service';
import { removeDir } from '../../support/portal.js';
import { agentUsername, clientRegistration } from './people.js';

/**
 * A data folder at the firm's size, made through the real commands (the command service's handlers, in this
 * process, on the embedded stores the portal opens), then read models built by a rebuild over the log. Cached
 * under `${TMPDIR:-/tmp}/portal-bench-scale/<hash of the recipe>`: the generator's settings and every
 * projection's name and version, so a changed projection or recipe gets a new folder.
 */
export interface ScaleRecipe {
  /** Bumped whenever what the generator writes changes. */
  generator: number;
  clients: number;
  /** Generated agents besides the demo agent, each taking up to `agentMaxClients` (the contracts' maximum). */
  agents: number;
  agentMaxClients: number;
  /** Every `privacyRequestEvery`-th client files an ARCO request; every `applicationEvery`-th number an agent application. */
  privacyRequestEvery: number;
  applicationEvery: number;
  /** The unassigned cases with a comment of the administration: every `adminCommentEvery`-th. */
  adminCommentEvery: number;
  /** scrypt log2 N of the generated accounts (the platform's lowest). */
  scryptLog2N: number;
  projections: string[];
}

export const GENERATOR_VERSION = 1;

export function recipeOf(clients: number): ScaleRecipe {
  return {
    generator: GENERATOR_VERSION,
    clients,
    agents: 49,
    agentMaxClients: 500,
    privacyRequestEvery: 100,
    applicationEvery: 200,
    adminCommentEvery: 3,
    scryptLog2N: 10,
    projections: readModelProjectors.map((p) => `${p.name}@${p.version}`),
  };
}

export interface BuiltFolder {
  dir: string;
  recipe: ScaleRecipe;
  /** Whether this run built it (false: reused from the cache). */
  built: boolean;
  /** How long its build took (this run's, or the cached folder's own record). */
  buildSeconds: number;
  events: number;
  /** Steps of the build with their seconds. */
  steps: Record<string, number>;
  /** When projections changed since the build: the seconds their read models took to rebuild in place. */
  refreshSeconds?: number;
}

const RECORD = 'scale-recipe.json';
const INDEXES_RECORD = 'scale-indexes.json';

export function cacheRoot(): string {
  return join(process.env.TMPDIR || tmpdir(), 'portal-bench-scale');
}

/** The folder of a recipe: named by everything but the projections' versions (those only change read models). */
export function folderOf(recipe: ScaleRecipe): string {
  const { projections: _readModels, ...generator } = recipe;
  const hash = createHash('sha256').update(JSON.stringify(generator)).digest('hex').slice(0, 16);
  return join(cacheRoot(), `${recipe.clients}-${hash}`);
}

/**
 * The folder of `clients` clients: the cached one when its record matches the recipe; when only projections
 * changed since it was made, those read models rebuilt from its log in place (the events are the same);
 * else built now.
 */
export async function scaleFolder(clients: number, log: (line: string) => void): Promise<BuiltFolder> {
  const folder = await folderOfRecipe(clients, log);
  await declareIndexes(folder.dir, log);
  return folder;
}

async function folderOfRecipe(clients: number, log: (line: string) => void): Promise<BuiltFolder> {
  const recipe = recipeOf(clients);
  const dir = folderOf(recipe);
  const record = join(dir, RECORD);
  if (existsSync(record)) {
    const stored = JSON.parse(readFileSync(record, 'utf8')) as Omit<BuiltFolder, 'dir' | 'built'>;
    if (JSON.stringify(stored.recipe) === JSON.stringify(recipe)) return { ...stored, dir, built: false };
    const changed = readModelProjectors.filter(
      (p) => !stored.recipe.projections.includes(`${p.name}@${p.version}`),
    );
    log(`  projections changed since the folder was made: ${changed.map((p) => p.name).join(', ')}`);
    const started = performance.now();
    const stores = await openStores(loadConfig({ ...process.env, ...scaleEnv(dir) }));
    try {
      await rebuildReadModels(stores, changed);
    } finally {
      await stores.close();
    }
    const refreshed = { ...stored, recipe, refreshSeconds: (performance.now() - started) / 1000 };
    writeFileSync(record, `${JSON.stringify(refreshed, null, 2)}\n`);
    log(`  rebuilt in ${refreshed.refreshSeconds.toFixed(1)} s`);
    return { ...refreshed, dir, built: false };
  }
  // Another generator's folder of this size is stale: it would only fill the disk.
  if (existsSync(cacheRoot()))
    for (const entry of readdirSync(cacheRoot()))
      if (entry.startsWith(`${clients}-`) && !entry.includes('.partial-'))
        removeDir(join(cacheRoot(), entry));
  const partial = `${dir}.partial-${process.pid}`;
  removeDir(partial);
  mkdirSync(partial, { recursive: true });
  try {
    const started = performance.now();
    const { events, steps } = await build(partial, recipe, log);
    const buildSeconds = (performance.now() - started) / 1000;
    writeFileSync(
      join(partial, RECORD),
      `${JSON.stringify({ recipe, buildSeconds, events, steps }, null, 2)}\n`,
    );
    renameSync(partial, dir);
    return { dir, recipe, built: true, buildSeconds, events, steps };
  } catch (error) {
    removeDir(partial);
    throw error;
  }
}

/**
 * The indexes the portal declares at start (the read models' own), declared once on the cached folder: every
 * portal started on a copy then finds them made instead of making them over every document again. Recorded
 * beside the recipe; declared again when the declarations change.
 */
async function declareIndexes(dir: string, log: (line: string) => void): Promise<void> {
  const file = join(dir, INDEXES_RECORD);
  const wanted = JSON.stringify(readModelIndexes);
  if (existsSync(file) && readFileSync(file, 'utf8') === wanted) return;
  const started = performance.now();
  const stores = await openStores(loadConfig({ ...process.env, ...scaleEnv(dir) }));
  try {
    await stores.documents.declareIndexes(readModelIndexes);
  } finally {
    await stores.close();
  }
  writeFileSync(file, wanted);
  log(`  the read models' indexes declared in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Rebuilds these projections' read models from the whole log (one read of it), refusing a failed one. */
async function rebuildReadModels(
  stores: Awaited<ReturnType<typeof openStores>>,
  projectors: typeof readModelProjectors,
): Promise<void> {
  if (projectors.length === 0) return;
  const rebuilt = await rebuildProjections({
    projectors,
    events: stores.events,
    documents: stores.documents,
    batchSize: 2000,
  });
  const failed = rebuilt.filter((r) => r.failure);
  if (failed.length)
    throw new Error(
      `projections failed: ${failed.map((r) => `${r.name}: ${r.failure?.message}`).join('; ')}`,
    );
}

/** The environment the folder is made with, and the portal later started on it. */
export function scaleEnv(dir: string): Record<string, string> {
  return { DATA_DIR: dir, DEMO_MODE: 'true', LOG_LEVEL: 'warn' };
}

/** The ids the demo seed gives (every one derives from a fixed seed). */
export const demoIds = (() => {
  const client = idSource('registerClient:demo-client');
  return {
    adminUserId: idSource('demo:admin')('user'),
    agentUserId: idSource('demo:agent')('user'),
    agentId: idSource('demo:agent')('agent'),
    clientUserId: client('user'),
    caseId: client('case'),
  };
})();

/** The ids of generated client `n` (its registration's Idempotency-Key is `scale-<n>`, every id derives from it). */
export function generatedIds(n: number): {
  userId: string;
  clientId: string;
  caseId: string;
  processId: string;
} {
  const id = idSource(`registerClient:${registrationKey(n)}`);
  return { userId: id('user'), clientId: id('client'), caseId: id('case'), processId: id('process') };
}
const registrationKey = (n: number) => `scale-${n}`;

/** Runs `work(i)` for i in [0, count), `concurrency` at a time. */
async function each(count: number, concurrency: number, work: (i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(concurrency, count) }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

interface Case {
  clientId: string;
  caseId: string;
  userId: string;
  processId: string;
  registeredAt: Date;
}

async function build(
  dir: string,
  recipe: ScaleRecipe,
  log: (line: string) => void,
): Promise<{ events: number; steps: Record<string, number> }> {
  const config = loadConfig({
    ...process.env,
    ...scaleEnv(dir),
    SCRYPT_LOG2N: String(recipe.scryptLog2N),
  });
  const stores = await openStores(config);
  relaxDurability(stores);
  const steps: Record<string, number> = {};
  let stepStart = performance.now();
  const step = async (name: string) => {
    const events = Number((await stores.events.lastPosition()) ?? 0);
    steps[name] = (performance.now() - stepStart) / 1000;
    log(`  ${name}: ${steps[name].toFixed(1)} s (log at ${events.toLocaleString('en-US')} events)`);
    stepStart = performance.now();
  };
  try {
    const deps = {
      events: stores.events,
      scryptLog2N: config.scryptLog2N,
      portalSecret: config.portalSecret,
      offeredPlans: config.firm.plans,
      privacyNotice: config.privacy,
    };
    const handlers = commandRoutes(deps) as unknown as Record<
      string,
      (request: Record<string, unknown>) => Promise<{ body: Record<string, unknown> }>
    >;
    /** A write route's handler with its body validated by the route's own schema, as the gateway does. */
    const send = async (
      name: RouteName,
      request: {
        actor: Actor | null;
        now: Date;
        body?: unknown;
        params?: Record<string, string>;
        idempotencyKey?: string;
        expectedRevision?: number;
      },
    ) => {
      const def = routes[name] as { body?: { parse(x: unknown): unknown } };
      const handler = handlers[name];
      if (!handler) throw new Error(`no command handler for ${name}`);
      return handler({
        params: {},
        query: {},
        correlationId: randomUUID(),
        clientAddress: '127.0.0.1',
        ...request,
        body: def.body ? def.body.parse(request.body ?? {}) : undefined,
      });
    };
    // One year of registrations, the last a day before the build: every date a command checks is in the past.
    const end = Date.now() - 86_400_000;
    const start = end - 365 * 86_400_000;
    const dateOf = (n: number) => new Date(start + Math.floor(((end - start) * n) / recipe.clients));
    const day = (d: Date) => d.toISOString().slice(0, 10);

    await seedDemo(deps, new Date());
    const admin: Actor = { userId: demoIds.adminUserId, role: 'admin' };
    await step('demo accounts');

    const cases: Case[] = new Array(recipe.clients);
    await each(recipe.clients, 8, async (n) => {
      const now = dateOf(n);
      const fraudDate = day(new Date(now.getTime() - (20 + (n % 300)) * 86_400_000));
      // With an Idempotency-Key, as the registration form sends one: every id derives from it.
      const idempotencyKey = registrationKey(n);
      const { body } = await send('registerClient', {
        actor: null,
        now,
        idempotencyKey,
        body: clientRegistration(n, fraudDate),
      });
      cases[n] = {
        clientId: String(body.clientId),
        caseId: String(body.caseId),
        userId: String(body.userId),
        processId: generatedIds(n).processId,
        registeredAt: now,
      };
      if ((n + 1) % 10_000 === 0) log(`    ${n + 1} clients registered`);
    });
    await step(`${recipe.clients} registrations`);

    const agents: { agentId: string; actor: Actor }[] = [];
    for (let a = 1; a <= recipe.agents; a++) {
      const username = agentUsername(a);
      const { body } = await send('createAgent', {
        actor: admin,
        now: new Date(start),
        body: {
          username,
          email: `${username}@despacho-pruebas.mx`,
          fullName: `Lic. Agente Núñez ${a}`,
          password: demoAccounts.agent.password,
          licenseNumber: `CED-${String(5_000_000 + a)}`,
          specialization: 'Recuperación de Capital',
          phoneNumber: `+52 55 8000 ${String(1000 + a)}`,
          maxClients: recipe.agentMaxClients,
        },
      });
      const agentId = String(body.id);
      agents.push({ agentId, actor: { userId: await agentUserIdOf(stores.events, agentId), role: 'agent' } });
    }
    await step(`${recipe.agents} agents`);

    // The demo agent keeps its own limit (25, with the demo client): its 'Mis clientes' is the same size in
    // every folder. The other agents fill up in turn to their limit; the rest of the cases wait unassigned.
    const assignment: ({ agentId: string; actor: Actor } | null)[] = new Array(recipe.clients).fill(null);
    const demoAgent = {
      agentId: demoIds.agentId,
      actor: { userId: demoIds.agentUserId, role: 'agent' as const },
    };
    const taken = new Map<string, number>();
    for (let n = 0; n < recipe.clients; n++) {
      const candidate = n < 24 ? demoAgent : agents[n % agents.length];
      if (!candidate) continue;
      const count = taken.get(candidate.agentId) ?? 0;
      if (candidate !== demoAgent && count >= recipe.agentMaxClients) continue;
      taken.set(candidate.agentId, count + 1);
      assignment[n] = candidate;
    }
    // One agent's assignments one after another (each takes a place on the agent's stream), agents in parallel.
    const byAgent = new Map<string, number[]>();
    assignment.forEach((agent, n) => {
      if (agent) byAgent.set(agent.agentId, [...(byAgent.get(agent.agentId) ?? []), n]);
    });
    const queues = [...byAgent.values()];
    await each(queues.length, 4, async (q) => {
      for (const n of queues[q] ?? []) {
        const agent = assignment[n];
        const c = cases[n];
        if (!agent || !c) continue;
        await send('assignClient', {
          actor: admin,
          now: new Date(c.registeredAt.getTime() + 3_600_000),
          params: { clientId: c.clientId },
          body: { agentId: agent.agentId },
        });
      }
    });
    await step('assignments');

    // The work on the cases: an assigned case's analysis completed by administration, the next phase started
    // by its agent, a comment to the client, an internal note and a milestone; one unassigned case in
    // `adminCommentEvery` gets an administration comment.
    await each(recipe.clients, 4, async (n) => {
      const c = cases[n];
      if (!c) return;
      const at = (hours: number) => new Date(c.registeredAt.getTime() + hours * 3_600_000);
      const agent = assignment[n];
      if (!agent) {
        if (n % recipe.adminCommentEvery === 0)
          await send('addCaseComment', {
            actor: admin,
            now: at(2),
            params: { id: c.caseId },
            body: { content: 'Recibimos su caso; un agente lo tomará en breve.', isVisibleToClient: true },
          });
        return;
      }
      const phase = await send('updateCasePhase', {
        actor: admin,
        now: at(4),
        params: { caseId: c.caseId, phaseKey: 'analysis' },
        body: { status: 'completed', progress: 100 },
        expectedRevision: await processRevision(c),
      });
      await send('updateCasePhase', {
        actor: agent.actor,
        now: at(24),
        params: { caseId: c.caseId, phaseKey: 'forensic' },
        body: { status: 'in_progress', progress: 30, nextSteps: ['Solicitar estados de cuenta al banco'] },
        expectedRevision: Number(phase.body.revision),
      });
      await send('addCaseComment', {
        actor: agent.actor,
        now: at(25),
        params: { id: c.caseId },
        body: {
          content: 'Revisé sus comprobantes; inicio el rastreo de los fondos.',
          isVisibleToClient: true,
        },
      });
      await send('addCaseComment', {
        actor: agent.actor,
        now: at(26),
        params: { id: c.caseId },
        body: { content: 'Nota interna: pedir al banco el folio SPEI.', isVisibleToClient: false },
      });
      await send('addCaseMilestone', {
        actor: agent.actor,
        now: at(48),
        params: { caseId: c.caseId },
        body: {
          title: 'Denuncia presentada',
          description: 'Ante la fiscalía estatal.',
          occurredOn: day(at(30)),
        },
      });
    });
    await step('case work');

    await each(recipe.clients, 4, async (n) => {
      const c = cases[n];
      if (!c || n % recipe.privacyRequestEvery !== 7) return;
      await send('filePrivacyRequest', {
        actor: { userId: c.userId, role: 'client' },
        now: new Date(c.registeredAt.getTime() + 72 * 3_600_000),
        body: { kind: 'rectification', reason: 'Mi segundo apellido está mal escrito.' },
      });
    });
    for (let n = 0; n < recipe.clients; n += recipe.applicationEvery) {
      const username = `solicitante${n}`;
      await send('applyAsAgent', {
        actor: null,
        now: dateOf(n),
        body: {
          username,
          password: demoAccounts.agent.password,
          email: `${username}@correo-pruebas.mx`,
          firstName: 'Aurelio',
          lastName: `Peñaloza ${n}`.replace(/\d/g, (d) => 'abcdefghij'[Number(d)] ?? ''),
          phone: '+52 33 4000 1234',
          licenseNumber: `CED-${String(7_000_000 + n)}`,
          specialization: 'crypto_fraud',
          experience: '5-10',
          certifications: 'Certificación en prevención de lavado de dinero.',
          languages: 'Español, inglés',
          officeLocation: 'Guadalajara, Jalisco',
          privacy: { noticeVersion: config.privacy.version, financialData: true, purposes: [] },
        },
      });
    }
    await step('privacy requests and agent applications');

    const events = Number((await stores.events.lastPosition()) ?? 0);
    await rebuildReadModels(stores, readModelProjectors);
    await step(`read models rebuilt from ${events.toLocaleString('en-US')} events`);
    return { events, steps };

    /** The revision of the case's recovery process (what the case page's If-Match sends). */
    async function processRevision(c: Case): Promise<number> {
      return (await stores.events.readStream(`recoveryProcess-${c.processId}`)).length - 1;
    }
  } finally {
    await stores.close();
  }
}

/**
 * The generator's writes without an fsync per commit (synchronous OFF on this process's connections to the log,
 * the keys and the read models): the same commands and rows, three times faster. A build cut short is thrown
 * away whole (it is made in a `.partial` folder), so its durability does not matter. Found by the stores'
 * private fields: a store that no longer has them is left as it is (the build is then only slower).
 */
function relaxDurability(stores: Awaited<ReturnType<typeof openStores>>): void {
  type Sqlite = { pragma(sql: string): unknown };
  const field = (x: unknown, name: string): unknown =>
    x && typeof x === 'object' ? (x as Record<string, unknown>)[name] : undefined;
  const candidates = [
    field(field(stores.events, 'inner'), 'db'),
    field(field(stores.personalKeys, 'documents'), 'db'),
    field(field(stores.documents, 'inner'), 'db'),
    field(stores.documents, 'db'),
  ];
  for (const db of candidates)
    if (db && typeof (db as Sqlite).pragma === 'function') (db as Sqlite).pragma('synchronous = OFF');
}

async function agentUserIdOf(
  events: Awaited<ReturnType<typeof openStores>>['events'],
  agentId: string,
): Promise<string> {
  const stream = await events.readStream(`agent-${agentId}`);
  const created = stream.find((e) => e.type === 'AgentCreated');
  const userId = (created?.data as { userId?: string } | undefined)?.userId;
  if (!userId) throw new Error(`agent ${agentId} has no AgentCreated event`);
  return userId;
}
