import { OpLogEvents, opLogZh, renderOpLogLine } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { describeOperation } from './op-log.describe.js';

const line = (event: string, detail: Record<string, unknown>, groups = new Map<number, string>()) =>
  describeOperation(event, detail, groups);
const say = (event: string, detail: Record<string, unknown>) => renderOpLogLine(line(event, detail), opLogZh);

describe('[OPLOG] every event the log shows has a line of the catalogue', () => {
  it.each([...OpLogEvents])('%s', (event) => {
    const l = line(event, {});
    expect(l.id).not.toBe('other');
    // Nothing of the event's key is left in the words, in the empty case either.
    expect(renderOpLogLine(l, opLogZh)).not.toMatch(/op\.|\{|\}|undefined/);
  });

  it('an event the log does not know reads 其他操作, never its key', () => {
    expect(line('op.delivery.somethingNew', {}).id).toBe('other');
    expect(say('op.delivery.somethingNew', {})).toBe('其他操作');
  });
});

describe('[OPLOG] renewals and coupons read as sentences (they showed op.renew.* and op.coupon.redeem)', () => {
  it('names the order, shops, months, amount, coupons and the way of paying', () => {
    expect(
      say('op.renew.submit', {
        orderNo: 'R1',
        shopIds: [1, 2],
        months: 3,
        amountFen: 40400,
        coupons: 1,
        payType: 1,
      }),
    ).toBe('提交续费订单 R1（2 个店铺 × 3 个月，用券 1 张，¥404.00，支付宝）');
    expect(say('op.renew.submit', { orderNo: 'R2', shopIds: [1], months: 1, amountFen: 6900, payType: 2 })).toBe(
      '提交续费订单 R2（1 个店铺 × 1 个月，¥69.00，微信支付）',
    );
    expect(say('op.renew.paid', { orderNo: 'R1', amountFen: 40400, months: 3 })).toBe(
      '续费订单 R1 已支付 ¥404.00，所选店铺有效期延长 3 个月',
    );
    expect(say('op.renew.cancel', { orderNo: 'R1' })).toBe('取消续费订单 R1');
    expect(say('op.coupon.redeem', { couponId: 4, code: 'KSA-1', valueFen: 1000 })).toBe(
      '核销优惠券 KSA-1（面值 ¥10.00）',
    );
    // Lines written before the code was kept.
    expect(say('op.coupon.redeem', { couponId: 4, valueFen: 1000 })).toBe('核销优惠券（面值 ¥10.00）');
  });
});

describe('[OPLOG] delivery actions read as sentences', () => {
  it('names a batch by its first orders and its count', () => {
    expect(
      say('op.delivery.create', {
        orderSns: ['WB1', 'WB2', 'WB3', 'WB4'],
        packageCount: 1,
        deliveryOrders: ['FH1', 'FH2', 'FH3', 'FH4'].map((deliverySn) => ({ deliverySn })),
      }),
    ).toBe('创建发货单 FH1、FH2、FH3 等 4 个（备货单 WB1、WB2、WB3 等 4 个，每单 1 箱）');
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
  });
});

describe('[OPLOG] staff and costs', () => {
  it('says what was given and how the person agreed', () => {
    expect(
      say('op.staff.assign', {
        created: true,
        phone: '138****0000',
        shopIds: [1, 2],
        permissionIds: [],
        passwordChanged: true,
        byCode: true,
      }),
    ).toBe('分配店长/财务 138****0000：店铺 2 个，权限 无（已修改密码，本人已验证）');
    expect(say('op.shipper.add', { phone: '138****0000', byCode: true })).toBe(
      '添加仓库发货员 138****0000（本人已验证）',
    );
  });

  it('lists the first three changes of a cost import', () => {
    const change = (i: number) => ({ skuId: `S${i}`, from: null, to: 100 * i, effectiveFrom: '2026-11-01' });
    expect(say('op.cost.import', { source: 'file', rows: 4, changes: [1, 2, 3, 4].map(change) })).toBe(
      '导入成本价 4 条：SKU S1 的成本价 未填 → ¥1.00（2026-11-01 起生效）；SKU S2 的成本价 未填 → ¥2.00（2026-11-01 起生效）；SKU S3 的成本价 未填 → ¥3.00（2026-11-01 起生效） 等',
    );
  });
});
