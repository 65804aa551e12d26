import { Button, Result } from 'antd';
import { useTranslation } from 'react-i18next';

type AuthSuccessProps = { title: string; subTitle?: string; onLogin: () => void; testId?: string };

/** The success view after register / password reset, with the spec's 立即登录 button. */
export const AuthSuccess = ({ title, subTitle, onLogin, testId = 'auth-success' }: AuthSuccessProps) => {
  const { t } = useTranslation('auth');
  return (
    <Result
      status="success"
      title={title}
      subTitle={subTitle}
      data-testid={testId}
      extra={
        <Button type="primary" size="large" onClick={onLogin} data-testid="login-now" style={{ minWidth: 160 }}>
          {t('actions.loginNow')}
        </Button>
      }
    />
  );
};
