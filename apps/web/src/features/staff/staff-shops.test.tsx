// @vitest-environment jsdom
import '../../test/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { setLanguage } from '../../i18n';
import type { TDistributeShop } from './api';
import { ManagerTable } from './manager-table';

const row = (mallId: number, mallName: string, more: Partial<TDistributeShop> = {}): TDistributeShop => ({
  mallId,
  mallName,
  platformType: 'temu',
  isSemiManagedMall: false,
  accountPhone: '13800000001',
  temuUid: null,
  expireDate: null,
  phoneStr: '',
  managers: [],
  ...more,
});
const rows = [
  row(1009, '拾光衣橱7号店'),
  row(1010, '拾光衣橱7号店', { accountPhone: '13800000002' }),
  row(1011, '晨露小铺', { managers: [{ phone: '13900000001', role: 'manager', permissionIdList: [] }] }),
];
const ids = /\b10(09|10|11)\b/;

afterEach(cleanup);
afterAll(() => setLanguage('zh-CN'));

describe('店长分配: shop names without internal ids, danger only where there is something to cancel', () => {
  it('names shops without our database id; two shops of one name differ by their main account', async () => {
    await setLanguage('zh-CN');
    render(
      <AppProviders>
        <ManagerTable rows={rows} loading={false} onEdit={() => {}} />
      </AppProviders>,
    );
    expect(screen.getByTestId('staff-shop-name-1009').textContent).toBe('拾光衣橱7号店 · 13800000001');
    expect(screen.getByTestId('staff-shop-name-1010').textContent).toBe('拾光衣橱7号店 · 13800000002');
    expect(screen.getByTestId('staff-shop-name-1011').textContent).toBe('晨露小铺');
    expect(document.querySelector('.ant-table-tbody')?.textContent).not.toMatch(ids);
    expect(document.body.textContent).not.toContain('（1009）');
  });

  it('取消管理员 and 编辑权限 are neutral and disabled on a shop without a manager, red only where one can be cancelled', async () => {
    await setLanguage('zh-CN');
    render(
      <AppProviders>
        <ManagerTable rows={rows} loading={false} onEdit={() => {}} />
      </AppProviders>,
    );
    const none = screen.getByTestId('staff-row-delete-1009');
    expect(none.textContent).toBe('取消管理员');
    expect(none).toHaveProperty('disabled', true);
    expect(none.className).not.toContain('ant-btn-dangerous');
    expect(screen.getByTestId('staff-row-edit-1009')).toHaveProperty('disabled', true);

    const some = screen.getByTestId('staff-row-delete-1011');
    expect(some).toHaveProperty('disabled', false);
    expect(some.className).toContain('ant-btn-dangerous');
    expect(screen.getByTestId('staff-row-edit-1011')).toHaveProperty('disabled', false);
  });
});
