import { useQueryClient } from '@tanstack/react-query';
import { Button, Form, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { userKeys } from '../../lib/query-keys';
import { usePrompt } from '../../lib/use-prompt';
import { useSession } from '../../stores/session';
import { setOwnPassword } from './api';
import { ConfirmField, PasswordField } from './auth-fields';
import { needsOwnPassword } from './set-password-prompt';
import { useFeedback, useReportError } from './use-auth-feedback';
import { useAuthRules } from './use-auth-rules';

type TValues = { password: string; confirmPassword: string };
const askedKey = (uid: number) => `ownPasswordAsked:${uid}`;

/**
 * 设置登录密码: a staff member the BOSS added with their SMS code has no password; after their
 * SMS-code login they set their own (once per browser session, after the important notice;
 * 稍后设置 leaves it for the next login). Changing a password later is 找回密码.
 */
export const SetPasswordModal = () => {
  const { t } = useTranslation('auth');
  const user = useSession((s) => s.user);
  const isVisitor = useSession((s) => s.isVisitor);
  // In its turn in the prompt queue: after the important notice of a fresh login, never over a result page.
  const isWanted = Boolean(user && needsOwnPassword(user, isVisitor) && !sessionStorage.getItem(askedKey(user.uid)));
  const { isShown: open, close } = usePrompt('setPassword', isWanted);
  const [saving, setSaving] = useState(false);
  const [form] = Form.useForm<TValues>();
  const rules = useAuthRules('login');
  const { message } = useFeedback();
  const reportError = useReportError();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (open && user) {
      sessionStorage.setItem(askedKey(user.uid), '1');
    }
  }, [open, user]);

  const submit = async (v: TValues) => {
    setSaving(true);
    try {
      await setOwnPassword(v);
      message.success(t('setPassword.done'));
      close();
      void queryClient.invalidateQueries({ queryKey: userKeys.all });
    } catch (err) {
      reportError(err, 'feedback.unknown', form, { password: 'password' });
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open={open}
      title={t('setPassword.title')}
      onCancel={() => close()}
      footer={null}
      width={460}
      centered
      destroyOnHidden
      maskClosable={false}
    >
      <p className="auth-role-hint" style={{ textAlign: 'left' }} data-testid="set-password-hint">
        {t('setPassword.hint')}
      </p>
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} data-testid="set-password-form">
        <PasswordField
          rules={rules.password}
          testId="set-password-password"
          placeholder={t('fields.newPasswordPlaceholder')}
        />
        <ConfirmField rules={rules.confirm()} testId="set-password-confirm" />
        <div style={{ display: 'flex', gap: 8, justifyContent: 'flex-end' }}>
          <Button onClick={() => close()} data-testid="set-password-later">
            {t('setPassword.later')}
          </Button>
          <Button type="primary" htmlType="submit" loading={saving} data-testid="set-password-submit">
            {t('setPassword.submit')}
          </Button>
        </div>
      </Form>
    </Modal>
  );
};
