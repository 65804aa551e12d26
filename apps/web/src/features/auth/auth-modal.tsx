import { Modal } from 'antd';
import { useState } from 'react';
import { AuthAside } from './auth-aside';
import { BindPhoneModal } from './bind-phone-modal';
import { ForgotPasswordForm } from './forgot-password-form';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';
import { SetPasswordModal } from './set-password-modal';
import { useAuthModal } from './use-auth-modal';
import { useBindPrompt } from './use-bind-prompt';
import { WechatLoginPanel } from './wechat-login-panel';
import './auth.css';

/**
 * The one login / register / forgot-password modal (spec §2, §4). Render it once inside the
 * router and QueryClientProvider; open it anywhere with useAuthModal.getState().open(mode).
 * It also mounts the bind-phone/WeChat modal, which a WeChat login without a phone opens, and the
 * set-password prompt of staff the BOSS added with their SMS code.
 */
export const AuthModal = () => {
  const { isOpen, mode, close } = useAuthModal();
  const [isWechat, setIsWechat] = useState(false);
  useBindPrompt();

  const renderPanel = () => {
    if (mode === 'register') {
      return <RegisterForm />;
    }
    if (mode === 'forgotPassword') {
      return <ForgotPasswordForm />;
    }
    return isWechat ? (
      <WechatLoginPanel onBack={() => setIsWechat(false)} />
    ) : (
      <LoginForm onWechat={() => setIsWechat(true)} />
    );
  };

  return (
    <>
      <Modal
        open={isOpen}
        onCancel={close}
        afterClose={() => setIsWechat(false)}
        footer={null}
        width={920}
        centered
        destroyOnHidden
        rootClassName="auth-modal"
        styles={{ container: { padding: 0, overflow: 'hidden' }, body: { padding: 0 } }}
      >
        <div className="auth-layout" data-testid="auth-modal" data-mode={mode}>
          <AuthAside />
          <section className="auth-panel">{renderPanel()}</section>
        </div>
      </Modal>
      <BindPhoneModal />
      <SetPasswordModal />
    </>
  );
};
