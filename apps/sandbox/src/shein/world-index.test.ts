import { describe, expect, it } from 'vitest';
import { fakeClock } from '../sms/sms-test-kit.js';
import { T0 } from './shein-test-kit.js';
import { createTestWorld } from './shein-test-world.js';
import { createWorldIndex } from './world-index.js';

describe('order index', () => {
  const world = createTestWorld();
  const all = (shopId: number) => world.orders(shopId, new Date('2025-01-01T00:00:00Z'), new Date(T0));

  it('finds recent and month-old orders of any listed store, but nothing unknown', () => {
    const index = createWorldIndex(world, fakeClock(T0).now);
    const oldest = all(9002)[0]!;
    const newest = all(9002).at(-1)!;
    expect(index.order([9001, 9002], newest.orderNo)?.[0]).toEqual(newest);
    expect(index.order([9001, 9002], oldest.orderNo)?.[0]).toEqual(oldest);
    expect(index.order([9001], oldest.orderNo)).toBeUndefined();
    expect(index.order([9001, 9002], 'GSH-NOPE')).toBeUndefined();
  });

  it('keeps two-line orders together and learns orders placed as time moves on', () => {
    const clock = fakeClock(T0 - 86_400_000);
    const index = createWorldIndex(world, clock.now);
    const late = all(9001).filter((l) => Date.parse(l.at) > T0 - 86_400_000);
    const twoLines = late.find((l, i) => late[i + 1]?.orderNo === l.orderNo)!;
    expect(index.order([9001], twoLines.orderNo)).toBeUndefined();
    clock.set(T0);
    expect(index.order([9001], twoLines.orderNo)).toHaveLength(2);
  });
});
