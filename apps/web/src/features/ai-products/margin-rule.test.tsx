// @vitest-environment jsdom
import '../../test/dom';
import type { TUserInfo } from '@ksa/contract';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../../app/app-providers';
import { useSession } from '../../stores/session';
import { MarginRule } from './margin-rule';

// No server in a component test: the rule query answers the default rule and counts how often it was asked for.
const asked = vi.hoisted(() => ({ n: 0 }));
vi.mock('./api', () => ({
  useMarginRuleQuery: () => {
    asked.n += 1;
    return { data: { marginPct: 30, shipping: 5 } };
  },
  useSetMarginRuleMutation: () => ({ mutateAsync: async () => undefined, isPending: false }),
}));

const user = (role: TUserInfo['role'], permissionIds: string[]) =>
  ({
    uid: 7,
    userId: 7,
    phone: '13800000007',
    username: '13800000007',
    nickName: '',
    wechatUId: null,
    role,
    bossUid: 1,
    registerTime: '2025-01-01',
    permissions: permissionIds.map((id) => ({
      permissionId: id,
      permsCode: ({ '1': 'lookCost', '3': 'pageAiProducts' } as Record<string, string>)[id]!,
    })),
  }) as unknown as TUserInfo;

const renderAs = (u: TUserInfo) => {
  useSession.setState({ isVisitor: false, token: 't' });
  useSession.getState().setUser(u);
  asked.n = 0;
  return render(
    <AppProviders>
      <MarginRule />
    </AppProviders>,
  );
};

afterEach(cleanup);

describe('the AI listing margin rule', () => {
  it('is neither shown nor asked for when the staff member may not see cost (查看成本价)', () => {
    const { container } = renderAs(user('manager', ['3']));
    expect(screen.queryByTestId('ai-rule-margin')).toBeNull();
    expect(container.textContent).toBe('');
    expect(asked.n).toBe(0);
  });

  it('is shown read-only to staff with 查看成本价 and editable by the BOSS', () => {
    renderAs(user('manager', ['3', '1']));
    expect((screen.getByTestId('ai-rule-margin') as HTMLInputElement).value).toBe('30');
    expect((screen.getByTestId('ai-rule-margin') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('ai-rule-save')).toBeNull();
    cleanup();
    renderAs(user('boss', []));
    expect((screen.getByTestId('ai-rule-margin') as HTMLInputElement).disabled).toBe(false);
    expect(screen.getByTestId('ai-rule-save')).toBeTruthy();
  });
});
