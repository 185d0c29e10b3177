import { demoAccounts } from '@portal/command-service';
import type { Browser } from 'playwright-core';
import { call, cookieOf } from './api-client.js';
import { type BrowserPage, openSignedIn } from './browser.js';

/** The demo client's case number as the demo agent's list gives it, with the agent's cookie for more calls. */
export async function demoCaseNumber(baseUrl: string): Promise<{ caseNumber: string; cookie: string }> {
  const cookie = await cookieOf(baseUrl, demoAccounts.agent);
  const list = await call<{ caseNumber: string; clientName: string }[]>(
    baseUrl,
    'GET',
    '/api/agent/clients',
    {
      cookie,
    },
  );
  const row = list.json.find((r) => r.clientName === demoAccounts.client.fullName);
  if (list.status !== 200 || !row)
    throw new Error(`the demo agent does not list the demo client: ${list.status} ${list.text}`);
  return { caseNumber: row.caseNumber, cookie };
}

/** The demo agent, signed in, on the page of the demo client's case (its heading on screen). */
export async function openDemoCase(
  portal: { browser: Browser; baseUrl: string },
  viewport?: { width: number; height: number },
): Promise<BrowserPage & { caseNumber: string }> {
  const { caseNumber } = await demoCaseNumber(portal.baseUrl);
  const opened = await openSignedIn(portal, demoAccounts.agent, '/dashboard', viewport);
  await opened.page.goto(`/casos/${caseNumber}`);
  await opened.page.getByRole('heading', { level: 1, name: new RegExp(caseNumber) }).waitFor();
  return { ...opened, caseNumber };
}
