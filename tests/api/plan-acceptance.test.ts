/**
 * A client choosing a plan accepts its terms, against the real demo portal: a choice without the
 * acceptance, or without the terms, is refused in Spanish (400); terms that are not the firm's configured ones
 * any more are refused (409) and record nothing; an accepted choice is stored as a fact, with the plan, the fee,
 * the time frame, the documents as configured then, and the moment (ClientServicePlanChosen v2); the same choice
 * again stores nothing.
 */
import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import Database from 'better-sqlite3';
import { call, cookieOf, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
let cookie: string;
let userId: string;
let caseId: string;

/** The demo firm's express plan exactly as /recovery-options shows it (the spec's plans, contracts' demoPlans). */
const expressTerms = {
  feePercent: 30,
  timeframe: '2-3 meses',
  documents: [
    'Identificación oficial',
    'Comprobantes de las transferencias o pagos',
    'Estados de cuenta del periodo del fraude',
    'Conversaciones con la plataforma o las personas involucradas',
  ],
};

const choose = (body: unknown) =>
  call<{ message?: string; fieldErrors?: Record<string, string> }>(base, 'PUT', '/api/clients/my-plan', {
    cookie,
    body,
  });

const planEvents = () => {
  const db = new Database(join(running.portal.dataDir, 'events.sqlite'), {
    readonly: true,
    fileMustExist: true,
  });
  try {
    return (
      db
        .prepare("SELECT data, metadata FROM events WHERE type = 'ClientServicePlanChosen' ORDER BY position")
        .all() as { data: string; metadata: string }[]
    )
      .map((e) => ({ data: JSON.parse(e.data), metadata: JSON.parse(e.metadata) }))
      .filter((e) => e.data.userId === userId);
  } finally {
    db.close();
  }
};

const servicePlan = async () =>
  (
    await call<{ recoveryProcess: { servicePlan: string | null } }>(
      base,
      'GET',
      '/api/clients/my-dashboard',
      {
        cookie,
      },
    )
  ).json.recoveryProcess.servicePlan;

beforeAll(async () => {
  base = running.baseUrl;
  const { payload, result } = await registerClient(base);
  userId = result.userId;
  caseId = result.caseId;
  cookie = (await login(base, payload.username, payload.password)).cookie;
}, 60_000);

describe('PUT /api/clients/my-plan with the terms accepted', () => {
  it('serves the terms the client reads: fee, time frame and documents', async () => {
    const plans = await call<{ key: string; feePercent: number; timeframe: string; documents: string[] }[]>(
      base,
      'GET',
      '/api/plans',
    );
    const express = plans.json.find((p) => p.key === 'express');
    expect(express).toMatchObject(expressTerms);
  });

  it('refuses a choice whose terms were not accepted, or that names no terms, in Spanish', async () => {
    for (const body of [
      { plan: 'express', terms: expressTerms },
      { plan: 'express', accepted: false, terms: expressTerms },
      { plan: 'express', accepted: 'sí', terms: expressTerms },
    ]) {
      const res = await choose(body);
      expect(res.status).toBe(400);
      expect(res.json.fieldErrors?.accepted).toBe(
        'Para elegir el plan, lea sus condiciones y márquelas como aceptadas',
      );
    }
    const noTerms = await choose({ plan: 'express', accepted: true });
    expect(noTerms.status).toBe(400);
    expect(noTerms.json.fieldErrors?.terms).toBe(
      'Faltan las condiciones del plan que acepta: recargue la página y revíselas',
    );
    expect(planEvents()).toEqual([]);
    expect(await servicePlan()).toBeNull();
  });

  it('refuses terms that are no longer the configured ones (409) and records nothing', async () => {
    for (const terms of [
      { ...expressTerms, feePercent: 25 },
      { ...expressTerms, timeframe: '1 mes' },
      { ...expressTerms, documents: expressTerms.documents.slice(1) },
    ]) {
      const res = await choose({ plan: 'express', accepted: true, terms });
      expect(res.status).toBe(409);
      expect(res.json.message).toBe(
        'Las condiciones de este plan cambiaron desde que las leyó. Revise las condiciones actuales y acéptelas de nuevo.',
      );
    }
    // The premium plan's terms under the express plan's name are not the express plan's either.
    const premiumTerms = { ...expressTerms, feePercent: 20, timeframe: '6-8 meses' };
    expect((await choose({ plan: 'express', accepted: true, terms: premiumTerms })).status).toBe(409);
    expect(planEvents()).toEqual([]);
    expect(await servicePlan()).toBeNull();
  });

  it('stores the acceptance as a fact with the terms accepted and the moment; the same again stores nothing', async () => {
    const before = Date.now();
    const res = await choose({ plan: 'express', accepted: true, terms: expressTerms });
    expect(res.status).toBe(200);
    expect(await servicePlan()).toBe('express');
    const events = planEvents();
    expect(events).toHaveLength(1);
    expect(events[0]?.metadata).toMatchObject({ schemaVersion: 2 });
    expect(events[0]?.data).toEqual({
      clientId: expect.any(String),
      userId,
      plan: 'express',
      terms: {
        feePercent: 30,
        timeframe: '2-3 meses',
        documents: [
          'Identificación oficial',
          'Comprobantes de las transferencias o pagos',
          'Estados de cuenta del periodo del fraude',
          'Conversaciones con la plataforma o las personas involucradas',
        ],
      },
      acceptedAt: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
    });
    const acceptedAt = Date.parse(events[0]?.data.acceptedAt);
    expect(acceptedAt).toBeGreaterThanOrEqual(before - 1000);
    expect(acceptedAt).toBeLessThanOrEqual(Date.now() + 1000);

    // Staff read on the case page which terms the client accepted, and when.
    const admin = await cookieOf(base, demoAccounts.admin);
    const file = await call<{ servicePlan: string; servicePlanAcceptance: unknown }>(
      base,
      'GET',
      `/api/cases/${caseId}`,
      { cookie: admin },
    );
    expect(file.json.servicePlan).toBe('express');
    expect(file.json.servicePlanAcceptance).toEqual({
      feePercent: 30,
      timeframe: '2-3 meses',
      acceptedAt: events[0]?.data.acceptedAt,
    });

    expect((await choose({ plan: 'express', accepted: true, terms: expressTerms })).status).toBe(200);
    expect(planEvents()).toHaveLength(1);
  });
});
