/**
 * The one-time migration of an old data folder's personal data: `npm run migrate-personal-data` on a copy
 * of tests/fixtures/data-v1 (written by the portal of 64d9521) seals the e-mails, names and password hashes its
 * events hold in clear and renames the reservation streams named by them, keeps every event (ids, order, types,
 * metadata), changes nothing when run again, refuses an EventStoreDB log, and the portal started on the folder
 * still signs the fixture's people in and answers as the old portal did.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { apiErrorSchema } from '@portal/contracts';
import Database from 'better-sqlite3';
import { call, login, register, registrationPayload } from '../support/api-client.js';
import { findInDataDir } from '../support/data-dir-grep.js';
import { type RunningPortal, removeDir, repoRoot, startPortal, tempDataDir } from '../support/portal.js';
import { allProjections, waitForProjectionState } from '../support/projections.js';
import { runScript } from '../support/rebuild.js';

const fixture = join(repoRoot, 'tests/fixtures/data-v1');
const json = (file: string) => JSON.parse(readFileSync(join(fixture, file), 'utf8'));
const logins: Record<string, string> = json('logins.json');
const dashboards: Record<string, unknown> = json('dashboards.json');
const staff: Record<string, unknown> = json('staff.json');

/** What the fixture's events hold in clear: its people's e-mails, names and password hashes. */
const inClear = [
  'superadmin@demo.portal.mx',
  'admin@demo.portal.mx',
  'agente@demo.portal.mx',
  'cliente@demo.portal.mx',
  'lucia.hernandez@correo-pruebas.mx',
  'Sofía Ramírez Ortega',
  'Carlos Mendoza Ruiz',
  'Ana Torres Villalobos',
  'María González Herrera',
  'Lucía Hernández Soto',
  'luciahernandez',
  'scrypt$',
];

/** `npm run migrate-personal-data` on a data folder, as an operator runs it. */
function migrate(
  dataDir: string,
  env: Record<string, string> = {},
): Promise<{ code: number | null; output: string }> {
  return runScript('platform/src/privacy/migrate-cli.ts', [], { DATA_DIR: dataDir, ...env });
}

/** Every event as the log keeps it, without its data: what the migration must not change. */
function skeleton(file: string) {
  const db = new Database(file, { readonly: true });
  try {
    return db
      .prepare('SELECT position, id, revision, type, metadata, created_at FROM events ORDER BY position')
      .all();
  } finally {
    db.close();
  }
}
const streamIds = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return (db.prepare('SELECT DISTINCT stream_id FROM events').all() as { stream_id: string }[]).map(
      (r) => r.stream_id,
    );
  } finally {
    db.close();
  }
};
/** Every event as stored, data included. */
const rows = (file: string) => {
  const db = new Database(file, { readonly: true });
  try {
    return db.prepare('SELECT * FROM events ORDER BY position').all();
  } finally {
    db.close();
  }
};
const sha256 = (file: string) => createHash('sha256').update(readFileSync(file)).digest('hex');

let dataDir: string;
const originalDir = tempDataDir('portal-migration-original-');
let portal: RunningPortal | undefined;
afterAll(async () => {
  await portal?.stop();
  if (dataDir) removeDir(dataDir);
  removeDir(originalDir);
});

describe('npm run migrate-personal-data on a data folder written before personal data was sealed', () => {
  it('seals every personal value and renames the reservation streams, in place, after a backup it names', async () => {
    dataDir = tempDataDir('portal-migration-');
    const events = join(dataDir, 'events.sqlite');
    copyFileSync(join(fixture, 'events.sqlite'), events);
    // A second copy to compare with (SQLite leaves -shm and -wal files beside a file it opened: not the fixture's).
    const original = join(originalDir, 'events.sqlite');
    copyFileSync(join(fixture, 'events.sqlite'), original);
    const before = skeleton(events);
    expect(findInDataDir(dataDir, inClear).length).toBeGreaterThan(0);

    const first = await migrate(dataDir);
    expect(first.code).toBe(0);
    const backup = /Copia del registro anterior: (.+\.bak)/.exec(first.output)?.[1];
    expect(backup && existsSync(backup)).toBe(true);
    expect(first.output).toContain(
      '22 de 38 eventos con datos personales cifrados; 10 flujos de reserva renombrados',
    );
    // The backup holds the old log as it was (in clear, as the output warns).
    expect(first.output).toContain('La copia guarda los datos personales EN CLARO');
    expect(rows(backup as string)).toEqual(rows(original));

    // Nothing of theirs in clear is left in the log's files (the backup aside).
    const left = findInDataDir(dataDir, inClear).filter((f) => !f.file.endsWith('.bak'));
    expect(left).toEqual([]);
    expect(streamIds(events).filter((s) => /^(username|email)-/.test(s))).toEqual([]);
    expect(streamIds(events).filter((s) => /^(usernameKey|emailKey)-[0-9a-f]{64}$/.test(s))).toHaveLength(10);
    // The same 38 events: ids, order, revisions, types and metadata unchanged.
    expect(skeleton(events)).toEqual(before);
  }, 60_000);

  it('changes nothing when run again', async () => {
    const events = join(dataDir, 'events.sqlite');
    const hash = sha256(events);
    const again = await migrate(dataDir);
    expect(again.code).toBe(0);
    expect(again.output).toContain(
      'Nada que migrar: los 38 eventos ya guardan cifrados sus datos personales.',
    );
    expect(sha256(events)).toBe(hash);
  }, 60_000);

  it('starts the portal on the folder: it signs the fixture people in and answers as the old portal did', async () => {
    portal = await startPortal({ dataDir, demo: true, serveFrontend: false });
    await waitForProjectionState(dataDir, allProjections, 'live');
    const base = portal.baseUrl;
    for (const username of ['cliente', 'luciahernandez']) {
      const { cookie } = await login(base, username, logins[username] as string);
      const res = await call(base, 'GET', '/api/clients/my-dashboard', { cookie });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject(dashboards[username] as object);
    }
    const { cookie } = await login(base, 'admin', logins.admin as string);
    for (const path of ['/api/admin/stats', '/api/agents']) {
      const res = await call(base, 'GET', path, { cookie });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject(staff[path] as object);
    }
    // The demo seed found its accounts and their reservations under the new names: nothing of them appended.
    const appended = rows(join(dataDir, 'events.sqlite')).slice(38) as { type: string }[];
    expect(
      appended.filter((e) => /Reserved|ReservationConfirmed|UserRegistered|ClientRegistered/.test(e.type)),
    ).toEqual([]);
    // The renamed reservations still hold their values.
    for (const taken of [{ username: 'LuciaHernandez' }, { email: 'Lucia.Hernandez@correo-pruebas.mx' }]) {
      const res = await register(base, registrationPayload(taken));
      expect([res.status, apiErrorSchema.parse(res.json).code]).toEqual([
        409,
        'username' in taken ? 'username_taken' : 'email_taken',
      ]);
    }
  }, 90_000);

  it('refuses an EventStoreDB log, saying why and what the operator can do', async () => {
    const empty = tempDataDir('portal-migration-esdb-');
    const refused = await migrate(empty, { EVENTSTORE_URL: 'esdb://127.0.0.1:1?tls=false' });
    removeDir(empty);
    expect(refused.code).toBe(2);
    expect(refused.output).toContain(
      'El registro de eventos está en EventStoreDB (EVENTSTORE_URL): sus eventos no se pueden reescribir',
    );
    expect(refused.output).toContain('copie el registro a una base de EventStoreDB nueva');
  }, 60_000);
});
