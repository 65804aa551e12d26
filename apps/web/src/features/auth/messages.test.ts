import { Errors, Languages, SuccessMsg } from '@ksa/contract';
import { describe, expect, it } from 'vitest';
import { AuthMessageIds } from './messages';

// Loaded the way Vite bundles them, so the test sees exactly what the app ships.
const locales = import.meta.glob<{ default: Record<string, unknown> }>('../../i18n/locales/*/auth.json', {
  eager: true,
});
const locale = (lng: string) => locales[`../../i18n/locales/${lng}/auth.json`]?.default ?? {};

const lookup = (tree: Record<string, unknown>, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], tree);

describe('auth messages', () => {
  const zh = locale('zh-CN');

  it.each(Object.entries(AuthMessageIds))('zh-CN %s equals the contract catalogue (%s)', (key, id) => {
    const value = lookup(zh, key);
    expect(typeof value).toBe('string');
    expect((value as string).replace(/\{\{(\w+)\}\}/g, '{$1}')).toBe(Errors[id].msg);
  });

  it('zh-CN success titles equal the contract success texts', () => {
    expect(lookup(zh, 'success.registerTitle')).toBe(SuccessMsg.REGISTER_OK);
    expect(lookup(zh, 'success.resetTitle')).toBe(SuccessMsg.RESET_OK);
  });

  it.each(Languages.filter((l) => l !== 'zh-CN'))('%s translates every message and keeps its placeholders', (lng) => {
    const tree = locale(lng);
    for (const key of Object.keys(AuthMessageIds)) {
      const value = lookup(tree, key);
      expect(typeof value, `${lng} ${key}`).toBe('string');
      const placeholders = (s: string) => (s.match(/\{\{\w+\}\}/g) ?? []).sort();
      expect(placeholders(value as string), `${lng} ${key}`).toEqual(placeholders(lookup(zh, key) as string));
    }
    expect(lookup(tree, 'code.countdown')).toMatch(/\{\{n\}\}/);
  });
});
