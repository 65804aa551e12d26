// @vitest-environment jsdom
import type { TDeliveryRow } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import i18next, { setLanguage } from '../../i18n';
import { columnsForTab, exportColumnsForTab } from './columns';
import { pickingListHtml } from './picking-list';

const zh = i18next.getFixedT('zh-CN', 'delivery');

const row: TDeliveryRow = {
  shopId: 1,
  shopName: '店<1>',
  platform: 'temu',
  orderSn: 'WB202611251',
  skcId: '11',
  productName: '连衣裙',
  picture: null,
  urgent: true,
  warehouseName: '广州花都仓',
  purchaseAt: '2026-11-25T01:00:00.000Z',
  requiredDay: '2026-11-27',
  due: null,
  marketStatus: 1,
  status: 1,
  shipType: 0,
  quantity: 5,
  skus: [{ skuId: '111', extCode: 'SKU-A', className: '红色-M', quantity: 5 }],
  actionable: true,
  ship: null,
};

describe('delivery centre columns and picking list', () => {
  it('shows each tab its own columns (§9 column visibility by tab)', () => {
    const titles = (tab: number) => columnsForTab(tab, zh).map((c) => String(c.title));
    expect(titles(1)).toContain('SKU 数量');
    expect(titles(1)).not.toContain('实收');
    expect(titles(2)).toContain('箱数');
    expect(titles(3)).toEqual(expect.arrayContaining(['实收', '拒收', '收货时间']));
    expect(titles(3)).not.toContain('收货仓');
    expect(exportColumnsForTab(1, zh).map((c) => c.value(row))).toEqual(
      expect.arrayContaining(['SKU-A 红色-M×5', '仓库打包待确认', '自发']),
    );
  });

  it('prints SKUs per warehouse with totals, escaped', () => {
    const html = pickingListHtml(
      [row, { ...row, orderSn: 'WB2', productName: '<b>裙', warehouseName: '义乌国际仓', quantity: 2 }],
      'now',
      zh,
      'zh-CN',
    );
    expect(html).toContain('广州花都仓（1 单，共 5 件）');
    expect(html).toContain('义乌国际仓（1 单，共 2 件）');
    expect(html).toContain('SKU-A');
    expect(html).toContain('&#60;b&#62;裙');
    expect(html).not.toContain('<b>裙');
  });

  it('reads in the display language: columns, statuses, the export and the picking list', async () => {
    await setLanguage('en');
    const en = i18next.getFixedT('en', 'delivery');
    expect(columnsForTab(3, en).map((c) => String(c.title))).toEqual(
      expect.arrayContaining(['Received', 'Rejected', 'Received at']),
    );
    expect(exportColumnsForTab(1, en).map((c) => c.value(row))).toEqual(
      expect.arrayContaining(['Packing to confirm', 'Self-shipped']),
    );
    const html = pickingListHtml([row], 'now', en, 'en');
    expect(html).toContain('<h1>Picking list</h1>');
    expect(html).toContain('广州花都仓 (1 orders, 5 units)');
    await setLanguage('zh-CN');
  });
});
