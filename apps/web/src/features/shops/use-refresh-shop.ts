import { ApiRoutes } from '@ksa/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { apiCall } from '../../lib/api-call';
import { useVisitorGuard } from '../visitor';
import { shopKeys } from './api';

/**
 * /api/shop/refresh for one shop: 刷新数据 and a failed shop's 重试. The server keeps the 5-minute limit (its
 * message, 数据刚刷新过，请N秒后再试, is toasted by the request layer) and says whether it re-reads everything
 * (past the 30-minute full-refresh window) or the recent days; the statuses then poll until it is done.
 */
export const useRefreshShop = () => {
  const { guard } = useVisitorGuard();
  const { message } = App.useApp();
  const { t } = useTranslation('marketplaces');
  const qc = useQueryClient();
  const mutation = useMutation({
    mutationFn: (shopId: number) => apiCall(ApiRoutes.shopRefresh, { shopId }),
    onSuccess: (r) => void message.success(t(r.mode === 'full' ? 'sync.refreshQueuedFull' : 'sync.refreshQueued')),
    onSettled: () => qc.invalidateQueries({ queryKey: shopKeys.all }),
  });
  const run = (shopId: number) => {
    guard(() => mutation.mutateAsync(shopId).catch(() => undefined));
  };
  return { run, isPending: mutation.isPending };
};
