import { SuccessMsg } from '@ksa/contract';
import { useQueryClient } from '@tanstack/react-query';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { msgOf } from '../../lib/error-text';
import { ALL_SHOPS_ID, shopKeys, useShopSelection } from '../shops';
import { useVisitorGuard } from '../visitor';
import { deleteTemuAccount, marketplaceKeys, unbindSheinShop } from './api';
import { errorMsg, useMsgText } from './use-msg-text';

/** The two unbind calls with the spec §8 texts; afterwards every list showing shops is refetched. */
export const useUnbind = () => {
  const { t } = useTranslation('marketplaces');
  const { message } = App.useApp();
  const toast = useMsgText();
  const { guard } = useVisitorGuard();
  const queryClient = useQueryClient();

  const after = (removedShopIds: readonly number[]) => {
    void queryClient.invalidateQueries({ queryKey: marketplaceKeys.all });
    void queryClient.invalidateQueries({ queryKey: shopKeys.all });
    const { selectedId, select } = useShopSelection.getState();
    // A removed shop cannot stay selected: fall back to all shops (spec §4 invalid selection).
    if (removedShopIds.includes(selectedId)) {
      select(ALL_SHOPS_ID);
    }
  };

  const unbindTemu = (accountId: number, shopIds: readonly number[]) =>
    guard(async () => {
      try {
        await deleteTemuAccount(accountId);
        message.success(t('unbind.deleteOk', { defaultValue: SuccessMsg.DELETE_OK }));
        after(shopIds);
      } catch {
        // Spec §8: a failed Temu unbind always says 删除失败, whatever the server sent.
        toast.error(msgOf('DELETE_FAILED'));
        after([]);
      }
    });

  const unbindShein = (shopId: number) =>
    guard(async () => {
      try {
        await unbindSheinShop(shopId);
        message.success(t('unbind.unbindOk', { defaultValue: SuccessMsg.UNBIND_OK }));
        after([shopId]);
      } catch (err) {
        toast.error(errorMsg(err, 'UNBIND_FAILED'));
        after([]);
      }
    });

  return { unbindTemu, unbindShein };
};
