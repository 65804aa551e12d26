// @vitest-environment jsdom
import '../../test/dom';
import type { TShopSyncStatus } from '@ksa/contract';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { queryClient } from '../../app/query-client';
import { setLanguage } from '../../i18n';
import { useSession } from '../../stores/session';
import { useShopSelection } from '../shops';

const tab = (mallId: number, mallName: string) => ({
  mallId,
  mallName,
  mallNameDis: mallName,
  mallNameNative: mallName,
  platformType: 'temu' as const,
  isSemiManagedMall: false,
  isClose: false,
  sort: mallId,
  expireDate: null,
  temuUid: null,
  sumnum: null,
});
const status = (shopId: number, more: Partial<TShopSyncStatus>): TShopSyncStatus => ({
  shopId,
  platform: 'temu',
  mallName: `S${shopId}`,
  status: 'ok',
  lastSuccessAt: null,
  lastFullSyncAt: null,
  lastError: null,
  errorKind: null,
  errorCode: null,
  rowsSynced: 0,
  credentialExpiresAt: null,
  needsRelogin: false,
  ...more,
});
let statuses: TShopSyncStatus[] = [];

// The server's answers, by route: two shops; the sync statuses per test; a product page whose figures are all 0.
vi.mock('../../lib/api-call', async () => {
  const { ApiRoutes } = await import('@ksa/contract');
  const answers = new Map<string, () => unknown>([
    [ApiRoutes.shopTabMap.path, () => ({ shown: [tab(7, '晨露小铺'), tab(8, '拾光衣橱')], closed: [], order: {} })],
    [ApiRoutes.groupList.path, () => []],
    [ApiRoutes.shopSyncStatus.path, () => statuses],
    [
      ApiRoutes.productInfoList.path,
      () => ({ total: 0, salesTotal: 0, costIsNullTotal: 0, skuTotal: 0, currency: 'CNY', rateDay: null, list: [] }),
    ],
  ]);
  return { apiCall: vi.fn(async (route: { path: string }) => answers.get(route.path)?.() ?? null) };
});

// The first render imports antd's table and the whole page: slow on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const { default: ProductsPage } = await import('./products-page');

const mount = () =>
  render(
    <AppProviders>
      <ProductsPage />
    </AppProviders>,
  );

beforeEach(async () => {
  await setLanguage('zh-CN');
  queryClient.clear();
  useSession.setState({ token: 't', isVisitor: false, isBoss: true, user: { uid: 1, role: 'boss' } as never });
  statuses = [];
});
afterEach(() => {
  cleanup();
  act(() => useShopSelection.setState({ selectedId: 100, selectedGroupId: null }));
});

describe('/account/manager for a shop without figures', () => {
  it('a shop whose first sync failed: 同步失败 with 重试, 暂无数据, and no ¥0.00 anywhere', async () => {
    statuses = [
      status(7, { status: 'error', errorKind: 'unavailable' }),
      status(8, { lastSuccessAt: '2026-11-27T00:00:00Z' }),
    ];
    act(() => useShopSelection.setState({ selectedId: 7, selectedGroupId: null }));
    mount();
    expect((await screen.findByTestId('products-no-data')).textContent).toContain('暂无数据');
    expect(screen.getByTestId('sync-failed-notice')).toBeTruthy();
    expect(screen.getByTestId('sync-retry')).toBeTruthy();
    expect(screen.queryByTestId('products-summary')).toBeNull();
    expect(screen.queryByTestId('products-table')).toBeNull();
    expect(document.body.textContent).not.toContain('¥0.00');
  });

  it('the same page agrees with the dashboard: a shop that synced before keeps its figures, with the failure above', async () => {
    statuses = [status(7, { status: 'error', errorKind: 'unavailable', lastSuccessAt: '2026-11-27T00:00:00Z' })];
    act(() => useShopSelection.setState({ selectedId: 7, selectedGroupId: null }));
    mount();
    expect(await screen.findByTestId('sync-failed-notice')).toBeTruthy();
    expect(screen.getByTestId('products-summary')).toBeTruthy();
    expect(screen.queryByTestId('products-no-data')).toBeNull();
  });

  it('a healthy shop and all shops show the list and its summary', async () => {
    statuses = [
      status(7, { status: 'error', errorKind: 'unavailable' }),
      status(8, { lastSuccessAt: '2026-11-27T00:00:00Z' }),
    ];
    act(() => useShopSelection.setState({ selectedId: 8, selectedGroupId: null }));
    const one = mount();
    expect(await screen.findByTestId('summary-sales')).toBeTruthy();
    expect(screen.queryByTestId('products-no-data')).toBeNull();
    one.unmount();
    act(() => useShopSelection.setState({ selectedId: 100, selectedGroupId: null }));
    mount();
    expect(await screen.findByTestId('products-table')).toBeTruthy();
    expect(await screen.findByTestId('summary-sales')).toBeTruthy();
    expect(screen.queryByTestId('products-no-data')).toBeNull();
  });

  it('all shops, none of which ever synced: 暂无数据 for the scope too, never ¥0.00', async () => {
    statuses = [
      status(7, { status: 'error', errorKind: 'unavailable' }),
      status(8, { status: 'error', errorKind: 'rejected' }),
    ];
    mount();
    expect((await screen.findByTestId('products-no-data')).textContent).toContain('暂无数据');
    expect(screen.getAllByTestId('sync-failed-notice')).toHaveLength(2);
    expect(document.body.textContent).not.toContain('¥0.00');
  });
});
