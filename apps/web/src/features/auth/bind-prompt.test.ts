import { describe, expect, it } from 'vitest';
import { bindPromptTab } from './bind-prompt';

describe('bind prompt', () => {
  const boss = { role: 'boss', phone: '13800138000', wechatUId: 'wx1' } as Parameters<typeof bindPromptTab>[0];

  it('asks a BOSS for the missing phone first, then WeChat', () => {
    expect(bindPromptTab(boss, false)).toBeNull();
    expect(bindPromptTab({ ...boss!, phone: null, wechatUId: null }, false)).toBe('phone');
    expect(bindPromptTab({ ...boss!, wechatUId: null }, false)).toBe('wechat');
  });

  it('never prompts visitors, staff or anonymous sessions', () => {
    expect(bindPromptTab({ ...boss!, phone: null }, true)).toBeNull();
    expect(bindPromptTab({ ...boss!, role: 'manager', phone: null }, false)).toBeNull();
    expect(bindPromptTab(null, false)).toBeNull();
  });
});
