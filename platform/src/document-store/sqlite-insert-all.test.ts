import { SqliteDocumentStore } from './sqlite.js';

describe('SqliteDocumentStore.insertAll', () => {
  it('creates each document only when none has its id, and says which it created, in order', async () => {
    const store = new SqliteDocumentStore(':memory:');
    await store.put('keys', 'b', { v: 'kept' });
    expect(
      await store.insertAll('keys', [
        { id: 'a', body: { v: 1 } },
        { id: 'b', body: { v: 2 } },
        { id: 'c', body: { v: 3 } },
      ]),
    ).toEqual([true, false, true]);
    expect(await store.get('keys', 'a')).toEqual({ v: 1 });
    expect(await store.get('keys', 'b')).toEqual({ v: 'kept' });
    expect(await store.count('keys')).toBe(3);
    await store.close();
  });

  it('writes none of them when one cannot be stored', async () => {
    const store = new SqliteDocumentStore(':memory:');
    const circular: Record<string, unknown> = {};
    circular.self = circular;
    await expect(
      store.insertAll('keys', [
        { id: 'a', body: { v: 1 } },
        { id: 'b', body: circular },
      ]),
    ).rejects.toThrow();
    expect(await store.get('keys', 'a')).toBeUndefined();
    expect(await store.count('keys')).toBe(0);
    await store.close();
  });
});
