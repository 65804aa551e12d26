import { Limits } from '@ksa/contract';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { register } from './api';
import { AuthSuccess } from './auth-success';
import { PhoneCodePasswordForm } from './phone-code-password-form';
import { TermsField } from './terms-field';
import { useAuthModal } from './use-auth-modal';

/** Register mode: only a BOSS registers; managers and finance are created by their BOSS. */
export const RegisterForm = () => {
  const { t } = useTranslation('auth');
  const { backToLogin } = useAuthModal();
  const [donePhone, setDonePhone] = useState<string | null>(null);

  if (donePhone !== null) {
    return (
      <AuthSuccess
        title={t('success.registerTitle')}
        subTitle={t('success.registerDesc')}
        onLogin={() => backToLogin(donePhone)}
        testId="register-success"
      />
    );
  }
  return (
    <div className="auth-panel-body">
      <h2 className="auth-title">{t('modal.title.register')}</h2>
      <p className="auth-role-hint">{t('modal.registerHint')}</p>
      <PhoneCodePasswordForm
        name="register"
        ruleSet="login"
        codeKind="register"
        seconds={Limits.countdown.register}
        submitLabel={t('actions.register')}
        extra={<TermsField />}
        fallbackError="feedback.registerFailed"
        submit={({ phone, code, password }) => register({ userName: phone, code, password })}
        onDone={(phone) => setDonePhone(phone)}
      />
      <div className="auth-switch">
        {t('actions.haveAccount')}
        <Button type="link" size="small" onClick={() => backToLogin()} data-testid="login-link">
          {t('actions.toLogin')}
        </Button>
      </div>
    </div>
  );
};
