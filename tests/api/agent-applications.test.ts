/**
 * The agent pipeline against the real portal: a lawyer applies without an account (their username and
 * e-mail reserved, their password kept as a hash); an administrator approves (the agent user and record appear,
 * the applicant logs in with the password they chose) or rejects with a reason (the username and e-mail are free
 * again); the applicant is e-mailed at each step; a decided application is not decided the other way.
 */
import { demoAccounts } from '@portal/command-service';
import { type AgentApplicationRow, apiErrorSchema } from '@portal/contracts';
import {
  call,
  login,
  privacyConsent,
  register,
  registrationPayload,
  tryLogin,
  uniqueUsername,
} from '../support/api-client.js';
import { waitForMail } from '../support/mailbox.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
let admin: string;
const PASSWORD = 'Clave-Agente-2026';

const application = (username = uniqueUsername('lic')) => ({
  username,
  password: PASSWORD,
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
  privacy: privacyConsent(),
});
const apply = (body: object) =>
  call<{ ok: true; id: string }>(base, 'POST', '/api/agents/register', { body });
const applications = async () =>
  (await call<AgentApplicationRow[]>(base, 'GET', '/api/admin/agent-applications', { cookie: admin })).json;
const decide = (id: string, decision: 'approve' | 'reject', body: object = {}, cookie = admin) =>
  call<{ ok: true; id?: string; message?: string }>(
    base,
    'POST',
    `/api/admin/agent-applications/${id}/${decision}`,
    {
      cookie,
      body,
    },
  );

beforeAll(async () => {
  base = running.baseUrl;
  admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
}, 60_000);

describe('an agent application', () => {
  it('is recorded without an account, reserves its username and e-mail, and is acknowledged by e-mail', async () => {
    const body = application();
    const res = await apply(body);
    expect(res.status).toBe(201);
    const row = (await applications()).find((a) => a.id === res.json.id);
    expect(row).toMatchObject({
      fullName: 'Mariana Quiroga Ruiz',
      username: body.username,
      email: body.email,
      specialization: 'Fraude con criptomonedas',
      experience: '5 a 10 años',
      status: 'pending',
      reason: null,
    });
    expect(JSON.stringify(row)).not.toContain(PASSWORD);
    expect((await tryLogin(base, body.username, PASSWORD)).status).toBe(401);
    const client = await register(base, registrationPayload({ username: body.username }));
    expect(client.status).toBe(409);
    const again = await apply({ ...application(), email: body.email });
    expect(again.status).toBe(409);
    expect(
      await waitForMail(running.portal.dataDir, 'Recibimos su solicitud para ser agente', body.email),
    ).toBeDefined();
  });

  it('approved, becomes an available agent who signs in with the password they chose; approving again changes nothing', async () => {
    const body = application();
    const { id } = (await apply(body)).json;
    const approved = await decide(id, 'approve');
    expect(approved.status).toBe(200);
    const agentId = approved.json.id;
    const session = await login(base, body.username, PASSWORD);
    expect(session.user.role).toBe('agent');
    const agents = (
      await call<{ id: string; availability: string; maxClients: number; licenseNumber: string }[]>(
        base,
        'GET',
        '/api/agents',
        { cookie: admin },
      )
    ).json;
    expect(agents.find((a) => a.id === agentId)).toMatchObject({
      availability: 'available',
      maxClients: 25,
      licenseNumber: 'CED-8841235',
    });
    expect((await decide(id, 'approve')).json.id).toBe(agentId);
    const reject = await decide(id, 'reject', { reason: 'La cédula no pudo verificarse ante la SEP.' });
    expect(reject.status).toBe(422);
    expect(apiErrorSchema.parse(reject.json).message).toBe(
      'Esta solicitud ya fue resuelta por otra persona. Recargue para ver su estado.',
    );
    expect((await applications()).find((a) => a.id === id)).toMatchObject({ status: 'approved', agentId });
    expect(
      await waitForMail(running.portal.dataDir, 'Su solicitud de agente fue aprobada', body.email),
    ).toBeDefined();
  });

  it('rejected with a reason, frees its username and e-mail and tells the applicant why', async () => {
    const body = application();
    const { id } = (await apply(body)).json;
    const short = await decide(id, 'reject', { reason: 'No.' });
    expect(short.status).toBe(400);
    expect(apiErrorSchema.parse(short.json).fieldErrors).toEqual({
      reason: 'Indique el motivo del rechazo (al menos 10 caracteres): la persona lo recibirá por correo.',
    });
    const reason = 'La cédula profesional no coincide con el nombre registrado.';
    expect((await decide(id, 'reject', { reason })).status).toBe(200);
    expect((await decide(id, 'approve')).status).toBe(422);
    expect((await applications()).find((a) => a.id === id)).toMatchObject({ status: 'rejected', reason });
    expect((await tryLogin(base, body.username, PASSWORD)).status).toBe(401);
    const mail = await waitForMail(running.portal.dataDir, 'Respuesta a su solicitud de agente', body.email);
    expect(mail?.text).toContain(reason);
    expect((await apply(body)).status).toBe(201);
  });

  it('is decided by administrators only, and an unknown one is not found', async () => {
    const { id } = (await apply(application())).json;
    const agent = (await login(base, demoAccounts.agent.username, demoAccounts.agent.password)).cookie;
    expect((await decide(id, 'approve', {}, agent)).status).toBe(403);
    expect((await call(base, 'GET', '/api/admin/agent-applications', { cookie: agent })).status).toBe(403);
    const missing = await decide('no-existe', 'approve');
    expect(missing.status).toBe(404);
    expect(apiErrorSchema.parse(missing.json).message).toBe('No se encontró la solicitud.');
  });
});
