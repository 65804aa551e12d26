import { CheckCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { Alert, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { msgKey, type TMsg } from '../../lib/error-text';
import { useRealtime } from '../realtime';
import { useMsgText } from './use-msg-text';

/** Live step list of the bind topics; the last step spins until the finish message. */
export function BindProgress({ steps }: { steps: TMsg[] }) {
  const { t } = useTranslation('marketplaces');
  const { text } = useMsgText();
  const { status } = useRealtime();
  const done = steps.map((s) => ({
    key: msgKey(s),
    icon: <CheckCircleFilled style={{ color: '#52c41a' }} />,
    content: text(s),
  }));
  const items = [
    ...done,
    {
      key: 'pending',
      icon: <LoadingOutlined />,
      content: <Typography.Text type="secondary">{t('temu.binding')}</Typography.Text>,
    },
  ];
  return (
    <div data-testid="bind-progress" className="mk-progress">
      <Typography.Text strong>{t('progress.title')}</Typography.Text>
      <Timeline items={items} style={{ marginTop: 12 }} />
      {status !== 'online' && (
        // Without the broker no finish message can arrive; the shop list still shows the result.
        <Alert type="info" showIcon title={t('temu.offline')} style={{ marginBottom: 12 }} />
      )}
    </div>
  );
}
