import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useVisitorGuard } from '../visitor';
import { fetchTemuAccounts, marketplaceKeys } from './api';
import { openRebind, useMarketplaceUi } from './marketplace-store';

type TShopRef = { mallId: number; platformType: 'temu' | 'shein' };

/**
 * 需重新登录 on a shop row: the shop list does not carry the main account's phone, so it is looked
 * up in the account list (cached when the unbind modal already loaded it).
 */
export const useShopRebind = () => {
  const queryClient = useQueryClient();
  const { guard } = useVisitorGuard();
  return useCallback(
    (shop: TShopRef) =>
      guard(async () => {
        if (shop.platformType === 'shein') {
          openRebind({ phone: '', platform: 'shein' });
          return;
        }
        const accounts = await queryClient
          .fetchQuery({ queryKey: marketplaceKeys.temuAccounts(), queryFn: fetchTemuAccounts })
          .catch(() => []);
        const account = accounts.find((a) => a.shops.some((s) => s.shopId === shop.mallId));
        if (account) {
          openRebind({ phone: account.phone, platform: 'temu' });
        } else {
          useMarketplaceUi.getState().openTemuBind();
        }
      }),
    [guard, queryClient],
  );
};
