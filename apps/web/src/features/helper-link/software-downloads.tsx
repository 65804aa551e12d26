import { DownloadOutlined } from '@ant-design/icons';
import { downloadPath, type TDownloadFile } from '@ksa/contract';
import { Table, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatFileSize } from '../../lib/format';
import { useDownloadsQuery } from './downloads';

/** 'Windows x64', 'macOS arm64', or the browsers the plugin runs in. */
export const useSystemName = () => {
  const { t } = useTranslation('helperLink');
  return (f: Pick<TDownloadFile, 'os' | 'arch'>) => (f.os ? `${t(`files.os.${f.os}`)} ${f.arch}` : t('files.browsers'));
};

/** '版本 0.1.0 · 95 MB' (the size alone for a file without a recorded version). */
export function FileFacts({ file }: { file: TDownloadFile }) {
  const { t } = useTranslation('helperLink');
  const size = formatFileSize(file.size);
  return (
    <Typography.Text type="secondary" data-testid={`file-facts-${file.kind}`}>
      {file.version ? t('files.facts', { version: file.version, size }) : size}
    </Typography.Text>
  );
}

/** Every file the server offers (help page 软件下载, /softwareIntroductionPage). */
export function SoftwareDownloads() {
  const { t } = useTranslation('helperLink');
  const q = useDownloadsQuery();
  const system = useSystemName();
  return (
    <Table<TDownloadFile>
      size="small"
      rowKey="file"
      data-testid="software-downloads"
      loading={q.isLoading}
      pagination={false}
      dataSource={q.data ?? []}
      locale={{ emptyText: t('files.none') }}
      columns={[
        { title: t('files.software'), dataIndex: 'kind', render: (k) => t(`software.${k}`) },
        { title: t('files.system'), key: 'system', render: (_, f) => system(f) },
        { title: t('files.version'), dataIndex: 'version', render: (v) => v ?? '—' },
        { title: t('files.size'), dataIndex: 'size', align: 'right', render: (n: number) => formatFileSize(n) },
        { title: t('files.updated'), dataIndex: 'updatedAt', render: (at: string) => formatDateTime(at) },
        {
          title: 'SHA-256',
          dataIndex: 'sha256',
          render: (h: string | null) =>
            h ? (
              <Tooltip title={h}>
                <Typography.Text code>{h.slice(0, 12)}…</Typography.Text>
              </Tooltip>
            ) : (
              '—'
            ),
        },
        {
          title: t('download.button'),
          key: 'download',
          render: (_, f) => (
            <a href={downloadPath(f.file)} download data-testid={`download-${f.file}`}>
              <DownloadOutlined /> {f.file}
            </a>
          ),
        },
      ]}
    />
  );
}
