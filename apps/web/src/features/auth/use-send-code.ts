import type { FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { sendCode, type TCodeKind } from './api';
import { useFeedback, useReportError } from './use-auth-feedback';

/**
 * The onSend of a SendCodeButton: validates the phone field first, then asks the server.
 * Resolves false on any failure so the countdown does not start.
 */
export const useSendCode = (kind: TCodeKind, form: FormInstance, phoneField = 'phone') => {
  const { t } = useTranslation('auth');
  const { message } = useFeedback();
  const reportError = useReportError();

  return async (): Promise<boolean> => {
    try {
      await form.validateFields([phoneField]);
    } catch {
      return false;
    }
    try {
      await sendCode(kind, String(form.getFieldValue(phoneField)).trim());
      message.success(t('feedback.sendOk'));
      return true;
    } catch (err) {
      reportError(err, 'feedback.sendFailed', form, { phone: phoneField });
      return false;
    }
  };
};
