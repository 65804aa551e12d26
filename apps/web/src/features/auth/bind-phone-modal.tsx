import { Limits, type TTokenResponse, type TWechatLoginResult } from '@ksa/contract';
import { Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../stores/session';
import { bindPhone } from './api';
import { PhoneCodePasswordForm } from './phone-code-password-form';
import { useFeedback } from './use-auth-feedback';
import { type TBindTab, useBindPhoneModal } from './use-bind-phone-modal';
import { WechatQr } from './wechat-qr';
import './auth.css';

/**
 * Bind a phone or WeChat to the current account (spec §4). Binding returns a new token; we
 * store it, confirm with a success modal and reload so every query runs under the new identity.
 */
export const BindPhoneModal = () => {
  const { t } = useTranslation('auth');
  const { isOpen, tab, setTab, close } = useBindPhoneModal();
  const setToken = useSession((s) => s.setToken);
  const { modal } = useFeedback();

  const handleBound = (token: string | undefined) => {
    if (token) {
      setToken(token, { isVisitor: false });
    }
    close();
    modal.success({
      title: t('bind.successTitle'),
      content: t('bind.successDesc'),
      okText: t('actions.confirm'),
      onOk: () => window.location.reload(),
    });
  };

  const handleWechat = (r: TWechatLoginResult) => handleBound(r.token);

  return (
    <Modal
      open={isOpen}
      onCancel={close}
      footer={null}
      width={520}
      centered
      destroyOnHidden
      title={t('bind.title')}
      rootClassName="auth-modal"
    >
      <p className="auth-role-hint" style={{ textAlign: 'left' }}>
        {t('bind.hint')}
      </p>
      <Tabs
        activeKey={tab}
        onChange={(k) => setTab(k as TBindTab)}
        items={[
          {
            key: 'phone',
            label: <span data-testid="bind-tab-phone">{t('bind.tabPhone')}</span>,
            children: (
              <PhoneCodePasswordForm
                name="bind"
                ruleSet="bind"
                codeKind="bind"
                seconds={Limits.countdown.bind}
                codeLast
                submitLabel={t('bind.submit')}
                fallbackError="feedback.bindFailed"
                submit={bindPhone}
                onDone={(_phone, result) => handleBound((result as TTokenResponse).token)}
              />
            ),
          },
          {
            key: 'wechat',
            label: <span data-testid="bind-tab-wechat">{t('bind.tabWechat')}</span>,
            children: <WechatQr purpose="bind" onConfirmed={handleWechat} />,
          },
        ]}
      />
    </Modal>
  );
};
