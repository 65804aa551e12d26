import { NoticeLimits, NoticeTypes, type TAdminNotice, type TNoticeType } from '@ksa/contract';
import {
  Alert,
  Button,
  Card,
  Col,
  DatePicker,
  Form,
  Input,
  Modal,
  Popconfirm,
  Row,
  Select,
  Space,
  Table,
  Tag,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useDeferredValue, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminNoticesQuery, useDeleteNoticeMutation, useNoticePreviewQuery, useSaveNoticeMutation } from './api';
import { adminErrorText } from './error-text';
import { bjTime } from './format';

type TDraft = {
  noticeId?: number;
  noticeType: TNoticeType;
  title: string;
  summary: string;
  bodyMd: string;
  publishTime: Dayjs | null;
};
const EMPTY: TDraft = { noticeType: 'news', title: '', summary: '', bodyMd: '', publishTime: null };

/** The Markdown editor with the server's rendering beside it (what sellers will see, cleaned the same way). */
function NoticeEditor({ draft, onClose }: { draft: TDraft; onClose: () => void }) {
  const { t } = useTranslation('admin');
  const [d, setD] = useState(draft);
  const [error, setError] = useState('');
  const save = useSaveNoticeMutation();
  const preview = useNoticePreviewQuery(useDeferredValue(d.bodyMd));
  const set = (patch: Partial<TDraft>) => setD((x) => ({ ...x, ...patch }));

  const submit = async () => {
    setError('');
    try {
      await save.mutateAsync({
        ...(d.noticeId ? { noticeId: d.noticeId } : {}),
        noticeType: d.noticeType,
        title: d.title,
        ...(d.summary.trim() ? { summary: d.summary } : {}),
        bodyMd: d.bodyMd,
        ...(d.publishTime ? { publishTime: d.publishTime.format() } : {}),
      });
      onClose();
    } catch (err) {
      setError(adminErrorText(err));
    }
  };
  return (
    <Modal
      open
      width={1100}
      title={d.noticeId ? t('notices.edit') : t('notices.create')}
      onCancel={onClose}
      onOk={submit}
      okText={t('notices.publish')}
      confirmLoading={save.isPending}
      okButtonProps={{ 'data-testid': 'notice-save' } as Record<`data-${string}`, string>}
    >
      <Row gutter={16}>
        <Col span={12}>
          <Form layout="vertical">
            <Form.Item label={t('notices.type')}>
              <Select
                value={d.noticeType}
                onChange={(v) => set({ noticeType: v })}
                options={NoticeTypes.map((v) => ({ value: v, label: t(`notices.types.${v}`) }))}
                data-testid="notice-type"
              />
            </Form.Item>
            <Form.Item label={t('notices.title')}>
              <Input
                value={d.title}
                maxLength={NoticeLimits.titleMax}
                showCount
                onChange={(e) => set({ title: e.target.value })}
                data-testid="notice-title"
              />
            </Form.Item>
            <Form.Item label={t('notices.summary')} extra={t('notices.summaryHint')}>
              <Input
                value={d.summary}
                maxLength={NoticeLimits.summaryMax}
                onChange={(e) => set({ summary: e.target.value })}
              />
            </Form.Item>
            <Form.Item label={t('notices.publishTime')} extra={t('notices.publishTimeHint')}>
              <DatePicker showTime value={d.publishTime} onChange={(v) => set({ publishTime: v })} />
            </Form.Item>
            <Form.Item label={t('notices.body')}>
              <Input.TextArea
                value={d.bodyMd}
                rows={14}
                maxLength={NoticeLimits.bodyMax}
                onChange={(e) => set({ bodyMd: e.target.value })}
                placeholder={t('notices.bodyHint')}
                data-testid="notice-body"
              />
            </Form.Item>
          </Form>
        </Col>
        <Col span={12}>
          <Card size="small" title={t('notices.preview')} style={{ height: '100%' }}>
            {/* Rendered and sanitised by the server (markdown-it + sanitize-html), as on the public pages. */}
            <div
              className="ksa-news-body"
              data-testid="notice-preview"
              // biome-ignore lint/security/noDangerouslySetInnerHtml: the server's allow-listed HTML
              dangerouslySetInnerHTML={{ __html: d.bodyMd.trim() ? (preview.data?.html ?? '') : '' }}
            />
          </Card>
        </Col>
      </Row>
      {error && <Alert type="error" showIcon message={error} data-testid="notice-error" />}
    </Modal>
  );
}

/** News, announcements and articles: written here in Markdown, shown on /index, /home/consult and the mobile site. */
export function NoticesTab() {
  const { t } = useTranslation('admin');
  const notices = useAdminNoticesQuery();
  const remove = useDeleteNoticeMutation();
  const [editing, setEditing] = useState<TDraft | null>(null);
  const [error, setError] = useState('');
  const edit = (n: TAdminNotice) =>
    setEditing({
      noticeId: n.noticeId,
      noticeType: n.noticeType,
      title: n.title,
      summary: n.summary,
      bodyMd: n.bodyMd,
      publishTime: dayjs(n.publishTime),
    });
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Button type="primary" onClick={() => setEditing(EMPTY)} data-testid="notice-new">
        {t('notices.create')}
      </Button>
      {error && <Alert type="error" showIcon message={error} />}
      <Table<TAdminNotice>
        rowKey="noticeId"
        size="small"
        loading={notices.isLoading}
        dataSource={notices.data?.list ?? []}
        data-testid="notices-table"
        columns={[
          {
            title: t('notices.type'),
            dataIndex: 'noticeType',
            width: 110,
            render: (v: TNoticeType) => <Tag>{t(`notices.types.${v}`)}</Tag>,
          },
          { title: t('notices.title'), dataIndex: 'title' },
          { title: t('notices.publishTime'), dataIndex: 'publishTime', width: 180, render: (v: string) => bjTime(v) },
          {
            title: t('notices.actions'),
            width: 160,
            render: (_: unknown, n) => (
              <Space>
                <Button size="small" onClick={() => edit(n)} data-testid={`notice-edit-${n.noticeId}`}>
                  {t('notices.edit')}
                </Button>
                <Popconfirm
                  title={t('notices.confirmDelete')}
                  onConfirm={() => remove.mutateAsync(n.noticeId).catch((err) => setError(adminErrorText(err)))}
                >
                  <Button size="small" danger data-testid={`notice-delete-${n.noticeId}`}>
                    {t('notices.delete')}
                  </Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {editing && <NoticeEditor draft={editing} onClose={() => setEditing(null)} />}
    </Space>
  );
}
