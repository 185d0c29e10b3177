/**
 * The bundle measure (tests/support/bundle.ts, read from the build manifest by tests/lint/landing-bundle.test.ts
 * and `npm run bench -- bundle`) counts what a browser loads: for the first pages of a signed-out visitor and two
 * other public pages, the scripts Chromium fetches while opening the page (until the network is idle and the
 * page shows) are exactly the files the measure lists. Hovering a link (a preload) is not part of opening it.
 */

import { screenTexts } from '@portal/copy';
import { openPage, useBrowserPortal } from '../support/browser.js';
import { appRoutes, filesOfRoute, readManifest } from '../support/bundle.js';

const TEST_TIMEOUT = 60_000;
const env = useBrowserPortal();

it.each(['/', '/login', '/register', '/recovery-process'])(
  'loads on %s exactly the scripts the measure counts',
  async (path) => {
    const { page, errors, context } = await openPage(env.browser, env.baseUrl);
    const loaded = new Set<string>();
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) loaded.add(pathname.slice(1));
    });
    await page.goto(path, { waitUntil: 'networkidle' });
    await page.locator('main h1').first().waitFor();
    await page.waitForLoadState('networkidle');

    const route = appRoutes().find((r) => r.path === path);
    if (!route) throw new Error(`no route file for ${path}`);
    const counted = filesOfRoute(readManifest(), route);
    expect([...loaded].sort()).toEqual([...counted].sort());
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);

it(
  "follows a first page's link once hovering it has loaded the app, and the browser's back button returns",
  async () => {
    const { page, errors, context } = await openPage(env.browser, env.baseUrl);
    const appLoaded = page.waitForResponse((response) => /\/assets\/app-[^/]+\.js$/.test(response.url()));
    await page.goto('/', { waitUntil: 'networkidle' });
    const link = page.getByRole('link', { name: screenTexts.registerCase }).first();
    await link.hover();
    await appLoaded;
    await page.waitForLoadState('networkidle');
    // The app has loaded but is not started: the landing is still the first page's own.
    expect(new URL(page.url()).pathname).toBe('/');
    await link.click();
    await page.waitForURL('**/register');
    await page.getByRole('heading', { level: 1, name: screenTexts.registrationTitle }).waitFor();
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/');
    await page.getByRole('link', { name: screenTexts.registerCase }).first().waitFor();
    expect(errors).toEqual([]);
    await context.close();
  },
  TEST_TIMEOUT,
);
