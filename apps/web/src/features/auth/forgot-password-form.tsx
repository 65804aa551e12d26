import { Limits } from '@ksa/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resetPassword } from './api';
import { AuthSuccess } from './auth-success';
import { PhoneCodePasswordForm } from './phone-code-password-form';
import { useAuthModal } from './use-auth-modal';

/** Forgot-password mode of the modal; /resetpass is the standalone page for the same call. */
export const ForgotPasswordForm = () => {
  const { t } = useTranslation('auth');
  const { backToLogin } = useAuthModal();
  const [donePhone, setDonePhone] = useState<string | null>(null);

  if (donePhone !== null) {
    return (
      <AuthSuccess
        title={t('success.resetTitle')}
        subTitle={t('success.resetDesc')}
        onLogin={() => backToLogin(donePhone)}
        testId="forgot-success"
      />
    );
  }
  return (
    <div className="auth-panel-body">
      <h2 className="auth-title">{t('modal.title.forgotPassword')}</h2>
      <p className="auth-role-hint">{t('modal.forgotHint')}</p>
      <PhoneCodePasswordForm
        name="forgot"
        ruleSet="login"
        codeKind="findPass"
        seconds={Limits.countdown.findPass}
        submitLabel={t('actions.resetSubmit')}
        fallbackError="feedback.unknown"
        submit={resetPassword}
        onDone={(phone) => setDonePhone(phone)}
        newPassword
      />
      <div className="auth-switch">
        <Button type="link" size="small" onClick={() => backToLogin()} data-testid="login-link">
          {t('actions.backToLogin')}
        </Button>
      </div>
    </div>
  );
};
