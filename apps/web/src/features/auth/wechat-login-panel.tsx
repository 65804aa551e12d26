import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useCompleteLogin } from './use-complete-login';
import { WechatQr } from './wechat-qr';

/** 微信登录 inside the login modal: the QR flow plus a way back to the password form. */
export const WechatLoginPanel = ({ onBack }: { onBack: () => void }) => {
  const { t } = useTranslation('auth');
  const completeLogin = useCompleteLogin();
  return (
    <div className="auth-panel-body">
      <h2 className="auth-title">{t('wechat.loginTitle')}</h2>
      <WechatQr
        purpose="login"
        onConfirmed={(r) => {
          if (r.token) {
            completeLogin(r.token, { needPhone: r.needPhone === true });
          }
        }}
      />
      <div className="auth-switch">
        <Button type="link" icon={<ArrowLeftOutlined />} onClick={onBack} data-testid="wechat-back">
          {t('actions.backToAccountLogin')}
        </Button>
      </div>
    </div>
  );
};
