/**
 * Input rules against the real portal: look-alike usernames, passwords that cannot be told apart,
 * dates and amounts, the password in an Idempotency-Key's fingerprint, and refusals that write nothing.
 * Messages are written out literally: they are the contract.
 */
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { apiErrorSchema, clientDashboardSchema, clientRegistrationResultSchema } from '@portal/contracts';
import {
  call,
  DEFAULT_PASSWORD,
  idempotencyKey,
  login,
  privacyConsent,
  register,
  registerClient,
  registrationPayload,
  tryLogin,
  uniqueUsername,
} from '../support/api-client.js';
import { eventCount, eventsOfType, untilNotified } from '../support/event-log.js';
import { removeDir, startPortal, tempDataDir, usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
const base = () => running.baseUrl;

const usernameTaken = {
  message: 'El nombre de usuario ya está registrado. Elija otro.',
  code: 'username_taken',
  fieldErrors: { username: 'El nombre de usuario ya está registrado. Elija otro.' },
};
const emailTaken = {
  message: 'El correo electrónico ya está registrado. Inicie sesión o use otro correo.',
  code: 'email_taken',
  fieldErrors: { email: 'El correo electrónico ya está registrado. Inicie sesión o use otro correo.' },
};
const blankPassword =
  'La contraseña no puede tener solo espacios o caracteres invisibles: use letras, números o símbolos.';
const malformedPassword =
  'La contraseña contiene un carácter dañado (por ejemplo, un emoji incompleto al copiar y pegar). Escríbala de nuevo.';
const amountFormat =
  'Escriba el monto solo con números, sin espacios, signos ni separadores de miles, y con hasta 2 decimales (por ejemplo 15000.50)';

/** A 400 whose field errors are exactly `fieldErrors`. */
async function expectValidation(
  res: { status: number; json: unknown },
  fieldErrors: Record<string, string>,
): Promise<void> {
  expect(res.status).toBe(400);
  expect(apiErrorSchema.parse(res.json)).toEqual({
    message: 'Algunos datos no son válidos. Revise los campos marcados.',
    code: 'validation',
    fieldErrors,
  });
}

describe('look-alike usernames (6)', () => {
  it.each([
    ['\uff41\uff44\uff4d\uff49\uff4e', 'ａｄｍｉｎ, full width'],
    ['\u0430dmin', 'аdmin, Cyrillic а'],
    ['\u0455uperadmin', 'ѕuperadmin, Cyrillic ѕ'],
    [' ADMIN ', 'upper case with spaces'],
    ['adrnin', 'r and n for m'],
  ])('refuses %j (%s) beside the demo accounts with 409 username_taken', async (username) => {
    const res = await register(
      base(),
      registrationPayload({ username, email: `${uniqueUsername()}@parecido.mx` }),
    );
    expect(res.status).toBe(409);
    expect(res.json).toEqual(usernameTaken);
  });

  it('stores a new full-width username in its normal form, which logs in', async () => {
    const plain = uniqueUsername('ancho');
    const fullWidth = [...plain].map((c) => String.fromCodePoint((c.codePointAt(0) ?? 0) + 0xfee0)).join('');
    const payload = registrationPayload({ username: fullWidth.toUpperCase(), email: `${plain}@ancho.mx` });
    const res = await register(base(), payload);
    expect(res.status).toBe(201);
    const { user } = await login(base(), plain, DEFAULT_PASSWORD);
    expect(user.username).toBe(plain);
  });
});

describe('passwords (7)', () => {
  it.each([
    ['      ', blankPassword],
    ['\t \u3000 \u00a0 ', blankPassword],
    ['\u200b\u200b\u200b\u200b\u200b\u200b', blankPassword],
    ['Clave\ud800\ud800\ud800', malformedPassword],
    ['Clave\udfff\udc00\ufffd', malformedPassword],
  ])('refuses the registration password %j with its reason', async (password, message) => {
    const payload = registrationPayload({ password });
    await expectValidation(await register(base(), payload), { password: message });
    expect((await tryLogin(base(), payload.username, DEFAULT_PASSWORD)).status).toBe(401);
  });

  it('accepts a password with spaces inside and a whole emoji', async () => {
    const payload = registrationPayload({ password: ' mi clave 😀 segura ' });
    expect((await register(base(), payload)).status).toBe(201);
    expect((await tryLogin(base(), payload.username, ' mi clave 😀 segura ')).status).toBe(200);
  });

  it('refuses the same passwords as a new password on change-password, and keeps the old one', async () => {
    const { payload } = await registerClient(base());
    const { cookie } = await login(base(), payload.username, payload.password);
    for (const [newPassword, message] of [
      ['        ', blankPassword],
      ['Clave\ud800\ud800\ud800', malformedPassword],
    ] as const) {
      const res = await call(base(), 'POST', '/api/users/change-password', {
        cookie,
        body: { currentPassword: payload.password, newPassword },
      });
      await expectValidation(res, { newPassword: message });
    }
    expect((await tryLogin(base(), payload.username, payload.password)).status).toBe(200);
  });

  it('refuses them in an agent application and in the staff forms that create or set a password', async () => {
    const application = await call(base(), 'POST', '/api/agents/register', {
      body: {
        username: uniqueUsername('agente'),
        password: '         ',
        email: `${uniqueUsername()}@firma.mx`,
        firstName: 'Ana',
        lastName: 'Torres',
        phone: '+52 55 8765 4321',
        licenseNumber: 'CED-8841235',
        specialization: 'crypto_fraud',
        experience: '5-10',
        certifications: 'Certificación en fraudes financieros',
        languages: 'Español',
        officeLocation: 'Ciudad de México',
        privacy: privacyConsent(),
      },
    });
    await expectValidation(application, { password: blankPassword });

    const { cookie } = await login(base(), demoAccounts.admin.username, demoAccounts.admin.password);
    const agent = await call(base(), 'POST', '/api/admin/agents', {
      cookie,
      body: {
        username: uniqueUsername('agente'),
        email: `${uniqueUsername()}@firma.mx`,
        fullName: 'Ana Torres',
        password: 'Clave\udfff\udc00\ufffd',
        licenseNumber: 'CED-8841235',
        phoneNumber: '+52 55 8765 4321',
      },
    });
    await expectValidation(agent, { password: malformedPassword });
    const reset = await call(base(), 'PUT', '/api/admin/users/u1/password', {
      cookie,
      body: { newPassword: '      ' },
    });
    await expectValidation(reset, { newPassword: blankPassword });
  });
});

describe('fraud dates and amounts (8)', () => {
  it.each(['0000-01-01', '1899-12-31'])('refuses the fraud date %s', async (fraudDate) => {
    await expectValidation(await register(base(), registrationPayload({ fraudDate })), {
      fraudDate: 'La fecha del fraude no puede ser anterior al 1 de enero de 1900',
    });
  });

  it('accepts 1900-01-01', async () => {
    expect((await register(base(), registrationPayload({ fraudDate: '1900-01-01' }))).status).toBe(201);
  });

  it.each([
    [',,,5', amountFormat],
    [' 5 ', amountFormat],
    ['1e3', amountFormat],
    ['-5', amountFormat],
    ['+5', amountFormat],
    ['25,000.50', amountFormat],
    ['5.505', amountFormat],
    ['0', 'El monto debe ser mayor que cero'],
    ['0.00', 'El monto debe ser mayor que cero'],
    ['1000000000000.01', 'El monto no puede ser mayor que 1000000000000'],
  ])('refuses the amount %j', async (lossAmount, message) => {
    await expectValidation(await register(base(), registrationPayload({ lossAmount })), {
      lossAmount: message,
    });
  });

  it.each([
    ['5', '5'],
    ['5.5', '5.5'],
    ['5,50', '5.50'],
    ['1000000000000', '1000000000000'],
  ])('accepts the amount %j and stores %j', async (lossAmount, stored) => {
    const { payload } = await registerClient(base(), { lossAmount });
    const { cookie } = await login(base(), payload.username, payload.password);
    const dashboard = await call(base(), 'GET', '/api/clients/my-dashboard', { cookie });
    expect(clientDashboardSchema.parse(dashboard.json).fraudCase.lossAmount).toBe(stored);
  });
});

describe('Idempotency-Key and the password (9)', () => {
  it('refuses the same key with another password with 422, and keeps the first password', async () => {
    const key = idempotencyKey();
    const payload = registrationPayload();
    expect((await register(base(), payload, { idempotencyKey: key })).status).toBe(201);
    const other = await register(
      base(),
      { ...payload, password: 'Otra-Clave-2027' },
      { idempotencyKey: key },
    );
    expect(other.status).toBe(422);
    expect(other.json).toEqual({
      message: 'Esta clave de idempotencia ya se usó con otros datos.',
      code: 'idempotency_key_reused',
    });
    expect((await tryLogin(base(), payload.username, 'Otra-Clave-2027')).status).toBe(401);
    expect((await tryLogin(base(), payload.username, payload.password)).status).toBe(200);
  });

  it('records a keyed hash of the password with the key, never the password', async () => {
    const payload = registrationPayload({ password: 'Clave-Rastreable-2026' });
    expect((await register(base(), payload, { idempotencyKey: idempotencyKey() })).status).toBe(201);
    const recorded = (await eventsOfType(running.portal.dataDir, 'RequestAccepted')).at(-1);
    expect(Object.keys(recorded ?? {}).sort()).toEqual(['fingerprint', 'operation', 'secretMac']);
    expect(recorded?.secretMac).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(recorded)).not.toContain('Clave-Rastreable-2026');
  });
});

describe('the portal secret across restarts (9)', () => {
  it('is generated once (mode 0600) and reused: a retry after a restart still matches, another password does not', async () => {
    const dataDir = tempDataDir('portal-secret-');
    try {
      const payload = registrationPayload();
      const key = idempotencyKey();
      let portal = await startPortal({ dataDir, serveFrontend: false });
      const first = await register(portal.baseUrl, payload, { idempotencyKey: key });
      expect(first.status).toBe(201);
      await portal.stop();
      expect(statSync(join(dataDir, 'portal-secret')).mode & 0o777).toBe(0o600);

      portal = await startPortal({ dataDir, serveFrontend: false });
      const retry = await register(portal.baseUrl, payload, { idempotencyKey: key });
      expect(retry.status).toBe(201);
      expect(retry.json).toEqual(first.json);
      const changed = await register(
        portal.baseUrl,
        { ...payload, password: 'Otra-Clave-2027' },
        { idempotencyKey: key },
      );
      expect(changed.status).toBe(422);
      await portal.stop();
    } finally {
      removeDir(dataDir);
    }
  }, 90_000);

  it('refuses to start a gateway-role process in production without PORTAL_SECRET', async () => {
    await expect(
      startPortal({
        serveFrontend: false,
        env: { NODE_ENV: 'production', PORTAL_ROLE: 'gateway', PUBLIC_URL: 'https://portal.example.mx' },
      }),
    ).rejects.toThrow(/PORTAL_SECRET is required for PORTAL_ROLE=gateway in production/);
  }, 60_000);
});

describe('a refused registration writes nothing (10)', () => {
  /** A registration whose notification (posted by a job after the answer) is already in the log. */
  const registered = async () => {
    const done = await registerClient(base());
    await untilNotified(running.portal.dataDir, done.result.userId);
    return done;
  };
  const unchangedBy = async (request: () => Promise<{ status: number; json: unknown }>) => {
    const before = await eventCount(running.portal.dataDir);
    const res = await request();
    expect(await eventCount(running.portal.dataDir)).toBe(before);
    return res;
  };

  it('appends no event for a taken e-mail, with or without an Idempotency-Key', async () => {
    const { payload: first } = await registered();
    for (const key of [undefined, idempotencyKey()]) {
      const res = await unchangedBy(() =>
        register(base(), registrationPayload({ email: first.email }), key ? { idempotencyKey: key } : {}),
      );
      expect(res.status).toBe(409);
      expect(res.json).toEqual(emailTaken);
    }
  });

  it('appends no event for a taken username, with or without an Idempotency-Key', async () => {
    const { payload: first } = await registered();
    for (const key of [undefined, idempotencyKey()]) {
      const res = await unchangedBy(() =>
        register(
          base(),
          registrationPayload({ username: first.username, email: `${uniqueUsername()}@otro.mx` }),
          key ? { idempotencyKey: key } : {},
        ),
      );
      expect(res.status).toBe(409);
      expect(res.json).toEqual(usernameTaken);
    }
  });

  it('appends no event for 19 refused registrations, and the refused key works for a corrected request', async () => {
    const { payload: first } = await registered();
    const before = await eventCount(running.portal.dataDir);
    for (let i = 0; i < 19; i++) {
      const res = await register(base(), registrationPayload({ email: first.email }), {
        idempotencyKey: idempotencyKey(),
      });
      expect(res.status).toBe(409);
    }
    expect(await eventCount(running.portal.dataDir)).toBe(before);
    // The key of a refused request recorded nothing: the same key with a free e-mail registers.
    const key = idempotencyKey();
    const refused = registrationPayload({ email: first.email });
    expect((await register(base(), refused, { idempotencyKey: key })).status).toBe(409);
    const fixed = await register(
      base(),
      { ...refused, email: `${refused.username}@libre.mx` },
      { idempotencyKey: key },
    );
    expect(fixed.status).toBe(201);
    clientRegistrationResultSchema.parse(fixed.json);
  });
});
