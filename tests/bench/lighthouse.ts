import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { chromium } from 'playwright-core';
import { DEFAULT_PASSWORD, login, registerClient } from '../support/api-client.js';
import { chromiumArgs, chromiumPath } from '../support/browser.js';
import { distDir } from '../support/bundle.js';
import { freePort, removeDir, startPortal, tempDataDir } from '../support/portal.js';

/**
 * Lighthouse 12.8 (its CLI, default mobile preset: a mid-range phone, simulated slow 4G and a 4x slower CPU)
 * on the real portal serving the built front end (frontend/dist, or FRONTEND_DIR), for the first pages, the
 * registration and the client's dashboard (signed in as a client registered for it, the welcome tour done):
 * performance and accessibility scores and the paint metrics. Each page is run `runs` times, each in a fresh
 * Chromium (cold cache); the run with the median performance score is reported. Scores move with the
 * machine's load: read them with the loadavg.
 */
export const lighthouseSettings = {
  pages: ['/', '/login', '/register', '/client-dashboard'],
  /** Pages opened signed in as a client (its session cookie and stored user set before the run). */
  signedIn: ['/client-dashboard'],
  runs: 3,
  /** One Lighthouse run gives up after this long. */
  timeoutS: 120,
} as const;

export interface LighthouseRow {
  path: string;
  /** 0–100, of the median run; null when every run failed (then `error` says why). */
  performance: number | null;
  accessibility: number | null;
  lcpMs: number;
  fcpMs: number;
  tbtMs: number;
  cls: number;
  speedIndexMs: number;
  /** Every run's performance score, in run order (null: the run failed twice). */
  performanceRuns: (number | null)[];
  error?: string;
}

export interface LighthouseResult {
  settings: typeof lighthouseSettings;
  /** Whether frontend/dist existed; nothing was run when not. */
  built: boolean;
  rows: LighthouseRow[];
}

interface Report {
  runtimeError?: { message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
}

const lighthouseCli = join(
  createRequire(import.meta.url).resolve('lighthouse/package.json'),
  '..',
  'cli/index.js',
);

/**
 * One Lighthouse run of `url` as JSON: the CLI launches its own Chromium through CHROME_PATH, or (`port`)
 * audits in one already running, keeping its cookies and storage.
 */
function runLighthouse(url: string, port?: number): Promise<Report> {
  const args = [
    lighthouseCli,
    url,
    '--only-categories=performance,accessibility',
    '--output=json',
    '--output-path=stdout',
    '--quiet',
    ...(port === undefined
      ? [`--chrome-flags=${chromiumArgs.join(' ')}`]
      : [`--port=${port}`, '--disable-storage-reset']),
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      env: { ...process.env, CHROME_PATH: chromiumPath },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (d) => {
      out += d;
    });
    child.stderr.on('data', (d) => {
      err += d;
    });
    const timer = setTimeout(() => child.kill('SIGKILL'), lighthouseSettings.timeoutS * 1000);
    child.on('exit', (code) => {
      clearTimeout(timer);
      try {
        resolve(JSON.parse(out) as Report);
      } catch {
        reject(new Error(`lighthouse exited with ${code}: ${err.trim().split('\n').slice(-3).join(' ')}`));
      }
    });
  });
}

const score = (report: Report, category: string) => {
  const value = report.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : null;
};
const metric = (report: Report, audit: string) => report.audits[audit]?.numericValue ?? Number.NaN;

interface Client {
  cookie: string;
  user: unknown;
}

/**
 * One run signed in as `client`: a fresh Chromium (own profile, so a cold cache) given the session cookie and,
 * from a page of the API (no front-end code cached), the stored user and the welcome tour's flag; Lighthouse
 * then audits `url` in it.
 */
async function runSignedIn(url: string, baseUrl: string, client: Client): Promise<Report> {
  const profile = tempDataDir('portal-lighthouse-');
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromiumPath,
    args: [...chromiumArgs, `--remote-debugging-port=${port}`],
    headless: true,
  });
  try {
    const [name, ...value] = client.cookie.split('=');
    await context.addCookies([{ name: name ?? '', value: value.join('='), url: baseUrl }]);
    const page = await context.newPage();
    await page.goto(`${baseUrl}/api/health`);
    const user = client.user as { id: string };
    await page.evaluate(
      `localStorage.setItem('user', ${JSON.stringify(JSON.stringify(user))});` +
        `localStorage.setItem(${JSON.stringify(`welcome_completed_${user.id}`)}, 'true')`,
    );
    await page.close();
    return await runLighthouse(url, port);
  } finally {
    await context.close();
    removeDir(profile);
  }
}

export async function runLighthouseBench(): Promise<LighthouseResult> {
  if (!existsSync(join(distDir, 'index.html'))) {
    return { settings: lighthouseSettings, built: false, rows: [] };
  }
  const portal = await startPortal();
  try {
    const { payload } = await registerClient(portal.baseUrl);
    const client: Client = await login(portal.baseUrl, payload.username, DEFAULT_PASSWORD);
    const signedIn: readonly string[] = lighthouseSettings.signedIn;
    const rows: LighthouseRow[] = [];
    for (const path of lighthouseSettings.pages) {
      const reports: (Report | null)[] = [];
      let error: string | undefined;
      for (let run = 0; run < lighthouseSettings.runs; run++) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART) on a busy machine: one more try.
        let report: Report | null = null;
        for (let attempt = 0; attempt < 2 && !report; attempt++) {
          try {
            const url = `${portal.baseUrl}${path}`;
            const answer = signedIn.includes(path)
              ? await runSignedIn(url, portal.baseUrl, client)
              : await runLighthouse(url);
            if (answer.runtimeError) error = answer.runtimeError.message;
            else report = answer;
          } catch (e) {
            error = (e as Error).message;
          }
        }
        reports.push(report);
      }
      const performanceRuns = reports.map((r) => (r ? score(r, 'performance') : null));
      const ranked = reports
        .filter((r): r is Report => r !== null && score(r, 'performance') !== null)
        .sort((a, b) => (score(a, 'performance') ?? 0) - (score(b, 'performance') ?? 0));
      const median = ranked[Math.floor((ranked.length - 1) / 2)];
      rows.push({
        path,
        performance: median ? score(median, 'performance') : null,
        accessibility: median ? score(median, 'accessibility') : null,
        lcpMs: median ? metric(median, 'largest-contentful-paint') : Number.NaN,
        fcpMs: median ? metric(median, 'first-contentful-paint') : Number.NaN,
        tbtMs: median ? metric(median, 'total-blocking-time') : Number.NaN,
        cls: median ? metric(median, 'cumulative-layout-shift') : Number.NaN,
        speedIndexMs: median ? metric(median, 'speed-index') : Number.NaN,
        performanceRuns,
        ...(error && performanceRuns.includes(null) ? { error } : {}),
      });
    }
    return { settings: lighthouseSettings, built: true, rows };
  } finally {
    await portal.stop();
    removeDir(portal.dataDir);
  }
}
