import type { TDeliveryRow } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { whyDisabled } from './action-reasons';

const row = (over: Partial<TDeliveryRow>): TDeliveryRow =>
  ({ actionable: true, status: 1, ship: null, ...over }) as TDeliveryRow;
const ship = (marketStatus: number) => ({ deliverySn: 'FH1', marketStatus }) as TDeliveryRow['ship'];

describe('why a delivery action is disabled', () => {
  it('nothing selected: every action asks for a selection', () => {
    for (const a of ['create', 'pack', 'logistics', 'cancel', 'shipType', 'print'] as const) {
      expect(whyDisabled([], a)).toBe('select');
    }
  });
  it('only read-only rows (Shein, no token): the marketplace actions say so; our own fields stay enabled', () => {
    const shein = [row({ actionable: false })];
    expect(whyDisabled(shein, 'create')).toBe('readonly');
    expect(whyDisabled(shein, 'pack')).toBe('readonly');
    expect(whyDisabled(shein, 'shipType')).toBeNull();
  });
  it('a stock order without a shipping order can be created, not packed; with one, packed and cancelled', () => {
    expect(whyDisabled([row({})], 'create')).toBeNull();
    expect(whyDisabled([row({})], 'pack')).toBe('pack');
    expect(whyDisabled([row({})], 'cancel')).toBe('cancel');
    const open = [row({ ship: ship(0) })];
    expect(whyDisabled(open, 'create')).toBe('create');
    expect(whyDisabled(open, 'pack')).toBeNull();
    expect(whyDisabled(open, 'cancel')).toBeNull();
    expect(whyDisabled(open, 'logistics')).toBe('logistics');
    expect(whyDisabled([row({ status: 2, ship: ship(0) })], 'logistics')).toBeNull();
  });
});
