/**
 * The site's Content Security Policy is kept by the site's own code: zod compiled a fast
 * parser with `new Function` after probing whether eval was allowed, and the probe was reported as a CSP
 * violation on every page view. Each page below, signed out and as a client and an admin, must cause no
 * `securitypolicyviolation` event and no console message about the policy, while its forms validate.
 */
import { demoAccounts } from '@portal/command-service';
import type { Page } from 'playwright-core';
import { fieldError, logIn, openPage, useBrowserPortal, waitFor, waitForPath } from '../support/browser.js';

const env = useBrowserPortal({ demo: true });

/** Records every CSP violation of the page (from its first script on) and every console line naming the policy. */
async function watchPolicy(page: Page): Promise<string[]> {
  const seen: string[] = [];
  // A string: the tests are compiled without the DOM's types.
  await page.addInitScript(`
    window.__violations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__violations.push(event.violatedDirective + ' ' + event.blockedURI);
    });
  `);
  page.on('console', (message) => {
    if (/Content Security Policy|unsafe-eval/i.test(message.text())) seen.push(message.text());
  });
  return seen;
}

const violations = async (page: Page) => (await page.evaluate('window.__violations')) as string[];

/** Lets the page settle (its lazy chunks and calls) before reading what it reported. */
const settle = (page: Page) => page.waitForLoadState('networkidle');

it('no page view reports a CSP violation, signed out, as a client and as an admin', async () => {
  const { page, context } = await openPage(env.browser, env.baseUrl);
  const consoleLines = await watchPolicy(page);
  const seen: [string, string[]][] = [];
  const visit = async (path: string) => {
    await page.goto(path);
    await settle(page);
    seen.push([path, await violations(page)]);
  };
  for (const path of ['/', '/login', '/register', '/recovery-process']) await visit(path);
  // The registration form validates with the shared schemas (a parse with zod): still nothing reported.
  await page.goto('/register');
  await page.getByRole('button', { name: 'Registrar Caso' }).click();
  await waitFor(
    async () => (await fieldError(page, 'Nombre')).includes('Nombre requerido'),
    'the form validated',
  );
  seen.push(['/register (validated)', await violations(page)]);

  await logIn(page, demoAccounts.client, '/client-dashboard');
  await settle(page);
  seen.push(['/client-dashboard', await violations(page)]);
  for (const path of ['/mi-perfil', '/mi-proceso']) await visit(path);
  await context.clearCookies();

  await logIn(page, demoAccounts.admin);
  await waitForPath(page, '/dashboard');
  for (const path of ['/dashboard', '/admin-dashboard']) await visit(path);

  expect(seen).toEqual(seen.map(([path]) => [path, []]));
  expect(consoleLines).toEqual([]);
  await context.close();
}, 120_000);
