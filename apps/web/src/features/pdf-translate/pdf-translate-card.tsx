import { FilePdfOutlined, InboxOutlined } from '@ant-design/icons';
import { type TPdfSource, TranslationLanguages, type TTranslationLanguage } from '@ksa/contract';
import { Alert, Button, Card, Input, Select, Space, Spin, Typography, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { msgOfError, msgText } from '../../lib/error-text';
import {
  usePdfSourceLanguageQuery,
  usePdfTranslateResultQuery,
  useTranslatePdfMutation,
  useUploadPdfMutation,
} from './api';

/**
 * Instructions and certificates into the marketplace's language (spec data §7): upload or link a PDF, see the
 * language detected, translate, and download the translated PDF with the same layout.
 */
export function PdfTranslateCard({ defaultTo = 'en' }: { defaultTo?: TTranslationLanguage }) {
  const { t } = useTranslation('pdfTranslate');
  const [source, setSource] = useState<(TPdfSource & { name: string }) | null>(null);
  const [link, setLink] = useState('');
  const [to, setTo] = useState<TTranslationLanguage>(defaultTo);
  const [taskId, setTaskId] = useState<string | null>(null);
  const upload = useUploadPdfMutation();
  const detected = usePdfSourceLanguageQuery(
    source && ('fileKey' in source ? { fileKey: source.fileKey } : { url: source.url }),
  );
  const submit = useTranslatePdfMutation();
  const result = usePdfTranslateResultQuery(taskId);

  const choose = (next: (TPdfSource & { name: string }) | null) => {
    setSource(next);
    setTaskId(null);
    submit.reset();
  };
  const start = () => {
    if (!source || !detected.data) {
      return;
    }
    const from: 'zh' | 'auto' = detected.data.language === 'zh' ? 'zh' : 'auto';
    const body = 'fileKey' in source ? { fileKey: source.fileKey, from, to } : { url: source.url, from, to };
    submit.mutate(body, { onSuccess: (r) => setTaskId(r.taskId) });
  };
  const running = submit.isPending || (taskId !== null && (!result.data || result.data.status === 'running'));
  const failure = upload.error ?? detected.error ?? submit.error ?? result.error;

  return (
    <Card title={t('title')} data-testid="pdf-translate">
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        <Typography.Text type="secondary">{t('intro')}</Typography.Text>
        <Upload.Dragger
          accept="application/pdf,.pdf"
          showUploadList={false}
          disabled={upload.isPending}
          customRequest={({ file }) => {
            const f = file as File;
            upload.mutate(f, { onSuccess: (r) => choose({ fileKey: r.key, name: f.name }) });
          }}
          data-testid="pdf-upload"
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{upload.isPending ? t('uploading') : t('drop')}</p>
        </Upload.Dragger>
        <Space.Compact style={{ width: '100%' }}>
          <Input
            placeholder={t('linkPlaceholder')}
            value={link}
            onChange={(e) => setLink(e.target.value)}
            data-testid="pdf-link"
          />
          <Button
            disabled={!/^https?:\/\/\S+$/.test(link.trim())}
            onClick={() => choose({ url: link.trim(), name: link.trim().split('/').pop() || link.trim() })}
            data-testid="pdf-link-use"
          >
            {t('useLink')}
          </Button>
        </Space.Compact>
        {source && (
          <Space direction="vertical" data-testid="pdf-source">
            <Typography.Text>
              <FilePdfOutlined /> {source.name}
            </Typography.Text>
            {detected.isFetching && <Spin size="small" />}
            {detected.data && (
              <Typography.Text data-testid="pdf-detected" data-language={detected.data.language}>
                {t('detected', {
                  language: t(`lang.${detected.data.language}`, { defaultValue: detected.data.language }),
                  pages: detected.data.pageCount,
                })}
                <Typography.Text type="secondary"> · {detected.data.sample}</Typography.Text>
              </Typography.Text>
            )}
          </Space>
        )}
        <Space wrap>
          <span>{t('to')}</span>
          <Select
            value={to}
            onChange={(v) => {
              setTo(v);
              setTaskId(null);
            }}
            style={{ width: 160 }}
            data-testid="pdf-to"
            options={TranslationLanguages.map((l) => ({ value: l, label: t(`lang.${l}`) }))}
          />
          <Button
            type="primary"
            disabled={!detected.data || running}
            loading={running}
            onClick={start}
            data-testid="pdf-start"
          >
            {running ? t('translating') : t('start')}
          </Button>
        </Space>
        {failure && <Alert type="error" showIcon message={msgText(msgOfError(failure, 'TRANSLATE_FAILED'))} />}
        {result.data?.status === 'failed' && (
          <Alert
            type="error"
            showIcon
            message={t('failed', { reason: result.data.error ?? '' })}
            data-testid="pdf-failed"
          />
        )}
        {result.data?.status === 'finished' && result.data.url && (
          <Alert
            type="success"
            showIcon
            data-testid="pdf-done"
            message={t('done', { pages: result.data.pageCount ?? 0 })}
            action={
              <Button href={result.data.url} target="_blank" rel="noopener" data-testid="pdf-download">
                {t('download')}
              </Button>
            }
          />
        )}
      </Space>
    </Card>
  );
}
