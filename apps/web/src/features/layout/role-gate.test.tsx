// @vitest-environment jsdom
import '../../test/dom';
import type { TAccessRole, TUserInfo } from '@ksa/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { setLanguage } from '../../i18n';
import { useSession } from '../../stores/session';
import { RoleGate } from './role-gate';

const signIn = (role: TAccessRole) =>
  useSession.setState({
    token: 'test-token',
    isVisitor: false,
    isBoss: role === 'boss',
    user: { role, phone: '13800000009', nickName: '', permissions: [] } as unknown as TUserInfo,
  });

beforeAll(() => setLanguage('zh-CN'));
afterEach(cleanup);

describe('a page the role may not use', () => {
  const at = (path: string) =>
    render(
      <AppProviders>
        <MemoryRouter initialEntries={[path]}>
          <Routes>
            <Route path="/account/manager" element={<RoleGate>products page</RoleGate>} />
            <Route path="/deliveryCenter" element={<RoleGate>delivery page</RoleGate>} />
            <Route path="/home" element={<RoleGate>home page</RoleGate>} />
          </Routes>
        </MemoryRouter>
      </AppProviders>,
    );

  it('a shipper opening a page by its address gets a clear no-access screen, not the page', async () => {
    signIn('shipper');
    at('/account/manager');
    expect(await screen.findByTestId('no-access')).toBeTruthy();
    expect(screen.queryByText('products page')).toBeNull();
    expect(screen.getByTestId('no-access').textContent).toContain('仓库发货员');
  });

  it('a shipper landing on /home is taken to the delivery centre; a manager opens the same page', async () => {
    signIn('shipper');
    at('/home');
    expect(await screen.findByText('delivery page')).toBeTruthy();
    cleanup();
    signIn('manager');
    at('/account/manager');
    expect(await screen.findByText('products page')).toBeTruthy();
    expect(screen.queryByTestId('no-access')).toBeNull();
  });
});
