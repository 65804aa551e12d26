// @vitest-environment jsdom
import '../../test/dom';
import type { TAccessRole, TUserInfo } from '@ksa/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { callsOfPath, mayOpenPath, startPathFor } from '../../app/page-access';
import { setLanguage } from '../../i18n';
import { useSession } from '../../stores/session';
import { entriesForRole, flattenEntries, TopMenuEntries } from './menu-entries';
import { TopMenu } from './top-menu';

const HELP = [
  '/operateRouting/guide',
  '/operateRouting/softwareDownload',
  '/operateRouting/gather',
  '/operateRouting/permission/storeManager',
  '/home/consult',
  '/contactUs',
];
const ALL = flattenEntries(TopMenuEntries).flatMap((e) => (e.path ? [e.path] : []));
const paths = (role: TAccessRole | null) =>
  flattenEntries(entriesForRole(role)).flatMap((e) => (e.path ? [e.path] : []));

/** What each role finds in the menu: exactly the pages whose calls the roles table lets it make. */
const EXPECTED: Record<TAccessRole, string[]> = {
  boss: ALL,
  visitor: ALL,
  manager: ALL.filter((p) => p !== '/renewalOrders' && p !== '/operateRouting/renew'),
  finance: ALL.filter((p) => p !== '/renewalOrders' && p !== '/operateRouting/renew'),
  operator: ALL.filter((p) => p !== '/renewalOrders' && p !== '/operateRouting/renew'),
  shipper: ['/deliveryCenter', ...HELP],
  admin: HELP,
};

const signIn = (role: TAccessRole) =>
  useSession.setState({
    token: 'test-token',
    isVisitor: role === 'visitor',
    isBoss: role === 'boss' || role === 'visitor',
    user:
      role === 'visitor'
        ? null
        : ({ role, phone: '13800000009', nickName: '', permissions: [] } as unknown as TUserInfo),
  });

beforeAll(() => setLanguage('zh-CN'));
afterEach(cleanup);

describe('the menu follows the roles table', () => {
  it.each(Object.keys(EXPECTED) as TAccessRole[])('%s sees exactly its own entries', (role) => {
    expect(paths(role)).toEqual(EXPECTED[role]);
  });

  it('a shipper’s menu holds no page whose calls the shipper may not make, and keeps only non-empty groups', () => {
    const shipper = entriesForRole('shipper');
    expect(shipper.map((e) => e.key)).toEqual(['delivery', 'findingSuppliers', 'financialCredit', 'help']);
    expect(shipper.find((e) => e.key === 'delivery')?.children?.map((e) => e.key)).toEqual(['/deliveryCenter']);
    // Every entry left out is a page whose calls the table refuses the shipper (or the renewal help, the BOSS's).
    for (const p of ALL.filter((x) => !paths('shipper').includes(x) && x !== '/operateRouting/renew')) {
      expect(callsOfPath(p), p).toBeDefined();
      expect(mayOpenPath(p, 'shipper'), p).toBe(false);
    }
    expect(mayOpenPath('/home/consult', 'shipper')).toBe(true);
  });

  it('nobody signed in yet: the whole menu (the page decides)', () => {
    expect(paths(null)).toEqual(ALL);
  });

  it('each role starts where it may work', () => {
    expect(startPathFor('boss')).toBe('/home');
    expect(startPathFor('manager')).toBe('/home');
    expect(startPathFor('shipper')).toBe('/deliveryCenter');
  });
});

const TOP_LABELS: Record<string, string> = {
  stats: '数据统计',
  shops: '店铺管理',
  ai: '智能上品',
  '/selectionToolNew': '选品工具',
  delivery: '物流发货',
  help: '帮助中心',
};

describe('the header menu as each role sees it (rendered)', () => {
  it.each(['boss', 'manager', 'finance', 'operator', 'shipper', 'visitor'] as TAccessRole[])(
    '%s: the top-level entries shown are its own',
    (role) => {
      signIn(role);
      render(
        <AppProviders>
          <MemoryRouter initialEntries={['/deliveryCenter']}>
            <TopMenu />
          </MemoryRouter>
        </AppProviders>,
      );
      const menu = screen.getByTestId('top-menu');
      const keys = entriesForRole(role).map((e) => e.key);
      for (const [key, label] of Object.entries(TOP_LABELS)) {
        expect(menu.textContent?.includes(label), `${role} ${label}`).toBe(keys.includes(key));
      }
      if (role === 'shipper') {
        expect(menu.textContent).not.toContain('数据统计');
        expect(menu.textContent).toContain('物流发货');
      }
    },
  );
});
