/**
 * A small HTTP client for the API tests: JSON calls with a cookie kept by hand, a factory of valid client
 * registrations with unique usernames and e-mails, and login. Any 5xx other than 501 (a route not built yet)
 * fails the calling test at once: the API must never answer with an unexpected server error.
 */
import { randomBytes } from 'node:crypto';
import {
  type ClientRegistrationInput,
  type ClientRegistrationResult,
  clientRegistrationResultSchema,
  type LoginAnswer,
  type LoginResult,
  loginAnswerSchema,
  loginResultSchema,
  type PrivacyChoice,
  privacyNoticeVersion,
  secondFactorEnrolledSchema,
  secondFactorEnrolmentSchema,
} from '@portal/contracts';
import { rememberSecondFactor, totpNow, totpSecretOf } from './totp.js';

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  /** The raw body text. */
  text: string;
  /** The parsed JSON body, or undefined when the body is not JSON. */
  json: T;
  /** `name=value` of the session cookie the answer set (empty value when it cleared it), if any. */
  setCookie: string | undefined;
  /** The complete Set-Cookie lines of the answer. */
  setCookieLines: string[];
}

export interface CallOptions {
  /** Sent as JSON (content-type application/json). */
  body?: unknown;
  /** Sent as is; give the content-type in `headers`. */
  rawBody?: string;
  /** A `name=value` cookie string (what `login` returns). */
  cookie?: string | undefined;
  headers?: Record<string, string>;
  /** Set when a 5xx other than 501 is what the test wants to look at (none does). */
  allowServerError?: boolean;
}

export const SESSION_COOKIE = 'portal_session';

/** One API call; never follows redirects. */
export async function call<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  let body: string | undefined;
  if (options.rawBody !== undefined) body = options.rawBody;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['content-type'] ??= 'application/json';
  }
  if (options.cookie) headers.cookie = options.cookie;
  const res = await fetch(`${baseUrl}${path}`, { method, headers, body, redirect: 'manual' });
  const answer = await answerOf<T>(res);
  if (res.status >= 500 && res.status !== 501 && !options.allowServerError) {
    throw new Error(`${method} ${path} answered ${res.status}: ${answer.text}`);
  }
  return answer;
}

/** A fetch answer read whole: its text, its JSON if it is some, its session cookie. */
export async function answerOf<T = unknown>(res: Response): Promise<ApiResponse<T>> {
  const text = await res.text();
  let json: unknown;
  try {
    json = text === '' ? undefined : JSON.parse(text);
  } catch {
    json = undefined;
  }
  const setCookieLines = res.headers.getSetCookie();
  const session = setCookieLines.find((line) => line.startsWith(`${SESSION_COOKIE}=`));
  return {
    status: res.status,
    headers: res.headers,
    text,
    json: json as T,
    setCookie: session?.split(';')[0],
    setCookieLines,
  };
}

let sequence = 0;

/** A username nobody else in this run has (lower case, letters and digits only, 3..50 characters). */
export function uniqueUsername(prefix = 'victima'): string {
  sequence += 1;
  return `${prefix}${process.pid.toString(36)}${sequence.toString(36)}${randomBytes(3).toString('hex')}`;
}

export const DEFAULT_PASSWORD = 'Clave-Segura-2026';

/** The version of the privacy notice a portal without FIRM_CONFIG `privacy` has in force (not published). */
const UNPUBLISHED_NOTICE_VERSION = privacyNoticeVersion(null);

/**
 * The privacy choices a registration form sends: the notice read, the express consent to the
 * processing of financial and patrimonial data (always given here) and the voluntary purposes accepted.
 */
export function privacyConsent(
  noticeVersion: string = UNPUBLISHED_NOTICE_VERSION,
  purposes: string[] = [],
): PrivacyChoice {
  return { noticeVersion, financialData: true, purposes };
}

/** A valid client registration with a unique username and e-mail, consenting to the notice; override any field. */
export function registrationPayload(
  overrides: Partial<ClientRegistrationInput> = {},
): ClientRegistrationInput {
  const username = overrides.username ?? uniqueUsername();
  return {
    username,
    password: DEFAULT_PASSWORD,
    email: `${username}@correo-pruebas.mx`,
    firstName: 'Lucía',
    lastName: 'Hernández Soto',
    phone: '+52 33 1234 5678',
    country: 'mexico',
    city: 'Guadalajara',
    fraudType: 'forex',
    lossAmount: '25000.50',
    currency: 'USD',
    fraudDate: '2025-11-03',
    platform: 'FX Global Markets',
    description:
      'Un asesor me convenció por teléfono de invertir en divisas; tras tres depósitos la plataforma bloqueó mi cuenta y dejó de responder.',
    evidence: 'Comprobantes de transferencia y capturas del chat.',
    previousAttempts: 'Reclamación ante mi banco.',
    preferredContact: 'email',
    urgencyLevel: 'critical',
    privacy: privacyConsent(),
    ...overrides,
  };
}

/** A fresh Idempotency-Key as a browser would make one. */
export function idempotencyKey(): string {
  return `reg-${randomBytes(12).toString('hex')}`;
}

/** POST /api/clients/register. */
export function register(
  baseUrl: string,
  payload: unknown,
  options: { idempotencyKey?: string; headers?: Record<string, string> } = {},
): Promise<ApiResponse<ClientRegistrationResult>> {
  return call<ClientRegistrationResult>(baseUrl, 'POST', '/api/clients/register', {
    body: payload,
    headers: {
      ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}),
      ...options.headers,
    },
  });
}

/** Registers a new client and returns its payload and the parsed 201 answer (fails the test otherwise). */
export async function registerClient(
  baseUrl: string,
  overrides: Partial<ClientRegistrationInput> = {},
  headers: Record<string, string> = {},
): Promise<{ payload: ClientRegistrationInput; result: ClientRegistrationResult }> {
  const payload = registrationPayload(overrides);
  const res = await register(baseUrl, payload, { headers });
  if (res.status !== 201) throw new Error(`registration answered ${res.status}: ${res.text}`);
  return { payload, result: clientRegistrationResultSchema.parse(res.json) };
}

/**
 * POST /api/auth/login; the raw answer, whatever its status. For an account with a second factor a
 * 200 is `{ secondFactor }` and the cookie is of a session that waits for it: `login` completes it.
 */
export function tryLogin(
  baseUrl: string,
  username: string,
  password: string,
  cookie?: string,
): Promise<ApiResponse<LoginAnswer>> {
  return call<LoginAnswer>(baseUrl, 'POST', '/api/auth/login', { body: { username, password }, cookie });
}

/**
 * Logs in and returns the session cookie (`name=value`) and the user; fails the test on anything but 200. A
 * second factor the password leaves due is completed as the person would: the code of the account's known secret
 * (a demo account's, or one a test enrolled on this portal), or, for an account that must enrol, an enrolment
 * whose secret is remembered for its next sign-ins.
 */
export async function login(
  baseUrl: string,
  username: string,
  password: string,
): Promise<{ cookie: string; user: LoginResult['user'] }> {
  const res = await tryLogin(baseUrl, username, password);
  if (res.status !== 200 || !res.setCookie)
    throw new Error(`login of ${username} answered ${res.status}: ${res.text}`);
  const answer = loginAnswerSchema.parse(res.json);
  if ('user' in answer) return { cookie: res.setCookie, user: answer.user };
  if (answer.secondFactor === 'enrol') return enrolSecondFactor(baseUrl, username, res.setCookie);
  return passSecondFactor(baseUrl, username, res.setCookie);
}

/** Sends the current code of the account's known secret for a session that waits for it (fails otherwise). */
async function passSecondFactor(
  baseUrl: string,
  username: string,
  pendingCookie: string,
): Promise<{ cookie: string; user: LoginResult['user'] }> {
  const secret = totpSecretOf(baseUrl, username);
  if (!secret) throw new Error(`${username} has a second factor no test enrolled on this portal`);
  const res = await call(baseUrl, 'POST', '/api/auth/second-factor', {
    cookie: pendingCookie,
    body: { code: totpNow(secret) },
  });
  if (res.status !== 200 || !res.setCookie)
    throw new Error(`the second factor of ${username} answered ${res.status}: ${res.text}`);
  return { cookie: res.setCookie, user: loginResultSchema.parse(res.json).user };
}

/**
 * Enrols the person of `cookie` (a session that must enrol, or an agent's or client's who opts in): starts the
 * enrolment, confirms it with the secret's current code, and remembers the secret and recovery codes.
 */
async function enrolSecondFactor(
  baseUrl: string,
  username: string,
  cookie: string,
): Promise<{ cookie: string; user: LoginResult['user']; secret: string; recoveryCodes: string[] }> {
  const started = await call(baseUrl, 'POST', '/api/auth/second-factor/enrolment', { cookie });
  if (started.status !== 200)
    throw new Error(`the enrolment of ${username} answered ${started.status}: ${started.text}`);
  const { secret } = secondFactorEnrolmentSchema.parse(started.json);
  const confirmed = await call(baseUrl, 'POST', '/api/auth/second-factor/enrolment/confirm', {
    cookie,
    body: { code: totpNow(secret) },
  });
  if (confirmed.status !== 200 || !confirmed.setCookie)
    throw new Error(
      `confirming the enrolment of ${username} answered ${confirmed.status}: ${confirmed.text}`,
    );
  const { user, recoveryCodes } = secondFactorEnrolledSchema.parse(confirmed.json);
  rememberSecondFactor(baseUrl, username, { secret, recoveryCodes });
  return { cookie: confirmed.setCookie, user, secret, recoveryCodes };
}

/** Logs `account` in (a demo account, or one a test made) and returns its session cookie. */
export async function cookieOf(
  baseUrl: string,
  account: { username: string; password: string },
): Promise<string> {
  return (await login(baseUrl, account.username, account.password)).cookie;
}

/**
 * The headers a TLS proxy in front of a portal whose PUBLIC_URL is https://portal.example.mx adds to a browser's
 * request from that site (the portal started with TRUST_PROXY=true).
 */
export const viaTlsProxy = {
  'x-forwarded-for': '203.0.113.9',
  'x-forwarded-proto': 'https',
  'x-forwarded-host': 'portal.example.mx',
  origin: 'https://portal.example.mx',
};

/** Runs `tasks` with at most `concurrency` of them at a time; results in the order of the tasks. */
export async function pool<T>(tasks: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(tasks.length);
  let next = 0;
  const worker = async () => {
    while (next < tasks.length) {
      const index = next++;
      const task = tasks[index];
      if (task) results[index] = await task();
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, tasks.length) }, worker));
  return results;
}
