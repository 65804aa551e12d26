import { App, type FormInstance, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import { AuthErrorField, type TAuthField } from './error-fields';
import type { TAuthMessageKey } from './messages';

/**
 * antd's App context when the shell provides one (theme-aware), else the static APIs, so the
 * auth screens also work when rendered on their own (tests, screenshots).
 */
export const useFeedback = () => {
  const app = App.useApp();
  const hasApp = typeof app.message.success === 'function';
  return { message: hasApp ? app.message : message, modal: hasApp ? app.modal : Modal };
};

export type { TAuthField };

/** Field names of the form that reports, keyed by the logical field a server message targets. */
export type TFieldNames = Partial<Record<TAuthField, string>>;

/**
 * Shows a failed call the way spec §8 asks: the server's msg (translated when we know it),
 * else the fallback. Messages that belong to a field (您还未注册, 验证码输入错误 …) go under it.
 */
export const useReportError = () => {
  const { t } = useTranslation('auth');
  const { message: toast } = useFeedback();

  return (err: unknown, fallback: TAuthMessageKey, form?: FormInstance, fields?: TFieldNames) => {
    // UNKNOWN stands for 'no usable message': the form's own fallback says more.
    const m = msgOfError(err, 'UNKNOWN');
    if (typeof m !== 'string' && m.id === 'UNKNOWN') {
      toast.error(t(fallback));
      return;
    }
    const text = msgText(m);
    const logical = typeof m === 'string' ? undefined : AuthErrorField[m.id];
    const name = logical ? fields?.[logical] : undefined;
    if (form && name) {
      form.setFields([{ name, errors: [text] }]);
      return;
    }
    toast.error(text);
  };
};
