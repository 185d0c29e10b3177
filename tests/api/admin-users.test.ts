/**
 * The administration of users against the real portal: the list carries each user's
 * revision; an admin's edit needs it (If-Match: 428 without, 409 when stale); a deactivated user is signed out at
 * once and cannot log in until reactivated; nobody deactivates or demotes themselves; administrators are changed
 * only by a superadministrator, who alone moves roles and only between the administering ones; a password set by
 * an administrator ends the person's sessions and reaches them by e-mail; a new username or e-mail moves the
 * person's reservations (the old ones are free again, a taken one is refused, a stale edit keeps nothing).
 */
import { demoAccounts } from '@portal/command-service';
import { type AdminUser, apiErrorSchema } from '@portal/contracts';
import { type ApiResponse, call, login, registerClient, tryLogin } from '../support/api-client.js';
import { waitForMail } from '../support/mailbox.js';
import { usePortal } from '../support/portal.js';

const running = usePortal({ demo: true, serveFrontend: false });
let base: string;
const as = {} as Record<'admin' | 'superadmin', string>;

const errorOf = (res: ApiResponse) => apiErrorSchema.parse(res.json);
const users = async () => {
  const res = await call<AdminUser[]>(base, 'GET', '/api/admin/users', { cookie: as.admin });
  expect(res.status).toBe(200);
  return res.json;
};
const userNamed = async (username: string) => {
  const user = (await users()).find((u) => u.username === username);
  if (!user) throw new Error(`no user ${username}`);
  return user;
};
const edit = (cookie: string, user: Pick<AdminUser, 'id'>, body: object, revision?: number) =>
  call<{ ok: true; revision: number }>(base, 'PUT', `/api/admin/users/${user.id}`, {
    cookie,
    body,
    headers: revision === undefined ? {} : { 'if-match': String(revision) },
  });
const me = (cookie: string) => call(base, 'GET', '/api/auth/me', { cookie });

beforeAll(async () => {
  base = running.baseUrl;
  as.admin = (await login(base, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  as.superadmin = (
    await login(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)
  ).cookie;
}, 60_000);

describe('an administrator edits users', () => {
  it('deactivates a client with the revision read: signed out at once, no login until reactivated', async () => {
    const { payload } = await registerClient(base);
    const session = (await login(base, payload.username, payload.password)).cookie;
    const user = await userNamed(payload.username);
    expect(typeof user.revision).toBe('number');

    expect((await edit(as.admin, user, { isActive: false })).status).toBe(428);
    const done = await edit(as.admin, user, { isActive: false }, user.revision);
    expect(done.status).toBe(200);
    expect(done.json.revision).toBeGreaterThan(user.revision);
    expect((await me(session)).status).toBe(401);
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(401);
    expect((await userNamed(payload.username)).isActive).toBe(false);

    // The revision read before the deactivation is stale now: nothing changes.
    const stale = await edit(as.admin, user, { fullName: 'Otro Nombre' }, user.revision);
    expect(stale.status).toBe(409);
    expect(errorOf(stale).message).toBe(
      'Otra persona modificó este usuario mientras usted lo editaba. Recargue para ver los cambios; lo que usted envió no se guardó.',
    );
    const back = await edit(
      as.admin,
      user,
      { isActive: true, fullName: 'Lucía Hernández Ortiz' },
      done.json.revision,
    );
    expect(back.status).toBe(200);
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(200);
    expect(await userNamed(payload.username)).toMatchObject({
      isActive: true,
      fullName: 'Lucía Hernández Ortiz',
    });
  });

  it('refuses to deactivate oneself, and an admin changing a superadministrator', async () => {
    const self = await userNamed(demoAccounts.admin.username);
    const own = await edit(as.admin, self, { isActive: false }, self.revision);
    expect(own.status).toBe(422);
    expect(errorOf(own).message).toBe('No puede desactivar su propia cuenta ni cambiar su propio rol.');
    const root = await userNamed(demoAccounts.superadmin.username);
    const touch = await edit(as.admin, root, { isActive: false }, root.revision);
    expect(touch.status).toBe(403);
    expect(errorOf(touch).message).toBe(
      'Solo un superadministrador puede modificar a administradores o asignar ese rol.',
    );
    const demote = await edit(as.superadmin, root, { role: 'admin' }, root.revision);
    expect(demote.status).toBe(422);
    expect((await userNamed(demoAccounts.superadmin.username)).role).toBe('superadmin');
  });

  it('moves a staff member between admin and superadmin (superadmin only), never to or from agent or client', async () => {
    const adminUser = await userNamed(demoAccounts.admin.username);
    expect((await edit(as.admin, adminUser, { role: 'superadmin' }, adminUser.revision)).status).toBe(422);
    const promoted = await edit(as.superadmin, adminUser, { role: 'superadmin' }, adminUser.revision);
    expect(promoted.status).toBe(200);
    expect(((await me(as.admin)).json as { user: { role: string } }).user.role).toBe('superadmin');
    const demoted = await edit(as.superadmin, adminUser, { role: 'admin' }, promoted.json.revision);
    expect(demoted.status).toBe(200);
    const agent = await userNamed(demoAccounts.agent.username);
    const toAdmin = await edit(as.superadmin, agent, { role: 'admin' }, agent.revision);
    expect(toAdmin.status).toBe(422);
    expect(errorOf(toAdmin).message).toMatch(/^Ese cambio de rol no está permitido/);
  });

  it('gives a client a new username and e-mail: the new ones sign in and reach them, the old ones are free again', async () => {
    const { payload } = await registerClient(base);
    const user = await userNamed(payload.username);
    const username = `nuevo.${payload.username}`;
    const email = `nuevo.${payload.email}`;
    const done = await edit(as.admin, user, { username: username.toUpperCase(), email }, user.revision);
    expect(done.status).toBe(200);
    // The username is stored normalized, as a registration stores it.
    expect(await userNamed(username)).toMatchObject({ id: user.id, email, revision: done.json.revision });
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(401);
    const signedIn = await tryLogin(base, username, payload.password);
    expect(signedIn.status).toBe(200);
    expect(signedIn.json).toMatchObject({ user: { id: user.id, username, email } });

    // The client's row in the administration shows the new e-mail.
    const clients = await call<{ user?: { email: string } }[]>(
      base,
      'GET',
      `/api/admin/clients?q=${encodeURIComponent(email)}`,
      { cookie: as.admin },
    );
    expect(clients.json.map((c) => c.user?.email)).toEqual([email]);

    // The new username is told at the new address; the old address learns that the e-mail changed.
    const told = await waitForMail(running.portal.dataDir, 'Se cambió el usuario de su cuenta', email);
    expect(told?.text).toContain(`Su nuevo usuario es: ${username}.`);
    const warned = await waitForMail(
      running.portal.dataDir,
      'Se cambió el correo electrónico de su cuenta',
      payload.email,
    );
    expect(warned?.text).not.toContain(email);

    // The old username and e-mail are free: a new person registers with them.
    const again = await registerClient(base, { username: payload.username, email: payload.email });
    expect(again.result.caseNumber).toMatch(/^EXP-/);
  }, 30_000);

  it("refuses another account's username or e-mail on its field, writing nothing", async () => {
    const first = await registerClient(base);
    const second = await registerClient(base);
    const user = await userNamed(second.payload.username);
    const taken = await edit(as.admin, user, { username: first.payload.username }, user.revision);
    expect(taken.status).toBe(409);
    expect(errorOf(taken)).toMatchObject({
      code: 'username_taken',
      fieldErrors: { username: 'Ese usuario ya pertenece a otra cuenta. Elija otro.' },
    });
    const mail = await edit(as.admin, user, { email: first.payload.email.toUpperCase() }, user.revision);
    expect(mail.status).toBe(409);
    expect(errorOf(mail)).toMatchObject({
      code: 'email_taken',
      fieldErrors: { email: 'Ese correo electrónico ya pertenece a otra cuenta.' },
    });
    expect(await userNamed(second.payload.username)).toMatchObject({
      email: second.payload.email,
      revision: user.revision,
    });
  });

  it('releases the new username again when the edit is stale, so nobody is locked out of it', async () => {
    const { payload } = await registerClient(base);
    const user = await userNamed(payload.username);
    const renamed = await edit(as.admin, user, { fullName: 'Irma Castro Soto' }, user.revision);
    expect(renamed.status).toBe(200);
    const wanted = `libre.${payload.username}`;
    const stale = await edit(as.admin, user, { username: wanted }, user.revision);
    expect(stale.status).toBe(409);
    expect(errorOf(stale).code).toBe('stale_revision');
    expect((await userNamed(payload.username)).username).toBe(payload.username);
    // The value reserved for the refused edit is free: a registration takes it.
    const other = await registerClient(base, { username: wanted });
    expect(other.result.caseNumber).toMatch(/^EXP-/);
  });
});

describe('an administrator sets a password', () => {
  it("ends the person's sessions, tells them by e-mail, and the new password works", async () => {
    const { payload } = await registerClient(base);
    const session = (await login(base, payload.username, payload.password)).cookie;
    const user = await userNamed(payload.username);
    const res = await call(base, 'PUT', `/api/admin/users/${user.id}/password`, {
      cookie: as.admin,
      body: { newPassword: 'Clave-Nueva-2026' },
    });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, message: 'La persona recibirá un aviso por correo electrónico.' });
    expect((await me(session)).status).toBe(401);
    expect((await tryLogin(base, payload.username, payload.password)).status).toBe(401);
    expect((await tryLogin(base, payload.username, 'Clave-Nueva-2026')).status).toBe(200);

    const mail = await waitForMail(
      running.portal.dataDir,
      'Se cambió la contraseña de su cuenta',
      payload.email,
    );
    expect(mail).toBeDefined();
  });

  it("refuses an admin setting a superadministrator's password, and a password too short", async () => {
    const root = await userNamed(demoAccounts.superadmin.username);
    const res = await call(base, 'PUT', `/api/admin/users/${root.id}/password`, {
      cookie: as.admin,
      body: { newPassword: 'Clave-Robada-2026' },
    });
    expect(res.status).toBe(403);
    expect(
      (await tryLogin(base, demoAccounts.superadmin.username, demoAccounts.superadmin.password)).status,
    ).toBe(200);
    const short = await call(base, 'PUT', `/api/admin/users/${root.id}/password`, {
      cookie: as.superadmin,
      body: { newPassword: '123' },
    });
    expect(short.status).toBe(400);
    expect(errorOf(short).fieldErrors?.newPassword).toBe('La contraseña debe tener al menos 6 caracteres');
  });

  it('refuses their own password (a stolen session cannot lock them out): that takes the current one', async () => {
    for (const role of ['admin', 'superadmin'] as const) {
      const username = `propia.${role}`;
      const made = await call<{ ok: true; id: string }>(base, 'POST', '/api/admin/users', {
        cookie: as.superadmin,
        body: {
          username,
          email: `${username}@despacho-pruebas.mx`,
          fullName: 'Persona Propia',
          password: 'Clave-Original-2026',
          role,
        },
      });
      expect(made.status).toBe(201);
      const own = (await login(base, username, 'Clave-Original-2026')).cookie;

      const refused = await call(base, 'PUT', `/api/admin/users/${made.json.id}/password`, {
        cookie: own,
        body: { newPassword: 'Clave-Del-Ladron-2026' },
      });
      expect(refused.status).toBe(422);
      expect(errorOf(refused).message).toBe(
        'Su propia contraseña se cambia en «Mi Perfil», con el formulario «Cambiar contraseña», que pide la contraseña actual.',
      );
      // Nothing changed: the session still works, the old password signs in, the thief's does not.
      expect((await me(own)).status).toBe(200);
      expect((await tryLogin(base, username, 'Clave-Original-2026')).status).toBe(200);
      expect((await tryLogin(base, username, 'Clave-Del-Ladron-2026')).status).toBe(401);

      // The profile's form: a wrong current password is refused and changes nothing; the right one works.
      const wrong = await call(base, 'POST', '/api/users/change-password', {
        cookie: own,
        body: { currentPassword: 'Clave-Adivinada-2026', newPassword: 'Clave-Del-Ladron-2026' },
      });
      expect(wrong.status).toBe(400);
      expect(errorOf(wrong).fieldErrors?.currentPassword).toBe('La contraseña actual es incorrecta.');
      expect((await tryLogin(base, username, 'Clave-Original-2026')).status).toBe(200);
      const right = await call(base, 'POST', '/api/users/change-password', {
        cookie: own,
        body: { currentPassword: 'Clave-Original-2026', newPassword: 'Clave-Renovada-2026' },
      });
      expect(right.status).toBe(200);
      expect((await tryLogin(base, username, 'Clave-Original-2026')).status).toBe(401);
      expect((await tryLogin(base, username, 'Clave-Renovada-2026')).status).toBe(200);
    }
  });
});
