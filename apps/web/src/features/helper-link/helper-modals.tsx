import { Button, Flex, Modal, Steps, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DownloadButton, useDownloadReasonText, useOfferedDownload } from './download-button';
import { DOWNLOAD_COUNTDOWN_S, downloadUrl } from './downloads';
import { type TDownloadKind, useHelperLink } from './helper-link-store';
import { FileFacts, SoftwareDownloads } from './software-downloads';

const set = (p: Parameters<ReturnType<typeof useHelperLink.getState>['set']>[0]) => useHelperLink.getState().set(p);

/** Spec §2/§4: shown while a connection that was open is lost; closes by itself on reconnect. */
export function SoftwareNotStartedModal() {
  const { t } = useTranslation('helperLink');
  const open = useHelperLink((s) => s.notStartedOpen);
  return (
    <Modal
      open={open}
      title={t('notStarted.title')}
      onCancel={() => set({ notStartedOpen: false })}
      centered
      destroyOnHidden
      footer={[
        <DownloadButton key="dl" kind="helper" testId="not-started-download">
          {t('download.helper')}
        </DownloadButton>,
        <Button key="ok" type="primary" onClick={() => set({ notStartedOpen: false })}>
          {t('ok')}
        </Button>,
      ]}
    >
      <div data-testid="helper-not-started">
        <Typography.Paragraph>{t('notStarted.body')}</Typography.Paragraph>
        <Typography.Text type="secondary">{t('notStarted.retrying')}</Typography.Text>
      </div>
    </Modal>
  );
}

/** Spec §9: 30 minutes without a helper and no registered device. */
export function SoftwareNotInstalledModal() {
  const { t } = useTranslation('helperLink');
  const open = useHelperLink((s) => s.notInstalledOpen);
  return (
    <Modal
      open={open}
      title={t('notInstalled.title')}
      onCancel={() => set({ notInstalledOpen: false })}
      centered
      destroyOnHidden
      footer={[
        <Button key="later" onClick={() => set({ notInstalledOpen: false })}>
          {t('later')}
        </Button>,
        <DownloadButton key="dl" kind="helper" type="primary" testId="not-installed-download">
          {t('download.helper')}
        </DownloadButton>,
      ]}
    >
      <Typography.Paragraph data-testid="helper-not-installed">{t('notInstalled.body')}</Typography.Paragraph>
    </Modal>
  );
}

/**
 * Spec §2: install pre-check, then the download starts by itself after a 5-second countdown, with the file's
 * version and size. When the server offers no build for this system, nothing counts down: the modal says so and
 * lists what there is.
 */
export function DownloadModal() {
  const kind = useHelperLink((s) => s.download);
  if (!kind) {
    return null;
  }
  return <DownloadModalFor kind={kind} />;
}

function DownloadModalFor({ kind }: { kind: TDownloadKind }) {
  const { t } = useTranslation('helperLink');
  // Asked again while the file is awaited: a build that finishes starts the countdown here.
  const { file, reason } = useOfferedDownload(kind);
  const reasonText = useDownloadReasonText();
  const [left, setLeft] = useState(DOWNLOAD_COUNTDOWN_S);
  const fileName = file?.file;
  useEffect(() => {
    if (!fileName) {
      return;
    }
    setLeft(DOWNLOAD_COUNTDOWN_S);
    const started = Date.now();
    const timer = setInterval(() => {
      const remaining = DOWNLOAD_COUNTDOWN_S - Math.floor((Date.now() - started) / 1000);
      setLeft(Math.max(0, remaining));
      if (remaining <= 0) {
        clearInterval(timer);
        window.location.assign(downloadUrl(kind));
      }
    }, 250);
    return () => clearInterval(timer);
  }, [kind, fileName]);
  const url = downloadUrl(kind);
  return (
    <Modal
      open
      title={t(`download.${kind}`)}
      onCancel={() => set({ download: null })}
      footer={null}
      centered
      width={file || reason === 'loading' ? 520 : 860}
    >
      <Steps
        direction="vertical"
        size="small"
        current={2}
        items={[
          { title: t('precheck.security') },
          { title: t('precheck.uninstallOld') },
          { title: t('precheck.download') },
        ]}
      />
      <Flex vertical gap={8} data-testid="helper-download" data-offered={file ? '1' : '0'}>
        {reason === 'loading' ? null : file ? (
          <>
            <FileFacts file={file} />
            <Typography.Text>
              {left > 0 ? t('download.countdown', { n: left }) : t('download.started')}{' '}
              <a href={url} download>
                {t('download.manual')}
              </a>
            </Typography.Text>
          </>
        ) : (
          <>
            <Typography.Text type="warning" data-testid="download-unavailable" data-reason={reason}>
              {reason === 'missing' ? t('download.unavailable') : reasonText(kind, reason ?? 'missing')}
            </Typography.Text>
            <SoftwareDownloads />
          </>
        )}
        <Link to="/operateRouting/softwareDownload" target="_blank">
          {t('download.instructions')}
        </Link>
      </Flex>
    </Modal>
  );
}
