import { ApiRoutes } from '@ksa/contract';
import { apiCall } from '../../lib/api-call';
import type { TOpenTokenRequest } from './types';

/** Modifying calls are silent: the modals show the msg themselves (translated, de-duplicated). */
const silent = { silent: true } as const;

/** Query-key factory: unbinding and binding invalidate exactly these. */
export const marketplaceKeys = {
  all: ['marketplaces'] as const,
  temuAccounts: () => [...marketplaceKeys.all, 'temuAccounts'] as const,
  sheinShops: () => [...marketplaceKeys.all, 'sheinShops'] as const,
};

type TTemuCredentials = { phone: string; password: string; isRebind?: boolean };

export const sendTemuCode = (body: TTemuCredentials) => apiCall(ApiRoutes.sendTemuCode, body, silent);

export const bindTemuAccount = (body: TTemuCredentials & { code: string }) =>
  apiCall(ApiRoutes.bindAccount, body, silent);

export const bindTemuOpenToken = (body: TOpenTokenRequest) => apiCall(ApiRoutes.bindTemuOpenToken, body, silent);

export const fetchSheinAuthUrl = (clientId: string) => apiCall(ApiRoutes.sheinAuthUrl, { clientId }, silent);

export const cancelSheinAuth = () => apiCall(ApiRoutes.sheinAuthCancel, {}, silent);

export const fetchTemuAccounts = () => apiCall(ApiRoutes.getTemuAccountList);

export const fetchSheinShops = () => apiCall(ApiRoutes.getAccountSheinShopList);

export const deleteTemuAccount = (accountId: number) => apiCall(ApiRoutes.deleteTemuAccount, { accountId }, silent);

export const unbindSheinShop = (shopId: number) => apiCall(ApiRoutes.unbindSheinShop, { shopId }, silent);
