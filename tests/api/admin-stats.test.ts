/**
 * The statistics of the administration against the real portal: projected, and equal to what the
 * lists add up to (users, active clients, agents and their clients, cases per fraud type and per week, the loss
 * per currency of the recovery processes).
 */
import { demoAccounts } from '@portal/command-service';
import type { AdminClient, AdminFraudCase, AdminStats, AdminUser, Agent } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });

it('equal what the lists add up to', async () => {
  const base = running.baseUrl;
  const { cookie } = await login(base, demoAccounts.admin.username, demoAccounts.admin.password);
  await registerClient(base, { fraudType: 'cryptocurrency', currency: 'USD', lossAmount: '1000.25' });
  await registerClient(base, { fraudType: 'cryptocurrency', currency: 'USD', lossAmount: '2000.50' });
  await registerClient(base, { fraudType: 'forex', currency: 'MXN', lossAmount: '15000' });
  const get = async <T>(path: string) => (await call<T>(base, 'GET', path, { cookie })).json;
  const [stats, users, clients, agents, cases] = await Promise.all([
    get<AdminStats>('/api/admin/stats'),
    get<AdminUser[]>('/api/admin/users'),
    get<AdminClient[]>('/api/admin/clients'),
    get<Agent[]>('/api/agents'),
    get<AdminFraudCase[]>('/api/fraud-cases'),
  ]);
  expect(stats.totalUsers).toBe(users.length);
  expect(stats.activeClients).toBe(clients.filter((c) => c.status === 'active').length);
  expect(stats.totalAgents).toBe(agents.length);
  expect(stats.clientsPerAgent.map((a) => [a.agentId, a.clients, a.maxClients]).sort()).toEqual(
    agents.map((a) => [a.id, a.clientCount, a.maxClients]).sort(),
  );
  const byType = new Map<string, number>();
  for (const c of cases) byType.set(c.fraudType, (byType.get(c.fraudType) ?? 0) + 1);
  expect(Object.fromEntries(stats.casesByFraudType.map((t) => [t.fraudType, t.count]))).toEqual(
    Object.fromEntries(byType),
  );
  expect(stats.newCasesByWeek.reduce((sum, w) => sum + w.count, 0)).toBe(cases.length);
  expect(stats.casesByPhase.reduce((sum, p) => sum + p.count, 0)).toBe(cases.length);
  // Never pesos and dollars together: the USD cases add up on their own line, exactly.
  const usd = stats.byCurrency.find((c) => c.currency === 'USD');
  const usdCases = clients.filter((c) => c.currency === 'USD');
  const cents = usdCases.reduce((sum, c) => sum + Math.round(Number(c.lossAmount) * 100), 0);
  expect(usd?.original).toBe((cents / 100).toFixed(2));
  expect(usd?.pending).toBe(usd?.original);
}, 60_000);
