/**
 * Prototype names: `__proto__`, `constructor`, `toString`, `valueOf` and `hasOwnProperty`
 * sent into every path parameter, every query parameter (those a route declares, and sort, q, limit, offset),
 * every top-level field of a body and as a body's own key, on EVERY route of the contracts' table, as each role
 * that may call it and signed out. No answer may be a server error and no connection may be dropped (fetch must
 * resolve); afterwards the portal still serves the executive panel's lists, each client's country a key of the
 * registration's list. A plain object looked up by a caller's text found Object.prototype's members: a country
 * `__proto__` was stored (and broke the panel's Clientes tab), `?sort=constructor` answered 500 and
 * `GET /api/docs/constructor` cut the connection.
 */

import { demoAccounts } from '@portal/command-service';
import { countryLabel, type RouteDef, type RouteName, routes } from '@portal/contracts';
import { z } from 'zod';
import { call, login, pool, registrationPayload } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
const NAMES = ['__proto__', 'constructor', 'toString', 'valueOf', 'hasOwnProperty'] as const;
const LIST_PARAMETERS = ['sort', 'q', 'limit', 'offset'];

type Caller = 'signedOut' | 'client' | 'agent' | 'admin' | 'superadmin' | 'compliance';
const cookies: Partial<Record<Caller, string>> = {};
let base: string;
let demoClientId: string;

/** Who may call a route (superadmin passes admin), and anybody signed out. */
function callersOf(def: RouteDef): Caller[] {
  const signedIn: Caller[] = ['client', 'agent', 'admin', 'superadmin', 'compliance'];
  if (def.access === 'public' || def.access === 'signedIn') return ['signedOut', ...signedIn];
  const allowed = new Set<Caller>(def.access);
  if (allowed.has('admin')) allowed.add('superadmin');
  return ['signedOut', ...signedIn.filter((caller) => allowed.has(caller))];
}

/** The top-level fields of a schema (an object, or each option of a union of objects). */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (!schema) return [];
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodDiscriminatedUnion || schema instanceof z.ZodUnion)
    return [...new Set((schema.options as z.ZodType[]).flatMap((option) => fieldsOf(option)))];
  if (schema instanceof z.ZodPipe) return fieldsOf(schema.in as z.ZodType);
  return [];
}

/** A body the route accepts, so that one field's prototype name is what decides (the others reach nothing). */
const validBodies: Partial<Record<RouteName, () => Record<string, unknown>>> = {
  registerClient: () => ({ ...registrationPayload() }),
  updateProfileContact: () => ({
    contactPhone: '+52 33 9876 5432',
    address: 'Av. Juárez 100',
    city: 'Guadalajara',
    country: 'mexico',
  }),
  adminUpdateClient: () => ({ city: 'Zapopan' }),
};

/** Real ids for a route whose deeper checks matter, with the revision its If-Match needs (read fresh). */
const realTargets: Partial<
  Record<RouteName, (cookie: string) => Promise<{ params: Record<string, string>; revision: number }>>
> = {
  updateProfileContact: async (cookie) => {
    const profile = await call<{ contact: { revision: number } }>(base, 'GET', '/api/profile', { cookie });
    return { params: {}, revision: profile.json.contact.revision };
  },
  adminUpdateClient: async (cookie) => {
    // Oldest registration first: the demo's client, whatever the suite registered since (a list answers a page).
    const list = await call<{ id: string; revision: number }[]>(
      base,
      'GET',
      '/api/admin/clients?sort=registrationDate',
      { cookie },
    );
    const row = list.json.find((c) => c.id === demoClientId);
    if (!row) throw new Error('the demo client is not listed');
    return { params: { id: demoClientId }, revision: row.revision };
  },
};

interface Probe {
  route: RouteName;
  caller: Caller;
  what: string;
  path: string;
  query?: Record<string, string>;
  body?: string;
  /** Read real ids and the current revision first. */
  real?: boolean;
}

function pathWith(def: RouteDef, values: (param: string) => string): string {
  return def.path.replace(/:(\w+)/g, (_, param: string) => encodeURIComponent(values(param)));
}

/** Every probe of one route for one caller. */
function probesOf(name: RouteName, def: RouteDef, caller: Caller): Probe[] {
  const probes: Probe[] = [];
  const params = [...def.path.matchAll(/:(\w+)/g)].map((m) => m[1] ?? '');
  const neutral = pathWith(def, () => 'prueba-0000');
  const mayCall = callersOf(def).includes(caller) && (caller !== 'signedOut' || def.access === 'public');
  for (const value of NAMES) {
    for (const param of params)
      probes.push({
        route: name,
        caller,
        what: `:${param}=${value}`,
        path: pathWith(def, (p) => (p === param ? value : 'prueba-0000')),
      });
    if (params.length > 1)
      probes.push({ route: name, caller, what: `every param=${value}`, path: pathWith(def, () => value) });
    // One query probe for a caller refused anyway (the role is checked before anything is read).
    const queryNames = mayCall ? [...new Set([...fieldsOf(def.query), ...LIST_PARAMETERS])] : ['sort'];
    for (const query of queryNames)
      probes.push({
        route: name,
        caller,
        what: `?${query}=${value}`,
        path: neutral,
        query: { [query]: value },
      });
    if (def.method === 'GET' || !mayCall) continue;
    const valid = validBodies[name];
    const real = realTargets[name] !== undefined;
    const fields = fieldsOf(def.body);
    for (const field of fields)
      probes.push({
        route: name,
        caller,
        what: `body.${field}=${value}`,
        path: neutral,
        body: JSON.stringify({ ...(valid?.() ?? {}), [field]: value }),
        real,
      });
    if (fields.length > 0)
      probes.push({
        route: name,
        caller,
        what: `every field=${value}`,
        path: neutral,
        body: JSON.stringify(Object.fromEntries(fields.map((field) => [field, value]))),
      });
    // The name as the body's own key (JSON.stringify would not write a `__proto__` key: written by hand).
    probes.push({
      route: name,
      caller,
      what: `{"${value}": …}`,
      path: neutral,
      body: `{"${value}":{"${value}":"${value}"},"toString":"${value}"}`,
      real,
    });
  }
  return probes;
}

interface Failure {
  probe: string;
  outcome: string;
}

async function send(probe: Probe): Promise<Failure | null> {
  const def: RouteDef = routes[probe.route];
  const cookie = probe.caller === 'signedOut' ? undefined : cookies[probe.caller];
  const headers: Record<string, string> = { accept: 'application/json' };
  if (cookie) headers.cookie = cookie;
  let path = probe.path;
  if (def.ifMatch) headers['if-match'] = '0';
  const target = probe.real && cookie ? realTargets[probe.route] : undefined;
  if (target) {
    const found = await target(cookie as string);
    path = pathWith(def, (param) => found.params[param] ?? 'prueba-0000');
    headers['if-match'] = String(found.revision);
  }
  if (probe.body !== undefined) headers['content-type'] = 'application/json';
  if (def.raw === 'request' && probe.body === undefined) headers['content-type'] = 'application/octet-stream';
  const search = probe.query ? `?${new URLSearchParams(probe.query)}` : '';
  const label = `${probe.caller} ${def.method} ${def.path} ${probe.what}`;
  try {
    const res = await fetch(`${base}${path}${search}`, {
      method: def.method,
      headers,
      redirect: 'manual',
      ...(probe.body !== undefined ? { body: probe.body } : {}),
      ...(def.method !== 'GET' && probe.body === undefined ? { body: '' } : {}),
    });
    const text = await res.text();
    if (res.status >= 500) return { probe: label, outcome: `${res.status} ${text.slice(0, 200)}` };
    return null;
  } catch (error) {
    return { probe: label, outcome: `no answer: ${(error as Error).cause ?? (error as Error).message}` };
  }
}

beforeAll(async () => {
  base = running.baseUrl;
  for (const role of ['client', 'agent', 'admin', 'superadmin'] as const) {
    const account = demoAccounts[role];
    cookies[role] = (await login(base, account.username, account.password)).cookie;
  }
  const compliance = {
    username: 'cumplimiento.fuzz',
    email: 'cumplimiento.fuzz@correo-pruebas.mx',
    fullName: 'Oficial de Cumplimiento',
    password: 'Clave-Cumplimiento-2026',
    role: 'compliance',
  };
  const created = await call(base, 'POST', '/api/admin/users', {
    cookie: cookies.superadmin,
    body: compliance,
  });
  expect(created.status).toBe(201);
  cookies.compliance = (await login(base, compliance.username, compliance.password)).cookie;
  const clients = await call<{ id: string; user: { fullName: string } }[]>(
    base,
    'GET',
    '/api/admin/clients',
    {
      cookie: cookies.admin,
    },
  );
  demoClientId = clients.json.find((c) => c.user.fullName === demoAccounts.client.fullName)?.id ?? '';
  expect(demoClientId).not.toBe('');
}, 60_000);

const table = Object.entries(routes) as [RouteName, RouteDef][];

describe('prototype names into every route', () => {
  it('no answer is a server error and no connection is dropped', async () => {
    const probes = table
      .filter(([name]) => name !== 'logout')
      .flatMap(([name, def]) => callersOf(def).flatMap((caller) => probesOf(name, def, caller)));
    // The signed-out logout ends no session of the callers above.
    probes.push(
      ...probesOf('logout', routes.logout, 'signedOut'),
      // A body that is the bare name, and one that is not an object at all.
      {
        route: 'login',
        caller: 'signedOut',
        what: 'body "__proto__"',
        path: '/api/auth/login',
        body: '"__proto__"',
      },
    );
    // Four at a time (one after the other would take minutes); those on real records one by one, each with the
    // revision it read (side by side they would refuse each other as stale).
    const results = await pool(
      probes.filter((probe) => !probe.real).map((probe) => () => send(probe)),
      4,
    );
    for (const probe of probes.filter((p) => p.real)) results.push(await send(probe));
    const failures = results.filter((f): f is Failure => f !== null);
    expect(probes.length).toBeGreaterThan(3000);
    expect(failures).toEqual([]);
  }, 120_000);

  it('keeps serving the executive panel; every client country is a key, shown by its Spanish name', async () => {
    const cookie = cookies.admin;
    for (const path of [
      '/api/admin/clients',
      '/api/admin/stats',
      '/api/admin/users',
      '/api/fraud-cases',
      '/api/agents',
      '/api/recovery-processes',
      '/api/admin/agent-applications',
      '/api/admin/demo-accounts',
    ])
      expect([path, (await call(base, 'GET', path, { cookie })).status]).toEqual([path, 200]);
    const clients = await call<{ country: string }[]>(base, 'GET', '/api/admin/clients', { cookie });
    expect(clients.json.length).toBeGreaterThan(0);
    for (const { country } of clients.json) {
      expect(['mexico', 'usa', 'spain', 'colombia', 'argentina', 'other']).toContain(country);
      expect(typeof countryLabel(country)).toBe('string');
    }
    // The demo client's country is still México: none of the names above was stored.
    const profile = await call<{ contact: { country: string } }>(base, 'GET', '/api/profile', {
      cookie: cookies.client,
    });
    expect(profile.json.contact.country).toBe('mexico');
  });
});

describe('the three findings, one by one', () => {
  it("refuses a country that is not a key of the registration's list, in Spanish", async () => {
    const profile = await call<{ contact: { revision: number } }>(base, 'GET', '/api/profile', {
      cookie: cookies.client,
    });
    const res = await call(base, 'PUT', '/api/profile/contact', {
      cookie: cookies.client,
      headers: { 'if-match': String(profile.json.contact.revision) },
      body: { contactPhone: '+52 33 9876 5432', address: '', city: 'Guadalajara', country: '__proto__' },
    });
    expect(res.status).toBe(400);
    expect(res.json).toMatchObject({ code: 'validation', fieldErrors: { country: 'País requerido' } });
    const free = await call(base, 'POST', '/api/clients/register', {
      body: registrationPayload({ country: 'México' as 'mexico' }),
    });
    expect(free.status).toBe(400);
    expect(free.json).toMatchObject({ fieldErrors: { country: 'País requerido' } });
  });

  it('answers ?sort=constructor with the list sort message (400), on every list', async () => {
    for (const path of [
      '/api/admin/users',
      '/api/admin/clients',
      '/api/agents',
      '/api/fraud-cases',
      '/api/recovery-processes',
      '/api/admin/agent-applications',
    ]) {
      const res = await call(base, 'GET', `${path}?sort=constructor`, { cookie: cookies.admin });
      expect([path, res.status, (res.json as { code: string }).code]).toEqual([path, 400, 'validation']);
    }
  });

  it('answers GET /api/docs/constructor with 404, and still serves the listed files', async () => {
    const res = await call(base, 'GET', '/api/docs/constructor', { cookie: cookies.admin });
    expect(res.status).toBe(404);
    expect((await call(base, 'GET', '/api/docs/init.js', { cookie: cookies.admin })).status).toBe(200);
  });
});
