/**
 * The bundle measure (tests/support/bundle.ts, read from the build manifest by tests/lint/landing-bundle.test.ts
 * and `npm run bench -- bundle`) counts what a browser loads: for the first pages of a signed-out visitor and two
 * other public pages, the scripts Chromium fetches while opening the page (until the network is idle and the
 * page shows) are exactly the files the measure lists. Hovering a link (a preload) is not part of opening it.
 */

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
