import type { TDeps } from '../../deps.js';
import type { TTemuRegion } from '../../integrations/temu/open-api-client.js';
import { sealJson } from '../../lib/seal.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { audit } from '../audit/audit.service.js';
import { getTenantTemuShop, setShopOpenAccount, upsertAccount } from './shops.repo.js';

const REGIONS: readonly TTemuRegion[] = ['CN', 'PA', 'US', 'EU', 'GLOBAL'];

/**
 * Stock orders and shipping (the delivery centre, the shipper app) go through Temu's Open API only: the seller
 * centre's pages we read have none. A seller who bound the main account by login would otherwise see no stock
 * orders until they found 授权管理 and pasted each mall's token by hand. So, right after the login bind, the
 * tokens the seller centre lists under 授权管理 for the account's malls are taken over as each shop's second
 * source, exactly as a pasted token is (validated with the access-token-info call first). Best effort: a failure
 * here leaves the shop as it was (sales sync unaffected; a token can still be pasted) and is only logged.
 */
export const adoptSellerCentreTokens = async (deps: TDeps, auth: TAuth, session: string, mallIds: string[]) => {
  let adopted = 0;
  try {
    const now = deps.clock.now();
    const tokens = (await deps.marketSources.temuSeller.openTokens(session)).filter(
      (t) =>
        mallIds.includes(t.mallId) &&
        t.accessToken &&
        (!t.expiresAt || new Date(t.expiresAt).getTime() > now.getTime()) &&
        REGIONS.includes(t.region as TTemuRegion),
    );
    for (const t of tokens) {
      const region = t.region as TTemuRegion;
      // A token of another app (or revoked since the page was read) fails here and is skipped.
      const info = await deps.marketSources.temuOpen.tokenInfo(t.accessToken, region).catch(() => null);
      if (!info || String(info.mallId) !== t.mallId) {
        continue;
      }
      const done = await deps.db.transaction(async (tx) => {
        const shop = await getTenantTemuShop(tx, auth.bossId, t.mallId);
        if (!shop || shop.openAccountId) {
          return false;
        }
        const account = await upsertAccount(tx, {
          bossId: auth.bossId,
          platform: 'temu',
          kind: 'temu_open',
          externalId: t.mallId,
          region,
          secretSealed: sealJson(deps.config.sealKey, { token: t.accessToken }),
          tokenExpiresAt: info.expiresAt ? new Date(info.expiresAt) : null,
          status: 'active',
          updatedAt: now,
        });
        if (!account) {
          return false;
        }
        await setShopOpenAccount(tx, shop.id, account.id);
        await audit(tx, {
          event: 'bind.temuOpenToken',
          ok: true,
          userId: auth.userId,
          bossId: auth.bossId,
          detail: { mallId: t.mallId, region, from: 'sellerCentre' },
        });
        return true;
      });
      adopted += done ? 1 : 0;
    }
  } catch (err) {
    deps.log.warn({ err: (err as Error).message }, 'temu bind: open tokens of the seller centre not adopted');
  }
  return adopted;
};
