/**
 * The document store contract (design.md §2): the behaviour every DocumentStore adapter must show. Each test
 * opens an empty store through the factory (a new SQLite file, a new MongoDB database).
 */

import { CheckpointConflictError, type DocumentStore, formatPosition } from '@portal/platform';
import { contractSuite } from '../support/contract-suite.js';

export interface DocumentStoreFixture {
  store: DocumentStore;
  dispose(): Promise<void>;
}

const p = (n: number) => formatPosition(n);

/** Registers the contract tests for one adapter. */
/**
 * Registers the contract tests for one adapter. An adapter without a server to run against passes
 * `{ skipped: reason }`: the same tests are registered as skipped, under a title that says why, so the run
 * counts them as skipped instead of forgetting them.
 */
export function documentStoreContract(
  adapter: string,
  open: (() => Promise<DocumentStoreFixture>) | { skipped: string },
): void {
  contractSuite(`DocumentStore contract: ${adapter}`, open, (context) => {
    let store: DocumentStore;
    beforeEach(() => {
      store = context.fixture().store;
    });

    describe('documents', () => {
      it('put, get and overwrite keep the JSON body', async () => {
        expect(await store.get('cases', 'c1')).toBeUndefined();
        const body = {
          title: 'Fraude Núñez',
          amount: 1250.75,
          open: true,
          tags: ['a', 'b'],
          nested: { x: 1 },
        };
        await store.put('cases', 'c1', body);
        expect(await store.get('cases', 'c1')).toEqual(body);
        await store.put('cases', 'c1', { title: 'replaced' });
        expect(await store.get('cases', 'c1')).toEqual({ title: 'replaced' });
        expect(await store.get('other', 'c1')).toBeUndefined();
      });

      it('getStored: no position for a plain put, the projection position after a commit', async () => {
        expect(await store.getStored('cases', 'c1')).toBeUndefined();
        await store.put('cases', 'c1', { v: 1 });
        const plain = await store.getStored('cases', 'c1');
        expect(plain).toEqual({ id: 'c1', body: { v: 1 } });
        expect(plain?.position).toBeUndefined();
        await store.commitProjection(
          'proj',
          [{ kind: 'put', collection: 'cases', id: 'c1', body: { v: 2 } }],
          p(7),
        );
        expect(await store.getStored('cases', 'c1')).toEqual({ id: 'c1', body: { v: 2 }, position: p(7) });
      });

      it('delete removes one document', async () => {
        await store.put('cases', 'c1', { v: 1 });
        await store.put('cases', 'c2', { v: 2 });
        await store.delete('cases', 'c1');
        await store.delete('cases', 'missing');
        expect(await store.get('cases', 'c1')).toBeUndefined();
        expect(await store.get('cases', 'c2')).toEqual({ v: 2 });
        expect(await store.count('cases')).toBe(1);
      });

      it('insert creates a document only when none has its id, and says which', async () => {
        expect(await store.insert('keys', 'k1', { v: 1 })).toBe(true);
        expect(await store.insert('keys', 'k1', { v: 2 })).toBe(false);
        expect(await store.get('keys', 'k1')).toEqual({ v: 1 });
        // Of many inserts of one id at once, exactly one creates it.
        const outcomes = await Promise.all([1, 2, 3, 4, 5].map((v) => store.insert('keys', 'k2', { v })));
        expect(outcomes.filter(Boolean)).toHaveLength(1);
        const kept = (await store.get<{ v: number }>('keys', 'k2'))?.v;
        expect(outcomes[(kept ?? 0) - 1]).toBe(true);
      });
    });

    describe('queries', () => {
      beforeEach(async () => {
        await store.put('users', 'u1', { name: 'ana', role: 'agent', age: 31, active: true, team: 'norte' });
        await store.put('users', 'u2', { name: 'beto', role: 'client', age: 25, active: false, team: null });
        await store.put('users', 'u3', { name: 'caro', role: 'agent', age: 40, active: false, team: 'sur' });
        await store.put('users', 'u4', {
          name: 'dani',
          role: 'client',
          age: 25,
          active: true,
          team: 'norte',
        });
        await store.put('users', 'u5', { name: 'eva', role: 'admin', age: 52, active: true });
        await store.put('others', 'o1', { name: 'zed', role: 'agent', age: 31, active: true });
      });

      const names = (docs: Record<string, unknown>[]) => docs.map((d) => d.name);

      it('list without options returns the whole collection ordered by id', async () => {
        expect(names(await store.list('users'))).toEqual(['ana', 'beto', 'caro', 'dani', 'eva']);
        expect(await store.list('empty')).toEqual([]);
      });

      it('list where: string, number, boolean, null and several fields at once', async () => {
        expect(names(await store.list('users', { where: { role: 'agent' } }))).toEqual(['ana', 'caro']);
        expect(names(await store.list('users', { where: { age: 25 } }))).toEqual(['beto', 'dani']);
        expect(names(await store.list('users', { where: { active: true } }))).toEqual(['ana', 'dani', 'eva']);
        expect(names(await store.list('users', { where: { active: false } }))).toEqual(['beto', 'caro']);
        // null matches a null field and a missing one.
        expect(names(await store.list('users', { where: { team: null } }))).toEqual(['beto', 'eva']);
        expect(names(await store.list('users', { where: { role: 'client', active: true } }))).toEqual([
          'dani',
        ]);
        expect(await store.list('users', { where: { role: 'nobody' } })).toEqual([]);
        expect(await store.list('users', { where: { age: '25' } })).toEqual([]);
      });

      it('list orderBy ascending and descending (ties by id, in the same direction), with limit', async () => {
        expect(names(await store.list('users', { orderBy: 'age' }))).toEqual([
          'beto',
          'dani',
          'ana',
          'caro',
          'eva',
        ]);
        expect(names(await store.list('users', { orderBy: 'age', desc: true }))).toEqual([
          'eva',
          'caro',
          'ana',
          'dani',
          'beto',
        ]);
        expect(names(await store.list('users', { orderBy: 'name', desc: true, limit: 2 }))).toEqual([
          'eva',
          'dani',
        ]);
        expect(
          names(
            await store.list('users', { where: { role: 'agent' }, orderBy: 'age', desc: true, limit: 1 }),
          ),
        ).toEqual(['caro']);
        expect(names(await store.list('users', { limit: 3 }))).toEqual(['ana', 'beto', 'caro']);
      });

      it('refuses a field name that is not a plain identifier or a dotted path of them', async () => {
        await expect(store.list('users', { where: { 'a..b': 1 } })).rejects.toThrow();
        await expect(store.list('users', { orderBy: '$where' })).rejects.toThrow();
        await expect(
          store.list('users', { search: { fields: ["name') OR 1=1 --"], text: 'a' } }),
        ).rejects.toThrow();
      });

      it('searches text in fields and nested fields, ignoring case, with offset paging and its count', async () => {
        await store.put('people', 'p1', { user: { fullName: 'José Pérez' }, account: 'RC-100' });
        await store.put('people', 'p2', { user: { fullName: 'Ana MARTÍNEZ' }, account: 'RC-200' });
        await store.put('people', 'p3', { user: { fullName: 'Luis 100% Soto_x' }, account: 'RC-300' });
        const search = (text: string) => ({ fields: ['user.fullName', 'account'], text });
        const found = async (text: string) =>
          (await store.list<{ account: string }>('people', { search: search(text), orderBy: 'account' })).map(
            (d) => d.account,
          );
        expect(await found('PÉREZ')).toEqual(['RC-100']);
        expect(await found('martínez')).toEqual(['RC-200']);
        expect(await found('rc-')).toEqual(['RC-100', 'RC-200', 'RC-300']);
        expect(await found('100%')).toEqual(['RC-300']);
        expect(await found('o_x')).toEqual(['RC-300']);
        expect(await found('nadie')).toEqual([]);
        expect(await store.count('people', undefined, search('rc-'))).toBe(3);
        expect(await store.count('people', undefined, search('ana'))).toBe(1);
        const page = await store.list<{ account: string }>('people', {
          orderBy: 'user.fullName',
          limit: 1,
          offset: 1,
        });
        expect(page.map((d) => d.account)).toEqual(['RC-100']);
        expect(
          (await store.list<{ account: string }>('people', { orderBy: 'account', offset: 2 })).map(
            (d) => d.account,
          ),
        ).toEqual(['RC-300']);
      });

      it('count, with and without where', async () => {
        expect(await store.count('users')).toBe(5);
        expect(await store.count('users', { role: 'agent' })).toBe(2);
        expect(await store.count('users', { active: false, age: 25 })).toBe(1);
        expect(await store.count('users', { team: null })).toBe(2);
        expect(await store.count('empty')).toBe(0);
      });

      it('deleteWhereBefore removes the documents whose field is lower, and says how many', async () => {
        await store.put('sessions', 's1', { expiresAt: '2024-01-01T00:00:00.000Z' });
        await store.put('sessions', 's2', { expiresAt: '2024-06-01T00:00:00.000Z' });
        await store.put('sessions', 's3', { expiresAt: '2025-01-01T00:00:00.000Z' });
        await store.put('other-sessions', 's1', { expiresAt: '2020-01-01T00:00:00.000Z' });
        expect(await store.deleteWhereBefore('sessions', 'expiresAt', '2024-06-01T00:00:00.000Z')).toBe(1);
        expect((await store.list('sessions')).map((d) => d.expiresAt)).toEqual([
          '2024-06-01T00:00:00.000Z',
          '2025-01-01T00:00:00.000Z',
        ]);
        expect(await store.deleteWhereBefore('sessions', 'expiresAt', '2030-01-01T00:00:00.000Z')).toBe(2);
        expect(await store.count('sessions')).toBe(0);
        expect(await store.count('other-sessions')).toBe(1);
      });
    });

    describe('declared indexes, search, ids, sort keys and counts', () => {
      const people = {
        p1: { kind: 'client', name: 'José Núñez Peñaloza', email: 'jose@correo.mx', joined: '2024-03-01' },
        p2: { kind: 'client', name: 'Ana María Ruiz', email: 'ana.ruiz@correo.mx', joined: '2024-01-15' },
        p3: { kind: 'staff', name: 'Luis 100% Soto_x', email: 'l"s^x@x.mx', joined: '2024-02-10' },
        p4: { kind: 'client', name: 'Mariana Luna', email: 'ml@correo.mx', joined: '2023-12-31' },
      };
      const fields = ['name', 'email'] as const;
      const put = async (collection: string) => {
        for (const [id, body] of Object.entries(people)) await store.put(collection, id, body);
      };
      const emails = (docs: Record<string, unknown>[]) => docs.map((d) => d.email);
      const idsOf = (docs: Record<string, unknown>[]) =>
        docs.map((d) => Object.entries(people).find(([, p]) => p.email === d.email)?.[0]);

      // The same expectations for a collection with a declared full-text index and for one without (a scan).
      const searchSemantics = (collection: string) => async () => {
        if (collection === 'people') {
          await store.declareIndexes({ people: { indexes: [['kind', 'joined']], search: [...fields] } });
        }
        await put(collection);
        const found = async (text: string) =>
          idsOf(await store.list(collection, { search: { fields, text } }));
        // Accents and case, either side.
        expect(await found('NUNEZ')).toEqual(['p1']);
        expect(await found('núñez peñaloza')).toEqual(['p1']);
        expect(await found('JOSÉ')).toEqual(['p1']);
        // A word of 1–2 characters at the start of a word only ("ma": María, Mariana; "ri" starts none).
        expect(await found('ma')).toEqual(['p2', 'p4']);
        expect(await found('ri')).toEqual([]);
        expect(await found('a')).toEqual(['p2']);
        expect(await found('L')).toEqual(['p3', 'p4']);
        // 3 or more characters anywhere.
        expect(await found('ria')).toEqual(['p2', 'p4']);
        expect(await found('correo')).toEqual(['p1', 'p2', 'p4']);
        // Every word, each in either field.
        expect(await found('ana luna')).toEqual(['p4']);
        expect(await found('  ana   ruiz@ ')).toEqual(['p2']);
        expect(await found('ana nadie')).toEqual([]);
        // %, _, " and ^ are taken literally.
        expect(await found('100%')).toEqual(['p3']);
        expect(await found('10%')).toEqual([]);
        expect(await found('o_x')).toEqual(['p3']);
        expect(await found('so_o')).toEqual([]);
        expect(await found('l"s')).toEqual(['p3']);
        expect(await found('s^x')).toEqual(['p3']);
        expect(await found('"')).toEqual([]);
        expect(await found('^')).toEqual([]);
        expect(await found('^^')).toEqual([]);
        // A blank text filters nothing.
        expect(await found('   ')).toEqual(['p1', 'p2', 'p3', 'p4']);
        // With a filter, an order, a page, and counted.
        expect(
          idsOf(
            await store.list(collection, {
              where: { kind: 'client' },
              search: { fields, text: 'correo' },
              orderBy: 'joined',
              desc: true,
              limit: 2,
            }),
          ),
        ).toEqual(['p1', 'p2']);
        expect(await store.count(collection, undefined, { fields, text: 'correo' })).toBe(3);
        expect(await store.count(collection, { kind: 'client' }, { fields, text: 'ana' })).toBe(2);
        expect(await store.count(collection, { kind: 'staff' }, { fields, text: 'ana' })).toBe(0);
        // Kept exact on overwrite, delete, insert.
        await store.put(collection, 'p4', { ...people.p4, name: 'Mariela Luna' });
        expect(await found('ria')).toEqual(['p2']);
        expect(await found('mariela')).toEqual(['p4']);
        await store.delete(collection, 'p2');
        expect(await found('ria')).toEqual([]);
        expect(
          await store.insert(collection, 'p5', { kind: 'client', name: 'Óscar Ríos', email: 'o@r.mx' }),
        ).toBe(true);
        expect(emails(await store.list(collection, { search: { fields, text: 'rio' } }))).toEqual(['o@r.mx']);
        // A name stored decomposed (NFD) is found as well.
        await store.put(collection, 'p6', {
          kind: 'client',
          name: 'Lucía Hernández'.normalize('NFD'),
          email: 'lh@x.mx',
        });
        expect(emails(await store.list(collection, { search: { fields, text: 'lucia HERNÁNDEZ' } }))).toEqual(
          ['lh@x.mx'],
        );
        expect(emails(await store.list(collection, { search: { fields, text: 'he' } }))).toEqual(['lh@x.mx']);
      };
      it(
        'search with a declared full-text index: accents, case, word starts, substrings, every word, literal text',
        searchSemantics('people'),
      );
      it('search without a declared index follows the same rules', searchSemantics('people_plain'));

      it('a search index follows the collection through reset and a switch, and is gone when no longer declared', async () => {
        await store.declareIndexes({ people: { search: [...fields] } });
        await put('people');
        await store.reset(['people'], []);
        expect(await store.list('people', { search: { fields, text: 'ana' } })).toEqual([]);
        await store.put('people', 'p4', people.p4);
        expect(idsOf(await store.list('people', { search: { fields, text: 'ana' } }))).toEqual(['p4']);
        // A rebuild writes beside it without the index; the switch gives the documents the index.
        await store.commitProjection(
          'people.next',
          [
            { kind: 'put', collection: 'people_next', id: 'p1', body: people.p1 },
            { kind: 'put', collection: 'people_next', id: 'p2', body: people.p2 },
          ],
          p(3),
        );
        await store.replaceCollections([{ from: 'people_next', to: 'people' }], {
          from: 'people.next',
          to: 'people',
        });
        expect(idsOf(await store.list('people', { search: { fields, text: 'ana' } }))).toEqual(['p2']);
        expect(idsOf(await store.list('people', { search: { fields, text: 'j' } }))).toEqual(['p1']);
        expect(await store.count('people', undefined, { fields, text: 'correo' })).toBe(2);
        expect(await store.list('people_next', { search: { fields, text: 'ana' } })).toEqual([]);
        // Declared again with other fields: the search looks there.
        await store.declareIndexes({ people: { search: ['kind'] } });
        expect(idsOf(await store.list('people', { search: { fields: ['kind'], text: 'cli' } }))).toEqual([
          'p1',
          'p2',
        ]);
        await store.declareIndexes({ people: { indexes: [['kind']] } });
        expect(idsOf(await store.list('people', { search: { fields, text: 'ana' } }))).toEqual(['p2']);
      });

      it('declared indexes answer lists filtered and ordered on them; declaring is idempotent', async () => {
        const declarations = { people: { indexes: [['kind', 'joined'], ['email']] } } as const;
        await store.declareIndexes(declarations);
        await store.declareIndexes(declarations);
        await put('people');
        const listed = async () =>
          idsOf(await store.list('people', { where: { kind: 'client' }, orderBy: 'joined', desc: true }));
        expect(await listed()).toEqual(['p1', 'p2', 'p4']);
        expect(await store.count('people', { kind: 'client' })).toBe(3);
        expect(idsOf(await store.list('people', { where: { email: 'ml@correo.mx' } }))).toEqual(['p4']);
        await store.declareIndexes({ people: { indexes: [['kind', 'joined']] } });
        expect(await listed()).toEqual(['p1', 'p2', 'p4']);
        await expect(store.declareIndexes({ people: { indexes: [["kind') --"]] } })).rejects.toThrow();
      });

      it('ids: only the documents with these ids, in the order asked for', async () => {
        await put('people');
        expect(idsOf(await store.list('people', { ids: ['p3', 'p1', 'missing'] }))).toEqual(['p1', 'p3']);
        expect(idsOf(await store.list('people', { ids: ['p3', 'p1', 'p2'], orderBy: 'joined' }))).toEqual([
          'p2',
          'p3',
          'p1',
        ]);
        expect(
          idsOf(await store.list('people', { ids: ['p3', 'p1', 'p2'], where: { kind: 'client' }, limit: 1 })),
        ).toEqual(['p1']);
        expect(await store.list('people', { ids: [] })).toEqual([]);
      });

      it('thenBy: further sort keys, each in its direction, ties by id in the first direction', async () => {
        await store.declareIndexes({ staff: { indexes: [['role', 'age', 'name']] } });
        const rows = [
          ['s1', 'agent', 30, 'beto'],
          ['s2', 'agent', 30, 'ana'],
          ['s3', 'agent', 25, 'caro'],
          ['s4', 'admin', 30, 'dani'],
          ['s5', 'agent', 30, 'ana'],
        ] as const;
        for (const [id, role, age, name] of rows) await store.put('staff', id, { id, role, age, name });
        const order = async (options: Parameters<DocumentStore['list']>[1]) =>
          (await store.list<{ id: string }>('staff', options)).map((d) => d.id);
        expect(await order({ orderBy: 'age', thenBy: [{ field: 'name' }] })).toEqual([
          's3',
          's2',
          's5',
          's1',
          's4',
        ]);
        expect(await order({ orderBy: 'age', desc: true, thenBy: [{ field: 'name' }] })).toEqual([
          's5',
          's2',
          's1',
          's4',
          's3',
        ]);
        expect(
          await order({
            where: { role: 'agent' },
            orderBy: 'age',
            desc: true,
            thenBy: [{ field: 'name', desc: true }],
          }),
        ).toEqual(['s1', 's5', 's2', 's3']);
        expect(
          await order({
            orderBy: 'role',
            thenBy: [{ field: 'age', desc: true }, { field: 'name' }],
            limit: 3,
          }),
        ).toEqual(['s4', 's2', 's5']);
      });

      it('count without a filter stays exact through every write, reset, expiry and switch', async () => {
        const c = 'counted';
        expect(await store.count(c)).toBe(0);
        await store.put(c, 'a', { at: '2024-01-01' });
        await store.put(c, 'b', { at: '2024-02-01' });
        await store.put(c, 'a', { at: '2024-03-01' });
        expect(await store.insert(c, 'a', { at: 'x' })).toBe(false);
        expect(await store.insert(c, 'c', { at: '2024-01-15' })).toBe(true);
        expect(await store.count(c)).toBe(3);
        await store.delete(c, 'b');
        await store.delete(c, 'missing');
        expect(await store.count(c)).toBe(2);
        await store.commitProjection(
          'counted',
          [
            { kind: 'put', collection: c, id: 'd', body: { at: '2024-01-20' } },
            { kind: 'put', collection: c, id: 'e', body: { at: '2024-04-01' } },
            { kind: 'put', collection: c, id: 'a', body: { at: '2024-03-02' } },
            { kind: 'delete', collection: c, id: 'c' },
          ],
          p(2),
        );
        expect(await store.count(c)).toBe(3);
        // An older delete changes nothing.
        await store.commitProjection('counted', [{ kind: 'delete', collection: c, id: 'd' }], p(1));
        expect(await store.count(c)).toBe(3);
        expect(await store.deleteWhereBefore(c, 'at', '2024-03-01')).toBe(1);
        expect(await store.count(c)).toBe(2);
        await store.reset([c], []);
        expect(await store.count(c)).toBe(0);
        await store.put(c, 'f', { at: '2024-05-01' });
        await store.put(`${c}_next`, 'g', { at: '2024-05-01' });
        await store.put(`${c}_next`, 'h', { at: '2024-05-01' });
        expect(await store.count(c)).toBe(1);
        await store.replaceCollections([{ from: `${c}_next`, to: c }], {
          from: 'counted.next',
          to: 'counted',
        });
        expect(await store.count(c)).toBe(2);
        expect(await store.count(`${c}_next`)).toBe(0);
        await store.put(`${c}_next`, 'i', { at: '2024-05-01' });
        expect(await store.count(`${c}_next`)).toBe(1);
        expect(await store.count(c)).toBe(2);
      });

      it('getRaw: the stored JSON text of a document', async () => {
        await store.put('raw', 'r1', { b: 1, a: 'José', n: { x: [1, 'ñ'] } });
        expect(await store.getRaw('raw', 'r1')).toBe('{"b":1,"a":"José","n":{"x":[1,"ñ"]}}');
        expect(await store.getRaw('raw', 'missing')).toBeUndefined();
        await store.commitProjection(
          'raw',
          [{ kind: 'put', collection: 'raw', id: 'r2', body: { z: null } }],
          p(1),
        );
        expect(await store.getRaw('raw', 'r2')).toBe('{"z":null}');
      });
    });

    describe('projections', () => {
      it('commitProjection applies newer writes, skips older and equal ones, and moves the checkpoint', async () => {
        expect(await store.checkpoint('dash')).toBeUndefined();
        await store.commitProjection(
          'dash',
          [
            { kind: 'put', collection: 'dash', id: 'a', body: { v: 5 } },
            { kind: 'put', collection: 'dash', id: 'b', body: { v: 5 } },
          ],
          p(5),
        );
        expect(await store.checkpoint('dash')).toBe(p(5));

        // A replay of the same or an older event changes nothing.
        await store.commitProjection(
          'dash',
          [{ kind: 'put', collection: 'dash', id: 'a', body: { v: 'same' } }],
          p(5),
        );
        await store.commitProjection(
          'dash',
          [{ kind: 'put', collection: 'dash', id: 'a', body: { v: 'old' } }],
          p(3),
        );
        expect(await store.getStored('dash', 'a')).toEqual({ id: 'a', body: { v: 5 }, position: p(5) });

        // A newer one applies; documents it does not touch keep their position.
        await store.commitProjection(
          'dash',
          [
            { kind: 'put', collection: 'dash', id: 'a', body: { v: 12 } },
            { kind: 'put', collection: 'dash', id: 'c', body: { v: 12 } },
          ],
          p(12),
        );
        expect(await store.getStored('dash', 'a')).toEqual({ id: 'a', body: { v: 12 }, position: p(12) });
        expect(await store.getStored('dash', 'b')).toEqual({ id: 'b', body: { v: 5 }, position: p(5) });
        expect(await store.getStored('dash', 'c')).toEqual({ id: 'c', body: { v: 12 }, position: p(12) });
        expect(await store.checkpoint('dash')).toBe(p(12));

        // Positions compare as fixed-width strings, not by length: 100 is after 12.
        await store.commitProjection(
          'dash',
          [{ kind: 'put', collection: 'dash', id: 'a', body: { v: 100 } }],
          p(100),
        );
        expect(await store.get('dash', 'a')).toEqual({ v: 100 });

        // A replayed batch mixing old and new documents applies only the new ones.
        await store.commitProjection(
          'dash',
          [
            { kind: 'put', collection: 'dash', id: 'a', body: { v: 'stale' } },
            { kind: 'put', collection: 'dash', id: 'b', body: { v: 50 } },
          ],
          p(50),
        );
        expect(await store.get('dash', 'a')).toEqual({ v: 100 });
        expect(await store.get('dash', 'b')).toEqual({ v: 50 });
        expect(await store.checkpoint('other')).toBeUndefined();
      });

      it('a projection write applies over a document written by a plain put', async () => {
        await store.put('dash', 'a', { v: 'plain' });
        await store.commitProjection(
          'dash',
          [{ kind: 'put', collection: 'dash', id: 'a', body: { v: 1 } }],
          p(1),
        );
        expect(await store.getStored('dash', 'a')).toEqual({ id: 'a', body: { v: 1 }, position: p(1) });
      });

      it('commitProjection deletes only documents older than the position, across collections', async () => {
        await store.commitProjection(
          'lists',
          [
            { kind: 'put', collection: 'l1', id: 'a', body: { v: 1 } },
            { kind: 'put', collection: 'l2', id: 'b', body: { v: 1 } },
          ],
          p(10),
        );
        await store.put('l1', 'plain', { v: 0 });
        // An older delete is a replay: the document stays.
        await store.commitProjection('lists', [{ kind: 'delete', collection: 'l1', id: 'a' }], p(9));
        expect(await store.get('l1', 'a')).toEqual({ v: 1 });
        await store.commitProjection(
          'lists',
          [
            { kind: 'delete', collection: 'l1', id: 'a' },
            { kind: 'delete', collection: 'l1', id: 'plain' },
            { kind: 'put', collection: 'l2', id: 'c', body: { v: 2 } },
            { kind: 'delete', collection: 'l2', id: 'missing' },
          ],
          p(11),
        );
        expect(await store.get('l1', 'a')).toBeUndefined();
        expect(await store.get('l1', 'plain')).toBeUndefined();
        expect(await store.get('l2', 'b')).toEqual({ v: 1 });
        expect(await store.get('l2', 'c')).toEqual({ v: 2 });
        expect(await store.checkpoint('lists')).toBe(p(11));
      });

      it('commitProjection with no writes still moves the checkpoint', async () => {
        await store.commitProjection('idle', [], p(4));
        expect(await store.checkpoint('idle')).toBe(p(4));
        await store.commitProjection('idle', [], p(9));
        expect(await store.checkpoint('idle')).toBe(p(9));
      });

      it('commitProjections commits every part with its checkpoint, one result per part in order', async () => {
        await store.commitProjection('b', [], p(2));
        const results = await store.commitProjections([
          {
            projection: 'a',
            writes: [{ kind: 'put', collection: 'ca', id: 'x', body: { v: 1 } }],
            position: p(5),
          },
          { projection: 'b', writes: [], position: p(5), expected: { position: p(2) } },
          {
            projection: 'c',
            writes: [
              { kind: 'put', collection: 'cc', id: 'y', body: { v: 2 } },
              { kind: 'put', collection: 'ca', id: 'z', body: { v: 3 } },
            ],
            position: p(5),
            expected: { position: undefined },
          },
        ]);
        expect(results).toEqual([{ projection: 'a' }, { projection: 'b' }, { projection: 'c' }]);
        expect(await store.getStored('ca', 'x')).toEqual({ id: 'x', body: { v: 1 }, position: p(5) });
        expect(await store.get('cc', 'y')).toEqual({ v: 2 });
        expect(await store.get('ca', 'z')).toEqual({ v: 3 });
        for (const name of ['a', 'b', 'c']) expect(await store.checkpoint(name)).toBe(p(5));
        // Replayed: the documents already hold the position, nothing changes; the checkpoints stay.
        await store.commitProjections([
          {
            projection: 'a',
            writes: [{ kind: 'put', collection: 'ca', id: 'x', body: { v: 'old' } }],
            position: p(5),
          },
        ]);
        expect(await store.get('ca', 'x')).toEqual({ v: 1 });
        expect(await store.commitProjections([])).toEqual([]);
      });

      it('commitProjections: a part whose checkpoint moved is refused alone, the others commit', async () => {
        await store.commitProjection('moved', [], p(7));
        const results = await store.commitProjections([
          {
            projection: 'before',
            writes: [{ kind: 'put', collection: 'd1', id: 'a', body: { v: 1 } }],
            position: p(8),
          },
          {
            projection: 'moved',
            writes: [
              { kind: 'put', collection: 'd2', id: 'b', body: { v: 'stale' } },
              { kind: 'delete', collection: 'd1', id: 'a' },
            ],
            position: p(8),
            expected: { position: p(3) },
          },
          {
            projection: 'after',
            writes: [{ kind: 'put', collection: 'd3', id: 'c', body: { v: 3 } }],
            position: p(8),
          },
        ]);
        expect(results.map((r) => r.projection)).toEqual(['before', 'moved', 'after']);
        expect(results[0]?.error).toBeUndefined();
        expect(results[2]?.error).toBeUndefined();
        const conflict = results[1]?.error;
        expect(conflict).toBeInstanceOf(CheckpointConflictError);
        expect(conflict).toMatchObject({ projection: 'moved', expected: p(3), actual: p(7) });
        expect(await store.checkpoint('moved')).toBe(p(7));
        expect(await store.get('d2', 'b')).toBeUndefined();
        expect(await store.get('d1', 'a')).toEqual({ v: 1 });
        expect(await store.get('d3', 'c')).toEqual({ v: 3 });
        expect(await store.checkpoint('before')).toBe(p(8));
        expect(await store.checkpoint('after')).toBe(p(8));
      });

      it('commitProjections: a part whose write fails is reported for it alone, its checkpoint stays', async () => {
        const circular: Record<string, unknown> = { v: 1 };
        circular.self = circular;
        const results = await store.commitProjections([
          {
            projection: 'bad',
            writes: [{ kind: 'put', collection: 'e1', id: 'x', body: circular }],
            position: p(4),
          },
          {
            projection: 'good',
            writes: [{ kind: 'put', collection: 'e2', id: 'y', body: { v: 2 } }],
            position: p(4),
          },
        ]);
        expect(results[0]?.projection).toBe('bad');
        expect(results[0]?.error).toBeInstanceOf(Error);
        expect(results[1]).toEqual({ projection: 'good' });
        expect(await store.checkpoint('bad')).toBeUndefined();
        expect(await store.get('e1', 'x')).toBeUndefined();
        expect(await store.get('e2', 'y')).toEqual({ v: 2 });
        expect(await store.checkpoint('good')).toBe(p(4));
      });

      it('reset empties the named collections and checkpoints only', async () => {
        await store.commitProjection(
          'p1',
          [
            { kind: 'put', collection: 'c1', id: 'a', body: { v: 1 } },
            { kind: 'put', collection: 'c2', id: 'b', body: { v: 1 } },
            { kind: 'put', collection: 'keep', id: 'k', body: { v: 1 } },
          ],
          p(3),
        );
        await store.commitProjection('p2', [], p(3));
        await store.reset(['c1', 'c2', 'never-written'], ['p1', 'never-set']);
        expect(await store.count('c1')).toBe(0);
        expect(await store.count('c2')).toBe(0);
        expect(await store.count('keep')).toBe(1);
        expect(await store.checkpoint('p1')).toBeUndefined();
        expect(await store.checkpoint('p2')).toBe(p(3));
        // After a reset, a replay from the start applies again.
        await store.commitProjection(
          'p1',
          [{ kind: 'put', collection: 'c1', id: 'a', body: { v: 'again' } }],
          p(1),
        );
        expect(await store.get('c1', 'a')).toEqual({ v: 'again' });
      });

      it('replaceCollections: the target takes the source, the source is emptied, the checkpoint moves', async () => {
        await store.commitProjection(
          'dash',
          [
            { kind: 'put', collection: 'dash', id: 'old1', body: { v: 'old' } },
            { kind: 'put', collection: 'list', id: 'old2', body: { v: 'old' } },
          ],
          p(4),
        );
        await store.commitProjection(
          'dash.next',
          [
            { kind: 'put', collection: 'dash_next', id: 'n1', body: { v: 'new', rank: 2 } },
            { kind: 'put', collection: 'dash_next', id: 'n2', body: { v: 'new', rank: 1 } },
          ],
          p(9),
        );
        await store.replaceCollections(
          [
            { from: 'dash_next', to: 'dash' },
            { from: 'list_next', to: 'list' },
          ],
          { from: 'dash.next', to: 'dash' },
        );
        expect(await store.get('dash', 'old1')).toBeUndefined();
        expect((await store.list('dash', { orderBy: 'rank' })).map((d) => d.rank)).toEqual([1, 2]);
        expect(await store.getStored('dash', 'n1')).toEqual({
          id: 'n1',
          body: { v: 'new', rank: 2 },
          position: p(9),
        });
        expect(await store.count('dash_next')).toBe(0);
        // A source that was never written leaves the target empty.
        expect(await store.count('list')).toBe(0);
        expect(await store.checkpoint('dash')).toBe(p(9));
        expect(await store.checkpoint('dash.next')).toBeUndefined();
        // The switched collection keeps working, including the position checks.
        await store.commitProjection(
          'dash',
          [{ kind: 'put', collection: 'dash', id: 'n1', body: { v: 'stale' } }],
          p(9),
        );
        expect(await store.get('dash', 'n1')).toEqual({ v: 'new', rank: 2 });
        await store.put('dash_next', 'x', { v: 'fresh' });
        expect(await store.count('dash_next')).toBe(1);
      });

      it('replaceCollections without a source checkpoint clears the target checkpoint', async () => {
        await store.commitProjection('dash', [], p(4));
        await store.replaceCollections([], { from: 'dash.next', to: 'dash' });
        expect(await store.checkpoint('dash')).toBeUndefined();
      });
    });
  });
}
