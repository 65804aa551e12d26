import { ReloadOutlined, WechatOutlined } from '@ant-design/icons';
import type { TWechatLoginResult } from '@ksa/contract';
import { Button, Spin } from 'antd';
import { useTranslation } from 'react-i18next';
import { useWechatLogin } from './use-wechat-login';
import './wechat-qr.css';

type WechatQrProps = {
  /** Login shows 微信扫码登录; bind shows 微信扫码绑定. The server flow is the same. */
  purpose: 'login' | 'bind';
  onConfirmed: (result: TWechatLoginResult) => void;
};

/** The WeChat QR page in an iframe, with the expired / failed overlays and a refresh button. */
export const WechatQr = ({ purpose, onConfirmed }: WechatQrProps) => {
  const { t } = useTranslation('auth');
  const wx = useWechatLogin(onConfirmed);
  const isOver = wx.phase === 'expired' || wx.phase === 'error';

  return (
    <div className="auth-wechat" data-testid="wechat-qr">
      <div className="auth-wechat-frame">
        {wx.qrUrl ? (
          <iframe
            src={wx.qrUrl}
            title={t(purpose === 'login' ? 'wechat.loginTitle' : 'wechat.bindTitle')}
            width={400}
            height={420}
            data-testid="wechat-qr-iframe"
          />
        ) : null}
        {wx.phase === 'loading' ? (
          <div className="auth-wechat-cover">
            <Spin description={t('wechat.loading')} />
          </div>
        ) : null}
        {wx.phase === 'confirmed' ? (
          <div className="auth-wechat-cover" data-testid="wechat-confirmed">
            <Spin description={t('wechat.confirmed')} />
          </div>
        ) : null}
        {isOver ? (
          <div className="auth-wechat-cover" data-testid={`wechat-${wx.phase}`}>
            <p className="auth-wechat-over">
              {wx.phase === 'expired' ? t('feedback.wechatExpired') : (wx.error ?? t('feedback.wechatFailed'))}
            </p>
            <Button type="primary" icon={<ReloadOutlined />} onClick={wx.refresh} data-testid="wechat-refresh">
              {t('wechat.refresh')}
            </Button>
          </div>
        ) : null}
      </div>
      <p className="auth-wechat-hint">
        <WechatOutlined className="auth-wechat-icon" />
        {t(purpose === 'login' ? 'wechat.loginHint' : 'wechat.bindHint')}
      </p>
    </div>
  );
};
