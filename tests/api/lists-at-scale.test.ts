/**
 * Every staff list on a firm of thousands: 2,000 people per list (plus three with accented names) written straight
 * into the read models of the real portal (in this process) beside its demo data, then read over HTTP as the panels
 * read them. Each list pages (limit/offset, a short last page), sorts both ways by a time and by a name or figure,
 * finds 'José' for 'jose' and 'Pérez' for 'PEREZ', and says in X-Total-Count how many matched, exactly.
 *
 * The data is laid out so every expected row is known without the code under test: filler k (0..1999) is
 * 'Persona 0k', its times are k minutes after 2020-01-01 (before the three planted people's, in 2021, and the demo's,
 * today), its figures grow with k; the documents' ids follow another order (k = 7·i mod 2000), so an order that
 * came from the ids would show.
 */
import { demoAccounts } from '@portal/command-service';
import {
  ADMIN_FRAUD_CASES,
  AGENT_APPLICATIONS,
  AGENTS,
  CASE_ROWS,
  type CaseRowDoc,
  foldForSearch,
  PRIVACY_REQUESTS,
  queueOrderOf,
  urgencyLevels,
  urgencyWeightOf,
} from '@portal/contracts';
import { call, cookieOf } from '../support/api-client.js';
import { type InProcessPortal, startInProcessPortal } from '../support/in-process-portal.js';
import { growsWithCollection } from '../support/query-plans.js';
import { putClientRecords } from '../support/seed-clients.js';

const N = 2000;
const pad = (k: number) => String(k).padStart(4, '0');
const persons = (...ks: number[]) => ks.map((k) => `Persona ${pad(k)}`);
/** k minutes after 2020-01-01 (fillers), or a day of 2021 (the planted people). */
const minute = (k: number) => new Date(Date.UTC(2020, 0, 1) + k * 60_000).toISOString();
const day = (k: number) => new Date(Date.UTC(2020, 0, 1) + k * 86_400_000).toISOString().slice(0, 10);

interface Person {
  id: string;
  k: number;
  fullName: string;
  at: string;
  /** A figure that grows with k (the planted people's is above every filler's). */
  figure: number;
}
const fillers: Person[] = Array.from({ length: N }, (_, i) => {
  const k = (i * 7) % N;
  return { id: `scale-${pad(i)}`, k, fullName: `Persona ${pad(k)}`, at: minute(k), figure: k + 1 };
});
const planted: Person[] = [
  { id: 'scale-jose', k: N, fullName: 'José Pérez Núñez', at: '2021-03-01T10:00:00.000Z', figure: 5000 },
  {
    id: 'scale-maria-jose',
    k: N + 1,
    fullName: 'María José Ibarra',
    at: '2021-03-02T10:00:00.000Z',
    figure: 5000,
  },
  {
    id: 'scale-ramon',
    k: N + 2,
    fullName: 'Ramón Pereda Soto',
    at: '2021-03-03T10:00:00.000Z',
    figure: 5000,
  },
];
const people = [...fillers, ...planted];

let env: InProcessPortal;
let admin: string;
let agent: string;
let agentUserId: string;
/** The cases (rows) of the demo agent among the fillers: k < 40. */
const AGENT_CASES = 40;

beforeAll(async () => {
  env = await startInProcessPortal({ demo: true });
  admin = await cookieOf(env.baseUrl, demoAccounts.admin);
  agent = await cookieOf(env.baseUrl, demoAccounts.agent);
  agentUserId = (await call<{ user: { id: string } }>(env.baseUrl, 'GET', '/api/auth/me', { cookie: agent }))
    .json.user.id;
  const documents = env.portal.stores.documents;
  for (const p of people) {
    // The planted people's handles say nothing of 'persona' (a search for it finds the fillers only).
    const handle = p.k < N ? `persona${p.k}` : `victima${p.k}`;
    const email = `${handle}@despacho-pruebas.mx`;
    const user = { fullName: p.fullName, email };
    const mine = p.k < AGENT_CASES;
    await putClientRecords(documents, {
      id: p.id,
      fullName: p.fullName,
      handle,
      accountNumber: `CR-${pad(p.k)}`,
      at: p.at,
    });
    await documents.put(ADMIN_FRAUD_CASES, `case-${p.id}`, {
      id: `case-${p.id}`,
      client: { user },
      fraudType: 'forex',
      lossAmount: '1000.00',
      currency: 'MXN',
      platform: 'FX Global',
      description: 'Me ofrecieron rendimientos garantizados.',
      evidence: '',
      adminComments: '',
      isProcessed: false,
      urgencyLevel: 'high',
      fraudDate: day(p.k % 300),
      preferredContact: 'email',
      createdAt: p.at,
      revision: 1,
      agentUserId: mine ? agentUserId : null,
    });
    await documents.put(AGENTS, p.id, {
      id: p.id,
      user,
      licenseNumber: `CED-${pad(p.k)}`,
      specialization: 'Recuperación de Capital',
      phoneNumber: '+52 55 1234 5678',
      extension: null,
      maxClients: p.figure,
      availability: 'available',
      clientCount: 0,
      revision: 1,
    });
    // Even fillers and the planted people wait for a decision; odd fillers were approved.
    const pending = p.k >= N || p.k % 2 === 0;
    await documents.put(AGENT_APPLICATIONS, p.id, {
      id: p.id,
      fullName: p.fullName,
      username: handle,
      email,
      phone: '+52 55 1234 5678',
      licenseNumber: `CED-${pad(p.k)}`,
      specialization: 'Recuperación de Capital',
      experience: '5-10 años',
      certifications: '',
      languages: 'Español',
      officeLocation: 'Puebla',
      status: pending ? 'pending' : 'approved',
      awaiting: pending ? 1 : 0,
      submittedAt: p.at,
      decidedAt: pending ? null : p.at,
      reason: null,
      agentId: null,
    });
    const urgencyLevel = urgencyLevels[p.k % 4] ?? 'low';
    const row: CaseRowDoc = {
      caseId: `case-${p.id}`,
      caseNumber: `EXP-2020-${pad(p.k)}`,
      agentUserId: mine ? agentUserId : null,
      agentName: mine ? demoAccounts.agent.fullName : null,
      clientName: p.fullName,
      clientSortName: foldForSearch(p.fullName),
      clientEmail: email,
      urgencyLevel,
      urgencyWeight: urgencyWeightOf(urgencyLevel),
      priority: 'normal',
      currentPhase: null,
      progress: p.k % 101,
      lastActivityAt: p.at,
      documentsAwaitingReview: 0,
      unreadClientActivity: 0,
      commentCount: p.k % 5,
      recoveryStatus: 'pending',
      recoveryRate: p.figure / 100,
      originalAmount: '1000.00',
      recoveredAmount: '0',
      pendingAmount: '1000.00',
      currency: 'MXN',
      estimatedCompletion: null,
      revision: 1,
    };
    await documents.put(CASE_ROWS, row.caseId, { ...row });
    const request = {
      id: p.id,
      userId: p.id,
      kind: 'opposition' as const,
      reason: 'No quiero que usen mis datos para publicidad.',
      status: pending ? ('pending' as const) : ('accepted' as const),
      filedAt: p.at,
      // Fillers are due on day k; the planted people in 2027 (after every filler).
      dueOn: p.k >= N ? `2027-01-0${p.k - N + 1}` : day(p.k),
      answer: pending ? null : '',
      answeredAt: pending ? null : p.at,
      answeredBy: pending ? null : 'admin',
      fullName: p.fullName,
      username: handle,
      caseNumber: `EXP-2020-${pad(p.k)}`,
    };
    await documents.put(PRIVACY_REQUESTS, p.id, { ...request, queueOrder: queueOrderOf(request) });
  }
}, 300_000);

afterAll(async () => {
  await env?.stop();
}, 30_000);

/** A page of a list, and that no read of it went through a whole collection (its plans recorded). */
async function page(path: string, cookie = admin) {
  env.sqlite.recordPlans(true);
  env.sqlite.takePlans();
  const res = await call<Record<string, unknown>[]>(env.baseUrl, 'GET', path, { cookie });
  const grown = env.sqlite
    .takePlans()
    .flatMap((plan) => (growsWithCollection(plan) ? [plan.sql.replace(/\s+/g, ' ')] : []));
  env.sqlite.recordPlans(false);
  expect([path, res.status, grown]).toEqual([path, 200, []]);
  return { rows: res.json, total: Number(res.headers.get('X-Total-Count')) };
}

interface List {
  path: string;
  /** The name a row shows. */
  name: (row: Record<string, unknown>) => string;
  /** The sort by the people's time (oldest filler first). */
  time: string;
  /** The sort by name, or by the figure that grows with k. */
  other: string;
  /** Demo rows in the list (the demo's own people, seeded through the commands). */
  demo: number;
  /** With `other` ascending, the rows before filler 0 (demo and planted ones that sort first). */
  otherBefore: number;
  /** With `other` descending, the rows before filler 1999. */
  otherAfter: number;
}

const nameOf = (row: Record<string, unknown>) => String(row.fullName);
const userNameOf = (row: Record<string, unknown>) => String((row.user as { fullName: string }).fullName);
const clientNameOf = (row: Record<string, unknown>) =>
  String((row.client as { user: { fullName: string } }).user.fullName);

// Name order: the demo's 'Carlos…', 'Lic. Ana…', 'María González…', 'Sofía…' and the planted 'José…', 'María José…'
// and 'Ramón…' around the fillers' 'Persona …' (accents and case aside, as the store compares them).
const lists: Record<string, List> = {
  'admin users': {
    path: '/api/admin/users',
    name: nameOf,
    time: 'createdAt',
    other: 'fullName',
    demo: 4,
    otherBefore: 5, // Carlos, José, Lic. Ana, María González, María José
    otherAfter: 2, // Sofía, Ramón
  },
  'admin clients': {
    path: '/api/admin/clients',
    name: userNameOf,
    time: 'registrationDate',
    other: 'name',
    demo: 1,
    otherBefore: 3, // José, María González, María José
    otherAfter: 1, // Ramón
  },
  agents: {
    path: '/api/agents',
    name: userNameOf,
    time: 'maxClients', // k + 1 for the fillers; the demo agent's 25 sorts among them
    other: 'name',
    demo: 1,
    otherBefore: 3, // José, Lic. Ana, María José
    otherAfter: 1, // Ramón
  },
  'agent applications': {
    path: '/api/admin/agent-applications',
    name: nameOf,
    time: 'submittedAt',
    other: 'name',
    demo: 0,
    otherBefore: 2, // José, María José
    otherAfter: 1, // Ramón
  },
  'recovery processes': {
    path: '/api/recovery-processes',
    name: clientNameOf,
    time: 'lastActivity',
    other: 'name',
    demo: 1,
    otherBefore: 3, // josé, maría gonzález, maría josé (folded)
    otherAfter: 1, // ramón
  },
  'agent clients (administration)': {
    path: '/api/agent/clients',
    name: (row) => String(row.clientName),
    time: 'lastActivity',
    other: 'name',
    demo: 1,
    otherBefore: 3,
    otherAfter: 1,
  },
  'privacy requests': {
    path: '/api/privacy/requests/queue',
    name: nameOf,
    time: 'filedAt',
    other: 'name',
    demo: 0,
    otherBefore: 2,
    otherAfter: 1,
  },
};

describe.each(Object.entries(lists))('%s', (_list, l) => {
  const all = N + planted.length + l.demo;
  const q = (query: string) => `${l.path}?${query}`;
  // The agents' figure puts the demo agent (25 clients at most) among the fillers: one row more before k ≥ 24.
  const demoBeforeTime = l.time === 'maxClients' ? l.demo : 0;
  const demoAfterTime = l.time === 'maxClients' ? 0 : l.demo;

  it('pages: limit and offset, a short last page, and X-Total-Count exact', async () => {
    const first = await page(q('limit=25'));
    expect(first.rows).toHaveLength(25);
    expect(first.total).toBe(all);
    const last = await page(q(`limit=25&offset=${all - 7}`));
    expect(last.rows).toHaveLength(7);
    expect(last.total).toBe(all);
    const beyond = await page(q(`limit=25&offset=${all + 10}`));
    expect(beyond.rows).toEqual([]);
    expect(beyond.total).toBe(all);
  });

  it('without a limit answers a first page of 100 rows, never the whole list', async () => {
    const unbounded = await page(l.path);
    expect(unbounded.rows).toHaveLength(100);
    expect(unbounded.total).toBe(all);
    const searched = await page(q('q=persona'));
    expect(searched.rows).toHaveLength(100);
    expect(searched.total).toBe(N);
  });

  it('sorts by time both ways', async () => {
    const up = await page(q(`sort=${l.time}&limit=3&offset=${1000 + demoBeforeTime}`));
    expect(up.rows.map(l.name)).toEqual(persons(1000, 1001, 1002));
    expect(up.total).toBe(all);
    const down = await page(q(`sort=-${l.time}&limit=3&offset=${demoAfterTime + planted.length + 1000}`));
    expect(down.rows.map(l.name)).toEqual(persons(999, 998, 997));
  });

  it('sorts by name both ways, accents and case aside', async () => {
    const up = await page(q(`sort=${l.other}&limit=3&offset=${l.otherBefore + 500}`));
    expect(up.rows.map(l.name)).toEqual(persons(500, 501, 502));
    const down = await page(q(`sort=-${l.other}&limit=3&offset=${l.otherAfter}`));
    expect(down.rows.map(l.name)).toEqual(persons(1999, 1998, 1997));
  });

  it("finds 'José' for 'jose' and 'Pérez' for 'PEREZ', counting only what matched", async () => {
    const jose = await page(q(`q=jose&sort=${l.other}`));
    expect(jose.rows.map(l.name)).toEqual(['José Pérez Núñez', 'María José Ibarra']);
    expect(jose.total).toBe(2);
    const perez = await page(q('q=PEREZ'));
    expect(perez.rows.map(l.name)).toEqual(['José Pérez Núñez']);
    expect(perez.total).toBe(1);
    const both = await page(q(`q=pere&sort=-${l.other}&limit=1`));
    expect(both.rows.map(l.name)).toEqual(['Ramón Pereda Soto']);
    expect(both.total).toBe(2);
    const fillersOnly = await page(q(`q=persona&sort=-${l.other}&limit=2&offset=10`));
    expect(fillersOnly.rows.map(l.name)).toEqual(persons(1989, 1988));
    expect(fillersOnly.total).toBe(N);
    expect((await page(q('q=jose perez nunez'))).total).toBe(1);
    expect((await page(q('q=perez ibarra'))).total).toBe(0);
  });
});

describe('the lists that follow their own order', () => {
  it('fraud cases: an agent reads only their clients, newest first, paged', async () => {
    const mine = await page('/api/fraud-cases?sort=createdAt&limit=5&offset=10', agent);
    expect(mine.rows.map(clientNameOf)).toEqual(persons(10, 11, 12, 13, 14));
    expect(mine.total).toBe(AGENT_CASES + 1);
    const all = await page('/api/fraud-cases?sort=-createdAt&limit=2&offset=4');
    expect(all.rows.map(clientNameOf)).toEqual(persons(1999, 1998));
    expect(all.total).toBe(N + planted.length + 1);
    const found = await page('/api/fraud-cases?q=jose');
    expect(found.rows.map(clientNameOf).sort()).toEqual(['José Pérez Núñez', 'María José Ibarra']);
  });

  it("'Mis clientes': an agent's own cases only, by urgency (most urgent, then newest) and paged", async () => {
    const mine = await page('/api/agent/clients?sort=-lastActivity&limit=3&offset=1', agent);
    expect(mine.rows.map((r) => r.clientName)).toEqual(persons(39, 38, 37));
    expect(mine.total).toBe(AGENT_CASES + 1);
    // Critical (k ≡ 3 mod 4) first, the newest first: 39, 35, 31…
    const urgent = await page('/api/agent/clients?sort=urgency&limit=3', agent);
    expect(urgent.rows.map((r) => r.clientName)).toEqual(persons(39, 35, 31));
    const found = await page('/api/agent/clients?q=persona 0012', agent);
    expect(found.rows.map((r) => r.clientName)).toEqual(persons(12));
    expect((await page('/api/agent/clients?q=jose', agent)).total).toBe(0);
  });

  it('administration gets a page of 100 cases when it asks for no page size', async () => {
    const first = await page('/api/agent/clients');
    expect(first.rows).toHaveLength(100);
    expect(first.total).toBe(N + planted.length + 1);
  });

  it('agent applications: pending ones first, each group newest first', async () => {
    // The planted people (pending, 2021) first, then the even fillers from the newest; then the approved.
    const head = await page('/api/admin/agent-applications?limit=5');
    expect(head.rows.map(nameOf)).toEqual([
      'Ramón Pereda Soto',
      'María José Ibarra',
      'José Pérez Núñez',
      ...persons(1998, 1996),
    ]);
    const approved = await page(`/api/admin/agent-applications?limit=3&offset=${planted.length + N / 2}`);
    expect(approved.rows.map(nameOf)).toEqual(persons(1999, 1997, 1995));
  });

  it('privacy requests: pending ones first, due soonest; then the answered, the latest answer first', async () => {
    const head = await page('/api/privacy/requests/queue?limit=3');
    expect(head.rows.map(nameOf)).toEqual(persons(0, 2, 4));
    expect(head.rows.map((r) => r.status)).toEqual(['pending', 'pending', 'pending']);
    const answered = await page(`/api/privacy/requests/queue?limit=3&offset=${N / 2 + planted.length}`);
    expect(answered.rows.map(nameOf)).toEqual(persons(1999, 1997, 1995));
    expect(answered.total).toBe(N + planted.length);
  });

  it('comment counts: only the cases asked for, of those the reader works', async () => {
    const ids = ['case-scale-0003', 'case-scale-0005', 'case-scale-1000', 'no-existe'];
    // scale-0003 is filler k = 21 (an agent's case), scale-0005 k = 35, scale-1000 k = 1000 (another's).
    expect(
      (
        await call(env.baseUrl, 'GET', `/api/fraud-case-comments/counts?ids=${ids.join(',')}`, {
          cookie: admin,
        })
      ).json,
    ).toEqual({
      'case-scale-0003': 1,
      'case-scale-0005': 0,
      'case-scale-1000': 0,
    });
    expect(
      (
        await call(env.baseUrl, 'GET', `/api/fraud-case-comments/counts?ids=${ids.join(',')}`, {
          cookie: agent,
        })
      ).json,
    ).toEqual({
      'case-scale-0003': 1,
      'case-scale-0005': 0,
    });
    const tooMany = await call<{ fieldErrors: Record<string, string> }>(
      env.baseUrl,
      'GET',
      `/api/fraud-case-comments/counts?ids=${Array.from({ length: 201 }, (_, i) => `c${i}`).join(',')}`,
      { cookie: admin },
    );
    expect(tooMany.status).toBe(400);
    expect(tooMany.json.fieldErrors).toEqual({ ids: 'Indique de 1 a 200 casos, separados por comas.' });
  });
});
