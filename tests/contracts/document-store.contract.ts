/**
 * The document store contract (design.md §2): the behaviour every DocumentStore adapter must show. Each test
 * opens an empty store through the factory (a new SQLite file, a new MongoDB database).
 */

import { type DocumentStore, formatPosition } from '@portal/platform';
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
