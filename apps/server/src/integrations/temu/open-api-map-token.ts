import { isoOf, num, obj, pick, str } from './market-read.js';

export type TTemuTokenInfo = { mallId: string; expiresAt: string | null; apiScopes: string[] };
export type TTemuMallInfo = { semiManaged: boolean; mallName: string | null };

/** bg.open.accesstoken.info.get(.global): which mall the pasted token belongs to and until when. */
export const mapTokenInfo = (result: unknown): TTemuTokenInfo => {
  const r = obj(result);
  const expired = pick(r, 'expiredTime', 'expireTime');
  return {
    mallId: str(pick(r, 'mallId', 'mall_id')),
    expiresAt: expired === undefined ? null : isoOf(expired) || null,
    apiScopes: (Array.isArray(r.apiScopeList) ? r.apiScopeList : []).map((s) => str(s)).filter(Boolean),
  };
};

/** bg.mall.info.get: the open API only says whether the mall is semi-managed; a name is rarely there. */
export const mapMallInfo = (result: unknown): TTemuMallInfo => {
  const r = obj(result);
  const semi = pick(r, 'semiManagedMall', 'isSemiManagedMall', 'semiManaged');
  const name = str(pick(r, 'mallName', 'name'));
  return { semiManaged: semi === true || num(semi) === 1, mallName: name || null };
};
