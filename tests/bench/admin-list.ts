import { join } from 'node:path';
import { demoAccounts } from '@portal/command-service';
import { ADMIN_CLIENTS } from '@portal/contracts';
import Database from 'better-sqlite3';
import { call, login } from '../support/api-client.js';
import { removeDir, startPortal } from '../support/portal.js';
import { benchBareKoa, type HttpRow, httpSettings, load } from './http.js';

export const adminListSettings = { clients: 10_000, pageSize: 100 } as const;

export interface AdminListResult {
  settings: typeof adminListSettings & typeof httpSettings;
  /** The first page, newest registrations first (what the panel opens with). */
  first: HttpRow;
  /** A middle page sorted by account number. */
  page: HttpRow;
  /** A search by name (typed without accents) that matches few. */
  search: HttpRow;
  bare: HttpRow;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * Clones the demo client's record in the adminClients read model until it holds `clients` records (distinct
 * ids, account numbers, names and dates). The read path is what this measures: registering 10,000 people
 * through the API would spend the run on password hashes.
 */
function seedClients(dataDir: string, template: Record<string, unknown>): void {
  const db = new Database(join(dataDir, 'read-models.sqlite'));
  try {
    const insert = db.prepare(
      'INSERT OR REPLACE INTO documents (collection, id, body, position) VALUES (?, ?, ?, NULL)',
    );
    // The collection's rows are under its physical name (a rebuild's switch gives it another).
    const physical =
      (
        db.prepare('SELECT physical FROM collection_names WHERE name = ?').get(ADMIN_CLIENTS) as
          | { physical: string }
          | undefined
      )?.physical ?? ADMIN_CLIENTS;
    db.transaction(() => {
      for (let n = 1; n < adminListSettings.clients; n++) {
        const id = `bench-client-${n}`;
        const day = new Date(Date.UTC(2025, 0, 1) + n * 3_600_000).toISOString();
        insert.run(
          physical,
          id,
          JSON.stringify({
            ...template,
            id,
            caseId: `bench-case-${n}`,
            accountNumber: `RC-${String(10_000_000 + n)}`,
            registrationDate: day,
            user: { fullName: `Cliente Núñez ${n}`, email: `cliente${n}@correo-pruebas.mx` },
          }),
        );
      }
    })();
  } finally {
    db.close();
  }
}

async function adminCookie(baseUrl: string): Promise<string> {
  for (let attempt = 1; ; attempt++) {
    try {
      return (await login(baseUrl, demoAccounts.admin.username, demoAccounts.admin.password)).cookie;
    } catch (error) {
      if (attempt >= 10) throw error;
      await sleep(300);
    }
  }
}

/** GET /api/admin/clients, a page of 100 out of 10,000 and a search, against bare Koa in the same run. */
export async function runAdminListBench(): Promise<AdminListResult> {
  const bare = await benchBareKoa();
  const first = await startPortal({ demo: true, serveFrontend: false, env: { LOG_LEVEL: 'warn' } });
  const { dataDir } = first;
  try {
    const cookie = await adminCookie(first.baseUrl);
    let template: Record<string, unknown> | undefined;
    for (const deadline = Date.now() + 10_000; !template && Date.now() < deadline; await sleep(200))
      template = (
        await call<Record<string, unknown>[]>(first.baseUrl, 'GET', '/api/admin/clients', { cookie })
      ).json[0];
    if (!template) throw new Error('the demo client never reached the adminClients read model');
    await first.stop();
    seedClients(dataDir, template);
    const portal = await startPortal({
      dataDir,
      demo: true,
      serveFrontend: false,
      env: { LOG_LEVEL: 'warn' },
    });
    try {
      const headers = { cookie: await adminCookie(portal.baseUrl) };
      const pageUrl = `${portal.baseUrl}/api/admin/clients?sort=accountNumber&limit=${adminListSettings.pageSize}&offset=5000`;
      const check = await fetch(pageUrl, { headers });
      const rows = (await check.json()) as unknown[];
      if (
        rows.length !== adminListSettings.pageSize ||
        Number(check.headers.get('x-total-count')) < adminListSettings.clients
      )
        throw new Error(`the page answered ${rows.length} rows of ${check.headers.get('x-total-count')}`);
      const first = await load(
        'portal GET /api/admin/clients?limit=100 (newest first)',
        `${portal.baseUrl}/api/admin/clients?limit=${adminListSettings.pageSize}`,
        headers,
      );
      const page = await load(
        'portal GET /api/admin/clients?sort=accountNumber&limit=100&offset=5000',
        pageUrl,
        headers,
      );
      const searchUrl = `${portal.baseUrl}/api/admin/clients?q=nunez%20424&limit=${adminListSettings.pageSize}`;
      const search = await load('portal GET /api/admin/clients?q=nunez 424&limit=100', searchUrl, headers);
      return { settings: { ...adminListSettings, ...httpSettings }, first, page, search, bare };
    } finally {
      await portal.stop();
    }
  } finally {
    removeDir(dataDir);
  }
}
