/// <reference types="node" />
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const zh = JSON.parse(
  readFileSync(fileURLToPath(new URL('../../i18n/locales/zh-CN/marketplaces.json', import.meta.url)), 'utf8'),
) as { rebind: { temu: string } };

describe('zh-CN marketplaces copy', () => {
  it('has the rebind warning of the brief', () => {
    expect(zh.rebind.temu).toBe('Temu主账号 {{phone}} 登录已失效，数据已暂停同步，请重新绑定');
  });
});
