import { DesktopOutlined, MobileOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../stores/session';
import { useNotices } from './notice-store';

type TStep = { key: 'bind' | 'helper' | 'app'; icon: ReactNode; onAction: () => void };

/**
 * Spec §2 important notice: three setup steps after a fresh login. The spec shows it to a fresh
 * login as if BOSS, so it does not wait for the role to load.
 */
export function ImportantNoticeModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const justLoggedIn = useSession((s) => s.justLoggedIn);
  const isOpen = useNotices((s) => s.isImportantOpen);
  const setOpen = useNotices((s) => s.setImportantOpen);

  useEffect(() => {
    if (justLoggedIn) {
      setOpen(true);
      useSession.getState().ackLogin();
    }
  }, [justLoggedIn, setOpen]);

  const close = () => setOpen(false);
  const steps: TStep[] = [
    { key: 'bind', icon: <ShopOutlined />, onAction: () => useNotices.getState().showComingSoon('menu.bindAccount') },
    { key: 'helper', icon: <DesktopOutlined />, onAction: () => navigate('/operateRouting/softwareDownload') },
    { key: 'app', icon: <MobileOutlined />, onAction: () => useNotices.getState().setAppDownloadOpen(true) },
  ];
  return (
    <Modal
      open={isOpen}
      onCancel={close}
      centered
      width={560}
      title={t('important.title')}
      footer={
        <Button type="primary" onClick={close}>
          {t('actions.gotIt')}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t('important.intro')}</Typography.Paragraph>
      <Flex vertical gap={12}>
        {steps.map((step, i) => (
          <Flex key={step.key} gap={14} align="center" className="ksa-step">
            <span className="ksa-step-index">{i + 1}</span>
            <span className="ksa-step-icon">{step.icon}</span>
            <Flex vertical flex={1}>
              <Typography.Text strong>{t(`important.${step.key}.title`)}</Typography.Text>
              <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                {t(`important.${step.key}.desc`)}
              </Typography.Text>
            </Flex>
            <Button
              size="small"
              onClick={() => {
                close();
                step.onAction();
              }}
            >
              {t(`important.${step.key}.action`)}
            </Button>
          </Flex>
        ))}
      </Flex>
    </Modal>
  );
}
