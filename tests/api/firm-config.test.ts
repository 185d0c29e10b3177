/**
 * A portal with the operator's firm configuration (FIRM_CONFIG): its facts in GET /api/health, its plans (and
 * only those may be chosen), the home's amounts converted to pesos at its rate; and the outcomes computed from
 * the closed cases, shown only from the 20th (design.md §5), overall and per plan.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import type { Outcomes, RecoveryHome, RecoveryProcessRow } from '@portal/contracts';
import { call, cookieOf, login, pool, registerClient } from '../support/api-client.js';
import { acceptedPlan, expressPlanConfig } from '../support/plans.js';
import { tempDataDir, usePortal } from '../support/portal.js';

const configDir = tempDataDir('firm-config-');
const firmFile = join(configDir, 'firm.json');
writeFileSync(
  firmFile,
  JSON.stringify({
    emergencyPhone: '+52 55 9999 0000',
    registrations: [{ label: 'Cédula profesional', number: '7654321' }],
    certifications: [{ name: 'Registro de prueba', verifyUrl: 'https://registro.example.mx/7654321' }],
    exchangeRates: { USD: { mxn: '17.1234', asOf: '2026-11-20' } },
    plans: [expressPlanConfig],
  }),
);
const running = usePortal({ demo: true, serveFrontend: false, env: { FIRM_CONFIG: firmFile } });

it('serves the configured facts and plans, and converts the home to pesos at the configured rate', async () => {
  const base = running.baseUrl;
  const health = await call<{ site: Record<string, unknown> }>(base, 'GET', '/api/health');
  expect(health.json.site).toMatchObject({
    emergencyPhone: '+52 55 9999 0000',
    registrations: [{ label: 'Cédula profesional', number: '7654321' }],
    certifications: [{ name: 'Registro de prueba', verifyUrl: 'https://registro.example.mx/7654321' }],
    secureTransport: false,
  });
  const plans = await call<{ key: string; feePercent: number }[]>(base, 'GET', '/api/plans');
  expect(plans.json.map((p) => [p.key, p.feePercent])).toEqual([['express', 28]]);

  const { payload, result } = await registerClient(base, { currency: 'USD', lossAmount: '25000.50' });
  const { cookie } = await login(base, payload.username, payload.password);
  const notOffered = await call<{ fieldErrors: Record<string, string> }>(
    base,
    'PUT',
    '/api/clients/my-plan',
    {
      cookie,
      body: {
        plan: 'premium',
        accepted: true,
        terms: { feePercent: 20, timeframe: '6-8 meses', documents: ['Identificación oficial'] },
      },
    },
  );
  expect(notOffered.status).toBe(400);
  expect(notOffered.json.fieldErrors.plan).toBe('Ese plan no está disponible en este momento');
  const home = await call<RecoveryHome>(base, 'GET', `/api/recovery/${result.userId}`, { cookie });
  expect(home.json).toMatchObject({
    originalAmount: '428093.56',
    recoveredAmount: '0.00',
    pendingAmount: '428093.56',
    currency: 'MXN',
    conversion: { from: 'USD', rate: '17.1234', asOf: '2026-11-20' },
  });
}, 60_000);

it('computes the outcomes from the closed cases, and shows none below 20 closed', async () => {
  const base = running.baseUrl;
  const admin = await cookieOf(base, demoAccounts.admin);
  const clients = await pool(
    Array.from({ length: 20 }, () => async () => {
      const { payload, result } = await registerClient(base, { currency: 'MXN', lossAmount: '1000' });
      const { cookie } = await login(base, payload.username, payload.password);
      const body = await acceptedPlan(base, 'express');
      expect((await call(base, 'PUT', '/api/clients/my-plan', { cookie, body })).status).toBe(200);
      return result;
    }),
    4,
  );
  const rows = (await call<RecoveryProcessRow[]>(base, 'GET', '/api/recovery-processes', { cookie: admin }))
    .json;
  const outcomes = async () => (await call<Outcomes>(base, 'GET', '/api/outcomes')).json;
  // Each case closed by the firm: the first ten with 400 pesos recovered, the others with nothing.
  for (const [i, client] of clients.entries()) {
    const row = rows.find((r) => r.id === client.caseId);
    const recovered = i < 10 ? '400' : '0';
    const res = await call(base, 'PUT', `/api/admin/recovery/${client.caseId}`, {
      cookie: admin,
      headers: { 'if-match': String(row?.revision) },
      body: {
        originalAmount: '1000',
        recoveredAmount: recovered,
        pendingAmount: i < 10 ? '600' : '1000',
        status: 'cancelled',
        priority: 'medium',
      },
    });
    expect(res.status).toBe(200);
    if (i === 18) expect((await outcomes()).overall).toBeNull();
  }
  const figures = await outcomes();
  expect(figures.minimumSample).toBe(20);
  expect(figures.overall).toMatchObject({
    closedCases: 20,
    recoveredCases: 10,
    recoveredShare: 50,
    recoveredAmountMxn: '4000.00',
  });
  // Every case of the portal counts as handled: these 20, the demo client's and the first test's.
  expect(figures.overall?.casesHandled).toBe(22);
  expect(figures.byPlan.express).toMatchObject({ closedCases: 20, recoveredCases: 10, recoveredShare: 50 });
  expect(figures.byPlan.standard).toBeNull();
  expect(figures.byPlan.premium).toBeNull();
}, 120_000);
