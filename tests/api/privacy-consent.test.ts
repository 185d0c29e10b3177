/**
 * The privacy notice and the consents against the real portal: GET /api/public/privacy-notice says what
 * FIRM_CONFIG publishes and what the portal states from its own code; a registration or an agent application
 * without the express consent, with a notice changed since it was read, or with a purpose the notice does not
 * declare, is refused in Spanish and writes nothing (not even the Idempotency-Key's record); with it, the consent
 * is an event with the notice version and the purposes chosen; a client withdraws a voluntary purpose and gives it
 * again in Mi Perfil's calls; a new notice version makes the renewal due; an unconfigured firm has published none.
 */
import { dirname } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { type MyConsents, myConsentsSchema, type PrivacyNotice } from '@portal/contracts';
import {
  call,
  idempotencyKey,
  login,
  privacyConsent,
  register,
  registerClient,
  registrationPayload,
  uniqueUsername,
} from '../support/api-client.js';
import { eventCount, eventsOfType, untilNotified } from '../support/event-log.js';
import { type RunningPortal, removeDir, startPortal, tempDataDir, usePortal } from '../support/portal.js';
import { firmConfigWithPrivacy } from '../support/privacy.js';

const FINANCIAL_DATA_REQUIRED =
  'Para continuar debe otorgar su consentimiento expreso para el tratamiento de sus datos financieros y patrimoniales.';
const NOTICE_CHANGED =
  'El aviso de privacidad cambió desde que lo abrió. Vuelva a leerlo y confirme sus opciones antes de enviar.';
const PURPOSE_UNKNOWN =
  'Una de las finalidades elegidas no está en el aviso de privacidad vigente. Vuelva a leerlo.';
const VERSION = '2026-11-01.1';

describe('a firm that publishes its privacy notice', () => {
  const firmFile = firmConfigWithPrivacy();
  const dataDir = tempDataDir('privacy-consent-');
  let portal: RunningPortal;
  let base: string;
  afterAll(() => {
    removeDir(dataDir);
    removeDir(dirname(firmFile));
  });

  beforeAll(async () => {
    portal = await startPortal({ dataDir, demo: true, serveFrontend: false, env: { FIRM_CONFIG: firmFile } });
    base = portal.baseUrl;
  }, 90_000);
  afterAll(async () => {
    await portal?.stop();
  }, 30_000);

  const myConsents = async (cookie: string): Promise<MyConsents> => {
    const res = await call(base, 'GET', '/api/privacy/my-consents', { cookie });
    expect(res.status).toBe(200);
    return myConsentsSchema.parse(res.json);
  };

  it('answers the notice: the firm’s part as configured, the stores and who sees what from the portal itself', async () => {
    const res = await call<PrivacyNotice>(base, 'GET', '/api/public/privacy-notice');
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      configured: true,
      version: '2026-11-01.1',
      updatedOn: '2026-11-01',
      responsible: {
        legalName: 'Despacho Ejemplo Recuperaciones, S.C.',
        address: 'Av. Paseo de la Reforma 250, piso 8, Col. Juárez, Ciudad de México, C.P. 06600',
      },
      contact: {
        officer: 'Lic. Laura Gómez Arriaga',
        email: 'privacidad@despacho-ejemplo.mx',
        phone: '+52 55 5000 1234',
        address: null,
      },
      voluntaryPurposes: [
        { key: 'boletin', text: 'Enviarle nuestro boletín con alertas de fraudes nuevos.' },
        { key: 'encuestas', text: 'Invitarle a encuestas sobre la calidad del servicio.' },
      ],
      retention: {
        months: 60,
        text: 'Cinco años después de concluido el servicio, por obligaciones fiscales.',
      },
      storage: { events: 'sqlite', records: 'sqlite', documents: 'files', mail: 'files' },
      access: [
        { subject: 'case', roles: ['superadmin', 'admin', 'agent', 'compliance'] },
        { subject: 'documents', roles: ['superadmin', 'admin', 'agent', 'compliance'] },
        { subject: 'history', roles: ['superadmin', 'admin', 'agent', 'compliance'] },
        { subject: 'accessLog', roles: ['superadmin', 'admin', 'compliance'] },
        { subject: 'clientList', roles: ['superadmin', 'admin'] },
      ],
    });
  });

  it('refuses a registration without the express consent (400, Spanish) and writes nothing, not even the key', async () => {
    const key = idempotencyKey();
    const before = await eventCount(dataDir);
    const refusals = [
      { ...registrationPayload(), privacy: { noticeVersion: VERSION, financialData: false, purposes: [] } },
      { ...registrationPayload(), privacy: { noticeVersion: VERSION, purposes: ['boletin'] } },
    ];
    for (const payload of refusals) {
      const res = await register(base, payload, { idempotencyKey: key });
      expect(res.status).toBe(400);
      expect(res.json).toEqual({
        message: 'Algunos datos no son válidos. Revise los campos marcados.',
        code: 'validation',
        fieldErrors: { 'privacy.financialData': FINANCIAL_DATA_REQUIRED },
      });
    }
    const { privacy: _left, ...withoutPrivacy } = registrationPayload();
    const missing = await register(base, withoutPrivacy, { idempotencyKey: key });
    expect(missing.status).toBe(400);
    expect(missing.json).toMatchObject({ fieldErrors: { privacy: FINANCIAL_DATA_REQUIRED } });
    expect(await eventCount(dataDir)).toBe(before);
    // The key was never recorded: the same key with the consent registers (a recorded key would answer 422).
    const payload = registrationPayload({ privacy: privacyConsent(VERSION) });
    const registered = await register(base, payload, { idempotencyKey: key });
    expect(registered.status).toBe(201);
    // Its notification is posted by a job after the answer: the next test counts the log once it is there.
    const { userId } = registered.json as { userId: string };
    await untilNotified(dataDir, userId);
  });

  it('refuses a notice changed since it was read (409) and a purpose it does not declare (400), writing nothing', async () => {
    const before = await eventCount(dataDir);
    const key = idempotencyKey();
    const stale = await register(base, registrationPayload({ privacy: privacyConsent('2026-01-15.1') }), {
      idempotencyKey: key,
    });
    expect(stale.status).toBe(409);
    expect(stale.json).toEqual({ message: NOTICE_CHANGED, code: 'privacy_notice_changed' });
    const unknown = await register(
      base,
      registrationPayload({ privacy: privacyConsent(VERSION, ['publicidad']) }),
      {
        idempotencyKey: key,
      },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.json).toEqual({
      message: 'Algunos datos no son válidos. Revise los campos marcados.',
      code: 'validation',
      fieldErrors: { 'privacy.purposes': PURPOSE_UNKNOWN },
    });
    expect(await eventCount(dataDir)).toBe(before);
  });

  describe('a client who registers accepting one voluntary purpose', () => {
    let cookie: string;
    let userId: string;

    beforeAll(async () => {
      const { payload, result } = await registerClient(base, {
        privacy: privacyConsent(VERSION, ['boletin']),
      });
      userId = result.userId;
      cookie = (await login(base, payload.username, payload.password)).cookie;
    });

    it('is recorded as PrivacyConsentGiven with the notice version, the purposes chosen and the channel', async () => {
      expect((await eventsOfType(dataDir, 'PrivacyConsentGiven')).filter((e) => e.userId === userId)).toEqual(
        [
          {
            userId,
            applicationId: null,
            noticeVersion: '2026-11-01.1',
            financialData: true,
            purposes: ['boletin'],
            channel: 'registration',
            at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
          },
        ],
      );
    });

    it('is shown in the client’s consents, with no renewal due', async () => {
      const consents = await myConsents(cookie);
      expect(consents).toMatchObject({
        currentVersion: '2026-11-01.1',
        renewalDue: false,
        inForce: { noticeVersion: '2026-11-01.1', financialData: true, purposes: ['boletin'] },
        history: [
          { kind: 'given', noticeVersion: '2026-11-01.1', purposes: ['boletin'], channel: 'registration' },
        ],
      });
    });

    it('withdraws the purpose: recorded, shown, and refused a second time (422)', async () => {
      const res = await call(base, 'POST', '/api/privacy/my-consents/withdrawals', {
        cookie,
        body: { purpose: 'boletin' },
      });
      expect(res.status).toBe(200);
      expect(res.json).toEqual({ ok: true, message: 'Consentimiento retirado' });
      expect(
        (await eventsOfType(dataDir, 'PrivacyConsentWithdrawn')).filter((e) => e.userId === userId),
      ).toEqual([{ userId, noticeVersion: '2026-11-01.1', purpose: 'boletin', at: expect.any(String) }]);
      const consents = await myConsents(cookie);
      expect(consents.inForce?.purposes).toEqual([]);
      expect(consents.history.map((h) => h.kind)).toEqual(['withdrawn', 'given']);

      const again = await call(base, 'POST', '/api/privacy/my-consents/withdrawals', {
        cookie,
        body: { purpose: 'boletin' },
      });
      expect(again.status).toBe(422);
      expect(again.json).toEqual({
        message: 'Esa finalidad no tiene su consentimiento vigente: no hay nada que retirar.',
        code: 'purpose_not_consented',
        fieldErrors: {
          purpose: 'Esa finalidad no tiene su consentimiento vigente: no hay nada que retirar.',
        },
      });
    });

    it('gives it again from Mi Perfil (channel profile); the same choice again records nothing', async () => {
      const give = () =>
        call(base, 'POST', '/api/privacy/my-consents', {
          cookie,
          body: privacyConsent(VERSION, ['boletin']),
        });
      expect((await give()).status).toBe(200);
      const given = (await eventsOfType(dataDir, 'PrivacyConsentGiven')).filter((e) => e.userId === userId);
      expect(given.map((e) => [e.channel, e.purposes])).toEqual([
        ['registration', ['boletin']],
        ['profile', ['boletin']],
      ]);
      const before = await eventCount(dataDir);
      expect((await give()).status).toBe(200);
      expect(await eventCount(dataDir)).toBe(before);
      expect((await myConsents(cookie)).inForce?.purposes).toEqual(['boletin']);
    });
  });

  it('records an applicant’s consent under the account approval creates, which the agent then sees', async () => {
    const username = uniqueUsername('lic');
    const body = {
      username,
      password: 'Clave-Agente-2026',
      email: `${username}@despacho-pruebas.mx`,
      firstName: 'Mariana',
      lastName: 'Quiroga Ruiz',
      phone: '+52 55 8765 4321',
      licenseNumber: 'CED-8841235',
      specialization: 'crypto_fraud',
      experience: '5-10',
      certifications: 'Especialidad en delitos financieros, UNAM 2019',
      languages: 'Español, inglés',
      officeLocation: 'Ciudad de México, Polanco',
    };
    const before = await eventCount(dataDir);
    const refused = await call(base, 'POST', '/api/agents/register', {
      body: { ...body, privacy: { noticeVersion: VERSION, financialData: false } },
    });
    expect(refused.status).toBe(400);
    expect(refused.json).toMatchObject({ fieldErrors: { 'privacy.financialData': FINANCIAL_DATA_REQUIRED } });
    expect(await eventCount(dataDir)).toBe(before);

    const applied = await call<{ id: string }>(base, 'POST', '/api/agents/register', {
      body: { ...body, privacy: privacyConsent(VERSION, ['encuestas']) },
    });
    expect(applied.status).toBe(201);
    const applicationId = applied.json.id;
    expect(
      (await eventsOfType(dataDir, 'PrivacyConsentGiven')).filter((e) => e.applicationId === applicationId),
    ).toEqual([
      {
        userId: expect.any(String),
        applicationId,
        noticeVersion: '2026-11-01.1',
        financialData: true,
        purposes: ['encuestas'],
        channel: 'agent-application',
        at: expect.any(String),
      },
    ]);
    const admin = await login(base, demoAccounts.admin.username, demoAccounts.admin.password);
    const approved = await call(base, 'POST', `/api/admin/agent-applications/${applicationId}/approve`, {
      cookie: admin.cookie,
    });
    expect(approved.status).toBe(200);
    const agent = await login(base, username, 'Clave-Agente-2026');
    expect(await myConsents(agent.cookie)).toMatchObject({
      renewalDue: false,
      inForce: { noticeVersion: '2026-11-01.1', purposes: ['encuestas'] },
      history: [{ kind: 'given', channel: 'agent-application' }],
    });
  });

  it('has the demo client’s and agent’s consent given by the seed, with no renewal due', async () => {
    for (const account of [demoAccounts.client, demoAccounts.agent]) {
      const { cookie } = await login(base, account.username, account.password);
      expect(await myConsents(cookie)).toMatchObject({
        renewalDue: false,
        inForce: { noticeVersion: '2026-11-01.1', purposes: [] },
        history: [{ kind: 'given', channel: 'registration' }],
      });
    }
  });

  it('asks again after a new notice version: the renewal is due, the old version refused, the new one recorded', async () => {
    const { payload } = await registerClient(base, { privacy: privacyConsent(VERSION) });
    await portal.stop();
    const newer = firmConfigWithPrivacy({ updatedOn: '2027-02-01' });
    try {
      portal = await startPortal({ dataDir, demo: true, serveFrontend: false, env: { FIRM_CONFIG: newer } });
      base = portal.baseUrl;
      const { cookie } = await login(base, payload.username, payload.password);
      expect(await myConsents(cookie)).toMatchObject({
        currentVersion: '2027-02-01.1',
        renewalDue: true,
        inForce: { noticeVersion: '2026-11-01.1' },
      });
      const stale = await call(base, 'POST', '/api/privacy/my-consents', {
        cookie,
        body: privacyConsent(VERSION),
      });
      expect(stale.status).toBe(409);
      expect(stale.json).toEqual({ message: NOTICE_CHANGED, code: 'privacy_notice_changed' });
      const renewed = await call(base, 'POST', '/api/privacy/my-consents', {
        cookie,
        body: privacyConsent('2027-02-01.1', ['encuestas']),
      });
      expect(renewed.status).toBe(200);
      expect(await myConsents(cookie)).toMatchObject({
        renewalDue: false,
        inForce: { noticeVersion: '2027-02-01.1', purposes: ['encuestas'] },
        history: [
          { kind: 'given', channel: 'renewal', noticeVersion: '2027-02-01.1' },
          { channel: 'registration' },
        ],
      });
    } finally {
      removeDir(dirname(newer));
    }
  }, 90_000);
});

describe('a firm that has not published its privacy notice', () => {
  const running = usePortal({ serveFrontend: false });

  it('answers configured: false with the unpublished version, and registers with the express consent to it', async () => {
    const base = running.baseUrl;
    const res = await call<PrivacyNotice>(base, 'GET', '/api/public/privacy-notice');
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      configured: false,
      version: 'sin-publicar.1',
      updatedOn: null,
      responsible: null,
      contact: null,
      voluntaryPurposes: [],
      retention: null,
    });
    const { payload, result } = await registerClient(base, { privacy: privacyConsent('sin-publicar.1') });
    expect(await eventsOfType(running.portal.dataDir, 'PrivacyConsentGiven')).toEqual([
      expect.objectContaining({ userId: result.userId, noticeVersion: 'sin-publicar.1', purposes: [] }),
    ]);
    const { cookie } = await login(base, payload.username, payload.password);
    const consents = await call(base, 'GET', '/api/privacy/my-consents', { cookie });
    expect(consents.json).toMatchObject({ currentVersion: 'sin-publicar.1', renewalDue: false });
  });
});
