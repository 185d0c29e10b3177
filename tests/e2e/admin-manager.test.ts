/**
 * The simple admin manager /admin (staff-admin.md §2.1) in the browser, on the demo portal: the admin
 * finds a person by the search box and deactivates them from the card (saved at once, with the revision read),
 * changes a client's status from the Clients tab, reads the totals on Configuración; the same as superadmin; an
 * agent is sent back to /dashboard; on a 375 px phone nothing scrolls sideways.
 */
import { demoAccounts } from '@portal/command-service';
import type { AdminStats } from '@portal/contracts';
import { call, login, registerClient } from '../support/api-client.js';
import {
  chooseOption,
  openSignedIn,
  pageWidth,
  shownText,
  toastText,
  useBrowserPortal,
  waitFor,
  waitForPath,
} from '../support/browser.js';

const TEST_TIMEOUT = 90_000;
const env = useBrowserPortal({ demo: true });

it(
  'an admin deactivates a person, suspends a client and reads the totals; a superadmin too',
  async () => {
    const person = await registerClient(env.baseUrl);
    const other = await registerClient(env.baseUrl);
    const fullName = `${person.payload.firstName} ${person.payload.lastName}`;
    for (const account of [demoAccounts.admin, demoAccounts.superadmin]) {
      const { page, context, errors } = await openSignedIn(env, account, '/dashboard');
      await page.goto('/admin');
      await page.getByRole('heading', { level: 1, name: 'Gestión de usuarios y clientes' }).waitFor();

      // Users: found by the search box, deactivated (or reactivated by the superadmin) from its card.
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(person.payload.username);
      const users = page.getByRole('list', { name: 'Usuarios' });
      await waitFor(async () => (await users.getByRole('listitem').count()) === 1, 'one user matches');
      const card = users.getByRole('listitem').first();
      expect(await shownText(card)).toContain(fullName);
      const wasActive = (await shownText(card)).includes('Activo');
      await card.getByRole('button', { name: `Editar a ${fullName}` }).click();
      await chooseOption(page, 'Estado', wasActive ? 'Inactivo' : 'Activo');
      expect(await toastText(page, 'Usuario actualizado')).toContain(
        'Los cambios se guardaron correctamente',
      );
      await waitFor(
        async () => (await shownText(card)).includes(wasActive ? 'Inactivo' : 'Activo'),
        'the card shows the new status',
      );

      // Clients: by account number, the status saved on choosing it.
      await page.getByRole('tab', { name: 'Clientes' }).click();
      await page.getByRole('searchbox', { name: 'Buscar' }).fill(other.result.accountNumber);
      const clients = page.getByRole('list', { name: 'Clientes' });
      await waitFor(async () => (await clients.getByRole('listitem').count()) === 1, 'one client matches');
      const client = clients.getByRole('listitem').first();
      const target = account === demoAccounts.admin ? 'Suspendido' : 'Activo';
      await chooseOption(page, `Estado · ${other.result.accountNumber}`, target);
      expect(await toastText(page, 'Cliente actualizado')).toContain(
        'Los cambios se guardaron correctamente',
      );
      await waitFor(
        async () =>
          (await shownText(client)).startsWith(`${other.result.accountNumber}`) &&
          (await shownText(client)).includes(target),
        'the badge shows the new status',
      );

      // Configuración: the totals as the API counts them.
      await page.getByRole('tab', { name: 'Configuración' }).click();
      const { cookie } = await login(env.baseUrl, account.username, account.password);
      const stats = (await call<AdminStats>(env.baseUrl, 'GET', '/api/admin/stats', { cookie })).json;
      const panel = page.getByRole('tabpanel');
      await waitFor(
        async () => (await shownText(panel)).includes(`Clientes activos ${stats.activeClients}`),
        'the active clients total',
      );
      expect(await shownText(panel)).toContain(`Usuarios registrados ${stats.totalUsers}`);
      // No button that the server would refuse: an admin cannot change the superadmin, nobody their own status.
      await page.getByRole('tab', { name: 'Usuarios' }).click();
      const names = [demoAccounts.superadmin.fullName, demoAccounts.admin.fullName];
      for (const name of names) {
        await page.getByRole('searchbox', { name: 'Buscar' }).fill(name);
        await waitFor(
          async () => (await users.getByRole('listitem').first().innerText()).includes(name),
          `${name} found`,
        );
        const own = name === account.fullName;
        const editable = !own && account === demoAccounts.superadmin;
        const count = await users.getByRole('button', { name: `Editar a ${name}` }).count();
        expect({ name, count }).toEqual({ name, count: editable ? 1 : 0 });
      }
      expect(errors).toEqual([]);
      await context.close();
    }
  },
  TEST_TIMEOUT,
);

it(
  'sends an agent back to /dashboard, and fits a 375 px phone',
  async () => {
    const agent = await openSignedIn(env, demoAccounts.agent, '/dashboard');
    await agent.page.goto('/admin');
    await waitForPath(agent.page, '/dashboard');
    await agent.context.close();

    const { page, context } = await openSignedIn(env, demoAccounts.admin, '/dashboard', {
      width: 375,
      height: 740,
    });
    await page.goto('/admin');
    await page.getByRole('list', { name: 'Usuarios' }).waitFor();
    const width = await pageWidth(page);
    expect(width).toBeLessThanOrEqual(375);
    await context.close();
  },
  TEST_TIMEOUT,
);
