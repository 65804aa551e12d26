// @vitest-environment jsdom
import '../../test/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { setLanguage } from '../../i18n';
import { ShopInfoCard } from './shop-info-card';

const info = {
  mallId: 1009,
  mallName: '拾光衣橱7号店',
  mallNameNative: '拾光衣橱7号店',
  platformType: 'temu' as const,
  isSemiManagedMall: false,
  accountPhone: '13800000001',
  expireDate: '2026-01-01T00:00:00.000Z',
  lastSuccessAt: '2025-06-03T06:05:00.000Z',
  phoneStr: '',
  expired: false,
  last30: { from: '2025-05-04', to: '2025-06-02', salesCents: 123456, units: 12345, costCoverage: 0.5 },
};
// The card's one query answers with the shop above (no server in a component test).
vi.mock('./api', () => ({ useShopInfoQuery: () => ({ data: info }) }));

afterEach(cleanup);
afterAll(() => setLanguage('zh-CN'));

describe('the shop info card', () => {
  it('names the shop by name, platform and mode (no database id) and writes figures in the display language', async () => {
    await setLanguage('zh-CN');
    render(
      <AppProviders>
        <ShopInfoCard shopId={1009} onClose={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByTestId('info-name').textContent).toBe('拾光衣橱7号店');
    expect(screen.getByTestId('info-identity').textContent).toBe('TEMU · 全托管');
    expect(screen.getByTestId('shop-info').textContent).not.toContain('1009');
    expect(screen.getByTestId('info-sales').textContent).toBe('¥1,234.56');
    expect(screen.getByTestId('info-units').textContent).toBe('12,345');
    cleanup();

    await setLanguage('de');
    render(
      <AppProviders>
        <ShopInfoCard shopId={1009} onClose={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByTestId('info-sales').textContent?.replace(/\u00a0/g, ' ')).toBe('1.234,56 CN¥');
    expect(screen.getByTestId('info-units').textContent).toBe('12.345');
    expect(screen.getByTestId('info-coverage').textContent?.replace(/\u00a0/g, ' ')).toBe('50 %');
  });
});
