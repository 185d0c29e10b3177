/**
 * Throttling of password attempts against the real portal behind a (simulated) TLS proxy: each test speaks from
 * addresses of its own through X-Forwarded-For, as the proxy would write them. Nobody can lock a person out:
 * failures are counted per (account, address), per address and per account, with growing delays; every 429
 * says how long to wait. Registrations are limited per address. All of it goes to the security log.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorSchema } from '@portal/contracts';
import { deviceCookieKey, signDeviceGrant } from '../../gateway/src/auth/device-cookie.js';
import {
  type ApiResponse,
  type CallOptions,
  call,
  DEFAULT_PASSWORD,
  register,
  registrationPayload,
} from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({
  serveFrontend: false,
  env: { TRUST_PROXY: 'true', SECURE_COOKIES: 'false', REGISTRATIONS_PER_HOUR: '3' },
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
let block = 0;
/** A /24 of its own for each test (the registration limit of 3 an address applies to the helpers too). */
const addresses = () => {
  block += 1;
  let host = 0;
  return () => {
    host += 1;
    return `198.18.${block}.${host}`;
  };
};

const from = (address: string, options: CallOptions = {}): CallOptions => ({
  ...options,
  headers: { ...options.headers, 'X-Forwarded-For': address },
});
const loginFrom = (address: string, username: string, password: string) =>
  call(running.baseUrl, 'POST', '/api/auth/login', from(address, { body: { username, password } }));

/** A registered client (registered from an address of its own). */
async function person(next: () => string): Promise<{ username: string; password: string }> {
  const payload = registrationPayload();
  const res = await register(running.baseUrl, payload, { headers: { 'X-Forwarded-For': next() } });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${res.text}`);
  return { username: payload.username, password: payload.password };
}

function expectWait(res: ApiResponse, seconds: number): void {
  expect(res.status).toBe(429);
  expect(res.headers.get('retry-after')).toBe(String(seconds));
  expect(res.headers.get('cache-control')).toBe('no-store');
  expect(res.setCookie).toBeUndefined();
}

function securityLog(): Record<string, unknown>[] {
  return readFileSync(join(running.portal.dataDir, 'security.log'), 'utf8')
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe('login throttling', () => {
  it('after 3 failures of one address delays that address only; the right password from another signs in', async () => {
    const next = addresses();
    const ana = await person(next);
    const attacker = next();
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(attacker, ana.username, `mala-${i}`)).status).toBe(401);
    const refused = await loginFrom(attacker, ana.username, ana.password);
    expectWait(refused, 1);
    expect(apiErrorSchema.parse(refused.json)).toEqual({
      message: 'Demasiados intentos fallidos. Espere 1 segundo e intente nuevamente.',
      code: 'too_many_attempts',
    });
    expect((await loginFrom(next(), ana.username, ana.password)).status).toBe(200);
  });

  it('doubles the delay with each further failure of the pair', async () => {
    const next = addresses();
    const ana = await person(next);
    const attacker = next();
    for (let i = 0; i < 3; i++) await loginFrom(attacker, ana.username, `mala-${i}`);
    await sleep(1100);
    expect((await loginFrom(attacker, ana.username, 'mala-4')).status).toBe(401);
    const refused = await loginFrom(attacker, ana.username, ana.password);
    expectWait(refused, 2);
    expect(apiErrorSchema.parse(refused.json).message).toBe(
      'Demasiados intentos fallidos. Espere 2 segundos e intente nuevamente.',
    );
  });

  it('keys on the address the proxy saw, not on the left of X-Forwarded-For that the client writes', async () => {
    const next = addresses();
    const ana = await person(next);
    const real = next();
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(`203.0.113.${i}, ${real}`, ana.username, `mala-${i}`)).status).toBe(401);
    expectWait(await loginFrom(`203.0.113.77, ${real}`, ana.username, ana.password), 1);
  });

  it('counts the /64 of an IPv6 address as one address', async () => {
    const next = addresses();
    const ana = await person(next);
    for (let i = 0; i < 3; i++)
      expect((await loginFrom(`2001:db8:${block}::${i + 1}`, ana.username, `mala-${i}`)).status).toBe(401);
    expectWait(await loginFrom(`2001:db8:${block}::ffff`, ana.username, ana.password), 1);
    expect((await loginFrom(`2001:db8:${block}:1::1`, ana.username, ana.password)).status).toBe(200);
  });

  it('signs in 50 people at once from one address (an office, a carrier NAT): successes never count', async () => {
    const next = addresses();
    const people = [];
    for (let i = 0; i < 50; i++) people.push(await person(next));
    const office = next();
    const answers = await Promise.all(people.map((p) => loginFrom(office, p.username, p.password)));
    expect(answers.map((a) => a.status)).toEqual(Array(50).fill(200));
    // 50 registrations and 50 hashes: a bound for a busy CI machine, not a speed target.
  }, 60_000);

  it('delays an address that fails on 20 accounts, for every account, not the accounts themselves elsewhere', async () => {
    const next = addresses();
    const sprayer = next();
    for (let i = 0; i < 20; i++)
      expect((await loginFrom(sprayer, `nadie${block}x${i}`, 'Clave-Probable-1')).status).toBe(401);
    const ana = await person(next);
    expectWait(await loginFrom(sprayer, ana.username, ana.password), 1);
    expect((await loginFrom(next(), ana.username, ana.password)).status).toBe(200);
  });

  it('under attack from many addresses answers a new address with a short delay, a known address at once', async () => {
    const next = addresses();
    const ana = await person(next);
    const home = next();
    expect((await loginFrom(home, ana.username, ana.password)).status).toBe(200);
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(next(), ana.username, `mala-${i}`)).status).toBe(401);
    const travelling = next();
    expectWait(await loginFrom(travelling, ana.username, ana.password), 1);
    expect((await loginFrom(home, ana.username, ana.password)).status).toBe(200);
    await sleep(1100);
    expect((await loginFrom(travelling, ana.username, ana.password)).status).toBe(200);
  });

  it('throttles a change of password like a login: a session holder cannot guess the current password', async () => {
    const next = addresses();
    const ana = await person(next);
    const address = next();
    const signedIn = await loginFrom(address, ana.username, ana.password);
    const cookie = signedIn.setCookie;
    const change = (currentPassword: string) =>
      call(
        running.baseUrl,
        'POST',
        '/api/users/change-password',
        from(address, { cookie, body: { currentPassword, newPassword: 'Otra-Clave-2026' } }),
      );
    for (let i = 0; i < 3; i++) expect((await change(`adivinanza-${i}`)).status).toBe(400);
    expectWait(await change(DEFAULT_PASSWORD), 1);
    await sleep(1100);
    expect((await change(DEFAULT_PASSWORD)).status).toBe(200);
  });
});

describe("a device cookie (OWASP's device cookie)", () => {
  const deviceOf = (res: ApiResponse) =>
    res.setCookieLines.find((line) => line.startsWith('portal_device='))?.split(';')[0] ?? '';
  const loginWith = (address: string, cookie: string, username: string, password: string) =>
    call(running.baseUrl, 'POST', '/api/auth/login', from(address, { cookie, body: { username, password } }));

  it("lets the owner's device in while many addresses keep the account's delay running; nobody else", async () => {
    const next = addresses();
    const ana = await person(next);
    const bob = await person(next);
    const home = await loginFrom(next(), ana.username, ana.password);
    const anaId = (home.json as { user: { id: string } }).user.id;
    const line = home.setCookieLines.find((l) => l.startsWith('portal_device=')) ?? '';
    expect(line).toMatch(/; path=\/;/i);
    expect(line).toMatch(/; expires=/i);
    expect(line).toMatch(/; samesite=lax/i);
    expect(line).toMatch(/; httponly/i);
    const expires = Date.parse(/expires=([^;]+)/i.exec(line)?.[1] ?? '');
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(180);
    const device = deviceOf(home);
    const bobsDevice = deviceOf(await loginFrom(next(), bob.username, bob.password));
    const forged = `portal_device=${signDeviceGrant({ userId: anaId, nonce: 'falsa' }, deviceCookieKey('x'.repeat(40)))}`;

    // 13 failures from 13 addresses, each when the account's delay allows one: the delay is now 8 s.
    for (let i = 0; i < 10; i++)
      expect((await loginFrom(next(), ana.username, `mala-${i}`)).status).toBe(401);
    for (let i = 0; i < 3; i++) {
      await sleep(2 ** i * 1000 + 100);
      expect((await loginFrom(next(), ana.username, `mala-x${i}`)).status).toBe(401);
    }
    const newDevice = next();
    const refused = await loginFrom(newDevice, ana.username, ana.password);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(5);
    // Ana's device, from an address never seen before, signs in at once.
    const trusted = await loginWith(next(), device, ana.username, ana.password);
    expect(trusted.status).toBe(200);
    expect(deviceOf(trusted)).toMatch(/^portal_device=/);
    // Bob's device, a forged one, or none: the account's delay holds.
    expect((await loginWith(next(), bobsDevice, ana.username, ana.password)).status).toBe(429);
    expect((await loginWith(next(), forged, ana.username, ana.password)).status).toBe(429);
    expect((await loginFrom(newDevice, ana.username, ana.password)).status).toBe(429);

    // A device with 5 failures is locked: its sixth attempt, the right password, waits like anyone's.
    const cafe = next();
    for (let i = 0; i < 5; i++)
      expect((await loginWith(cafe, device, ana.username, `robada-${i}`)).status).toBe(401);
    const locked = await loginWith(cafe, device, ana.username, ana.password);
    expect(locked.status).toBe(429);

    await sleep(200);
    const entries = securityLog().filter((e) => e.userId === anaId && e.device !== undefined);
    expect(entries.map(({ outcome, device: d }) => `${outcome} ${d}`)).toEqual([
      'succeeded trusted',
      'throttled not_honoured',
      'throttled not_honoured',
      'failed trusted',
      'failed trusted',
      'failed trusted',
      'failed trusted',
      'failed trusted',
      'throttled locked',
    ]);
  }, 60_000);
});

describe('registration throttling', () => {
  it('accepts 3 registrations an hour from one address (REGISTRATIONS_PER_HOUR=3), then says how long to wait', async () => {
    const next = addresses();
    const address = next();
    const registerFrom = (who: string) =>
      register(running.baseUrl, registrationPayload(), { headers: { 'X-Forwarded-For': who } });
    for (let i = 0; i < 3; i++) expect((await registerFrom(address)).status).toBe(201);
    const refused = await registerFrom(address);
    // The hour started with the first registration, a moment ago.
    expectWait(refused, 3600);
    expect(apiErrorSchema.parse(refused.json)).toEqual({
      message: 'Se hicieron demasiados registros desde su conexión. Espere 60 minutos e intente nuevamente.',
      code: 'too_many_registrations',
    });
    expect((await registerFrom(next())).status).toBe(201);
  });
});

describe('security log', () => {
  it('records failed, throttled and successful logins and password changes with ids and addresses only', async () => {
    const next = addresses();
    const ana = await person(next);
    const address = next();
    for (let i = 0; i < 3; i++) await loginFrom(address, ana.username, `clave-secreta-${i}`);
    // Three refusals while the delay runs: one line (refusals cost an attacker nothing, lines cost disk).
    for (let i = 0; i < 3; i++) await loginFrom(address, ana.username, ana.password);
    const other = next();
    const signedIn = await loginFrom(other, ana.username, ana.password);
    const userId = (signedIn.json as { user: { id: string } }).user.id;
    await call(
      running.baseUrl,
      'POST',
      '/api/users/change-password',
      from(other, {
        cookie: signedIn.setCookie,
        body: { currentPassword: ana.password, newPassword: 'Clave-Nueva-2026' },
      }),
    );
    await sleep(200);
    const text = readFileSync(join(running.portal.dataDir, 'security.log'), 'utf8');
    expect(text).not.toContain('clave-secreta');
    expect(text).not.toContain(ana.password);
    expect(text).not.toContain('Clave-Nueva-2026');
    expect(text).not.toContain(ana.username);
    const mine = securityLog().filter((e) => e.address === address || e.address === other);
    expect(mine.map(({ event, outcome, userId: id, address: at }) => ({ event, outcome, id, at }))).toEqual([
      { event: 'login', outcome: 'failed', id: userId, at: address },
      { event: 'login', outcome: 'failed', id: userId, at: address },
      { event: 'login', outcome: 'failed', id: userId, at: address },
      { event: 'login', outcome: 'throttled', id: userId, at: address },
      { event: 'login', outcome: 'succeeded', id: userId, at: other },
      { event: 'password_change', outcome: 'succeeded', id: userId, at: other },
    ]);
    for (const entry of mine) expect(Date.parse(String(entry.time))).toBeGreaterThan(Date.now() - 60_000);
  });
});
