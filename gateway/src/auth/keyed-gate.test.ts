import { KeyedGate } from './keyed-gate.js';

describe('keyed gate', () => {
  it('lets `limit` holders of a key in at once, queues the next in order and refuses beyond the queue', async () => {
    const gate = new KeyedGate(2, 1);
    const a = await gate.enter('k');
    const b = await gate.enter('k');
    const order: string[] = [];
    const c = gate.enter('k').then((leave) => {
      order.push('c');
      return leave;
    });
    expect(await gate.enter('k')).toBeNull();
    expect(await gate.enter('other')).not.toBeNull();
    await Promise.resolve();
    expect(order).toEqual([]);
    a?.();
    const leaveC = await c;
    expect(order).toEqual(['c']);
    b?.();
    leaveC?.();
    // Everyone left: the key starts from scratch.
    expect(await gate.enter('k')).not.toBeNull();
    expect(await gate.enter('k')).not.toBeNull();
  });

  it('ignores a second release of the same holder', async () => {
    const gate = new KeyedGate(1, 0);
    const leave = await gate.enter('k');
    leave?.();
    leave?.();
    const again = await gate.enter('k');
    expect(again).not.toBeNull();
    expect(await gate.enter('k')).toBeNull();
  });
});
