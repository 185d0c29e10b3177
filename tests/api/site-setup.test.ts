/**
 * The superadmin's setup checklist: GET /api/ops/setup says, item by item, whether the site is
 * configured (support phone and e-mail, address, emergency line, registrations, plans, PUBLIC_URL, SMTP_URL),
 * never a value; only a superadmin may ask. One portal with nothing configured, one with everything.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { demoAccounts, demoSecondFactors } from '@portal/command-service';
import { call, cookieOf, viaTlsProxy } from '../support/api-client.js';
import { expressPlanConfig } from '../support/plans.js';
import { freePort, tempDataDir, usePortal } from '../support/portal.js';
import { totpNow } from '../support/totp.js';

const configDir = tempDataDir('site-setup-');
const bareFirm = join(configDir, 'bare.json');
writeFileSync(bareFirm, JSON.stringify({ plans: [] }));
const fullFirm = join(configDir, 'full.json');
writeFileSync(
  fullFirm,
  JSON.stringify({
    emergencyPhone: '+52 55 9999 0000',
    registrations: [{ label: 'Cédula profesional', number: '7654321' }],
    plans: [expressPlanConfig],
  }),
);
const smtpPassword = 'secreto-del-correo-123';
const smtpPort = await freePort();

describe('a portal with nothing configured', () => {
  const running = usePortal({ demo: true, serveFrontend: false, env: { FIRM_CONFIG: bareFirm } });

  it('answers every item missing, to the superadmin only', async () => {
    const base = running.baseUrl;
    const superadmin = await cookieOf(base, demoAccounts.superadmin);
    const res = await call(base, 'GET', '/api/ops/setup', { cookie: superadmin });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      supportPhone: false,
      supportEmail: false,
      address: false,
      emergencyPhone: false,
      registrations: false,
      plans: false,
      publicUrl: false,
      smtpUrl: false,
    });
    const admin = await cookieOf(base, demoAccounts.admin);
    expect((await call(base, 'GET', '/api/ops/setup', { cookie: admin })).status).toBe(403);
    expect((await call(base, 'GET', '/api/ops/setup')).status).toBe(401);
  });
});

describe('a portal with everything configured (behind a TLS proxy at its PUBLIC_URL)', () => {
  const running = usePortal({
    demo: true,
    serveFrontend: false,
    env: {
      FIRM_CONFIG: fullFirm,
      SUPPORT_PHONE: '+52 55 1111 2222',
      SUPPORT_EMAIL: 'contacto@despacho-pruebas.mx',
      SITE_ADDRESS: 'Av. Reforma 100, Ciudad de México',
      SMTP_URL: `smtp://despacho:${smtpPassword}@127.0.0.1:${smtpPort}`,
      JOB_ATTEMPTS: '1',
      TRUST_PROXY: 'true',
      PUBLIC_URL: 'https://portal.example.mx',
    },
  });

  it('answers every item configured, and never a value (the SMTP password least of all)', async () => {
    const base = running.baseUrl;
    const signedIn = await call(base, 'POST', '/api/auth/login', {
      body: { username: demoAccounts.superadmin.username, password: demoAccounts.superadmin.password },
      headers: viaTlsProxy,
    });
    expect(signedIn.status).toBe(200);
    const sessionOf = (lines: string[]) =>
      lines
        .map((l) => l.split(';')[0] ?? '')
        .filter((c) => c.startsWith('__Host-portal_session='))
        .join('; ');
    // The demo superadmin's second factor, with the README's secret.
    const passed = await call(base, 'POST', '/api/auth/second-factor', {
      cookie: sessionOf(signedIn.setCookieLines),
      body: { code: totpNow(demoSecondFactors.superadmin) },
      headers: viaTlsProxy,
    });
    expect(passed.status).toBe(200);
    const cookie = sessionOf(passed.setCookieLines);
    const res = await call(base, 'GET', '/api/ops/setup', { cookie, headers: viaTlsProxy });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({
      supportPhone: true,
      supportEmail: true,
      address: true,
      emergencyPhone: true,
      registrations: true,
      plans: true,
      publicUrl: true,
      smtpUrl: true,
    });
    expect(res.text).not.toContain(smtpPassword);
    expect(res.text).not.toContain('smtp://');
  });
});
