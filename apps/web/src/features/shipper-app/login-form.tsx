import { Alert, Button, Card, Input, Space } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText, type TMsg } from '../../lib/error-text';
import { login, Refused } from './shipper-api';

/** The shipper's phone and password (the same login as the web app; only shippers use this app). */
export function LoginForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('shipperApp');
  const [phone, setPhone] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<TMsg | null>(null);
  return (
    <Card title={t('login.title')} className="m-card">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Input
          placeholder={t('login.phone')}
          inputMode="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          data-testid="m-phone"
        />
        <Input.Password
          placeholder={t('login.password')}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          data-testid="m-password"
        />
        {error && <Alert type="error" message={msgText(error)} data-testid="m-login-error" />}
        <div className="m-hint" data-testid="m-first-login">
          {t('login.firstUse')}
        </div>
        <Button
          type="primary"
          block
          data-testid="m-login"
          onClick={() =>
            login(phone, password)
              .then(onDone)
              .catch((e: unknown) => setError(e instanceof Refused ? msgOfError(e, 'UNKNOWN') : t('login.offline')))
          }
        >
          {t('login.submit')}
        </Button>
      </Space>
    </Card>
  );
}
