import { Errors, type TErrorId } from '@ksa/contract';
import i18next from 'i18next';
import { afterAll, describe, expect, it } from 'vitest';
import '../i18n';
import enErrors from '../i18n/locales/en/errors.json';
import zhErrors from '../i18n/locales/zh-CN/errors.json';
import { loadUiLocale } from '../i18n/ui-locale';
import { msgOfError, msgText } from './error-text';
import { ApiError } from './http';

// A catalogue id without a zh-CN text is a type error here; the locale parity test carries every
// zh-CN key to the other ten languages.
const reference: Record<TErrorId, string> = zhErrors;

describe('error ids to text', () => {
  afterAll(async () => {
    // Switching to English loads antd's English pack in the background: let it arrive before the
    // environment is torn down (an import after teardown fails the whole run).
    await loadUiLocale('en');
    await i18next.changeLanguage('zh-CN');
  });

  it('zh-CN has exactly the catalogue ids, each with the catalogue text', () => {
    expect(Object.keys(reference).sort()).toEqual(Object.keys(Errors).sort());
    for (const [id, def] of Object.entries(Errors)) {
      expect(reference[id as TErrorId], id).toBe(def.msg.replace(/\{(\w+)\}/g, '{{$1}}'));
    }
  });

  it('shows the translation of the id, not the server wording, with the values sent', async () => {
    const reworded = new ApiError('换了一种说法：请稍后', 1, 429, null, {
      errorId: 'SEND_TOO_SOON',
      errorParams: { n: 42 },
    });
    expect(msgText(msgOfError(reworded, 'SEND_FAILED'))).toBe(Errors.SEND_TOO_SOON.msg.replace('{n}', '42'));
    i18next.addResourceBundle('en', 'errors', enErrors, true, true);
    await i18next.changeLanguage('en');
    const en = msgText(msgOfError(reworded, 'SEND_FAILED'));
    expect(en).toContain('42');
    expect(en).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('keeps a text without a known id, and falls back when the reply had none', () => {
    expect(
      msgText(
        msgOfError(new ApiError('新版服务器的消息', 1, 400, null, { errorId: 'FROM_THE_FUTURE' }), 'BIND_FAILED'),
      ),
    ).toBe('新版服务器的消息');
    expect(msgOfError(new ApiError('未知错误', 1, 500), 'BIND_FAILED')).toEqual({ id: 'BIND_FAILED' });
    expect(msgOfError(new Error(''), 'BIND_FAILED')).toEqual({ id: 'BIND_FAILED' });
  });
});
