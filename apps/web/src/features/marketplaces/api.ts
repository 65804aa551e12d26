import { ApiRoutes, ZSendTemuCodeResponseSchema, ZSheinShopListSchema, ZTemuAccountListSchema } from '@ksa/contract';
import { z } from 'zod';
import { apiCall } from '../../lib/api-call';
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
  apiCall(ApiRoutes.sendTemuCode, { data: ZSendTemuCodeResponseSchema }, body, silent);

export const bindTemuAccount = (body: TTemuCredentials & { code: string }) =>
  request<unknown>(ApiRoutes.bindAccount.path, body, silent);

export const bindTemuOpenToken = (body: TOpenTokenRequest) =>
  request<TOpenTokenResult>(ApiRoutes.bindTemuOpenToken.path, body, silent);

export const fetchSheinAuthUrl = (clientId: string) =>
  apiCall(ApiRoutes.sheinAuthUrl, { data: z.string() }, { clientId }, silent);

export const cancelSheinAuth = () => get<unknown>(ApiRoutes.sheinAuthCancel.path, {}, silent);

export const fetchTemuAccounts = () => apiCall(ApiRoutes.getTemuAccountList, { data: ZTemuAccountListSchema });

export const fetchSheinShops = () => apiCall(ApiRoutes.getAccountSheinShopList, { data: ZSheinShopListSchema });

export const deleteTemuAccount = (accountId: number) =>
  request<unknown>(ApiRoutes.deleteTemuAccount.path, { accountId }, silent);

export const unbindSheinShop = (shopId: number) => request<unknown>(ApiRoutes.unbindSheinShop.path, { shopId }, silent);
