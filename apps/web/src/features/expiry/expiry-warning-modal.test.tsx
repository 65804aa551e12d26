// @vitest-environment jsdom
import '../../test/dom';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { setLanguage } from '../../i18n';
import { emptyQueue, usePromptQueue } from '../../lib/prompt-queue';
import { useSession } from '../../stores/session';

const tab = {
  mallId: 7,
  mallName: '晨露小铺',
  mallNameDis: '晨露小铺',
  mallNameNative: '晨露小铺',
  platformType: 'temu',
  isSemiManagedMall: false,
  isClose: false,
  sort: 0,
  expireDate: '2020-01-01T00:00:00.000Z',
  temuUid: null,
  sumnum: null,
};

// The shop queries and the expiry check answer as the server would for one expired shop.
vi.mock('../shops', () => ({
  ALL_SHOPS_ID: 100,
  shopKeys: { all: ['shops'] },
  useScope: () => ({ enabled: true, scope: 'boss' }),
  useShopSelection: () => ({ selectedId: 100, selectedGroupId: null }),
  useGroupsQuery: () => ({ data: [] }),
  useTabMapQuery: () => ({ data: { shown: [tab], closed: [], order: {} } }),
}));
vi.mock('../realtime', () => ({ useRealtime: () => ({ subscribe: () => () => {} }) }));
vi.mock('../billing', () => ({ openRenewal: vi.fn() }));
vi.mock('../../lib/api-call', () => ({
  apiCall: vi.fn(async (_route: unknown, body: { dayBeforeExpired?: number }) =>
    body?.dayBeforeExpired === 0 ? [7] : [],
  ),
}));

const { ExpiryWarningModal } = await import('./expiry-warning-modal');

const login = (token: string) =>
  useSession.setState({ token, isVisitor: false, isBoss: true, user: { uid: 42 } as never });
const mount = () =>
  render(
    <AppProviders>
      <ExpiryWarningModal />
    </AppProviders>,
  );
const warning = () => screen.queryByTestId('expiry-warning');
const settle = () => act(async () => new Promise((r) => setTimeout(r, 100)));
const shown = () => waitFor(() => expect(warning()).not.toBeNull(), { timeout: 5_000 });

beforeEach(async () => {
  await setLanguage('zh-CN');
  localStorage.clear();
  usePromptQueue.setState(emptyQueue);
  login('token-a');
});
afterEach(cleanup);

describe('the expiry warning goes through the prompt queue', () => {
  it('waits while another prompt is on screen and opens once it is closed (queued, not stacked)', async () => {
    usePromptQueue.setState({ ...emptyQueue, active: 'bindAccount' });
    mount();
    await settle();
    expect(warning()).toBeNull();
    expect(usePromptQueue.getState().pending).toContain('expiryWarning');
    act(() => usePromptQueue.getState().finish('bindAccount'));
    await shown();
    expect(warning()?.textContent).toContain('晨露小铺');
    expect(usePromptQueue.getState().active).toBe('expiryWarning');
  });

  it('never opens over a result page; it comes when the page is left', async () => {
    act(() => usePromptQueue.getState().setBlocked(true));
    mount();
    await settle();
    expect(warning()).toBeNull();
    act(() => usePromptQueue.getState().setBlocked(false));
    await shown();
  });

  it('comes once per login session: closed, it stays closed on the next page load; a new login warns again', async () => {
    const first = mount();
    await shown();
    act(() => screen.getByTestId('expiry-close').click());
    await settle();
    expect(warning()).toBeNull();
    expect(usePromptQueue.getState().active).toBeNull();
    first.unmount();

    // A reload of the same session.
    usePromptQueue.setState(emptyQueue);
    const again = mount();
    // Long enough for the expiry checks to answer (a new login below shows it after the same wait).
    await act(async () => new Promise((r) => setTimeout(r, 500)));
    expect(warning()).toBeNull();
    expect(usePromptQueue.getState().pending).not.toContain('expiryWarning');
    again.unmount();

    usePromptQueue.setState(emptyQueue);
    login('token-b');
    mount();
    await shown();
  });

  it('Esc closes it and gives the screen to the next prompt', async () => {
    mount();
    await shown();
    act(() => usePromptQueue.getState().request('installReminder'));
    expect(warning()).not.toBeNull();
    act(() => {
      document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' }));
    });
    await settle();
    expect(warning()).toBeNull();
    expect(usePromptQueue.getState().active).toBe('installReminder');
  });
});
