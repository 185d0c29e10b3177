import { describe, expect, it } from '@jest/globals';
import type { CaseFile } from '@portal/contracts';
import { withWriteRevision } from './after-write';

/** Only the revision and one field of the case matter here. */
const cached = (revision: number) => ({ revision, estimatedCompletion: '2030-01-15' }) as unknown as CaseFile;

describe('the cached case after an If-Match write', () => {
  it('moves to the answered revision when the write was sent with the cached one (a completed phase: +2)', () => {
    expect(withWriteRevision(cached(3), { sent: 3, answered: 5 })).toEqual({
      revision: 5,
      estimatedCompletion: '2030-01-15',
    });
  });

  it('stays when the write was sent with another revision than the cache now holds', () => {
    // The page read 3, a refetch brought 6 meanwhile, the write (sent with 3) answered 4: the cache is newer.
    const newer = cached(6);
    expect(withWriteRevision(newer, { sent: 3, answered: 4 })).toBe(newer);
    // The cache holds 3 while the write went out with 2 (a colleague's change is not in the cache).
    const other = cached(3);
    expect(withWriteRevision(other, { sent: 2, answered: 5 })).toBe(other);
  });

  it('never moves back, and leaves an empty cache empty', () => {
    const current = cached(7);
    expect(withWriteRevision(current, { sent: 7, answered: 7 })).toBe(current);
    expect(withWriteRevision(undefined, { sent: 1, answered: 2 })).toBeUndefined();
  });
});
