/**
 * Honest content (design.md §5) in Chromium, on the demo portal with no firm configuration: none of the seed's
 * invented claims or sample figures appears on any public or role page; and every public page passes an axe scan
 * with no serious or critical violation.
 */
import { AxeBuilder } from '@axe-core/playwright';
import { demoAccounts } from '@portal/command-service';
import type { Page } from 'playwright-core';
import { call, login } from '../support/api-client.js';
import { logIn, openPage, useBrowserPortal } from '../support/browser.js';

const env = useBrowserPortal({ demo: true });

/** What the seed's pages claimed or showed as samples (client-portal.md §9 'Marketing figures', §2 role panels). */
const inventedClaims: RegExp[] = [
  /127\s?M/i,
  /4[,.]?800\s?\+?/,
  /\b87\s?%/,
  /\b92\s?%/,
  /\b95\s?%/,
  /150\s?M/i,
  /1[,.]?500\s?\+/,
  /75\s?-\s?85/,
  /60\s?-\s?70/,
  /85\s?-\s?95/,
  /15 años/i,
  /ISO\s?27001/i,
  /CNBV/,
  /PCI\s?DSS/i,
  /SOC\s?2/i,
  /156 usuarios/i,
  /2[.,]4\s?M/,
  /99[.,]9\s?%/,
  /3[.,]2\s?s\b/,
  /8 activos/i,
  /3 urgentes/i,
  /Proceso activo - En revisión legal/i,
  /SSL 256/i,
  /multifactor/i,
  /monitoreo 24\/7/i,
];

async function claimsOn(page: Page, path: string): Promise<string[]> {
  await page.goto(path);
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  // Lazy parts (the landing below its first screen) and the calls of the page have arrived.
  await page.waitForLoadState('networkidle');
  const text = (await page.locator('body').innerText()) as string;
  return inventedClaims.filter((claim) => claim.test(text)).map((claim) => `${path}: ${claim}`);
}

const publicPages = [
  '/',
  '/login',
  '/register',
  '/agent-register',
  '/recovery-process',
  '/recovery-options',
  '/mi-proceso',
];
const rolePages: [keyof typeof demoAccounts, string, string[]][] = [
  [
    'client',
    '/client-dashboard',
    [
      '/client-welcome',
      '/client-dashboard',
      '/mi-proceso',
      '/mi-perfil',
      '/recovery-options',
      '/recovery-process',
    ],
  ],
  ['agent', '/dashboard', ['/dashboard', '/mi-proceso', '/mi-perfil']],
  [
    'admin',
    '/dashboard',
    ['/dashboard', '/mi-proceso', '/admin', '/admin-complete', '/admin-dashboard', '/admin-contenido'],
  ],
  [
    'superadmin',
    '/dashboard',
    ['/dashboard', '/mi-proceso', '/admin', '/admin-complete', '/admin-dashboard'],
  ],
];

it('shows none of the invented claims or sample figures on any public or role page', async () => {
  // The detectors find what the seed's pages said (so an empty result below means something).
  const seed =
    '127M recuperados 4,800+ clientes 87% de éxito ISO 27001 CNBV PCI DSS nivel 1 SOC 2 tipo II 156 usuarios activos 8 activos 3 urgentes Proceso activo - En revisión legal';
  expect(inventedClaims.filter((claim) => claim.test(seed))).toHaveLength(11);
  const found: string[] = [];
  const { page, context } = await openPage(env.browser, env.baseUrl);
  for (const path of publicPages) found.push(...(await claimsOn(page, path)));
  for (const [role, home, paths] of rolePages) {
    await context.clearCookies();
    await page.evaluate('localStorage.clear()');
    await logIn(page, demoAccounts[role], home);
    for (const path of paths) found.push(...(await claimsOn(page, path)));
  }
  await context.close();
  expect(found).toEqual([]);
}, 180_000);

it('passes an axe scan of every public page with no serious or critical violation', async () => {
  const admin = (await login(env.baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
  const article = await call<{ id: string }>(env.baseUrl, 'POST', '/api/admin/news', {
    cookie: admin,
    body: {
      title: 'Cómo reconocer a un falso gestor',
      excerpt: 'Nadie del despacho le pedirá un pago por adelantado.',
      body: 'Primer párrafo.\n\nSegundo párrafo.',
      status: 'published',
      publishDate: '2026-11-01',
    },
  });
  const { page, context } = await openPage(env.browser, env.baseUrl);
  const violations: string[] = [];
  const scan = async (path: string) => {
    await page.goto(path);
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.waitForLoadState('networkidle');
    const result = await new AxeBuilder({ page }).analyze();
    for (const v of result.violations)
      if (v.impact === 'serious' || v.impact === 'critical')
        violations.push(
          `${path}: ${v.id} (${v.impact}) ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
        );
  };
  for (const path of [...publicPages, `/noticias/${article.json.id}`, '/pagina-que-no-existe'])
    await scan(path);
  // And the client's own home and profile, the screens behind the login.
  await logIn(page, demoAccounts.client, '/client-dashboard');
  for (const path of ['/mi-proceso', '/mi-perfil', '/recovery-options']) await scan(path);
  await context.close();
  expect(violations).toEqual([]);
}, 180_000);
