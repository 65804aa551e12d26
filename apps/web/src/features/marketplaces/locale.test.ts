/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Errors } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { KnownMsgIds } from './bind-messages';

const zh = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../i18n/locales/zh-CN/marketplaces.json', import.meta.url)), 'utf8'),
) as { msg: Record<string, string>; rebind: { temu: string } };

describe('zh-CN marketplaces copy', () => {
  it('uses the contract texts verbatim for every known server message', () => {
    for (const id of KnownMsgIds) {
      expect(zh.msg[id], id).toBe(Errors[id].msg);
    }
  });

  it('has the rebind warning of the brief', () => {
    expect(zh.rebind.temu).toBe('Temu主账号 {{phone}} 登录已失效，数据已暂停同步，请重新绑定');
  });
});
