/**
 * POST /api/clients/register against the real portal process: the data a victim registers is exactly what
 * the dashboard shows, every validation message of client-portal.md §5, uniqueness of usernames and e-mails
 * (also under concurrency), idempotency keys, and malformed requests that must never become a 500.
 */

import { demoAccounts } from '@portal/command-service';
import {
  type AdminStats,
  type ApiErrorBody,
  adminStatsSchema,
  apiErrorSchema,
  apiErrors,
  type ClientRegistrationInput,
  type ClientRegistrationResult,
  clientDashboardSchema,
  clientRegistrationResultSchema,
} from '@portal/contracts';
import {
  call,
  DEFAULT_PASSWORD,
  idempotencyKey,
  login,
  register,
  registerClient,
  registrationPayload,
  tryLogin,
  uniqueUsername,
} from '../support/api-client.js';
import { eventCountInStreams } from '../support/event-log.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;

beforeAll(async () => {
  base = running.baseUrl;
}, 60_000);

async function adminStats(): Promise<AdminStats> {
  const { cookie } = await login(base, demoAccounts.admin.username, demoAccounts.admin.password);
  const res = await call(base, 'GET', '/api/admin/stats', { cookie });
  expect(res.status).toBe(200);
  return adminStatsSchema.parse(res.json);
}

/** How many events the log holds on Idempotency-Key records and on username and e-mail reservations. */
async function reservationAndKeyEvents(): Promise<{ keys: number; usernames: number; emails: number }> {
  const count = (prefix: string) => eventCountInStreams(running.portal.dataDir, prefix);
  return {
    keys: await count('idempotency-'),
    usernames: await count('usernameKey-'),
    emails: await count('emailKey-'),
  };
}

function errorOf(res: { json: unknown }): ApiErrorBody {
  return apiErrorSchema.parse(res.json);
}

/** A 400 whose only field error is `field` with `message`. */
async function expectFieldError(overrides: Record<string, unknown>, field: string, message: string) {
  const res = await register(base, { ...registrationPayload(), ...overrides });
  expect(res.status).toBe(400);
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = errorOf(res);
  expect(body.code).toBe('validation');
  expect(body.fieldErrors).toEqual({ [field]: message });
}

function isoDateInDays(days: number): string {
  return new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
}

describe('a valid registration', () => {
  let payload: ClientRegistrationInput;
  let result: ClientRegistrationResult;

  beforeAll(async () => {
    payload = registrationPayload({ lossAmount: '25000,50', currency: 'USD', urgencyLevel: 'critical' });
    const res = await register(base, payload);
    expect(res.status).toBe(201);
    result = clientRegistrationResultSchema.parse(res.json);
  });

  it('answers 201 with the ids, an account number CR-######## and a case number', () => {
    expect(result.userId).toMatch(/\S/);
    expect(result.clientId).toMatch(/\S/);
    expect(result.caseId).toMatch(/\S/);
    expect(new Set([result.userId, result.clientId, result.caseId]).size).toBe(3);
    expect(result.accountNumber).toMatch(/^CR-\d{8}$/);
    expect(result.caseNumber).toMatch(/\S/);
  });

  it('lets the new client log in as a client', async () => {
    const { user } = await login(base, payload.username, payload.password);
    expect(user).toEqual({
      id: result.userId,
      username: payload.username,
      fullName: `${payload.firstName} ${payload.lastName}`,
      email: payload.email,
      role: 'client',
    });
  });

  it('shows exactly the registered data on GET /api/clients/my-dashboard', async () => {
    const { cookie } = await login(base, payload.username, payload.password);
    const res = await call(base, 'GET', '/api/clients/my-dashboard', {
      cookie,
      headers: { 'x-user-id': result.userId },
    });
    expect(res.status).toBe(200);
    const dashboard = clientDashboardSchema.parse(res.json);

    expect(dashboard.user).toEqual({
      fullName: `${payload.firstName} ${payload.lastName}`,
      email: payload.email,
    });
    expect(dashboard.client.accountNumber).toBe(result.accountNumber);
    expect(dashboard.client.contactPhone).toBe(payload.phone);
    expect(dashboard.client.address).toContain(payload.city);
    expect(dashboard.fraudCase).toEqual({
      id: result.caseId,
      fraudType: payload.fraudType,
      platform: payload.platform,
      fraudDate: payload.fraudDate,
      urgencyLevel: payload.urgencyLevel,
      description: payload.description,
      lossAmount: '25000.50',
      currency: payload.currency,
    });

    const process = dashboard.recoveryProcess;
    expect(process.caseNumber).toBe(result.caseNumber);
    expect(process.priority).toBe('high'); // critical urgency
    expect(process.assignedAgent).toBeNull();
    expect(process.phases).toHaveLength(4);
    expect(process.phases[0]).toEqual(
      expect.objectContaining({ status: 'in_progress', date: expect.any(String) }),
    );
    expect(process.phases.slice(1).map((p) => p.status)).toEqual(['pending', 'pending', 'pending']);
    for (const phase of process.phases) {
      expect(phase.name).toMatch(/\S/);
      expect(phase.responsible).toMatch(/\S/);
    }
    expect(process.documents.required.length).toBeGreaterThan(0);
    expect(process.documents.required.some((d) => d.required)).toBe(true);
    for (const doc of process.documents.required) expect(doc.name).toMatch(/\S/);
    expect(process.documents.submitted).toEqual([]);
    expect(process.timeline).toHaveLength(1);
    expect(process.timeline[0]?.description).toContain(result.caseNumber);
    expect(Number.isNaN(Date.parse(process.timeline[0]?.date ?? ''))).toBe(false);
  });

  it('does not answer a second registration of the same payload (no key) with a second case', async () => {
    const res = await register(base, payload);
    expect(res.status).toBe(409);
    expect(errorOf(res).code).toBe('username_taken');
  });
});

describe('validation (client-portal.md §5)', () => {
  it('answers an empty payload with the message of every required field', async () => {
    const res = await register(base, {});
    expect(res.status).toBe(400);
    const body = errorOf(res);
    expect(body.message).toBe('Algunos datos no son válidos. Revise los campos marcados.');
    expect(body.code).toBe('validation');
    expect(body.fieldErrors).toEqual({
      username: 'Usuario debe tener al menos 3 caracteres',
      password: 'Contraseña debe tener al menos 6 caracteres',
      email: 'Email inválido',
      firstName: 'Nombre requerido',
      lastName: 'Apellido requerido',
      phone: 'Teléfono debe tener al menos 10 dígitos',
      country: 'País requerido',
      city: 'Ciudad requerida',
      fraudType: 'Tipo de fraude requerido',
      lossAmount: 'Monto perdido requerido',
      currency: 'Moneda requerida',
      fraudDate: 'Fecha del fraude requerida',
      platform: 'Plataforma/broker requerido',
      description: 'Descripción debe tener al menos 50 caracteres',
      preferredContact: 'Método de contacto preferido requerido',
      urgencyLevel: 'Nivel de urgencia requerido',
      // The express consent to the processing of financial and patrimonial data.
      privacy:
        'Para continuar debe otorgar su consentimiento expreso para el tratamiento de sus datos financieros y patrimoniales.',
    });
  });

  it.each([
    ['username', 'ab', 'Usuario debe tener al menos 3 caracteres'],
    ['password', '12345', 'Contraseña debe tener al menos 6 caracteres'],
    ['email', 'no-es-un-correo', 'Email inválido'],
    ['email', 'ana@', 'Email inválido'],
    ['firstName', 'A', 'Nombre requerido'],
    ['lastName', ' ', 'Apellido requerido'],
    ['phone', '551234567', 'Teléfono debe tener al menos 10 dígitos'],
    ['phone', 'tel 5512345678', 'Teléfono debe tener al menos 10 dígitos'],
    ['country', 'francia', 'País requerido'],
    ['city', 'X', 'Ciudad requerida'],
    ['fraudType', 'banking', 'Tipo de fraude requerido'],
    ['lossAmount', '', 'Monto perdido requerido'],
    [
      'lossAmount',
      'abc',
      'Escriba el monto solo con números, sin espacios, signos ni separadores de miles, y con hasta 2 decimales (por ejemplo 15000.50)',
    ],
    ['lossAmount', '0', 'El monto debe ser mayor que cero'],
    [
      'lossAmount',
      '-5',
      'Escriba el monto solo con números, sin espacios, signos ni separadores de miles, y con hasta 2 decimales (por ejemplo 15000.50)',
    ],
    ['currency', 'GBP', 'Moneda requerida'],
    ['fraudDate', '', 'Fecha del fraude requerida'],
    ['fraudDate', 'ayer', 'Fecha del fraude requerida'],
    ['fraudDate', '15/03/2025', 'Fecha del fraude requerida'],
    ['fraudDate', '2025-02-30', 'Fecha del fraude requerida'],
    ['platform', 'F', 'Plataforma/broker requerido'],
    ['description', 'x'.repeat(49), 'Descripción debe tener al menos 50 caracteres'],
    ['preferredContact', 'telegram', 'Método de contacto preferido requerido'],
    ['urgencyLevel', 'urgent', 'Nivel de urgencia requerido'],
  ])('%s = %j → 400 with its message', async (field, value, message) => {
    await expectFieldError({ [field]: value }, field, message);
  });

  it('accepts the shortest valid values of each rule', async () => {
    const res = await register(
      base,
      registrationPayload({
        username: 'ana',
        password: '123456',
        firstName: 'Al',
        lastName: 'Yu',
        phone: '5512345678',
        city: 'Tu',
        platform: 'FX',
        description: 'd'.repeat(50),
        lossAmount: '0.01',
      }),
    );
    expect(res.status).toBe(201);
  });

  it('refuses a fraud date after today with validation.fraudDateFuture and reserves nothing', async () => {
    const payload = registrationPayload({ fraudDate: isoDateInDays(400) });
    const res = await register(base, payload);
    expect(res.status).toBe(400);
    expect(errorOf(res).fieldErrors).toEqual({
      fraudDate: 'La fecha del fraude no puede ser posterior a hoy',
    });
    // The username and e-mail of the refused request are still free.
    const again = await register(base, { ...payload, fraudDate: '2025-01-15' });
    expect(again.status).toBe(201);
  });
});

describe('uniqueness of usernames and e-mails', () => {
  it('answers a taken username (in any letter case) with 409 username_taken on the username field', async () => {
    const { payload } = await registerClient(base);
    for (const username of [payload.username, payload.username.toUpperCase()]) {
      const res = await register(
        base,
        registrationPayload({ username, email: `${uniqueUsername()}@otro.mx` }),
      );
      expect(res.status).toBe(409);
      expect(errorOf(res)).toEqual({
        message: 'El nombre de usuario ya está registrado. Elija otro.',
        code: 'username_taken',
        fieldErrors: { username: 'El nombre de usuario ya está registrado. Elija otro.' },
      });
    }
  });

  it('answers a taken e-mail with 409 email_taken, and the refused username is free again', async () => {
    const { payload: first } = await registerClient(base);
    const second = registrationPayload({ email: first.email.toUpperCase() });
    const res = await register(base, second);
    expect(res.status).toBe(409);
    expect(errorOf(res)).toEqual({
      message: 'El correo electrónico ya está registrado. Inicie sesión o use otro correo.',
      code: 'email_taken',
      fieldErrors: { email: 'El correo electrónico ya está registrado. Inicie sesión o use otro correo.' },
    });
    // The failed attempt reserved its username only for a moment.
    expect((await tryLogin(base, second.username, DEFAULT_PASSWORD)).status).toBe(401);
    const retry = await register(base, { ...second, email: `${second.username}@nuevo-correo.mx` });
    expect(retry.status).toBe(201);
    await login(base, second.username, DEFAULT_PASSWORD);
  });

  it('gives a username to exactly one of 20 concurrent registrations (different keys)', async () => {
    const before = await adminStats();
    const username = uniqueUsername('carrera');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        register(base, registrationPayload({ username, email: `${username}.${i}@concurrencia.mx` }), {
          idempotencyKey: idempotencyKey(),
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(19);
    for (const a of answers.filter((x) => x.status === 409)) expect(errorOf(a).code).toBe('username_taken');
    const winner = answers.find((a) => a.status === 201);
    const { user } = await login(base, username, DEFAULT_PASSWORD);
    expect(user.id).toBe(clientRegistrationResultSchema.parse(winner?.json).userId);
    const after = await adminStats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeClients).toBe(before.activeClients + 1);
  });

  it('gives an e-mail to exactly one of 10 concurrent registrations, and frees the usernames of the others', async () => {
    const email = `${uniqueUsername('compartido')}@concurrencia.mx`;
    const payloads = Array.from({ length: 10 }, () => registrationPayload({ email }));
    const answers = await Promise.all(payloads.map((p) => register(base, p)));
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    const losers = payloads.filter((_, i) => answers[i]?.status !== 201);
    expect(losers).toHaveLength(9);
    for (const a of answers.filter((x) => x.status !== 201)) {
      expect(a.status).toBe(409);
      expect(errorOf(a).code).toBe('email_taken');
    }
    for (const loser of losers) {
      const retry = await register(base, { ...loser, email: `${loser.username}@propio.mx` });
      expect(retry.status).toBe(201);
    }
  });

  it('leaves nothing in the log for the losers of a race: no key record, no username reserved then released', async () => {
    const email = `${uniqueUsername('carrera-limpia')}@concurrencia.mx`;
    const before = await reservationAndKeyEvents();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () =>
        register(base, registrationPayload({ email }), { idempotencyKey: idempotencyKey() }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(7);
    // The winner's alone: its key's record, its username and e-mail each reserved and confirmed.
    const after = await reservationAndKeyEvents();
    expect(after.keys - before.keys).toBe(1);
    expect(after.usernames - before.usernames).toBe(2);
    expect(after.emails - before.emails).toBe(2);
  });

  it('registers concurrent different victims, each with its own account number', async () => {
    const payloads = Array.from({ length: 10 }, () => registrationPayload());
    const answers = await Promise.all(payloads.map((p) => register(base, p)));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(201));
    const results = answers.map((a) => clientRegistrationResultSchema.parse(a.json));
    expect(new Set(results.map((r) => r.accountNumber)).size).toBe(10);
    expect(new Set(results.map((r) => r.caseNumber)).size).toBe(10);
    for (const [i, p] of payloads.entries()) {
      const { cookie } = await login(base, p.username, p.password);
      const dash = await call(base, 'GET', '/api/clients/my-dashboard', { cookie });
      expect(dash.status).toBe(200);
      expect(clientDashboardSchema.parse(dash.json).client.accountNumber).toBe(results[i]?.accountNumber);
    }
  });
});

describe('Idempotency-Key', () => {
  it('answers a repeated request with the same body and creates one case only', async () => {
    const before = await adminStats();
    const payload = registrationPayload();
    const key = idempotencyKey();
    const first = await register(base, payload, { idempotencyKey: key });
    const second = await register(base, payload, { idempotencyKey: key });
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.json).toEqual(first.json);
    await login(base, payload.username, payload.password);
    await login(base, payload.username, payload.password);
    const after = await adminStats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeClients).toBe(before.activeClients + 1);
  });

  it('answers a double click (5 concurrent requests, same key and data) with one case and the same body', async () => {
    const before = await adminStats();
    const payload = registrationPayload();
    const key = idempotencyKey();
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => register(base, payload, { idempotencyKey: key })),
    );
    expect(answers.map((a) => a.status)).toEqual([201, 201, 201, 201, 201]);
    for (const a of answers) expect(a.json).toEqual(answers[0]?.json);
    const after = await adminStats();
    expect(after.totalUsers).toBe(before.totalUsers + 1);
    expect(after.activeClients).toBe(before.activeClients + 1);
  });

  it('refuses the same key with other data with 422', async () => {
    const key = idempotencyKey();
    const payload = registrationPayload();
    expect((await register(base, payload, { idempotencyKey: key })).status).toBe(201);
    const other = await register(
      base,
      { ...payload, platform: 'Otra plataforma distinta' },
      { idempotencyKey: key },
    );
    expect(other.status).toBe(422);
    expect(errorOf(other)).toEqual({
      message: 'Esta clave de idempotencia ya se usó con otros datos.',
      code: 'idempotency_key_reused',
    });
  });

  it.each(['corta', 'tiene espacios dentro', 'clave/con?signos!', 'x'.repeat(201)])(
    'refuses the invalid key %j with 400',
    async (key) => {
      const payload = registrationPayload();
      const res = await register(base, payload, { idempotencyKey: key });
      expect(res.status).toBe(400);
      expect(errorOf(res).message).toBe('El encabezado Idempotency-Key no es válido.');
      // Nothing was registered.
      expect((await tryLogin(base, payload.username, payload.password)).status).toBe(401);
    },
  );
});

describe('malformed requests', () => {
  it('answers malformed JSON with 400 and a Spanish JSON message', async () => {
    const res = await call(base, 'POST', '/api/clients/register', {
      rawBody: '{"username": "ana", ',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(errorOf(res)).toEqual({ message: 'El contenido enviado no es JSON válido.', code: 'bad_request' });
  });

  it('answers a JSON array or a bare string with 400, not 500', async () => {
    for (const rawBody of ['[1,2,3]', '"hola"', 'null']) {
      const res = await call(base, 'POST', '/api/clients/register', {
        rawBody,
        headers: { 'content-type': 'application/json' },
      });
      expect(res.status).toBe(400);
      expect(Object.values(apiErrors)).toContain(errorOf(res).message);
    }
  });

  it('answers a 200 KB body with 413', async () => {
    const res = await call(base, 'POST', '/api/clients/register', {
      body: registrationPayload({ evidence: 'x'.repeat(200 * 1024) }),
    });
    expect(res.status).toBe(413);
    expect(errorOf(res)).toEqual({ message: 'La solicitud es demasiado grande.', code: 'payload_too_large' });
  });

  it('answers a form-encoded body with 400 (not 500) and registers nothing', async () => {
    const payload = registrationPayload();
    const res = await call(base, 'POST', '/api/clients/register', {
      rawBody: new URLSearchParams(payload as unknown as Record<string, string>).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(Object.values(apiErrors)).toContain(errorOf(res).message);
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(401);
  });

  it('answers wrong types in the JSON with field messages, not 500', async () => {
    const res = await register(base, {
      ...registrationPayload(),
      lossAmount: 25000,
      phone: null,
      username: ['a'],
    });
    expect(res.status).toBe(400);
    expect(errorOf(res).fieldErrors).toEqual({
      username: 'Usuario debe tener al menos 3 caracteres',
      phone: 'Teléfono debe tener al menos 10 dígitos',
      lossAmount: 'Monto perdido requerido',
    });
  });

  it('ignores fields the payload must not set (role, ids, state)', async () => {
    const payload = registrationPayload();
    const res = await register(base, {
      ...payload,
      role: 'superadmin',
      userId: 'usuario-elegido',
      accountNumber: 'CR-00000001',
      isActive: false,
    });
    expect(res.status).toBe(201);
    const result = clientRegistrationResultSchema.parse(res.json);
    expect(result.userId).not.toBe('usuario-elegido');
    expect(result.accountNumber).not.toBe('CR-00000001');
    const { user } = await login(base, payload.username, payload.password);
    expect(user.role).toBe('client');
  });

  it('never answered with a server error', () => {
    expect(running.portal.output()).not.toMatch(/request failed/);
  });
});
