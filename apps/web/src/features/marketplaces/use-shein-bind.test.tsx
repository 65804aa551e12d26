// @vitest-environment jsdom
import '../../test/dom';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { setLanguage } from '../../i18n';

// The realtime message never comes (a busy or reconnecting connection): only the callback page can tell the result.
vi.mock('../realtime', () => ({ useRealtime: () => ({ subscribe: () => () => {} }) }));
const cancel = vi.fn(async () => null);
vi.mock('./api', async (importOriginal) => ({
  ...(await importOriginal<typeof import('./api')>()),
  fetchSheinAuthUrl: vi.fn(async () => 'http://127.0.0.1:9/empower'),
  cancelSheinAuth: () => cancel(),
}));

const { useSheinBind } = await import('./use-shein-bind');
const { useMarketplaceUi } = await import('./marketplace-store');

const wrapper = ({ children }: { children: ReactNode }) => <AppProviders>{children}</AppProviders>;
const fakePopup = () => ({ closed: false, location: { href: '' }, close: vi.fn(), focus: vi.fn() });
const post = (data: unknown, source: unknown, origin = window.location.origin) => {
  const e = new MessageEvent('message', { data, origin });
  Object.defineProperty(e, 'source', { value: source });
  act(() => {
    window.dispatchEvent(e);
  });
};
const result = { type: 'ksa:shein-bind', ok: true, msg: '授权成功！', msgId: 'AUTHORIZED_OK', shopIds: [3, 4] };

beforeEach(async () => {
  await setLanguage('zh-CN');
  cancel.mockClear();
  useMarketplaceUi.getState().setSheinBindOpen(true);
});
afterEach(cleanup);

describe('the Shein popup hands its result to the window that opened it', () => {
  const started = async () => {
    const popup = fakePopup();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const hook = renderHook(() => useSheinBind(), { wrapper });
    await act(() => hook.result.current.start());
    await waitFor(() => expect(hook.result.current.state).toBe('waiting'));
    return { hook, popup };
  };

  it('a result posted by our callback page in our popup ends the wait as success, without the realtime message', async () => {
    const { hook, popup } = await started();
    post(result, popup);
    await waitFor(() => expect(hook.result.current.state).toBe('idle'));
    expect(popup.close).toHaveBeenCalled();
    expect(useMarketplaceUi.getState().isSheinBindOpen).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('ignores the same message from another window or another origin', async () => {
    const { hook, popup } = await started();
    post(result, fakePopup());
    post(result, popup, 'http://evil.example');
    post({ ...result, type: 'other' }, popup);
    await act(async () => new Promise((r) => setTimeout(r, 50)));
    expect(hook.result.current.state).toBe('waiting');
    expect(useMarketplaceUi.getState().isSheinBindOpen).toBe(true);
  });

  it('a refusal posted by the page ends the wait and keeps the dialog open', async () => {
    const { hook, popup } = await started();
    post(
      { ...result, ok: false, msg: '该账号下的店铺已被其他账号绑定', msgId: 'SHOP_ALREADY_BOUND', shopIds: [] },
      popup,
    );
    await waitFor(() => expect(hook.result.current.state).toBe('idle'));
    expect(useMarketplaceUi.getState().isSheinBindOpen).toBe(true);
  });
});
