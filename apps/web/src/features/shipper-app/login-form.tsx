import { Alert, Button, Card, Input, Segmented, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText, type TMsg } from '../../lib/error-text';
import { login, loginByCode, Refused, sendLoginCode } from './shipper-api';

type TMode = 'code' | 'password';

/**
 * The shipper logs in here, on the phone: by SMS code (the first time, before they have a password of their own,
 * and whenever they forget it) or by password. Only shippers use this app; nobody needs a desktop for it.
 */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shipperApp');
  const [mode, setMode] = useState<TMode>('code');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [countdown, setCountdown] = useState(0);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<TMsg | null>(null);
  const [info, setInfo] = useState<string | null>(null);

  useEffect(() => {
    if (countdown <= 0) {
      return;
    }
    const id = setTimeout(() => setCountdown((c) => c - 1), 1000);
    return () => clearTimeout(id);
  }, [countdown]);

  const fail = (e: unknown) => setError(e instanceof Refused ? msgOfError(e, 'UNKNOWN') : t('login.offline'));
  const phoneOk = /^1[3-9]\d{9}$/.test(phone);
  const send = () => {
    setError(null);
    setSending(true);
    sendLoginCode(phone)
      .then((r) => {
        setCountdown(r.countdown);
        setInfo(t('login.codeSent'));
      })
      .catch(fail)
      .finally(() => setSending(false));
  };
  const submit = () => {
    setError(null);
    (mode === 'code' ? loginByCode(phone, code) : login(phone, password)).then(onDone).catch(fail);
  };
  const ready = phoneOk && (mode === 'code' ? /^\d{6}$/.test(code) : password.length > 0);
  return (
    <Card title={t('login.title')} className="m-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Segmented<TMode>
          block
          value={mode}
          onChange={(m) => {
            setMode(m);
            setError(null);
          }}
          options={[
            { value: 'code', label: <span data-testid="m-mode-code">{t('login.byCode')}</span> },
            { value: 'password', label: <span data-testid="m-mode-password">{t('login.byPassword')}</span> },
          ]}
        />
        <Input
          placeholder={t('login.phone')}
          inputMode="tel"
          maxLength={11}
          value={phone}
          onChange={(e) => setPhone(e.target.value.replace(/\D/g, ''))}
          data-testid="m-phone"
        />
        {mode === 'code' ? (
          <div className="m-code-row">
            <Input
              placeholder={t('login.code')}
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              data-testid="m-sms-code"
            />
            <Button
              disabled={!phoneOk || countdown > 0}
              loading={sending}
              onClick={send}
              title={phoneOk ? undefined : t('login.phoneFirst')}
              data-testid="m-send-code"
            >
              {countdown > 0 ? t('login.resendIn', { s: countdown }) : t('login.sendCode')}
            </Button>
          </div>
        ) : (
          <Input.Password
            placeholder={t('login.password')}
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            data-testid="m-password"
          />
        )}
        {info && !error && mode === 'code' && <Alert type="info" message={info} data-testid="m-login-info" />}
        {error && <Alert type="error" message={msgText(error)} data-testid="m-login-error" />}
        <div className="m-hint" data-testid="m-first-login">
          {t('login.firstUseCode')}
        </div>
        <Button type="primary" block disabled={!ready} onClick={submit} data-testid="m-login">
          {t('login.submit')}
        </Button>
      </Space>
    </Card>
  );
}
