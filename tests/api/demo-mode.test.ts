/**
 * Demo mode: a site with its own name (PUBLIC_URL) seeds no demo accounts unless
 * DEMO_MODE=true is written out, and the demo accounts' list gives the superadmin's password to a superadmin
 * only, never to a plain admin.
 */

import { call, login, viaTlsProxy } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

describe('with PUBLIC_URL set and DEMO_MODE not said', () => {
  // DEMO_MODE empty: as if unset (the helper otherwise writes it out).
  const running = usePortal({
    serveFrontend: false,
    env: { DEMO_MODE: '', TRUST_PROXY: 'true', PUBLIC_URL: 'https://portal.example.mx' },
  });

  it('is not in demo mode: no demo notice, and the demo passwords open nothing', async () => {
    const health = await call<{ site: { demoMode: boolean } }>(running.baseUrl, 'GET', '/api/health', {
      headers: viaTlsProxy,
    });
    expect(health.json.site.demoMode).toBe(false);
    for (const [username, password] of [
      ['superadmin', 'Demo-Super-2026'],
      ['admin', 'Demo-Admin-2026'],
    ]) {
      const res = await call(running.baseUrl, 'POST', '/api/auth/login', {
        body: { username, password },
        headers: viaTlsProxy,
      });
      expect(res.status).toBe(401);
    }
  });
});

describe('in demo mode (DEMO_MODE=true)', () => {
  const running = usePortal({ demo: true, serveFrontend: false });

  it("lists a plain admin the admin's, agent's and client's accounts, not the superadmin's", async () => {
    const { cookie } = await login(running.baseUrl, 'admin', 'Demo-Admin-2026');
    const res = await call(running.baseUrl, 'GET', '/api/admin/demo-accounts', { cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { role: 'admin', username: 'admin', password: 'Demo-Admin-2026', fullName: 'Carlos Mendoza Ruiz' },
      {
        role: 'agent',
        username: 'agente',
        password: 'Demo-Agente-2026',
        fullName: 'Lic. Ana Torres Villalobos',
      },
      {
        role: 'client',
        username: 'cliente',
        password: 'Demo-Cliente-2026',
        fullName: 'María González Herrera',
      },
    ]);
    expect(res.text).not.toContain('Demo-Super-2026');
  });

  it('lists a superadmin every demo account, theirs included', async () => {
    const { cookie } = await login(running.baseUrl, 'superadmin', 'Demo-Super-2026');
    const res = await call<{ role: string; password: string }[]>(
      running.baseUrl,
      'GET',
      '/api/admin/demo-accounts',
      { cookie },
    );
    expect(res.status).toBe(200);
    expect(res.json.map((a) => [a.role, a.password])).toEqual([
      ['superadmin', 'Demo-Super-2026'],
      ['admin', 'Demo-Admin-2026'],
      ['agent', 'Demo-Agente-2026'],
      ['client', 'Demo-Cliente-2026'],
    ]);
  });
});
