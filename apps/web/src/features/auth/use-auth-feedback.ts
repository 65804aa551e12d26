import { App, type FormInstance, Modal, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../lib/http';
import type { TAuthMessageKey } from './messages';
import { fieldForServerMsg, matchServerMsg, type TAuthField, usableServerMsg } from './server-msg';

/**
 * antd's App context when the shell provides one (theme-aware), else the static APIs, so the
 * auth screens also work when rendered on their own (tests, screenshots).
 */
export const useFeedback = () => {
  const app = App.useApp();
  const hasApp = typeof app.message.success === 'function';
  return { message: hasApp ? app.message : message, modal: hasApp ? app.modal : Modal };
};

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
    const raw = err instanceof ApiError ? usableServerMsg(err.message) : null;
    if (!raw) {
      toast.error(t(fallback));
      return;
    }
    const match = matchServerMsg(raw);
    const text = match ? t(match.key, match.params) : raw;
    const logical = fieldForServerMsg(raw);
    const name = logical ? fields?.[logical] : undefined;
    if (form && name) {
      form.setFields([{ name, errors: [text] }]);
      return;
    }
    toast.error(text);
  };
};
