import { DesktopOutlined, MobileOutlined, ShopOutlined } from '@ant-design/icons';
import { Button, Flex, Modal, Typography } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isMobileDevice } from '../../app/device';
import { usePrompt } from '../../lib/use-prompt';
import { useSession } from '../../stores/session';
import { useMarketplaceUi } from '../marketplaces';
import { importantSteps, type TImportantStep } from './important-steps';
import { useNotices } from './notice-store';

const Icons: Record<TImportantStep, ReactNode> = {
  bind: <ShopOutlined />,
  helper: <DesktopOutlined />,
  app: <MobileOutlined />,
};

/**
 * Spec §2 important notice: the setup steps after a fresh login, first in the prompt queue. It waits for the
 * role: each person sees only the steps they can take (staff are not asked to bind main accounts).
 */
export function ImportantNoticeModal() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const isMobile = isMobileDevice(navigator.userAgent, window.innerWidth, navigator.maxTouchPoints > 0);
  const justLoggedIn = useSession((s) => s.justLoggedIn);
  const role = useSession((s) => (s.isVisitor ? undefined : s.user?.role));
  const isWanted = useNotices((s) => s.isImportantOpen);
  // A step that opened a dialog keeps the queue's turn until that dialog closes: the next prompt never stacks on it
  // (and Esc then belongs to that dialog).
  const [followUp, setFollowUp] = useState<'bind' | 'app' | null>(null);
  const { isShown, close: giveBack } = usePrompt('importantNotice', isWanted, () => followUp || close());
  const steps = importantSteps(role);
  const isBindOpen = useMarketplaceUi((s) => s.isTemuBindOpen);
  const isAppOpen = useNotices((s) => s.isAppDownloadOpen);
  const isFollowUpOpen = (followUp === 'bind' && isBindOpen) || (followUp === 'app' && isAppOpen);
  useEffect(() => {
    if (followUp && !isFollowUpOpen) {
      setFollowUp(null);
      giveBack();
    }
  }, [followUp, isFollowUpOpen, giveBack]);

  useEffect(() => {
    if (justLoggedIn && role) {
      useSession.getState().ackLogin();
      if (importantSteps(role).length > 0) {
        useNotices.getState().setImportantOpen(true);
      }
    }
  }, [justLoggedIn, role]);

  const close = () => {
    useNotices.getState().setImportantOpen(false);
    giveBack();
  };
  const act = (step: TImportantStep) => {
    useNotices.getState().setImportantOpen(false);
    if (step === 'helper') {
      giveBack();
    } else {
      setFollowUp(step);
    }
    actions[step]();
  };
  const actions: Record<TImportantStep, () => void> = {
    bind: () => useMarketplaceUi.getState().openTemuBind(),
    helper: () => navigate('/operateRouting/softwareDownload'),
    app: () => useNotices.getState().setAppDownloadOpen(true),
  };
  // The bind and helper steps are done on a computer: a phone says so instead of offering a button that cannot work.
  const isDesktopOnly = (step: TImportantStep) => isMobile && step !== 'app';
  return (
    <Modal
      open={isShown && !followUp}
      onCancel={close}
      centered
      width={560}
      title={t('important.title')}
      footer={
        <Button type="primary" onClick={close} data-testid="important-ok">
          {t('actions.gotIt')}
        </Button>
      }
    >
      <div data-testid="important-notice">
        <Typography.Paragraph type="secondary">
          {steps.length === 3 ? t('important.intro') : t('important.introShort')}
        </Typography.Paragraph>
        <Flex vertical gap={12}>
          {steps.map((step, i) => (
            <Flex key={step} gap={14} align="center" className="ksa-step" data-testid={`important-step-${step}`}>
              <span className="ksa-step-index">{i + 1}</span>
              <span className="ksa-step-icon">{Icons[step]}</span>
              <Flex vertical flex={1} style={{ minWidth: 0 }}>
                <Typography.Text strong>{t(`important.${step}.title`)}</Typography.Text>
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t(`important.${step}.desc`)}
                </Typography.Text>
              </Flex>
              {isDesktopOnly(step) ? (
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {t('important.onDesktop')}
                </Typography.Text>
              ) : (
                <Button size="small" data-testid={`important-${step}`} onClick={() => act(step)}>
                  {t(`important.${step}.action`)}
                </Button>
              )}
            </Flex>
          ))}
        </Flex>
      </div>
    </Modal>
  );
}
