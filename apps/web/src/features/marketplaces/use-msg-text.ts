import { App } from 'antd';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import { msgKey } from './bind-messages';

/** The msg of a failed call, or the given fallback when the reply carried none. */
export const errorText = (err: unknown, fallback: string) =>
  err instanceof ApiError && err.message && err.message !== 'error' ? err.message : fallback;

/**
 * Shows server and rule texts translated when we know them, verbatim otherwise. Toasts are keyed
 * by their text: the same error often arrives twice (HTTP reply and the bind-error topic).
 */
export const useMsgText = () => {
  const { t } = useTranslation('marketplaces');
  const { message } = App.useApp();
  const text = useCallback(
    (msg: string) => {
      const k = msgKey(msg);
      return k ? t(k.key, { ...k.params, defaultValue: msg }) : msg;
    },
    [t],
  );
  return useMemo(
    () => ({
      text,
      error: (msg: string) => void message.error({ content: text(msg), key: `mk:${msg}` }),
      success: (msg: string) => void message.success({ content: text(msg), key: `mk:${msg}` }),
    }),
    [text, message],
  );
};
