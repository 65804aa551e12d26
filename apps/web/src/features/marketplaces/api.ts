import { ApiRoutes } from '@ksa/contract';
import { get, request } from '../../lib/http';
import type { TOpenTokenRequest, TOpenTokenResult, TSendTemuCodeResult, TSheinShop, TTemuAccount } from './types';

/** Modifying calls are silent: the modals show the msg themselves (translated, de-duplicated). */
const silent = { silent: true } as const;

/** Query-key factory: unbinding and binding invalidate exactly these. */
export const marketplaceKeys = {
  all: ['marketplaces'] as const,
  temuAccounts: () => [...marketplaceKeys.all, 'temuAccounts'] as const,
  sheinShops: () => [...marketplaceKeys.all, 'sheinShops'] as const,
};

type TTemuCredentials = { phone: string; password: string; isRebind?: boolean };

export const sendTemuCode = (body: TTemuCredentials) =>
  request<TSendTemuCodeResult>(ApiRoutes.sendTemuCode.path, body, silent);

export const bindTemuAccount = (body: TTemuCredentials & { code: string }) =>
  request<unknown>(ApiRoutes.bindAccount.path, body, silent);

export const bindTemuOpenToken = (body: TOpenTokenRequest) =>
  request<TOpenTokenResult>(ApiRoutes.bindTemuOpenToken.path, body, silent);

export const fetchSheinAuthUrl = (clientId: string) =>
  request<string>(ApiRoutes.sheinAuthUrl.path, { clientId }, silent);

export const cancelSheinAuth = () => get<unknown>(ApiRoutes.sheinAuthCancel.path, {}, silent);

export const fetchTemuAccounts = () => request<TTemuAccount[]>(ApiRoutes.getTemuAccountList.path);

export const fetchSheinShops = () => request<TSheinShop[]>(ApiRoutes.getAccountSheinShopList.path);

export const deleteTemuAccount = (accountId: number) =>
  request<unknown>(ApiRoutes.deleteTemuAccount.path, { accountId }, silent);

export const unbindSheinShop = (shopId: number) => request<unknown>(ApiRoutes.unbindSheinShop.path, { shopId }, silent);
