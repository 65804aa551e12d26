import { describe, expect, it } from 'vitest';
import { describeOperation } from './op-log.describe.js';

const say = (event: string, detail: Record<string, unknown>) => describeOperation(event, detail, new Map());

describe('[OPLOG] delivery actions read as sentences', () => {
  it('names a batch by its first orders and its count', () => {
    expect(
      say('op.delivery.create', {
        orderSns: ['WB1', 'WB2', 'WB3', 'WB4'],
        packageCount: 1,
        deliveryOrders: ['FH1', 'FH2', 'FH3', 'FH4'].map((deliverySn) => ({ deliverySn })),
      }),
    ).toBe('创建发货单 FH1、FH2、FH3 等 4 单（备货单 WB1、WB2、WB3 等 4 单，每单 1 箱）');
    expect(say('op.delivery.shipType', { orderSns: ['WB1', 'WB2'], shipType: 0 })).toBe('将备货单 WB1、WB2 设为自发');
  });

  it('mentions photos, falls back to the company id, and says what a shipper’s shops became', () => {
    expect(say('op.delivery.pack', { deliverySn: 'FH1', packageCount: 2, photoCount: 3 })).toBe(
      '确认发货单 FH1 已装箱（2 箱，附照片 3 张）',
    );
    expect(say('op.delivery.send', { deliverySn: 'FH1', expressCompanyId: 7, trackingNo: 'SF1234' })).toBe(
      '发货单 FH1 已发货：物流公司 #7，运单号 SF1234',
    );
    expect(say('op.delivery.shipperShops', { phone: '13800000000', shopIds: [1, 2] })).toBe(
      '设置仓库发货员 13800000000 负责的店铺（共 2 个）',
    );
    expect(say('op.delivery.shipperShops', { phone: '13800000000', shopIds: [] })).toBe(
      '取消仓库发货员 13800000000 负责的全部店铺',
    );
    expect(say('op.delivery.somethingNew', {})).toBe('op.delivery.somethingNew');
  });
});
