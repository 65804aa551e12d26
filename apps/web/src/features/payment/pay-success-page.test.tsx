// @vitest-environment jsdom
import '../../test/dom';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n';
import { PaySuccessPage } from './pay-success-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/paySuccess (Alipay return page)', () => {
  it("tells the window that opened it 'zfbSuccess' on its own origin only, and shows our order number", () => {
    const postMessage = vi.fn();
    vi.stubGlobal('opener', { postMessage });
    render(
      <MemoryRouter initialEntries={['/paySuccess?out_trade_no=KSA20250101000000ABCDEFGHJK&method=x']}>
        <PaySuccessPage />
      </MemoryRouter>,
    );
    expect(postMessage).toHaveBeenCalledWith('zfbSuccess', window.location.origin);
    expect(screen.getByTestId('pay-success').textContent).toContain('KSA20250101000000ABCDEFGHJK');
  });

  it('shows no order number that is not one of ours', () => {
    render(
      <MemoryRouter initialEntries={['/paySuccess?out_trade_no=<script>']}>
        <PaySuccessPage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('pay-success').textContent).not.toContain('script');
  });
});
