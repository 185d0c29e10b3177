/**
 * The compose files of the distributed topology, checked for what no container engine would refuse but would
 * break a site silently: processes of one variant on different stores or keys, a variable the portal never reads
 * (a misspelt name is ignored), no workers (mail never leaves), a gateway without its secret or reachable beyond
 * the loopback, a queue or a store that forgets on restart. Green on the files; red on mistakes planted in memory.
 */

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { repoRoot } from '../support/portal.js';

interface Service {
  build?: unknown;
  image?: string;
  environment?: Record<string, unknown> | string[];
  ports?: (string | { host_ip?: string; published?: string | number })[];
  command?: string | string[];
  volumes?: unknown[];
}
interface Compose {
  services: Record<string, Service>;
}

const FILES = ['deploy/compose.yaml', 'deploy/compose.esdb-mongo.yaml'];
const STORE_VARIABLES = ['DATABASE_URL', 'EVENTSTORE_URL', 'MONGODB_URL', 'MONGODB_DB', 'REDIS_URL'];
const SHARED = [...STORE_VARIABLES, 'PERSONAL_DATA_KEY'];
const ROLES = ['gateway', 'projections', 'workers'];

const load = (file: string): Compose =>
  parse(readFileSync(join(repoRoot, file), 'utf8'), { merge: true }) as Compose;
/** Every `env.NAME` the configuration reads: the only variables a portal process acts on. */
const variablesRead = (source: string) =>
  new Set([...source.matchAll(/\benv\.([A-Z0-9_]+)/g)].map((m) => m[1]));
const configRead = variablesRead(readFileSync(join(repoRoot, 'platform/src/config.ts'), 'utf8'));

function envOf(service: Service): Record<string, string> {
  const env = service.environment ?? {};
  if (Array.isArray(env))
    return Object.fromEntries(env.map((line) => [line.split('=')[0], line.slice(line.indexOf('=') + 1)]));
  return Object.fromEntries(Object.entries(env).map(([k, v]) => [k, v === null ? '' : String(v)]));
}
/** Empty, or a substitution that may be empty (`${X}`, `${X-}`, `${X:-}`): compose starts the process anyway. */
const mayBeEmpty = (value: string | undefined) =>
  value === undefined || value.trim() === '' || /^\$\{\w+(:?-)?\}$/.test(value.trim());
/** The service a store URL names (its host), substitutions taken out. */
const hostOf = (url: string) => {
  const plain = url.replace(/\$\{[^}]*\}/g, 'x');
  return URL.canParse(plain) ? new URL(plain).hostname : null;
};
const portalServices = (compose: Compose) =>
  Object.entries(compose.services).filter(([, service]) => service.build !== undefined);

/** What is wrong with one variant; [] when nothing. */
function problemsOf(file: string, compose: Compose, read: Set<string | undefined>): string[] {
  const problems: string[] = [];
  const portal = portalServices(compose);
  const roleOf = (env: Record<string, string>) => env.PORTAL_ROLE ?? 'all';
  for (const role of ROLES)
    if (!portal.some(([, s]) => roleOf(envOf(s)) === role)) problems.push(`${file}: no ${role} service`);
  if (portal.filter(([, s]) => roleOf(envOf(s)) === 'projections').length > 1)
    problems.push(`${file}: more than one projections service`);
  const first = portal[0];
  for (const [name, service] of portal) {
    const env = envOf(service);
    const role = roleOf(env);
    if (!ROLES.includes(role)) problems.push(`${file}: ${name} has PORTAL_ROLE ${role}`);
    for (const variable of Object.keys(env))
      if (!read.has(variable))
        problems.push(`${file}: ${name} sets ${variable}, which platform/src/config.ts never reads`);
    for (const variable of SHARED)
      if (first && env[variable] !== envOf(first[1])[variable])
        problems.push(`${file}: ${name}'s ${variable} differs from ${first[0]}'s`);
    if (mayBeEmpty(env.PERSONAL_DATA_KEY))
      problems.push(`${file}: ${name} may start without PERSONAL_DATA_KEY`);
    if (!env.DATABASE_URL === !(env.EVENTSTORE_URL && env.MONGODB_URL))
      problems.push(`${file}: ${name} names no store, or both PostgreSQL and EventStoreDB + MongoDB`);
    const needed =
      { workers: ['REDIS_URL', 'SMTP_URL'], gateway: ['PUBLIC_URL', 'PORTAL_SECRET'] }[role] ?? [];
    for (const variable of needed)
      if (mayBeEmpty(env[variable]))
        problems.push(`${file}: ${name} (${role}) may start without ${variable}`);
  }
  const gatewaySecrets = new Set(
    portal.filter(([, s]) => roleOf(envOf(s)) === 'gateway').map(([, s]) => envOf(s).PORTAL_SECRET),
  );
  if (gatewaySecrets.size > 1) problems.push(`${file}: the gateways do not share one PORTAL_SECRET`);
  for (const [name, service] of Object.entries(compose.services))
    for (const port of service.ports ?? []) {
      const loopback =
        typeof port === 'string' ? port.startsWith('127.0.0.1:') : port.host_ip === '127.0.0.1';
      const gateway = service.build !== undefined && roleOf(envOf(service)) === 'gateway';
      if (!gateway || !loopback)
        problems.push(`${file}: ${name} publishes ${JSON.stringify(port)}: only gateways, on 127.0.0.1`);
    }
  // The stores the processes name: each must be a service of this file, keep its data in a volume, and Redis
  // must write its append-only file (BullMQ's jobs live only there).
  const env = first ? envOf(first[1]) : {};
  for (const variable of ['DATABASE_URL', 'EVENTSTORE_URL', 'MONGODB_URL', 'REDIS_URL']) {
    const host = env[variable] ? hostOf(env[variable]) : null;
    if (!env[variable]) continue;
    const store = host ? compose.services[host] : undefined;
    if (!store) {
      problems.push(`${file}: ${variable} names ${host}, no service of this file`);
      continue;
    }
    if (!store.volumes?.length) problems.push(`${file}: ${host} keeps its data in no volume`);
    const command = [store.command ?? []].flat().join(' ');
    if (variable === 'REDIS_URL' && !/--appendonly yes\b/.test(command))
      problems.push(`${file}: ${host} runs without --appendonly yes: queued jobs die with it`);
  }
  return problems;
}

/** Variables (stores aside) a role sets in one variant and not in the other: a setting added to one file only. */
function driftOf(variants: [string, Compose][]): string[] {
  const names = ([, compose]: [string, Compose], role: string) =>
    new Set(
      portalServices(compose)
        .map(([, s]) => envOf(s))
        .filter((env) => env.PORTAL_ROLE === role)
        .flatMap((env) => Object.keys(env))
        .filter((variable) => !STORE_VARIABLES.includes(variable)),
    );
  const drift: string[] = [];
  for (const role of ROLES)
    for (const variant of variants)
      for (const other of variants)
        for (const variable of names(variant, role))
          if (!names(other, role).has(variable))
            drift.push(`${variant[0]}'s ${role} sets ${variable}, ${other[0]}'s does not`);
  return drift;
}

describe('deploy compose files', () => {
  const variants = FILES.map((file): [string, Compose] => [file, load(file)]);
  const [postgres, esdbMongo] = variants as [[string, Compose], [string, Compose]];

  it('reads the variables the configuration reads', () => {
    for (const variable of ['DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'PERSONAL_DATA_KEY', 'PORTAL_SECRET'])
      expect(configRead).toContain(variable);
    expect(configRead).not.toContain('SMTP_HOST');
  });

  it.each(variants)('%s has gateways, one projections process and workers, consistent', (file, compose) => {
    const roles = portalServices(compose).map(([name, s]) => [name, envOf(s).PORTAL_ROLE]);
    expect(roles.sort()).toEqual([
      ['gateway', 'gateway'],
      ['projections', 'projections'],
      ['workers', 'workers'],
    ]);
    expect(problemsOf(file, compose, configRead)).toEqual([]);
  });

  it('the PostgreSQL variant names PostgreSQL and Redis, the other EventStoreDB, MongoDB and Redis', () => {
    const env = (compose: Compose) => envOf(compose.services.workers ?? {});
    expect(hostOf(env(postgres[1]).DATABASE_URL ?? '')).toBe('postgres');
    expect(env(postgres[1]).EVENTSTORE_URL).toBeUndefined();
    expect(hostOf(env(esdbMongo[1]).EVENTSTORE_URL ?? '')).toBe('eventstore');
    expect(hostOf(env(esdbMongo[1]).MONGODB_URL ?? '')).toBe('mongodb');
    expect(env(esdbMongo[1]).DATABASE_URL).toBeUndefined();
    for (const [, compose] of variants) expect(hostOf(env(compose).REDIS_URL ?? '')).toBe('redis');
  });

  it('both variants set the same variables for each role, stores aside', () => {
    expect(driftOf(variants)).toEqual([]);
  });

  const file = 'deploy/compose.yaml';
  const serviceIn = (compose: Compose, name: string): Service => {
    const service = compose.services[name];
    if (!service) throw new Error(`no service ${name}`);
    return service;
  };
  const envIn = (compose: Compose, name: string) =>
    serviceIn(compose, name).environment as Record<string, string>;
  // A compose substitution, written so that it does not read as a placeholder of a template string.
  const substitution = (body: string) => `$${'{'}${body}}`;
  const planted: [string, (c: Compose) => void, string][] = [
    [
      'a worker with another PERSONAL_DATA_KEY',
      (c) => {
        envIn(c, 'workers').PERSONAL_DATA_KEY = substitution('WORKERS_KEY:?');
      },
      `${file}: workers's PERSONAL_DATA_KEY differs from projections's`,
    ],
    [
      'a gateway on another database',
      (c) => {
        envIn(c, 'gateway').DATABASE_URL = 'postgres://portal:x@postgres:5432/other';
      },
      `${file}: gateway's DATABASE_URL differs from projections's`,
    ],
    [
      'a misspelt variable',
      (c) => {
        envIn(c, 'workers').SMTP_HOST = 'mail.example.mx';
      },
      `${file}: workers sets SMTP_HOST, which platform/src/config.ts never reads`,
    ],
    [
      'no workers',
      (c) => {
        delete c.services.workers;
      },
      `${file}: no workers service`,
    ],
    [
      'workers whose SMTP_URL may be empty',
      (c) => {
        envIn(c, 'workers').SMTP_URL = substitution('SMTP_URL:-');
      },
      `${file}: workers (workers) may start without SMTP_URL`,
    ],
    [
      'a gateway without PORTAL_SECRET',
      (c) => {
        delete envIn(c, 'gateway').PORTAL_SECRET;
      },
      `${file}: gateway (gateway) may start without PORTAL_SECRET`,
    ],
    [
      'a gateway published on every address',
      (c) => {
        serviceIn(c, 'gateway').ports = ['3000:3000'];
      },
      `${file}: gateway publishes "3000:3000": only gateways, on 127.0.0.1`,
    ],
    [
      'Redis without its append-only file',
      (c) => {
        serviceIn(c, 'redis').command = ['redis-server'];
      },
      `${file}: redis runs without --appendonly yes: queued jobs die with it`,
    ],
    [
      'PostgreSQL without a volume',
      (c) => {
        delete serviceIn(c, 'postgres').volumes;
      },
      `${file}: postgres keeps its data in no volume`,
    ],
  ];
  it.each(planted)('is red on %s', (_what, plant, problem) => {
    const compose = structuredClone(postgres[1]);
    plant(compose);
    expect(problemsOf(file, compose, configRead)).toContain(problem);
  });

  it('is red on a setting added to one variant only', () => {
    const compose = structuredClone(esdbMongo[1]);
    envIn(compose, 'gateway').SUPPORT_ADDRESS_TYPO = 'x';
    delete envIn(compose, 'workers').SITE_NAME;
    expect(driftOf([postgres, [esdbMongo[0], compose]])).toEqual([
      `deploy/compose.esdb-mongo.yaml's gateway sets SUPPORT_ADDRESS_TYPO, deploy/compose.yaml's does not`,
      `deploy/compose.yaml's workers sets SITE_NAME, deploy/compose.esdb-mongo.yaml's does not`,
    ]);
  });
});
