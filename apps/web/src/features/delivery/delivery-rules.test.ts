import type { TDeliveryRow } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { batchPercent, listRequestOf, shipOrderRefs, trackingNoFor, whyDisabled } from './delivery-rules';

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

describe('the delivery list request and batch rules', () => {
  const none = {
    tab: 1 as const,
    shipType: 2 as const,
    status: undefined,
    shopIds: [] as number[],
    startDate: null,
    endDate: null,
    keyword: '',
  };
  it('leaves empty filters out and trims the keyword', () => {
    expect(listRequestOf(none)).toEqual({ tab: 1, shipType: 2 });
    expect(
      listRequestOf({
        ...none,
        tab: 2,
        status: 3,
        shopIds: [7],
        startDate: '2026-01-01',
        endDate: '2026-01-31',
        keyword: ' WB1 ',
      }),
    ).toEqual({
      tab: 2,
      shipType: 2,
      status: 3,
      shopIds: [7],
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      keyword: 'WB1',
    });
    expect(listRequestOf({ ...none, keyword: '   ' })).toEqual({ tab: 1, shipType: 2 });
  });
  it('one tracking number over several shipping orders gets each order’s last four digits; one order takes it as typed', () => {
    expect(trackingNoFor('SF123', 'FH0000009876', 1)).toBe('SF123');
    expect(trackingNoFor('SF123', 'FH0000009876', 3)).toBe('SF123-9876');
  });
  it('labels are printed for the selected rows that have a shipping order', () => {
    expect(
      shipOrderRefs([row({ shopId: 1, ship: ship(0) }), row({ shopId: 2, ship: null })] as TDeliveryRow[]),
    ).toEqual([{ shopId: 1, deliverySn: 'FH1' }]);
  });
  it('progress is a whole percent, and an empty batch is 0 %', () => {
    expect(batchPercent(1, 3)).toBe(33);
    expect(batchPercent(3, 3)).toBe(100);
    expect(batchPercent(0, 0)).toBe(0);
  });
});
