import { Button, Card, Form, Input, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { loginAdmin, sendAdminCode } from './api';
import { adminErrorText } from './error-text';

/** /admin/login: an operator's phone and SMS code (admins are made with `npm run admin -- create-admin`). */
export default function AdminLoginPage() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const [phone, setPhone] = useState('');
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (countdown <= 0) {
      return;
    }
    const timer = setTimeout(() => setCountdown((n) => n - 1), 1000);
    return () => clearTimeout(timer);
  }, [countdown]);

  const send = async () => {
    setError('');
    try {
      const r = await sendAdminCode(phone.trim());
      setCountdown(r.countdown);
    } catch (err) {
      setError(adminErrorText(err));
    }
  };
  const submit = async () => {
    setError('');
    setBusy(true);
    try {
      await loginAdmin(phone.trim(), code.trim());
      navigate('/admin', { replace: true });
    } catch (err) {
      setError(adminErrorText(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div
      className="ksa-admin-login"
      style={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#f5f6f8',
      }}
    >
      <Card title={t('loginTitle')} style={{ width: 420 }}>
        <Typography.Paragraph type="secondary">{t('loginHint')}</Typography.Paragraph>
        <Form layout="vertical" onFinish={submit}>
          <Form.Item label={t('phone')}>
            <Input data-testid="admin-phone" value={phone} maxLength={11} onChange={(e) => setPhone(e.target.value)} />
          </Form.Item>
          <Form.Item label={t('code')}>
            <Input
              data-testid="admin-code"
              value={code}
              maxLength={6}
              onChange={(e) => setCode(e.target.value)}
              addonAfter={
                <Button type="link" size="small" data-testid="admin-send-code" disabled={countdown > 0} onClick={send}>
                  {countdown > 0 ? t('resend', { n: countdown }) : t('sendCode')}
                </Button>
              }
            />
          </Form.Item>
          {error && (
            <Typography.Paragraph type="danger" data-testid="admin-login-error">
              {error}
            </Typography.Paragraph>
          )}
          <Button type="primary" htmlType="submit" block loading={busy} data-testid="admin-login">
            {t('login')}
          </Button>
        </Form>
      </Card>
    </div>
  );
}
