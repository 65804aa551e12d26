import { DesktopOutlined, DownloadOutlined } from '@ant-design/icons';
import { Button, Flex, List, Modal, Steps, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DOWNLOAD_COUNTDOWN_S, downloadUrl, offeredFile, useDownloadsQuery } from './downloads';
import { type TDownloadKind, useHelperLink } from './helper-link-store';
import { FileFacts, SoftwareDownloads } from './software-downloads';

const set = (p: Parameters<ReturnType<typeof useHelperLink.getState>['set']>[0]) => useHelperLink.getState().set(p);
const openDownload = (kind: TDownloadKind) => set({ download: kind });

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
      footer={[
        <Button key="dl" onClick={() => openDownload('helper')} icon={<DownloadOutlined />}>
          {t('download.helper')}
        </Button>,
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
      footer={[
        <Button key="later" onClick={() => set({ notInstalledOpen: false })}>
          {t('later')}
        </Button>,
        <Button key="dl" type="primary" onClick={() => openDownload('helper')} icon={<DownloadOutlined />}>
          {t('download.helper')}
        </Button>,
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
  const { t } = useTranslation('helperLink');
  const kind = useHelperLink((s) => s.download);
  const files = useDownloadsQuery();
  const file = kind ? offeredFile(files.data, kind) : null;
  const [left, setLeft] = useState(DOWNLOAD_COUNTDOWN_S);
  useEffect(() => {
    if (!kind || !file) {
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
  }, [kind, file]);
  if (!kind) {
    return null;
  }
  const url = downloadUrl(kind);
  return (
    <Modal
      open
      title={t(`download.${kind}`)}
      onCancel={() => set({ download: null })}
      footer={null}
      centered
      width={file || files.isLoading ? 520 : 860}
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
        {files.isLoading ? null : file ? (
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
            <Typography.Text type="warning" data-testid="download-unavailable">
              {t('download.unavailable')}
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

/** The user menu's 必备软件: the helper (with its live link state) and the plugin. */
export function RequiredSoftwareModal() {
  const { t } = useTranslation('helperLink');
  const open = useHelperLink((s) => s.softwareOpen);
  const status = useHelperLink((s) => s.status);
  const files = useDownloadsQuery();
  const items = [
    { kind: 'helper' as const, title: t('software.helper'), desc: t('software.helperDesc') },
    { kind: 'plugin' as const, title: t('software.plugin'), desc: t('software.pluginDesc') },
  ];
  return (
    <Modal open={open} title={t('software.title')} onCancel={() => set({ softwareOpen: false })} footer={null}>
      <List
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            actions={[
              <Button key="dl" icon={<DownloadOutlined />} onClick={() => openDownload(item.kind)}>
                {t('download.button')}
              </Button>,
            ]}
          >
            <List.Item.Meta
              avatar={<DesktopOutlined />}
              title={
                <span>
                  {item.title}{' '}
                  {item.kind === 'helper' && (
                    <Tag color={status === 'connected' ? 'green' : 'default'} data-testid="helper-status">
                      {t(status === 'connected' ? 'software.running' : 'software.notRunning')}
                    </Tag>
                  )}
                </span>
              }
              description={
                <Flex vertical>
                  <span>{item.desc}</span>
                  {offeredFile(files.data, item.kind) ? (
                    <FileFacts file={offeredFile(files.data, item.kind)!} />
                  ) : (
                    files.data && <Typography.Text type="secondary">{t('download.notOffered')}</Typography.Text>
                  )}
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
