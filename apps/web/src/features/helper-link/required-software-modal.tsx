import { DesktopOutlined } from '@ant-design/icons';
import { Flex, List, Modal, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DownloadButton, useDownloadReasonText, useOfferedDownload } from './download-button';
import { type TDownloadKind, useHelperLink } from './helper-link-store';
import { FileFacts } from './software-downloads';

/** The file's version and size, or why there is none to download. */
function OfferedFacts({ kind }: { kind: TDownloadKind }) {
  const { file, reason } = useOfferedDownload(kind);
  const reasonText = useDownloadReasonText();
  if (file) {
    return <FileFacts file={file} />;
  }
  return reason && reason !== 'loading' ? (
    <Typography.Text type="secondary" data-testid={`software-reason-${kind}`}>
      {reasonText(kind, reason)}
    </Typography.Text>
  ) : null;
}

/** The user menu's 必备软件: the helper (with its live link state) and the plugin. */
export function RequiredSoftwareModal() {
  const { t } = useTranslation('helperLink');
  const open = useHelperLink((s) => s.softwareOpen);
  const status = useHelperLink((s) => s.status);
  const items = [
    { kind: 'helper' as const, title: t('software.helper'), desc: t('software.helperDesc') },
    { kind: 'plugin' as const, title: t('software.plugin'), desc: t('software.pluginDesc') },
  ];
  return (
    <Modal
      open={open}
      title={t('software.title')}
      onCancel={() => useHelperLink.getState().set({ softwareOpen: false })}
      footer={null}
      // Closed, it asks the server nothing (its buttons poll while a file is awaited).
      destroyOnHidden
    >
      <List
        dataSource={items}
        renderItem={(item) => (
          <List.Item
            actions={[
              <DownloadButton key="dl" kind={item.kind} testId={`software-download-${item.kind}`}>
                {t('download.button')}
              </DownloadButton>,
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
                  <OfferedFacts kind={item.kind} />
                </Flex>
              }
            />
          </List.Item>
        )}
      />
    </Modal>
  );
}
