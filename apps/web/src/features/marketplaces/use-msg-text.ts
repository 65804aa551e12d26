import type { TErrorId } from '@ksa/contract';
import { App } from 'antd';
import { useMemo } from 'react';
import { msgKey, msgOfError, msgText, type TMsg } from '../../lib/error-text';

/** The message of a failed call (its catalogue id when the server sent one), else the fallback. */
export const errorMsg = (err: unknown, fallback: TErrorId): TMsg => msgOfError(err, fallback);

/**
 * Shows messages in the display language. Toasts are keyed by the message: the same error often
 * arrives twice (HTTP reply and the bind-error topic).
 */
export const useMsgText = () => {
  const { message } = App.useApp();
  return useMemo(
    () => ({
      text: msgText,
      error: (m: TMsg) => void message.error({ content: msgText(m), key: `mk:${msgKey(m)}` }),
      success: (m: TMsg) => void message.success({ content: msgText(m), key: `mk:${msgKey(m)}` }),
    }),
    [message],
  );
};
