import { Button, Progress, Select, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShopListQuery } from '../shops';
import { usePublishMutation, usePublishProgress } from './api';

/** Target Temu shop, 发布 for the chosen drafts, and the batch's progress (MQTT, polled as well). */
export function PublishBar({
  ids,
  defaultShopId,
  label,
  beforePublish,
}: {
  ids: number[];
  defaultShopId?: number | null;
  label: string;
  /** The editor saves its unsaved changes first. */
  beforePublish?: () => Promise<void>;
}) {
  const { t } = useTranslation('aiProducts');
  const shops = useShopListQuery();
  const temuShops = (shops.data ?? []).filter((s) => s.platformType === 'temu');
  const [shopId, setShopId] = useState<number | null>(null);
  const chosen = shopId ?? defaultShopId ?? null;
  const [batchId, setBatchId] = useState<string | null>(null);
  const publish = usePublishMutation();
  const progress = usePublishProgress(batchId);

  const start = async () => {
    if (!chosen) {
      return;
    }
    try {
      await beforePublish?.();
      const r = await publish.mutateAsync({ ids, shopId: chosen });
      setBatchId(r.batchId);
    } catch {
      // The http layer has shown the error.
    }
  };
  const running = Boolean(batchId) && !progress?.finished;
  return (
    <Space wrap data-testid="ai-publish-bar">
      <Select
        data-testid="ai-publish-shop"
        className="ai-shop-select"
        placeholder={t('publish.shop')}
        value={chosen ?? undefined}
        onChange={(v: number) => setShopId(v)}
        options={temuShops.map((s) => ({ value: s.mallId, label: s.mallName }))}
      />
      <Button
        type="primary"
        data-testid="ai-publish"
        disabled={!chosen || ids.length === 0 || running}
        loading={publish.isPending || running}
        onClick={start}
      >
        {label}
      </Button>
      {progress && (
        <span className="ai-progress" data-testid="ai-publish-progress">
          <Progress
            type="circle"
            size={28}
            percent={Math.round((progress.done / Math.max(1, progress.total)) * 100)}
            status={progress.failed > 0 ? 'exception' : progress.finished ? 'success' : 'active'}
          />
          <Typography.Text data-testid="ai-publish-progress-text">
            {progress.finished
              ? t('publish.done', { ok: progress.done - progress.failed, failed: progress.failed })
              : t('publish.progress', { done: progress.done, total: progress.total })}
          </Typography.Text>
        </span>
      )}
    </Space>
  );
}
