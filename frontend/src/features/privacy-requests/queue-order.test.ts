import { describe, expect, it } from '@jest/globals';
import { queueOrder } from './queue-order';

const row = (
  id: string,
  status: 'pending' | 'accepted' | 'refused',
  filedAt: string,
  dueOn: string,
  answeredAt: string | null = null,
) => ({ id, status, filedAt, dueOn, answeredAt });

describe('the order of the ARCO queue', () => {
  it('puts pending requests first, the one due soonest on top, then the answered ones, latest answer first', () => {
    const rows = [
      row('answered-early', 'accepted', '2026-10-01T15:00:00.000Z', '2026-10-29', '2026-10-05T16:00:00.000Z'),
      row('due-later', 'pending', '2026-11-20T15:00:00.000Z', '2026-12-18'),
      row('overdue', 'pending', '2026-09-01T15:00:00.000Z', '2026-09-29'),
      row('answered-late', 'refused', '2026-10-02T15:00:00.000Z', '2026-10-30', '2026-11-02T16:00:00.000Z'),
      row('due-sooner-filed-second', 'pending', '2026-11-02T18:00:00.000Z', '2026-12-01'),
      row('due-sooner-filed-first', 'pending', '2026-11-02T15:00:00.000Z', '2026-12-01'),
    ];
    expect(queueOrder(rows).map((r) => r.id)).toEqual([
      'overdue',
      'due-sooner-filed-first',
      'due-sooner-filed-second',
      'due-later',
      'answered-late',
      'answered-early',
    ]);
  });

  it('leaves the list it was given as it was', () => {
    const rows = [
      row('b', 'pending', '2026-11-03T15:00:00.000Z', '2026-12-02'),
      row('a', 'pending', '2026-11-02T15:00:00.000Z', '2026-12-01'),
    ];
    queueOrder(rows);
    expect(rows.map((r) => r.id)).toEqual(['b', 'a']);
  });
});
