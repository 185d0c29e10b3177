import { registerClient } from '../support/api-client.js';
import { logIn, openPage, useBrowserPortal, waitFor } from '../support/browser.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal();

it(
  'shows a newly registered client the notification of the registration once the worker has run',
  async () => {
    const { payload, result } = await registerClient(env.baseUrl);
    const { page, errors } = await openPage(env.browser, env.baseUrl);
    await logIn(page, payload, '/client-dashboard');
    const bell = page
      .getByRole('banner')
      .getByRole('button', { name: 'Notificaciones, 1 sin leer', exact: true });
    // The reactor, the queue and the handler run after the registration answered: reload until it is there.
    await waitFor(
      async () => {
        if ((await bell.count()) === 1) return true;
        await page.reload();
        return false;
      },
      'the registration notification in the bell',
      30_000,
    );
    await bell.click();
    const items = page.getByRole('dialog', { name: 'Notificaciones' }).getByRole('listitem');
    await items.first().waitFor();
    expect(await items.count()).toBe(1);
    expect(await items.first().textContent()).toContain(
      `Recibimos su registroSu caso ${result.caseNumber} quedó registrado. Próximos pasos: Nuestros especialistas revisarán su caso.`,
    );
    expect(errors).toEqual([]);
  },
  TEST_TIMEOUT,
);
