/**
 * An administrator's own password in the browser: their own row in the users tab offers no
 * 'Cambiar contraseña' dialog (the API refuses it: a stolen session could lock them out) but a link to Mi Perfil,
 * whose form asks the current password; a wrong one is refused on its field, the right one changes it.
 */
import { tryLogin } from '../support/api-client.js';
import {
  field,
  fieldError,
  openSignedIn,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';
import { createStaffAccount } from '../support/staff-accounts.js';

const TEST_TIMEOUT = 90_000;
const env = useBrowserPortal({ demo: true });

it(
  "an administrator changes their own password in Mi Perfil, with the current one, not in the users' dialog",
  async () => {
    const base = env.baseUrl;
    const account = await createStaffAccount(base, {
      username: 'propia.navegador',
      fullName: 'Olga Propia Navegador',
      password: 'Clave-Original-2026',
      role: 'admin',
    });

    const { page, context, errors } = await openSignedIn(env, account, '/dashboard');
    await page.goto('/admin-complete');
    await page.getByRole('searchbox', { name: 'Buscar' }).fill('propia.navegador');
    const rows = page.getByRole('list', { name: 'Usuarios', exact: true }).getByRole('listitem');
    await waitFor(async () => (await rows.count()) === 1, 'their own row');
    const own = rows.first();
    expect(
      await own.getByRole('button', { name: 'Cambiar la contraseña de Olga Propia Navegador' }).count(),
    ).toBe(0);
    await own.getByRole('link', { name: 'Cambiar mi contraseña en Mi Perfil' }).click();
    await waitForPath(page, '/mi-perfil');

    await field(page, 'Contraseña actual').fill('Clave-Adivinada-2026');
    await field(page, 'Nueva contraseña').fill('Clave-Renovada-2026');
    await field(page, 'Confirmar nueva contraseña').fill('Clave-Renovada-2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    await waitFor(
      async () =>
        (await fieldError(page, 'Contraseña actual')).includes('La contraseña actual es incorrecta.'),
      'the wrong current password on its field',
    );
    expect((await tryLogin(base, 'propia.navegador', 'Clave-Original-2026')).status).toBe(200);

    await field(page, 'Contraseña actual').fill('Clave-Original-2026');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    expect(await toastText(page, 'Contraseña actualizada')).toContain(
      'Su contraseña ha sido cambiada exitosamente',
    );
    expect((await tryLogin(base, 'propia.navegador', 'Clave-Original-2026')).status).toBe(401);
    expect((await tryLogin(base, 'propia.navegador', 'Clave-Renovada-2026')).status).toBe(200);
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
