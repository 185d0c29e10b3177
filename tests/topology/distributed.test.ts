/**
 * The distributed topology, run together on this machine: PostgreSQL (a fresh database on the local service) and a
 * private Redis, two `gateway` processes (A and B, both seeding the demo at once), one `projections` process, two
 * `workers` and a real SMTP peer. A client registers through A and sees their case through B; the mail arrives once;
 * an agent on B sees the assignment made on A. The projections process is killed (SIGKILL) during a burst of keyed
 * registrations and started again: nothing lost, nothing applied twice, `rebuild --check` clean. Gateway A is
 * killed: B keeps serving. A worker is killed while it holds deliveries: every mail arrives once. A worker killed
 * after the peer accepted a message but before it recorded the send: the message comes again under the same
 * Message-ID (what the design promises, no more). Skipped, with the reason printed, where PostgreSQL or redis-server
 * is missing.
 */
import { randomBytes } from 'node:crypto';
import { demoAccounts } from '@portal/command-service';
import { type ClientRegistrationInput, clientRegistrationResultSchema } from '@portal/contracts';
import pg from 'pg';
import {
  call,
  idempotencyKey,
  login,
  pool,
  registerClient,
  registrationPayload,
} from '../support/api-client.js';
import { freePort } from '../support/portal.js';
import { freshPostgres } from '../support/postgres.js';
import { privateRedis } from '../support/redis-server.js';
import { settled, until } from '../support/smtp-peer.js';
import { expectCase, MailLedger, quiet, redisCommand, stats } from './checks.js';
import { type GatedSmtpPeer, gatedSmtpPeer } from './gated-smtp.js';
import { killAll, type RoleProcess, rebuildCheck, startRole } from './processes.js';

const database = await freshPostgres('topology');
const redis = await privateRedis();
const missing = [database, redis].find((s) => !s.available);
const skipReason = missing && !missing.available ? missing.reason : undefined;
if (skipReason) {
  console.log(`Distributed topology test: skipped — ${skipReason}`);
  // A skipped suite runs no hook: the store that did start ends here.
  if (database.available) await database.stop();
  if (redis.available) await redis.stop();
}
const suite = skipReason ? describe.skip : describe;

let peer: GatedSmtpPeer | undefined;
let sql: pg.Pool | undefined;
const env: Record<string, string> = {};
const proc = {} as Record<'a' | 'b' | 'projections' | 'worker1' | 'worker2', RoleProcess>;
const mail = new MailLedger(() => peer?.received ?? []);
const receivedSubject = (caseNumber: string) => `Recibimos su caso ${caseNumber}`;

afterAll(async () => {
  await killAll();
  await peer?.close();
  await sql?.end();
  if (database.available) await database.stop();
  if (redis.available) await redis.stop();
}, 60_000);

async function eventsOfType(type: string): Promise<number> {
  const res = await sql?.query<{ n: string }>('select count(*) as n from events where type = $1', [type]);
  return Number(res?.rows[0]?.n ?? Number.NaN);
}

suite(`the distributed topology${database.available ? ` (${database.source}, Redis ${redis.available ? redis.source : '-'})` : ''}`, () => {
  let admin: string;

  beforeAll(async () => {
    if (!database.available || !redis.available) return;
    const smtpPort = await freePort();
    peer = await gatedSmtpPeer(smtpPort);
    sql = new pg.Pool({ connectionString: database.url, max: 2 });
    sql.on('error', () => {});
    Object.assign(env, {
      DATABASE_URL: database.url,
      REDIS_URL: redis.url,
      PORTAL_SECRET: randomBytes(32).toString('hex'),
      PERSONAL_DATA_KEY: randomBytes(32).toString('base64'),
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      JOB_RETRY_BASE_MS: '300',
      WRITE_WAIT_MS: '2000',
    });
    // Both gateways seed the demo accounts at the same time, as a deployment starts them.
    [proc.a, proc.b] = await Promise.all([
      startRole('gateway A', 'gateway', { ...env, DEMO_MODE: 'true' }),
      startRole('gateway B', 'gateway', { ...env, DEMO_MODE: 'true' }),
    ]);
    [proc.projections, proc.worker1, proc.worker2] = await Promise.all([
      startRole('projections', 'projections', env),
      startRole('worker 1', 'workers', env),
      startRole('worker 2', 'workers', env),
    ]);
    admin = (await login(proc.a.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  }, 180_000);

  it('a client registers through gateway A, signs in through B and sees their case; the mail arrives once', async () => {
    const { payload, result } = await registerClient(proc.a.baseUrl);
    await expectCase(proc.b.baseUrl, payload, result);
    mail.expect(receivedSubject(result.caseNumber), payload.email);
    await mail.arrived();
    const received = (await mail.bySubject()).get(receivedSubject(result.caseNumber));
    expect(received?.recipients).toEqual([payload.email]);
    expect(received?.messageIds).toHaveLength(1);

    // An agent on gateway B sees the assignment made on gateway A, as soon as A has answered.
    const agents = await call<{ id: string; user: { fullName: string } }[]>(
      proc.a.baseUrl,
      'GET',
      '/api/agents',
      {
        cookie: admin,
      },
    );
    // The two gateways seeded the demo at once: its agent exists once.
    const named = agents.json.filter((a) => a.user.fullName === demoAccounts.agent.fullName);
    expect(named).toHaveLength(1);
    const agent = named[0];
    const assigned = await call(proc.a.baseUrl, 'PUT', `/api/admin/clients/${result.clientId}/assign`, {
      cookie: admin,
      body: { agentId: agent?.id },
    });
    expect(assigned.status).toBe(200);
    expect(assigned.headers.get('x-read-models')).toBeNull();
    const agentCookie = (
      await login(proc.b.baseUrl, demoAccounts.agent.username, demoAccounts.agent.password)
    ).cookie;
    const list = await call<{ caseNumber: string }[]>(proc.b.baseUrl, 'GET', '/api/agent/clients', {
      cookie: agentCookie,
    });
    expect(list.status).toBe(200);
    expect(list.json.map((c) => c.caseNumber)).toContain(result.caseNumber);
    // The client is told once who their agent is.
    mail.expect(`Su caso ${result.caseNumber} tiene un agente asignado`, payload.email);
    await mail.arrived();
  }, 120_000);

  it('projections killed during a burst of keyed writes and restarted: nothing lost, nothing applied twice', async () => {
    await quiet(proc.b.baseUrl, admin);
    const statsBefore = await stats(proc.b.baseUrl, admin);
    const registeredBefore = await eventsOfType('ClientRegistered');
    const TOTAL = 24;
    const KILL_AFTER = 6;
    const payloads = Array.from({ length: TOTAL }, () => registrationPayload());
    const keys = payloads.map(() => idempotencyKey());
    const gatewayOf = (i: number, retry = false) => ((i % 2 === 0) !== retry ? proc.a : proc.b).baseUrl;
    const send = (i: number, retry = false) =>
      call(gatewayOf(i, retry), 'POST', '/api/clients/register', {
        body: payloads[i],
        headers: { 'idempotency-key': keys[i] as string },
      });
    let answered = 0;
    const first = await pool(
      payloads.map((_, i) => async () => {
        const res = await send(i);
        answered += 1;
        if (answered === KILL_AFTER) await proc.projections.kill();
        return res;
      }),
      6,
    );
    expect(proc.projections.alive()).toBe(false);
    expect(first.map((r) => r.status)).toEqual(payloads.map(() => 201));
    // Writes made while no projection ran were answered without their read models.
    expect(first.filter((r) => r.headers.get('x-read-models') === 'pending').length).toBeGreaterThan(0);

    proc.projections = await startRole('projections (restarted)', 'projections', env, {
      dataDir: proc.projections.dataDir,
    });
    // Each request again with its key, through the other gateway: the first answer, nothing new.
    const again = await pool(
      payloads.map((_, i) => () => send(i, true)),
      6,
    );
    for (const [i, res] of again.entries()) {
      expect(res.status).toBe(201);
      expect(res.json).toEqual(first[i]?.json);
    }
    await quiet(proc.b.baseUrl, admin);
    const results = first.map((r) => clientRegistrationResultSchema.parse(r.json));
    for (const [i, result] of results.entries()) {
      await expectCase(gatewayOf(i, true), payloads[i] as ClientRegistrationInput, result);
      mail.expect(receivedSubject(result.caseNumber), (payloads[i] as ClientRegistrationInput).email);
    }
    expect(new Set(results.map((r) => r.userId)).size).toBe(TOTAL);
    expect(await eventsOfType('ClientRegistered')).toBe(registeredBefore + TOTAL);
    const statsAfter = await stats(proc.b.baseUrl, admin);
    expect(statsAfter).toMatchObject({
      totalUsers: statsBefore.totalUsers + TOTAL,
      activeClients: statsBefore.activeClients + TOTAL,
      totalAgents: statsBefore.totalAgents,
    });
    const total = (list: { count: number }[]) => list.reduce((sum, item) => sum + item.count, 0);
    expect(total(statsAfter.casesByFraudType)).toBe(total(statsBefore.casesByFraudType) + TOTAL);

    const check = await rebuildCheck(env);
    expect(check.output).toMatch(/coinciden/);
    expect(check.output).not.toMatch(/difieren/);
    expect(check.code).toBe(0);
    await mail.arrived();
  }, 240_000);

  it('gateway A killed: gateway B keeps serving, with the sessions made on A', async () => {
    await proc.a.kill();
    expect((await call(proc.b.baseUrl, 'GET', '/api/admin/stats', { cookie: admin })).status).toBe(200);
    const { payload, result } = await registerClient(proc.b.baseUrl);
    await expectCase(proc.b.baseUrl, payload, result);
    mail.expect(receivedSubject(result.caseNumber), payload.email);
    await mail.arrived();
  }, 120_000);

  it('a worker killed while it holds deliveries: every mail arrives once', async () => {
    await quiet(proc.b.baseUrl, admin);
    peer?.hold();
    const TOTAL = 10;
    const made = await pool(
      Array.from({ length: TOTAL }, () => () => registerClient(proc.b.baseUrl)),
      5,
    );
    // More deliveries held than one worker runs at once (4): each worker holds at least one.
    await until(
      'both workers holding deliveries',
      () => ((peer?.held() ?? 0) >= 5 ? true : undefined),
      60_000,
    );
    await proc.worker1.kill();
    // Its connections end with it: what it was sending never reached the peer's acceptance.
    await until('the killed worker’s deliveries to end', () =>
      (peer?.abandoned() ?? 0) > 0 ? true : undefined,
    );
    peer?.release();
    for (const { payload, result } of made) mail.expect(receivedSubject(result.caseNumber), payload.email);
    // The surviving worker takes back the killed one's jobs once their lease runs out (15 s).
    await mail.arrived(120_000);
    const got = await mail.bySubject();
    for (const { result } of made)
      expect(got.get(receivedSubject(result.caseNumber))?.messageIds).toHaveLength(1);
    await quiet(proc.b.baseUrl, admin);
  }, 240_000);

  it('a worker killed after the peer accepted a message, before it recorded the send: sent again, same Message-ID', async () => {
    // The design's promise (workers/src/handlers/mail.ts): the sent log is written after the send, so a crash between
    // the two sends the message once more, under the same Message-ID, which the receiving side can discard. Redis
    // refuses writes for a while (CLIENT PAUSE … WRITE), so the worker holds the accepted message unrecorded.
    await quiet(proc.b.baseUrl, admin);
    peer?.hold();
    const { payload, result } = await registerClient(proc.b.baseUrl);
    const subject = receivedSubject(result.caseNumber);
    await until('the delivery held', () => ((peer?.held() ?? 0) >= 1 ? true : undefined), 60_000);
    expect(await redisCommand(env.REDIS_URL as string, 'CLIENT', 'PAUSE', '60000', 'WRITE')).toBe('+OK');
    const accepted = peer?.received.length ?? 0;
    peer?.release();
    try {
      await until('the peer to accept it', () =>
        (peer?.received.length ?? 0) > accepted ? true : undefined,
      );
      await proc.worker2.kill();
    } finally {
      expect(await redisCommand(env.REDIS_URL as string, 'CLIENT', 'UNPAUSE')).toBe('+OK');
    }
    // Another worker takes the job back once its lease runs out.
    proc.worker2 = await startRole('worker 3', 'workers', env);
    mail.expect(subject, payload.email, 2);
    await until(
      'the second copy',
      async () => ((await mail.bySubject()).get(subject)?.messageIds.length === 2 ? true : undefined),
      90_000,
    );
    await quiet(proc.b.baseUrl, admin);
    const copies = (await mail.bySubject()).get(subject);
    expect(copies?.recipients).toEqual([payload.email, payload.email]);
    expect(new Set(copies?.messageIds).size).toBe(1);
  }, 240_000);

  it('over the whole run, each expected message arrived as often as said (once but for the one above), to its recipient', async () => {
    await settled(() => peer?.received.length ?? 0, 2_000);
    const got = await mail.bySubject();
    const seen = [...got.entries()].map(([subject, m]) => ({
      subject,
      copies: m.messageIds.length,
      to: m.recipients,
    }));
    const wanted = [...mail.expected.entries()].map(([subject, { recipient, copies }]) => ({
      subject,
      copies,
      to: Array.from({ length: copies }, () => recipient),
    }));
    const bySubject = (x: { subject: string }, y: { subject: string }) => x.subject.localeCompare(y.subject);
    expect(seen.sort(bySubject)).toEqual(wanted.sort(bySubject));
    // One Message-ID per subject, and none shared between subjects.
    const ids = [...got.values()].map((m) => new Set(m.messageIds));
    expect(ids.every((set) => set.size === 1)).toBe(true);
    expect(new Set(ids.flatMap((set) => [...set])).size).toBe(ids.length);
  }, 60_000);
});
