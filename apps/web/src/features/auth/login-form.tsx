import { WechatOutlined } from '@ant-design/icons';
import { Limits } from '@ksa/contract';
import { useMutation } from '@tanstack/react-query';
import { Button, Checkbox, Divider, Form, Tabs } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { login } from './api';
import { CodeField, PasswordField, PhoneField } from './auth-fields';
import { readRememberedAccount, saveRememberedAccount } from './remembered-account';
import { canSubmitLogin } from './rules';
import { TermsField } from './terms-field';
import { useReportError } from './use-auth-feedback';
import { type TLoginTab, useAuthModal } from './use-auth-modal';
import { useAuthRules } from './use-auth-rules';
import { useCompleteLogin } from './use-complete-login';
import { useSendCode } from './use-send-code';

type TLoginValues = { userName: string; password?: string; code?: string; remember: boolean; agree: boolean };

/** Login mode: 账号登录 (BOSS, password) and 手机号登录 (店长/财务, SMS code). */
export const LoginForm = ({ onWechat }: { onWechat: () => void }) => {
  const { t } = useTranslation('auth');
  const { loginTab, setLoginTab, setMode, prefillPhone } = useAuthModal();
  const [form] = Form.useForm<TLoginValues>();
  const rules = useAuthRules('login');
  const reportError = useReportError();
  const completeLogin = useCompleteLogin();
  const onSend = useSendCode('login', form, 'userName');
  const [remembered] = useState(readRememberedAccount);

  useEffect(() => {
    if (remembered && !prefillPhone) {
      setLoginTab(remembered.loginTab);
    }
  }, [remembered, prefillPhone, setLoginTab]);

  const userName = Form.useWatch('userName', form);
  const password = Form.useWatch('password', form);

  const mutation = useMutation({
    mutationFn: login,
    onSuccess: (data, body) => {
      const remember = form.getFieldValue('remember') === true;
      saveRememberedAccount(remember ? { userName: body.userName, loginTab } : null);
      completeLogin(data.token);
    },
    onError: (err) => reportError(err, 'feedback.loginFailed', form, { phone: 'userName', password: 'password' }),
  });

  const handleFinish = (v: TLoginValues) => {
    const userName = v.userName.trim();
    mutation.mutate(loginTab === 'account' ? { userName, password: v.password } : { userName, code: v.code?.trim() });
  };

  return (
    <div className="auth-panel-body">
      <Tabs
        activeKey={loginTab}
        onChange={(k) => setLoginTab(k as TLoginTab)}
        centered
        items={[
          { key: 'account', label: <span data-testid="tab-account">{t('tabs.account')}</span> },
          { key: 'phone', label: <span data-testid="tab-phone">{t('tabs.phone')}</span> },
        ]}
      />
      <p className="auth-role-hint">{t(loginTab === 'account' ? 'tabs.accountHint' : 'tabs.phoneHint')}</p>
      <Form<TLoginValues>
        form={form}
        name="login"
        validateTrigger="onBlur"
        initialValues={{ userName: prefillPhone ?? remembered?.userName ?? '', remember: remembered !== null }}
        onFinish={handleFinish}
      >
        <PhoneField name="userName" rules={rules.phone} testId="login-phone" />
        {loginTab === 'account' ? (
          <PasswordField rules={rules.password} testId="login-password" />
        ) : (
          <CodeField
            rules={rules.code}
            testId="login-code"
            seconds={Limits.countdown.login}
            onSend={onSend}
            sendTestId="send-code"
          />
        )}
        <div className="auth-row">
          <Form.Item name="remember" valuePropName="checked" noStyle>
            <Checkbox data-testid="remember-checkbox">{t('actions.remember')}</Checkbox>
          </Form.Item>
          <Button type="link" size="small" onClick={() => setMode('forgotPassword')} data-testid="forgot-link">
            {t('actions.forgot')}
          </Button>
        </div>
        <TermsField />
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={mutation.isPending}
          disabled={!canSubmitLogin(loginTab, userName, password)}
          data-testid="login-submit"
        >
          {t('actions.login')}
        </Button>
      </Form>
      <div className="auth-switch">
        {t('actions.noAccount')}
        <Button type="link" size="small" onClick={() => setMode('register')} data-testid="register-link">
          {t('actions.toRegister')}
        </Button>
      </div>
      <Divider plain className="auth-divider">
        {t('actions.otherWays')}
      </Divider>
      <div className="auth-other">
        <Button shape="round" icon={<WechatOutlined />} onClick={onWechat} data-testid="wechat-login">
          {t('actions.wechatLogin')}
        </Button>
      </div>
    </div>
  );
};
