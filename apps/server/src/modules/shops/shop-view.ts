/** The fields of a main account (marketplace_accounts) a shop's tables show. */
type TAccount = { platform: 'temu' | 'shein'; phone: string | null; externalId: string };

/** A shop's main account as tables show it: the Temu phone, or the Shein supplier id. */
export const accountPhoneOf = (a: TAccount | null) =>
  a ? (a.platform === 'temu' ? (a.phone ?? a.externalId) : a.externalId) : null;
