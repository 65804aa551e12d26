import { AndroidOutlined, AppleOutlined, MobileOutlined } from '@ant-design/icons';
import { Alert, Button, Flex, QRCode, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** The shipper's installable web app (manifest, icons and service worker scoped here). */
export const SHIPPER_APP_PATH = '/m/';
export const shipperAppUrl = () => `${window.location.origin}${SHIPPER_APP_PATH}`;

const STEPS = ['step1', 'step2', 'step3'] as const;

/**
 * Until a native app is published, the mobile app is the installable web app under /m/: its address as a QR code,
 * what it is, and how to put it on the home screen with Android's Chrome and iOS's Safari.
 */
export function ShipperAppInstall({ qrSize = 160, onOpen }: { qrSize?: number; onOpen?: () => void }) {
  const { t } = useTranslation('mobileApp');
  const url = shipperAppUrl();
  return (
    <Flex vertical gap={12} className="ksa-app-install" data-testid="pwa-install">
      <Alert type="info" showIcon message={t('install.notice')} data-testid="pwa-notice" />
      <Flex gap={16} align="center" wrap justify="center">
        <Flex vertical align="center" gap={4}>
          <div data-testid="pwa-qr" data-value={url}>
            <QRCode value={url} size={qrSize} />
          </div>
          <Typography.Text type="secondary">{t('install.scan')}</Typography.Text>
        </Flex>
        <Flex vertical gap={8} align="flex-start">
          <Typography.Text copyable={{ text: url }} code data-testid="pwa-url">
            {url}
          </Typography.Text>
          <Button
            type="primary"
            icon={<MobileOutlined />}
            href={SHIPPER_APP_PATH}
            onClick={onOpen}
            data-testid="pwa-open"
          >
            {t('install.open')}
          </Button>
        </Flex>
      </Flex>
      <Flex gap={16} wrap className="ksa-app-install-steps">
        <InstallSteps platform="android" icon={<AndroidOutlined />} />
        <InstallSteps platform="ios" icon={<AppleOutlined />} />
      </Flex>
    </Flex>
  );
}

function InstallSteps({ platform, icon }: { platform: 'android' | 'ios'; icon: ReactNode }) {
  const { t } = useTranslation('mobileApp');
  return (
    <div data-testid={`pwa-steps-${platform}`}>
      <Typography.Text strong>
        {icon} {t(`install.${platform}.title`)}
      </Typography.Text>
      <ol>
        {STEPS.map((s) => (
          <li key={s}>{t(`install.${platform}.${s}`)}</li>
        ))}
      </ol>
    </div>
  );
}
