import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { repoRoot, usePortal } from './portal.js';
import { type EnrolledFactor, rememberSecondFactor, totpNow, totpSecretOf } from './totp.js';

/** Debian's Chromium (no browser can be downloaded here); the flags of toolchain.md. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // The people of this portal browse in Spanish (Mexico): native controls such as the date input follow it.
  '--lang=es-MX',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs, headless: true });
}

export interface BrowserPage {
  context: BrowserContext;
  page: Page;
  /** Uncaught page errors and console errors seen so far (a healthy page has none). */
  errors: string[];
}

/** A fresh context (own cookies and localStorage) in es-MX, Mexico City time, on the portal. */
export async function openPage(
  browser: Browser,
  baseURL: string,
  viewport: { width: number; height: number } = { width: 1280, height: 900 },
): Promise<BrowserPage> {
  const context = await browser.newContext({
    baseURL,
    viewport,
    locale: 'es-MX',
    timezoneId: 'America/Mexico_City',
  });
  // Generous: on CI's two cores a browser, two Jest workers and their portals share the machine, and a step that
  // takes 10 s there once in a while is load, not a fault (a wrong screen still fails, only later).
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    // Failed API calls the screens handle (401, 409...) are logged by the browser as resource errors.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) {
      errors.push(`console: ${message.text()}`);
    }
  });
  return { context, page, errors };
}

/** Waits until `predicate` holds or fails with `message` (polling; no Playwright test runner here). */
export async function waitFor(
  predicate: () => Promise<boolean>,
  message: string,
  timeoutMs = 20_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (await predicate().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`Timed out: ${message}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

export async function waitForPath(page: Page, path: string, timeoutMs = 20_000): Promise<void> {
  await waitFor(
    async () => new URL(page.url()).pathname === path,
    `path ${path} (now ${page.url()})`,
    timeoutMs,
  );
}

/** The input or text area labelled exactly `label` (a required field's label ends with an asterisk). */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^${escapeRegExp(label)}\\s*\\*?$`));
}

/** Opens a react-aria select by its label and picks the option with the given text. */
export async function chooseOption(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** The error message tied to a field through aria-describedby. */
export async function fieldError(page: Page, label: string): Promise<string> {
  const target = await fieldTarget(page, label);
  const ids = ((await target.getAttribute('aria-describedby')) ?? '').split(/\s+/).filter(Boolean);
  const texts: string[] = [];
  for (const id of ids) texts.push(((await page.locator(`[id="${id}"]`).textContent()) ?? '').trim());
  return texts.join(' | ');
}

async function fieldTarget(page: Page, label: string): Promise<Locator> {
  const input = field(page, label);
  if ((await input.count()) === 1) return input;
  return page.getByRole('button', { name: new RegExp(`${escapeRegExp(label)}$`) });
}

/** The text of the toast on screen (title and description), waiting for one containing `title`. */
export async function toastText(page: Page, title: string): Promise<string> {
  const region = page.getByRole('region', { name: 'Notificaciones' });
  const toast = region.locator('[role="alertdialog"]').filter({ hasText: title });
  await toast.first().waitFor({ state: 'visible' });
  return ((await toast.first().textContent()) ?? '').trim();
}

/**
 * Logs in through the form ('Usuario', 'Contraseña', 'Acceso Seguro'); with `home`, waits until the portal has
 * taken the person there (a client's '/client-dashboard', staff's '/dashboard'). A second factor the password
 * leaves due is completed as the person would: the code step gets the current code of the account's
 * known secret (a demo account's, or one a test enrolled on this portal: tests/support/totp.ts); an account sent
 * to enrol enrols on screen (`enrolOnScreen`). Without `home` and without a known secret, it returns once the
 * form is sent (a test of a refused login looks at the answer itself).
 */
export async function logIn(
  page: Page,
  account: { username: string; password: string },
  home?: string,
): Promise<void> {
  await page.goto('/login');
  await field(page, 'Usuario').fill(account.username);
  await field(page, 'Contraseña').fill(account.password);
  await page.getByRole('button', { name: 'Acceso Seguro' }).click();
  const secret = totpSecretOf(originOf(page), account.username);
  if (secret || home) await passSecondStep(page, account.username, secret);
  if (home) await waitForPath(page, home);
}

function originOf(page: Page): string {
  return new URL(page.url()).origin;
}

/** After the password: the code step with the secret's code, the enrolment on screen, or nothing (signed in). */
async function passSecondStep(page: Page, username: string, secret: string | undefined): Promise<void> {
  const code = field(page, 'Código de verificación');
  let step: 'code' | 'enrol' | 'signedIn' | undefined;
  await waitFor(async () => {
    const path = new URL(page.url()).pathname;
    if (path === '/verificacion-en-dos-pasos') step = 'enrol';
    else if (path !== '/login') step = 'signedIn';
    else if (await code.isVisible()) step = 'code';
    return step !== undefined;
  }, `${username} signed in, or asked for a second factor`);
  if (step === 'enrol') {
    await enrolOnScreen(page, username);
  } else if (step === 'code') {
    if (!secret) throw new Error(`${username} has a second factor no test enrolled on this portal`);
    await code.fill(totpNow(secret));
    await page.getByRole('button', { name: 'Verificar' }).click();
  }
}

/**
 * On the enrolment page (/verificacion-en-dos-pasos, or the one in 'Mi Perfil' once started): reads the secret
 * shown for typing by hand, confirms it with its current code, reads the ten recovery codes, ticks 'Guardé mis
 * códigos' and continues; the secret and codes are remembered for the account's next sign-ins on this portal.
 */
async function enrolOnScreen(page: Page, username: string): Promise<EnrolledFactor> {
  const secret = await shownSecret(page);
  await field(page, 'Código de verificación').fill(totpNow(secret));
  await page.getByRole('button', { name: 'Activar', exact: true }).click();
  const recoveryCodes = await shownRecoveryCodes(page);
  await page.getByLabel('Guardé mis códigos').check();
  await page.getByRole('button', { name: 'Continuar' }).click();
  const factor = { secret, recoveryCodes };
  rememberSecondFactor(originOf(page), username, factor);
  return factor;
}

/** The TOTP secret the enrolment shows for typing by hand (in groups of four), without its spaces. */
export async function shownSecret(page: Page): Promise<string> {
  const shown = page.getByRole('definition').filter({ has: page.locator('code') });
  await shown.waitFor();
  return ((await shown.textContent()) ?? '').replace(/\s+/g, '');
}

/** The ten recovery codes shown once after an enrolment, in their order. */
export async function shownRecoveryCodes(page: Page): Promise<string[]> {
  const list = page.getByRole('list', { name: 'Códigos de recuperación' });
  await list.waitFor();
  return (await list.getByRole('listitem').allTextContents()).map((code) => code.trim());
}

/** A fresh page (as openPage) on `portal`, signed in as `account` through the form and taken to `home`. */
export async function openSignedIn(
  portal: { browser: Browser; baseUrl: string },
  account: { username: string; password: string },
  home: string,
  viewport?: { width: number; height: number },
): Promise<BrowserPage> {
  const opened = await openPage(portal.browser, portal.baseUrl, viewport);
  await logIn(opened.page, account, home);
  return opened;
}

/** The page's whole width in CSS pixels: more than the viewport's when something makes it scroll sideways. */
export async function pageWidth(page: Page): Promise<number> {
  return (await page.evaluate('document.documentElement.scrollWidth')) as number;
}

/** The text as shown (innerText: a term and its value apart), spaces collapsed. */
export async function shownText(locator: Locator): Promise<string> {
  return (await locator.innerText()).replace(/\s+/g, ' ').trim();
}

/** Saves a screenshot under test-results/screenshots (git-ignored) and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const dir = join(repoRoot, 'test-results', 'screenshots');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `${name}.png`);
  await page.screenshot({ path, fullPage: true });
  return path;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// The tests' tsconfig has no DOM types: scripts that run in the page are passed as strings.

/** Everything in the page's localStorage. */
export async function localStorageOf(page: Page): Promise<Record<string, string>> {
  return (await page.evaluate('({ ...window.localStorage })')) as Record<string, string>;
}

export async function setLocalStorage(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(`window.localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`);
}

/** The `name` attribute of the focused element (null when none). */
export async function focusedName(page: Page): Promise<string | null> {
  return (await page.evaluate('document.activeElement?.getAttribute("name") ?? null')) as string | null;
}

/** A portal serving the built front end and a Chromium for a test file, both closed after its tests. */
export function useBrowserPortal(options: Parameters<typeof usePortal>[0] = {}) {
  beforeAll(() => {
    // The build the portal serves: frontend/dist, or FRONTEND_DIR as the portal reads it.
    if (!existsSync(resolve(repoRoot, process.env.FRONTEND_DIR || 'frontend/dist', 'index.html'))) {
      throw new Error('Build the front end first: npx vite build frontend');
    }
  });
  const running = usePortal(options);
  let launched: Browser | undefined;
  beforeAll(async () => {
    launched = await launchBrowser();
  }, 60_000);
  afterAll(async () => {
    await launched?.close();
  });
  return {
    get baseUrl() {
      return running.baseUrl;
    },
    get browser(): Browser {
      if (!launched) throw new Error('the browser is not running (used outside a test?)');
      return launched;
    },
  };
}
