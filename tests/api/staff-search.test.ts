/**
 * Every staff search ignores accents and case: 'Lucia' and 'hernandez' find 'Lucía Hernández' in the
 * users, clients, fraud cases and recovery processes lists, 'ramon' and 'NUNEZ' find 'Ramón Núñez' in the
 * applications and agents lists; a search that matches nobody finds nobody.
 */
import { demoAccounts } from '@portal/command-service';
import { call, login, privacyConsent, registerClient, uniqueUsername } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
let admin: string;
let client: { email: string; userId: string; clientId: string; caseNumber: string };
let agent: { email: string; applicationId: string; agentId: string };

const list = async (path: string, q: string) => {
  const res = await call<Record<string, unknown>[]>(base, 'GET', `${path}?q=${encodeURIComponent(q)}`, {
    cookie: admin,
  });
  expect(res.status).toBe(200);
  return JSON.stringify(res.json);
};

beforeAll(async () => {
  base = running.baseUrl;
  admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  const registered = await registerClient(base, { firstName: 'Lucía', lastName: 'Hernández Ibarrola' });
  client = {
    email: registered.payload.email,
    userId: registered.result.userId,
    clientId: registered.result.clientId,
    caseNumber: registered.result.caseNumber,
  };
  const username = uniqueUsername('lic');
  const email = `${username}@despacho-pruebas.mx`;
  const applied = await call<{ id: string }>(base, 'POST', '/api/agents/register', {
    body: {
      username,
      password: 'Clave-Agente-2026',
      email,
      firstName: 'Ramón',
      lastName: 'Núñez Peñaloza',
      phone: '+52 55 8765 4321',
      licenseNumber: 'CED-7712345',
      specialization: 'crypto_fraud',
      experience: '5-10',
      certifications: 'Especialidad en delitos financieros, UNAM 2019',
      languages: 'Español, inglés',
      officeLocation: 'Ciudad de México, Polanco',
      privacy: privacyConsent(),
    },
  });
  expect(applied.status).toBe(201);
  const approved = await call<{ id: string }>(
    base,
    'POST',
    `/api/admin/agent-applications/${applied.json.id}/approve`,
    { cookie: admin, body: {} },
  );
  expect(approved.status).toBe(200);
  agent = { email, applicationId: applied.json.id, agentId: approved.json.id };
}, 60_000);

describe('staff searches ignore accents and case', () => {
  it.each([
    ['/api/admin/users', 'lucia'],
    ['/api/admin/users', 'HERNANDEZ IBARROLA'],
    ['/api/admin/clients', 'Lucia'],
    ['/api/admin/clients', 'hernandez ibarrola'],
    ['/api/fraud-cases', 'LUCIA HERNANDEZ'],
    ['/api/fraud-cases', 'hernandez'],
    ['/api/recovery-processes', 'lucia'],
    ['/api/recovery-processes', 'Hernandez Ibarrola'],
  ])('%s?q=%s finds Lucía Hernández Ibarrola', async (path, q) => {
    const found = await list(path, q);
    expect(found).toContain(client.email);
    expect(found).toContain('Lucía Hernández Ibarrola');
  });

  it.each([
    ['/api/admin/agent-applications', 'ramon'],
    ['/api/admin/agent-applications', 'NUNEZ PENALOZA'],
    ['/api/agents', 'Ramon Nunez'],
    ['/api/agents', 'penaloza'],
  ])('%s?q=%s finds Ramón Núñez Peñaloza', async (path, q) => {
    const found = await list(path, q);
    expect(found).toContain(agent.email);
    expect(found).toContain('Ramón Núñez Peñaloza');
  });

  it.each([
    '/api/admin/users',
    '/api/admin/clients',
    '/api/fraud-cases',
    '/api/recovery-processes',
    '/api/admin/agent-applications',
    '/api/agents',
  ])('%s finds nobody for a name nobody has', async (path) => {
    expect(await list(path, 'Hernandez Ibarrolaz')).toBe('[]');
    expect(await list(path, 'Nunez Penalozas')).toBe('[]');
  });

  it('accented searches find the same rows as plain ones', async () => {
    expect(await list('/api/admin/clients', 'Hernández Ibarrola')).toContain(client.email);
    expect(await list('/api/agents', 'Núñez Peñaloza')).toContain(agent.email);
    // The case number is searched as it is written.
    expect(await list('/api/recovery-processes', client.caseNumber.toLowerCase())).toContain(client.email);
  });
});
