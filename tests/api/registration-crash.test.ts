/**
 * A registration cut by a crash: the portal is killed (SIGKILL) after it reserved the username and
 * the e-mail and before it finished. Restarted on the same data folder, the person can register within minutes:
 * (a) the same request with the same Idempotency-Key completes it; (b) a new attempt (a new key, as a browser
 * that lost the old one sends, here with another password too) is refused while the reservation may still be
 * retried, and takes the username and e-mail once the abandonment window (RESERVATION_ABANDON_MS, shortened here)
 * has passed; the old key then gets the plain 'taken' answer, never a 5xx.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  apiErrors,
  type ClientRegistrationInput,
  clientDashboardSchema,
  clientRegistrationResultSchema,
} from '@portal/contracts';
import { hashedReservationStream } from '@portal/platform';
import Database from 'better-sqlite3';
import { call, idempotencyKey, login, register, registrationPayload } from '../support/api-client.js';
import { type RunningPortal, removeDir, startPortal, tempDataDir } from '../support/portal.js';

/** The abandonment window of the restarted portal: long enough to see the refusal, short enough to wait. */
const WINDOW_MS = 20_000;

const dataDir = tempDataDir('portal-registration-crash-');
const running: RunningPortal[] = [];

afterAll(async () => {
  for (const p of running) await p.kill();
  removeDir(dataDir);
}, 30_000);

/**
 * A portal on the data folder. A costly password hash (scrypt 2^17) makes the step between the reservations
 * and the user's record long enough for the test to kill the process inside it.
 */
async function start(env: Record<string, string> = {}): Promise<RunningPortal> {
  const portal = await startPortal({ dataDir, serveFrontend: false, env });
  running.push(portal);
  return portal;
}

interface LoggedEvent {
  type: string;
  data: Record<string, unknown>;
}

/** The events of one stream in the log, read from the SQLite file (another process may be writing it). */
function streamEvents(streamId: string): LoggedEvent[] {
  const db = new Database(join(dataDir, 'events.sqlite'), { readonly: true, fileMustExist: true });
  try {
    return (
      db.prepare('SELECT type, data FROM events WHERE stream_id = ? ORDER BY revision').all(streamId) as {
        type: string;
        data: string;
      }[]
    ).map((row) => ({ type: row.type, data: JSON.parse(row.data) }));
  } finally {
    db.close();
  }
}

/** The e-mail's reservation stream: named by a keyed hash of the lower case (the folder's portal secret). */
function emailStream(email: string): string {
  const secret = readFileSync(join(dataDir, 'portal-secret'), 'utf8').trim();
  return hashedReservationStream(secret, 'email', email.toLowerCase());
}

/**
 * Sends the registration and kills the portal (SIGKILL) as soon as the e-mail's reservation is in the log,
 * while the password is being hashed. Resolves once the portal is dead, with whether the request was answered.
 */
async function registerAndCrash(
  portal: RunningPortal,
  payload: ClientRegistrationInput,
  key: string,
): Promise<'answered' | 'no answer'> {
  let outcome: 'answered' | 'no answer' | undefined;
  const request = register(portal.baseUrl, payload, { idempotencyKey: key }).then(
    () => {
      outcome = 'answered';
    },
    () => {
      outcome = 'no answer';
    },
  );
  const deadline = Date.now() + 30_000;
  while (streamEvents(emailStream(payload.email)).length === 0) {
    if (outcome !== undefined || Date.now() > deadline) break;
    await new Promise((r) => setTimeout(r, 2));
  }
  await portal.kill();
  await request;
  return outcome ?? 'no answer';
}

/** The reservation of the e-mail as the log holds it: who reserved it, when, whether that registration finished. */
function emailReservation(email: string) {
  const events = streamEvents(emailStream(email));
  const reserved = events.findLast((e) => e.type === 'EmailReserved');
  return {
    ownerId: reserved?.data.userId,
    reservedAt: Date.parse(String(reserved?.data.reservedAt)),
    confirmed: events.at(-1)?.type === 'ReservationConfirmed',
  };
}

async function expectRegistered(baseUrl: string, payload: ClientRegistrationInput, caseNumber: string) {
  const { cookie } = await login(baseUrl, payload.username, payload.password);
  const res = await call(baseUrl, 'GET', '/api/clients/my-dashboard', { cookie });
  expect(res.status).toBe(200);
  const dashboard = clientDashboardSchema.parse(res.json);
  expect(dashboard.user.email).toBe(payload.email);
  expect(dashboard.recoveryProcess.caseNumber).toBe(caseNumber);
}

describe('a registration cut by a crash', () => {
  it('(a) completes when the same request is sent again with its Idempotency-Key after the restart', async () => {
    const payload = registrationPayload();
    const key = idempotencyKey();
    const outcome = await registerAndCrash(await start({ SCRYPT_LOG2N: '17' }), payload, key);
    // Cut in the middle: the username and e-mail are reserved, the registration never confirmed them.
    expect(outcome).toBe('no answer');
    expect(emailReservation(payload.email)).toMatchObject({ confirmed: false });

    const portal = await start({ RESERVATION_ABANDON_MS: String(WINDOW_MS) });
    const res = await register(portal.baseUrl, payload, { idempotencyKey: key });
    expect(res.status).toBe(201);
    const result = clientRegistrationResultSchema.parse(res.json);
    expect(emailReservation(payload.email)).toMatchObject({ ownerId: result.userId, confirmed: true });
    await expectRegistered(portal.baseUrl, payload, result.caseNumber);
    // Once more with the key: the same answer, nothing new.
    const again = await register(portal.baseUrl, payload, { idempotencyKey: key });
    expect(again.status).toBe(201);
    expect(again.json).toEqual(result);
    await portal.stop();
  }, 120_000);

  it('(b) without the key, lets the person register once the abandonment window has passed', async () => {
    const first = registrationPayload();
    const lostKey = idempotencyKey();
    const outcome = await registerAndCrash(await start({ SCRYPT_LOG2N: '17' }), first, lostKey);
    expect(outcome).toBe('no answer');
    const cut = emailReservation(first.email);
    expect(cut.confirmed).toBe(false);

    const portal = await start({ RESERVATION_ABANDON_MS: String(WINDOW_MS) });
    // The person reloaded the page (the key is lost) and typed another password.
    const again: ClientRegistrationInput = { ...first, password: 'Otra-Clave-Segura-2026' };
    const newKey = idempotencyKey();
    // Within the window the reservation still waits for a retry of the cut request: the new attempt is told the
    // username waits for an unfinished registration (409, Spanish: send the same data again or wait), and nothing is
    // written for it.
    expect(Date.now() - cut.reservedAt).toBeLessThan(WINDOW_MS - 5_000);
    const early = await register(portal.baseUrl, again, { idempotencyKey: newKey });
    expect(early.status).toBe(409);
    expect(early.json).toMatchObject({ code: 'username_taken', message: apiErrors.usernamePending });
    expect(emailReservation(first.email)).toEqual(cut);
    // After it, the same attempt takes the username and the e-mail: the person is not locked out.
    await new Promise((r) => setTimeout(r, Math.max(0, cut.reservedAt + WINDOW_MS + 500 - Date.now())));
    const res = await register(portal.baseUrl, again, { idempotencyKey: newKey });
    expect(res.status).toBe(201);
    const result = clientRegistrationResultSchema.parse(res.json);
    expect(result.userId).not.toBe(cut.ownerId);
    expect(emailReservation(first.email)).toMatchObject({ ownerId: result.userId, confirmed: true });
    await expectRegistered(portal.baseUrl, again, result.caseNumber);
    // The cut request, retried late with its key, is told the username is taken: no 5xx, no second account.
    const late = await register(portal.baseUrl, first, { idempotencyKey: lostKey });
    expect(late.status).toBe(409);
    expect(late.text).toContain(apiErrors.usernameTaken);
    expect(
      (
        await call(portal.baseUrl, 'POST', '/api/auth/login', {
          body: { username: first.username, password: first.password },
        })
      ).status,
    ).toBe(401);
    await portal.stop();
  }, 120_000);
});
