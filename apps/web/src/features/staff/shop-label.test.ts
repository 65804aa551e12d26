import { describe, expect, it } from 'vitest';
import { shopDistinctions, shopLabel } from './shop-label';

const mode = (semi: boolean) => (semi ? '半托管' : '全托管');
const shop = (
  mallId: number,
  mallName: string,
  more: Partial<Parameters<typeof shopDistinctions>[0][number]> = {},
) => ({
  mallId,
  mallName,
  platformType: 'temu' as const,
  isSemiManagedMall: false,
  accountPhone: '13800000001',
  ...more,
});
const labels = (shops: ReturnType<typeof shop>[]) => {
  const d = shopDistinctions(shops, mode);
  return shops.map((s) => shopLabel(s.mallName, d.get(s.mallId)));
};

describe('shops are named as the seller knows them, never by our database id', () => {
  it('a unique name is just the name', () => {
    expect(labels([shop(1009, '拾光衣橱7号店'), shop(1010, '拾光衣橱8号店')])).toEqual([
      '拾光衣橱7号店',
      '拾光衣橱8号店',
    ]);
  });

  it('the same name on two platforms is told apart by the platform', () => {
    expect(
      labels([shop(1009, '拾光衣橱'), shop(1010, '拾光衣橱', { platformType: 'shein', accountPhone: 'seller-a' })]),
    ).toEqual(['拾光衣橱 · TEMU · 13800000001', '拾光衣橱 · SHEIN · seller-a']);
  });

  it('on one platform, by the main account, then by the management mode', () => {
    expect(labels([shop(1009, '拾光衣橱'), shop(1010, '拾光衣橱', { accountPhone: '13800000002' })])).toEqual([
      '拾光衣橱 · 13800000001',
      '拾光衣橱 · 13800000002',
    ]);
    expect(labels([shop(1009, '拾光衣橱'), shop(1010, '拾光衣橱', { isSemiManagedMall: true })])).toEqual([
      '拾光衣橱 · 全托管',
      '拾光衣橱 · 半托管',
    ]);
  });

  it('shops alike in everything a seller knows are numbered in list order, not by id', () => {
    const out = labels([shop(1010, '拾光衣橱'), shop(1009, '拾光衣橱'), shop(1011, '别的店')]);
    expect(out).toEqual(['拾光衣橱 · #1', '拾光衣橱 · #2', '别的店']);
    expect(out.join()).not.toMatch(/10(09|10|11)/);
  });
});
