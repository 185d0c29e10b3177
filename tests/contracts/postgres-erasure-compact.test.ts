/**
 * What an erasure leaves in PostgreSQL's files: destroying a person's key overwrites its row, and the old row (the
 * wrapped key) stays in the table's file as a dead row until the table is vacuumed. `compact` writes the keys'
 * table anew (a new file without the dead row) and vacuums the other collections in place. Read from the files
 * themselves after a checkpoint, which needs a superuser (the tests' role here); otherwise that part says why.
 */
import { PostgresDocumentStore } from '@portal/platform/distributed';
import pg from 'pg';
import { reportSkipped } from '../support/external-stores.js';
import { DROP_TIMEOUT_MS, freshPostgres } from '../support/postgres.js';

const postgres = await freshPostgres('erasure_compact');
const suite = postgres.available ? describe : describe.skip;
if (postgres.available) afterAll(() => postgres.stop(), DROP_TIMEOUT_MS);
else reportSkipped('PostgreSQL', postgres);

suite(`compacting after an erasure on PostgreSQL${postgres.available ? '' : ` (skipped: ${postgres.reason})`}`, () => {
  it('rewrites the keys’ table without the overwritten key, and vacuums the read models in place', async () => {
    if (!postgres.available) return;
    const store = PostgresDocumentStore.connect(postgres.url, 2);
    const sql = new pg.Client({ connectionString: postgres.url });
    await sql.connect();
    try {
      const fileOf = async (table: string) =>
        (await sql.query<{ file: string }>('select pg_relation_filepath($1) as file', [table])).rows[0]?.file;
      const superuser = (await sql.query<{ s: string }>("select current_setting('is_superuser') as s"))
        .rows[0]?.s;
      /** Whether the table's file on disk holds `text` (after a checkpoint, so nothing waits in memory). */
      const fileHolds = async (table: string, text: string) => {
        await sql.query('checkpoint');
        const file = await fileOf(table);
        const bytes = await sql.query<{ b: Buffer }>('select pg_read_binary_file($1) as b', [file]);
        return bytes.rows[0]?.b.includes(Buffer.from(text)) ?? false;
      };

      await store.put('personalKeys', 'subject-1', { wrapped: 'CLAVE-ENVUELTA-DE-ANA-0001' });
      await store.put('users', 'user-1', { fullName: 'Ana Ruiz' });
      await store.put('personalKeys', 'subject-1', { destroyedAt: '2026-11-27T12:00:00.000Z' });
      await store.put('users', 'user-1', { fullName: '[eliminado]' });
      const keysFile = await fileOf('"doc:personalKeys"');
      const usersFile = await fileOf('"doc:users"');
      if (superuser === 'on')
        expect(await fileHolds('"doc:personalKeys"', 'CLAVE-ENVUELTA-DE-ANA')).toBe(true);

      await store.compact(['personalKeys']);

      expect(await fileOf('"doc:personalKeys"')).not.toBe(keysFile); // written anew
      expect(await fileOf('"doc:users"')).toBe(usersFile); // vacuumed in place
      expect(await store.get('personalKeys', 'subject-1')).toEqual({
        destroyedAt: '2026-11-27T12:00:00.000Z',
      });
      expect(await store.get('users', 'user-1')).toEqual({ fullName: '[eliminado]' });
      if (superuser === 'on')
        expect(await fileHolds('"doc:personalKeys"', 'CLAVE-ENVUELTA-DE-ANA')).toBe(false);
      else
        console.log(
          'the files themselves not read: the tests’ role is not a superuser (checkpoint, file read)',
        );
    } finally {
      await sql.end();
      await store.close();
    }
  });
});
