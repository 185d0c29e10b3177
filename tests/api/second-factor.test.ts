/**
 * Staff sign in with a second factor: TOTP (RFC 6238) required of administrators, superadministrators
 * and compliance, offered to agents and clients. The password alone opens a session that reaches nothing but the
 * second factor's own calls; a code (or a recovery code, once) completes it; the code step is throttled like the
 * password; a superadministrator resets another's factor. Codes are computed here with otpauth from the secrets
 * the portal gave (or the demo's published ones), as an authenticator app would.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { apiErrorSchema, type RouteDef, type RouteName, routes } from '@portal/contracts';
import {
  type ApiResponse,
  call,
  DEFAULT_PASSWORD,
  login,
  registerClient,
  tryLogin,
  uniqueUsername,
} from '../support/api-client.js';
import { eventLogBytes, eventsOfType } from '../support/event-log.js';
import { repoRoot, usePortal } from '../support/portal.js';
import { totpNow } from '../support/totp.js';

const running = usePortal({ demo: true, serveFrontend: false });
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const REQUIRED = {
  message: 'Falta la verificación en dos pasos: termine de iniciar sesión para continuar.',
  code: 'second_factor_required',
};
const WRONG = { message: 'El código no es correcto. Intente nuevamente.', code: 'second_factor_code_wrong' };

/** The error body of an answer, checked against the one error schema. */
const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);

/** The password step only: its answer and the cookie of the session it opened. */
async function passwordOnly(username: string, password: string) {
  const res = await tryLogin(running.baseUrl, username, password);
  expect(res.status).toBe(200);
  expect(res.setCookie).toBeDefined();
  return { json: res.json, cookie: res.setCookie as string };
}

const post = (path: string, cookie: string | undefined, body?: unknown) =>
  call(running.baseUrl, 'POST', path, { cookie, ...(body === undefined ? {} : { body }) });
const code = (cookie: string, value: string) => post('/api/auth/second-factor', cookie, { code: value });
const adminUsers = (cookie: string) => call(running.baseUrl, 'GET', '/api/admin/users', { cookie });

let superadminCookie: string;
let superadminId: string;

beforeAll(async () => {
  const signedIn = await login(
    running.baseUrl,
    demoAccounts.superadmin.username,
    demoAccounts.superadmin.password,
  );
  superadminCookie = signedIn.cookie;
  superadminId = signedIn.user.id;
}, 60_000);

/** A new staff account made by the demo superadmin, never signed in (so not enrolled). */
async function newStaff(role: 'admin' | 'compliance' | 'superadmin' = 'admin') {
  const username = uniqueUsername('personal');
  const made = await post('/api/admin/users', superadminCookie, {
    username,
    email: `${username}@despacho-pruebas.mx`,
    fullName: 'Elena Cruz Navarro',
    password: DEFAULT_PASSWORD,
    role,
  });
  expect(made.status).toBe(201);
  return { username, password: DEFAULT_PASSWORD, id: (made.json as { id: string }).id };
}

/** Enrols through the calls a screen makes; answers the secret, the recovery codes and the signed-in cookie. */
async function enrol(cookie: string) {
  const started = await post('/api/auth/second-factor/enrolment', cookie);
  expect(started.status).toBe(200);
  const { secret } = started.json as { secret: string };
  const confirmed = await post('/api/auth/second-factor/enrolment/confirm', cookie, {
    code: totpNow(secret),
  });
  expect(confirmed.status).toBe(200);
  return {
    secret,
    recoveryCodes: (confirmed.json as { recoveryCodes: string[] }).recoveryCodes,
    cookie: confirmed.setCookie as string,
  };
}

describe('the password alone', () => {
  it('asks the demo staff for their code and a new staff account for its enrolment, instead of the user', async () => {
    const admin = await passwordOnly(demoAccounts.admin.username, demoAccounts.admin.password);
    expect(admin.json).toEqual({ secondFactor: 'required' });
    for (const role of ['admin', 'compliance', 'superadmin'] as const) {
      const staff = await newStaff(role);
      expect((await passwordOnly(staff.username, staff.password)).json).toEqual({ secondFactor: 'enrol' });
    }
  });

  it('signs in a client and an agent without a factor as before', async () => {
    const { payload, result } = await registerClient(running.baseUrl);
    const client = await passwordOnly(payload.username, payload.password);
    expect(client.json).toEqual({
      user: {
        id: result.userId,
        username: payload.username,
        fullName: `${payload.firstName} ${payload.lastName}`,
        email: payload.email,
        role: 'client',
      },
    });
    const me = await call(running.baseUrl, 'GET', '/api/auth/me', { cookie: client.cookie });
    expect(me.status).toBe(200);
    expect((me.json as { secondFactor: unknown }).secondFactor).toEqual({ enrolled: false, required: false });
    const agent = await passwordOnly(demoAccounts.agent.username, demoAccounts.agent.password);
    expect((agent.json as { user: { role: string } }).user.role).toBe('agent');
  });

  it('opens a session that every route needing a session refuses (401), but the second factor’s own calls', async () => {
    const { cookie } = await passwordOnly(demoAccounts.admin.username, demoAccounts.admin.password);
    const own: RouteName[] = ['secondFactor', 'secondFactorEnrolment', 'secondFactorEnrolmentConfirm'];
    const table = Object.entries(routes) as [RouteName, RouteDef][];
    const guarded = table.filter(([name, def]) => def.access !== 'public' && !own.includes(name));
    expect(guarded.length).toBeGreaterThan(80);
    for (const [name, def] of guarded) {
      const path = def.path.replace(/:(\w+)/g, (_, key: string) => `prueba-${key}-0000`);
      const res = await call(running.baseUrl, def.method, path, {
        cookie,
        ...(def.method === 'GET' ? {} : { body: {} }),
      });
      expect([name, res.status, res.json]).toEqual([name, 401, REQUIRED]);
    }
    // A public route answers it as nobody: the news list as to anyone, the session's user named nowhere.
    const news = await call(running.baseUrl, 'GET', '/api/news', { cookie });
    expect(news.status).toBe(200);
    // The session still waits for its code: the code completes it.
    expect((await code(cookie, totpNow('KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG'))).status).toBe(200);
  });
});

describe("the README's demo table", () => {
  it('gives each demo staff account a TOTP secret beside its password, whose code signs it in', async () => {
    const rows = readFileSync(join(repoRoot, 'README.md'), 'utf8')
      .split('\n')
      .map((line) => /^\| (superadmin|admin) \| `([^`]+)` \| `([^`]+)` \| `([A-Z2-7]{32})` \|$/.exec(line))
      .filter((match) => match !== null);
    expect(rows.map(([, role, username]) => [role, username])).toEqual([
      ['superadmin', 'superadmin'],
      ['admin', 'admin'],
    ]);
    for (const [, , username, password, secret] of rows) {
      const { cookie, json } = await passwordOnly(username as string, password as string);
      expect(json).toEqual({ secondFactor: 'required' });
      const passed = await code(cookie, totpNow(secret as string));
      expect([username, passed.status]).toEqual([username, 200]);
    }
  });
});

describe('the code step', () => {
  it('refuses a wrong code (401, Spanish), then a right one signs in with a new session cookie', async () => {
    const { cookie } = await passwordOnly(demoAccounts.admin.username, demoAccounts.admin.password);
    const wrong = await code(cookie, '000000');
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toEqual(WRONG);
    expect((await adminUsers(cookie)).status).toBe(401);
    // The README's secret of the demo admin.
    const right = await code(cookie, totpNow('KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG'));
    expect(right.status).toBe(200);
    expect((right.json as { user: { username: string; role: string } }).user).toMatchObject({
      username: 'admin',
      role: 'admin',
    });
    const signedIn = right.setCookie as string;
    expect(signedIn).toMatch(/^portal_session=.+/);
    expect(signedIn).not.toBe(cookie);
    expect((await adminUsers(signedIn)).status).toBe(200);
    // The pending session's token is gone.
    const old = await call(running.baseUrl, 'GET', '/api/auth/me', { cookie });
    expect(old.status).toBe(401);
    expect(errorOf(old).code).toBe('unauthenticated');
    const me = await call(running.baseUrl, 'GET', '/api/auth/me', { cookie: signedIn });
    expect((me.json as { secondFactor: unknown }).secondFactor).toEqual({ enrolled: true, required: true });
  });

  it('is not answered to a session that has no code due', async () => {
    const staff = await newStaff();
    const pending = await passwordOnly(staff.username, staff.password);
    const res = await code(pending.cookie, '123456');
    expect(res.status).toBe(422);
    expect(errorOf(res)).toEqual({
      message: 'Esta sesión no espera un código de verificación. Inicie sesión nuevamente.',
      code: 'second_factor_not_due',
    });
    const empty = await code(pending.cookie, '  ');
    expect(empty.status).toBe(400);
    expect(errorOf(empty).fieldErrors).toEqual({ code: 'Escriba el código de verificación' });
  });

  it('is throttled like the password: after 3 wrong codes even the right one waits (429), then passes', async () => {
    const staff = await newStaff();
    const { secret } = await enrol((await passwordOnly(staff.username, staff.password)).cookie);
    const { cookie } = await passwordOnly(staff.username, staff.password);
    for (const wrong of ['111111', '222222', '333333']) expect((await code(cookie, wrong)).status).toBe(401);
    const refused = await code(cookie, totpNow(secret));
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toBe('1');
    expect(errorOf(refused)).toEqual({
      message: 'Demasiados intentos fallidos. Espere 1 segundo e intente nuevamente.',
      code: 'too_many_attempts',
    });
    expect(refused.setCookie).toBeUndefined();
    await sleep(1100);
    expect((await code(cookie, totpNow(secret))).status).toBe(200);
  });
});

describe('enrolment', () => {
  it('gives a secret, its otpauth URI and QR; a staff session stays refused until a code confirms it', async () => {
    const staff = await newStaff('compliance');
    const { cookie } = await passwordOnly(staff.username, staff.password);
    const unstarted = await post('/api/auth/second-factor/enrolment/confirm', cookie, { code: '123456' });
    expect(unstarted.status).toBe(422);
    expect(errorOf(unstarted)).toEqual({
      message: 'Primero genere el código QR para activar la verificación en dos pasos.',
      code: 'second_factor_not_started',
    });
    const started = await post('/api/auth/second-factor/enrolment', cookie);
    expect(started.status).toBe(200);
    const { secret, otpauthUri, qrSvg } = started.json as {
      secret: string;
      otpauthUri: string;
      qrSvg: string;
    };
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauthUri).toBe(
      `otpauth://totp/Portal%20de%20Recuperaci%C3%B3n%20de%20Capital:${staff.username}?issuer=Portal%20de%20Recuperaci%C3%B3n%20de%20Capital&secret=${secret}&algorithm=SHA1&digits=6&period=30`,
    );
    expect(qrSvg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 \d+ \d+">/);
    // Started is not enrolled: still nothing but the second factor's calls.
    expect((await call(running.baseUrl, 'GET', '/api/auth/me', { cookie })).status).toBe(401);
    const wrong = await post('/api/auth/second-factor/enrolment/confirm', cookie, { code: '000000' });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toEqual(WRONG);
    const confirmed = await post('/api/auth/second-factor/enrolment/confirm', cookie, {
      code: totpNow(secret),
    });
    expect(confirmed.status).toBe(200);
    const body = confirmed.json as { user: { username: string; role: string }; recoveryCodes: string[] };
    expect(body.user).toMatchObject({ username: staff.username, role: 'compliance' });
    expect(body.recoveryCodes).toHaveLength(10);
    for (const recovery of body.recoveryCodes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    expect(new Set(body.recoveryCodes).size).toBe(10);
    const signedIn = confirmed.setCookie as string;
    const me = await call(running.baseUrl, 'GET', '/api/auth/me', { cookie: signedIn });
    expect(me.status).toBe(200);
    expect((me.json as { secondFactor: unknown }).secondFactor).toEqual({ enrolled: true, required: true });
    // Enrolled: a new enrolment is refused, and the next sign-in asks for the code.
    const again = await post('/api/auth/second-factor/enrolment', signedIn);
    expect(again.status).toBe(409);
    expect(errorOf(again)).toEqual({
      message: 'La verificación en dos pasos ya está activada en su cuenta.',
      code: 'second_factor_enrolled',
    });
    expect((await passwordOnly(staff.username, staff.password)).json).toEqual({ secondFactor: 'required' });
    // The log keeps the recovery codes hashed, never in clear, and the secret sealed under the person's key.
    const log = await eventLogBytes(running.portal.dataDir);
    for (const recovery of body.recoveryCodes) expect(log.includes(recovery)).toBe(false);
    expect(log.includes(secret)).toBe(false);
    const [enrolled] = (await eventsOfType(running.portal.dataDir, 'SecondFactorEnrolled')).filter(
      (e) => e.userId === staff.id,
    );
    expect(enrolled?.recoveryCodeHashes).toHaveLength(10);
  });

  it('takes a recovery code once: its second use is refused', async () => {
    const staff = await newStaff();
    const { recoveryCodes } = await enrol((await passwordOnly(staff.username, staff.password)).cookie);
    const [first, second] = recoveryCodes as [string, string];
    const once = await passwordOnly(staff.username, staff.password);
    const used = await code(once.cookie, first);
    expect(used.status).toBe(200);
    expect((await adminUsers(used.setCookie as string)).status).toBe(200);
    const twice = await passwordOnly(staff.username, staff.password);
    const refused = await code(twice.cookie, first);
    expect(refused.status).toBe(401);
    expect(errorOf(refused)).toEqual(WRONG);
    // Another one, typed in capitals without its dash, still counts.
    const other = await code(twice.cookie, second.replace('-', '').toUpperCase());
    expect(other.status).toBe(200);
    expect(
      (await eventsOfType(running.portal.dataDir, 'RecoveryCodeUsed'))
        .filter((e) => e.userId === staff.id)
        .map((e) => e.index),
    ).toEqual([0, 1]);
  });
});

describe("a superadministrator's reset", () => {
  it('is recorded with who did it, ends the person’s sessions, and they enrol again at their next sign-in', async () => {
    const staff = await newStaff();
    const { cookie } = await enrol((await passwordOnly(staff.username, staff.password)).cookie);
    expect((await adminUsers(cookie)).status).toBe(200);
    const reset = await call(running.baseUrl, 'DELETE', `/api/admin/users/${staff.id}/second-factor`, {
      cookie: superadminCookie,
    });
    expect(reset.status).toBe(200);
    expect(reset.json).toEqual({
      ok: true,
      message: 'Verificación restablecida: la persona la activará de nuevo en su próximo inicio de sesión.',
    });
    const ended = await adminUsers(cookie);
    expect(ended.status).toBe(401);
    expect(errorOf(ended).code).toBe('unauthenticated');
    const events = (await eventsOfType(running.portal.dataDir, 'SecondFactorReset')).filter(
      (e) => e.userId === staff.id,
    );
    expect(events).toEqual([{ userId: staff.id, resetBy: superadminId, at: expect.any(String) }]);
    // The security log's line is written as the answer leaves: it may reach the file a moment later.
    const audited = () =>
      readFileSync(join(running.portal.dataDir, 'security.log'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((e) => e.event === 'second_factor_reset' && e.userId === staff.id);
    for (let i = 0; i < 40 && audited().length === 0; i++) await sleep(50);
    expect(audited()).toMatchObject([{ outcome: 'succeeded', actorId: superadminId }]);
    // Next sign-in: enrol again (a staff role never passes without a factor).
    const next = await passwordOnly(staff.username, staff.password);
    expect(next.json).toEqual({ secondFactor: 'enrol' });
    expect((await enrol(next.cookie)).recoveryCodes).toHaveLength(10);
  });

  it('refuses one’s own, a factor not enrolled, an unknown person, and anyone but a superadministrator', async () => {
    const own = await call(running.baseUrl, 'DELETE', `/api/admin/users/${superadminId}/second-factor`, {
      cookie: superadminCookie,
    });
    expect(own.status).toBe(422);
    expect(errorOf(own)).toEqual({
      message:
        'No puede restablecer su propia verificación en dos pasos. Pida a otro superadministrador que lo haga.',
      code: 'self_change',
    });
    const staff = await newStaff();
    const none = await call(running.baseUrl, 'DELETE', `/api/admin/users/${staff.id}/second-factor`, {
      cookie: superadminCookie,
    });
    expect(none.status).toBe(422);
    expect(errorOf(none)).toEqual({
      message: 'Esta persona no tiene activada la verificación en dos pasos.',
      code: 'second_factor_not_enrolled',
    });
    const unknown = await call(running.baseUrl, 'DELETE', '/api/admin/users/no-existe/second-factor', {
      cookie: superadminCookie,
    });
    expect(unknown.status).toBe(404);
    const admin = await login(running.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password);
    const byAdmin = await call(running.baseUrl, 'DELETE', `/api/admin/users/${superadminId}/second-factor`, {
      cookie: admin.cookie,
    });
    expect(byAdmin.status).toBe(403);
  });
});

describe('agents and clients may turn it on, and off with a code', () => {
  it('a client who enrolled gets "required" at sign-in, and may turn it off with a current code', async () => {
    const { payload } = await registerClient(running.baseUrl);
    const signedIn = await passwordOnly(payload.username, payload.password);
    const { secret, cookie } = await enrol(signedIn.cookie);
    const me = await call(running.baseUrl, 'GET', '/api/auth/me', { cookie });
    expect((me.json as { secondFactor: unknown }).secondFactor).toEqual({ enrolled: true, required: false });
    // The enrolment ended the session it came from (and any other).
    expect((await call(running.baseUrl, 'GET', '/api/auth/me', { cookie: signedIn.cookie })).status).toBe(
      401,
    );
    const next = await passwordOnly(payload.username, payload.password);
    expect(next.json).toEqual({ secondFactor: 'required' });
    const dashboard = await call(running.baseUrl, 'GET', '/api/clients/my-dashboard', {
      cookie: next.cookie,
    });
    expect([dashboard.status, dashboard.json]).toEqual([401, REQUIRED]);
    const passed = await code(next.cookie, totpNow(secret));
    expect(passed.status).toBe(200);
    const full = passed.setCookie as string;
    const wrong = await call(running.baseUrl, 'DELETE', '/api/auth/second-factor', {
      cookie: full,
      body: { code: '000000' },
    });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong)).toEqual(WRONG);
    const off = await call(running.baseUrl, 'DELETE', '/api/auth/second-factor', {
      cookie: full,
      body: { code: totpNow(secret) },
    });
    expect(off.status).toBe(200);
    expect(off.json).toEqual({
      ok: true,
      message: 'Verificación en dos pasos desactivada. Al iniciar sesión solo se le pedirá su contraseña.',
    });
    expect((await passwordOnly(payload.username, payload.password)).json).toMatchObject({
      user: { username: payload.username },
    });
    const offAgain = await call(running.baseUrl, 'DELETE', '/api/auth/second-factor', {
      cookie: full,
      body: { code: totpNow(secret) },
    });
    expect(offAgain.status).toBe(422);
    expect(errorOf(offAgain).code).toBe('second_factor_not_enrolled');
  });

  it('staff may not turn theirs off', async () => {
    const admin = await login(running.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password);
    const res = await call(running.baseUrl, 'DELETE', '/api/auth/second-factor', {
      cookie: admin.cookie,
      body: { code: totpNow('KALAIBD2NN3X7RNDAJJSNNEXT3K5GTMG') },
    });
    expect(res.status).toBe(403);
    expect((await passwordOnly(demoAccounts.admin.username, demoAccounts.admin.password)).json).toEqual({
      secondFactor: 'required',
    });
  });
});
