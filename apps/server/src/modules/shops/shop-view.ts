import type { marketplaceAccounts } from '../../db/schema/index.js';

type TAccount = Pick<typeof marketplaceAccounts.$inferSelect, 'platform' | 'phone' | 'externalId'>;

/** A shop's main account as tables show it: the Temu phone, or the Shein supplier id. */
export const accountPhoneOf = (a: TAccount | null) =>
  a ? (a.platform === 'temu' ? (a.phone ?? a.externalId) : a.externalId) : null;
