import { Limits, type TTokenResponse, type TWechatLoginResult } from '@ksa/contract';
import { Button, Modal, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { setNeverAgain } from '../../lib/prompt-memory';
import { useSession } from '../../stores/session';
import { bindPhone } from './api';
import { PhoneCodePasswordForm } from './phone-code-password-form';
import { useFeedback } from './use-auth-feedback';
import { type TBindTab, useBindPhoneModal } from './use-bind-phone-modal';
import { BIND_PROMPT } from './use-bind-prompt';
import { WechatQr } from './wechat-qr';
import './auth.css';

/**
 * Bind a phone or WeChat to the current account (spec §4). Binding returns a new token; we
 * store it, confirm with a success modal and reload so every query runs under the new identity.
 */
export const BindPhoneModal = () => {
  const { t } = useTranslation('auth');
  const { isOpen, tab, setTab, close, isPrompt } = useBindPhoneModal();
  const setToken = useSession((s) => s.setToken);
  const uid = useSession((s) => s.user?.uid);
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
  const neverAgain = () => {
    if (uid) {
      setNeverAgain(BIND_PROMPT, uid);
    }
    close();
  };
  const tabs = [
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
  ];

  // The prompt asks for what the account lacks, titled by it (a BOSS with a phone is asked for WeChat only, so
  // 绑定账号 is not mistaken for binding a shop's main account); opened on request, both ways are offered.
  return (
    <Modal
      open={isOpen}
      onCancel={close}
      footer={
        isPrompt ? (
          <div className="auth-prompt-footer">
            <Button type="link" onClick={neverAgain} data-testid="bind-never">
              {t('bind.neverAgain')}
            </Button>
            <Button onClick={close} data-testid="bind-later">
              {t('bind.later')}
            </Button>
          </div>
        ) : null
      }
      width={520}
      centered
      destroyOnHidden
      title={isPrompt ? t(tab === 'wechat' ? 'bind.titleWechat' : 'bind.titlePhone') : t('bind.title')}
      rootClassName="auth-modal"
    >
      <div data-testid="bind-phone-modal" data-prompt={isPrompt ? '1' : '0'}>
        <p className="auth-role-hint" style={{ textAlign: 'left' }}>
          {t(isPrompt && tab === 'wechat' ? 'bind.hintWechat' : 'bind.hint')}
        </p>
        <Tabs
          activeKey={tab}
          onChange={(k) => setTab(k as TBindTab)}
          items={isPrompt ? tabs.filter((x) => x.key === tab) : tabs}
        />
      </div>
    </Modal>
  );
};
