import type {
  TemuRegions,
  ZSheinBindMessageSchema,
  ZSheinShopListSchema,
  ZTemuAccountListSchema,
  ZTemuOpenTokenRequestSchema,
} from '@ksa/contract';
// Type-only: the schemas stay on the server side of the bundle, the web app trusts the envelope.
import type { z } from 'zod';

export type TTemuAccount = z.infer<typeof ZTemuAccountListSchema>[number];
export type TBoundShop = TTemuAccount['shops'][number];
export type TSheinShop = z.infer<typeof ZSheinShopListSchema>[number];
export type TSheinBindMessage = z.infer<typeof ZSheinBindMessageSchema>;
export type TTemuRegion = (typeof TemuRegions)[number];
export type TOpenTokenRequest = z.infer<typeof ZTemuOpenTokenRequestSchema>;
export type TSendTemuCodeResult = { needCode: boolean; countdown: number };
export type TOpenTokenResult = { shopId: number; mallName: string; expiresAt: string | null };
/** rebind/topic: a main account's marketplace session dropped. */
export type TRebindNotice = { accountId: number | null; phone: string; platform: 'temu' | 'shein' };
