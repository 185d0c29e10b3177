/**
 * Staff accounts against the real portal: only a superadministrator creates an administrator, a
 * superadministrator or a compliance user; a compliance user signs in, is read-only, and every route kept for
 * some roles but not theirs refuses them (what they read: tests/api/compliance.test.ts); a taken username is refused.
 */
import { demoAccounts } from '@portal/command-service';
import { type AdminUser, apiErrorSchema, type RouteDef, routes } from '@portal/contracts';
import { call, login } from '../support/api-client.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
const as = {} as Record<'admin' | 'superadmin', string>;

const create = (cookie: string, body: object) =>
  call<{ ok: true; id: string }>(base, 'POST', '/api/admin/users', { cookie, body });
const staff = (n: string, role: string) => ({
  username: `personal.${n}`,
  email: `personal.${n}@despacho-pruebas.mx`,
  fullName: `Persona ${n} del Despacho`,
  password: 'Clave-Personal-2026',
  role,
});

beforeAll(async () => {
  base = running.baseUrl;
  as.admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  as.superadmin = (
    await login(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)
  ).cookie;
}, 60_000);

describe('staff accounts', () => {
  it('are created by a superadministrator only', async () => {
    const refused = await create(as.admin, staff('uno', 'admin'));
    expect(refused.status).toBe(403);
    expect(apiErrorSchema.parse(refused.json).message).toBe(
      'Solo un superadministrador puede modificar a administradores o asignar ese rol.',
    );
    const made = await create(as.superadmin, staff('dos', 'admin'));
    expect(made.status).toBe(201);
    const session = await login(base, 'personal.dos', 'Clave-Personal-2026');
    expect(
      (await call<AdminUser[]>(base, 'GET', '/api/admin/users', { cookie: session.cookie })).status,
    ).toBe(200);
    const again = await create(as.superadmin, staff('dos', 'admin'));
    expect(again.status).toBe(409);
    const agentRole = await create(as.superadmin, staff('tres', 'agent'));
    expect(agentRole.status).toBe(400);
  });

  it('a retry with the same Idempotency-Key (the screen sends one) creates the account once', async () => {
    const body = staff('reintento', 'compliance');
    const send = () =>
      call<{ ok: true; id: string }>(base, 'POST', '/api/admin/users', {
        cookie: as.superadmin,
        body,
        headers: { 'idempotency-key': 'cuenta-personal-reintento-1' },
      });
    const first = await send();
    const retry = await send();
    expect(first.status).toBe(201);
    expect(retry.status).toBe(201);
    expect(retry.json.id).toBe(first.json.id);
    const users = await call<AdminUser[]>(base, 'GET', '/api/admin/users', { cookie: as.superadmin });
    expect(users.json.filter((u) => u.username === 'personal.reintento')).toHaveLength(1);
    // The key with another password is other data: refused, and the account keeps the first one.
    const other = await call(base, 'POST', '/api/admin/users', {
      cookie: as.superadmin,
      body: { ...body, password: 'Otra-Clave-2026' },
      headers: { 'idempotency-key': 'cuenta-personal-reintento-1' },
    });
    expect(other.status).toBe(422);
    expect((await login(base, 'personal.reintento', 'Clave-Personal-2026')).user.role).toBe('compliance');
  });

  it('a compliance user signs in, reads their own account, and every role-restricted route refuses them', async () => {
    expect((await create(as.superadmin, staff('cumple', 'compliance'))).status).toBe(201);
    const { cookie } = await login(base, 'personal.cumple', 'Clave-Personal-2026');
    const me = await call<{ user: { role: string } }>(base, 'GET', '/api/auth/me', { cookie });
    expect(me.json.user.role).toBe('compliance');
    // What compliance may read is named in the route table; everything else restricted refuses it.
    const restricted = Object.entries(routes as Record<string, RouteDef>).filter(
      ([, def]) => Array.isArray(def.access) && !(def.access as readonly string[]).includes('compliance'),
    );
    expect(restricted.length).toBeGreaterThan(30);
    for (const [name, def] of restricted) {
      const path = def.path.replace(/:(\w+)/g, 'prueba');
      const res = await call(base, def.method, path, {
        cookie,
        ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { body: {} }),
      });
      expect({ name, status: res.status }).toEqual({ name, status: 403 });
    }
    // An admin cannot touch a compliance account: it reads everything, so only a superadministrator may.
    const users = await call<AdminUser[]>(base, 'GET', '/api/admin/users', { cookie: as.admin });
    const account = users.json.find((u) => u.username === 'personal.cumple') as AdminUser;
    const off = await call(base, 'PUT', `/api/admin/users/${account.id}`, {
      cookie: as.admin,
      body: { isActive: false },
      headers: { 'if-match': String(account.revision) },
    });
    expect(off.status).toBe(403);
  });
});
