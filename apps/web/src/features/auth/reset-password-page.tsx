import { Limits } from '@ksa/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { resetPassword } from './api';
import { AuthSuccess } from './auth-success';
import { PhoneCodePasswordForm } from './phone-code-password-form';
import { useAuthModal } from './use-auth-modal';
import './auth.css';
import './reset-password-page.css';

/** /resetpass (spec §2): reset by phone with a 60 s code countdown; lazy-loaded by the router. */
const ResetPasswordPage = () => {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const [donePhone, setDonePhone] = useState<string | null>(null);

  const handleLogin = () => {
    const modal = useAuthModal.getState();
    modal.backToLogin(donePhone ?? undefined);
    modal.open('login');
    void navigate('/home');
  };

  return (
    <div className="auth-page" data-testid="reset-page">
      <header className="auth-page-header">
        <Link to="/index" data-testid="reset-logo">
          <img src="/favicon.svg" alt="" width={32} height={32} />
          {t('brand.name')}
        </Link>
      </header>
      <main className="auth-page-card">
        {donePhone !== null ? (
          <AuthSuccess
            title={t('success.resetTitle')}
            subTitle={t('success.resetDesc')}
            onLogin={handleLogin}
            testId="reset-success"
          />
        ) : (
          <>
            <h2 className="auth-title">{t('reset.title')}</h2>
            <p className="auth-role-hint">{t('reset.subtitle')}</p>
            <PhoneCodePasswordForm
              name="reset"
              ruleSet="reset"
              codeKind="findPass"
              seconds={Limits.countdown.resetPage}
              resendLabel="refetch"
              submitLabel={t('actions.confirm')}
              disableUntilValid
              newPassword
              fallbackError="feedback.unknown"
              submit={resetPassword}
              onDone={(phone) => setDonePhone(phone)}
            />
          </>
        )}
      </main>
    </div>
  );
};

export default ResetPasswordPage;
