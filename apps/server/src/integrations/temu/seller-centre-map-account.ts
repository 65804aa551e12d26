import { isoOf, list, obj, pick, str } from './market-read.js';
import type { TTemuOpenToken, TTemuSellerAccount } from './seller-centre-types.js';

/** GET account → {uid, mainUid (a 子账号's main account), phone, shops:[{mallId, mallName, semiManaged, openedDay}]}. */
export const mapAccount = (body: unknown): TTemuSellerAccount => {
  const b = obj(body);
  return {
    uid: str(b.uid),
    mainUid: str(pick(b, 'mainUid', 'parentUid')) || str(b.uid),
    phone: str(b.phone),
    shops: list(pick(b, 'shops', 'mallList')).map((s) => ({
      mallId: str(s.mallId),
      mallName: str(pick(s, 'mallName', 'name')),
      semiManaged: s.semiManaged === true || s.semiManagedMall === true,
      openedDay: str(pick(s, 'openedDay')) || undefined,
    })),
  };
};

/** GET open-tokens → a list (or {list}) of the mall's authorised Open API tokens. */
export const mapOpenTokens = (body: unknown): TTemuOpenToken[] =>
  list(Array.isArray(body) ? body : pick(obj(body), 'list', 'tokens')).map((t) => {
    const expires = pick(t, 'expiresAt', 'expiredTime');
    return {
      mallId: str(t.mallId),
      region: str(pick(t, 'region', 'regionId'), 'CN'),
      accessToken: str(pick(t, 'accessToken', 'access_token', 'token')),
      expiresAt: expires === undefined ? null : isoOf(expires) || null,
    };
  });
