import type { TAiDraftStatus } from '@ksa/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLOR: Record<TAiDraftStatus, string> = {
  draft: 'default',
  publishing: 'processing',
  published: 'success',
  failed: 'error',
};

/** A draft's status; a failure names its reason in the catalogue's words. */
export function AiStatusTag({
  status,
  errorId,
  errorMsg,
  testId,
}: {
  status: TAiDraftStatus;
  errorId: string | null;
  errorMsg: string | null;
  testId?: string;
}) {
  const { t } = useTranslation('aiProducts');
  return (
    <span data-testid={testId}>
      <Tag color={COLOR[status]}>{t(`status.${status}`)}</Tag>
      {status === 'failed' && errorId && (
        <span className="ai-error">{t(`errors:${errorId}`, { reason: errorMsg ?? '' })}</span>
      )}
    </span>
  );
}
