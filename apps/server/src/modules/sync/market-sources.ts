import { eq } from 'drizzle-orm';
import type { TConfig } from '../../config.js';
import type { Db } from '../../db/client.js';
import { marketplaceAccounts } from '../../db/schema/index.js';
import { MarketplaceAuthError } from '../../integrations/marketplace-types.js';
import { createSheinClient, type TSheinClient, type TSheinCreds } from '../../integrations/shein/shein-client.js';
import { sheinPurchaseOrders } from '../../integrations/shein/shein-purchase-orders.js';
import { createSheinSource } from '../../integrations/shein/shein-source.js';
import { createTemuOpenApi } from '../../integrations/temu/open-api-client.js';
import { createTemuOpenApiSource } from '../../integrations/temu/open-api-source.js';
import { createTemuSellerCentreHttp } from '../../integrations/temu/seller-centre-http.js';
import { createTemuListingClient } from '../../integrations/temu/seller-centre-listing.js';
import { createSellerCentreSource } from '../../integrations/temu/seller-centre-source.js';
import type { TClock } from '../../lib/clock.js';
import { sealJson, unsealJson } from '../../lib/seal.js';
import type { TAppQuota } from './app-quota.js';
import { resilientFetch, withRetry } from './retry.js';
import type { TMarketSources } from './sync.types.js';

export type { TMarketSources } from './sync.types.js';

type TAccount = typeof marketplaceAccounts.$inferSelect;

/**
 * Builds each shop's data source from its sealed credential. Each marketplace gets paced, retrying
 * fetch (the services' own rate limits). A Temu seller-centre session that has expired is renewed
 * with the stored password when Temu does not ask for an SMS code; otherwise the account needs re-login.
 */
export const createMarketSources = (config: TConfig, db: Db, clock: TClock, quota: TAppQuota): TMarketSources => {
  const m = config.marketplaces;
  const temuSeller = createTemuSellerCentreHttp({
    baseUrl: m.temuSellerBase,
    fetch: resilientFetch({ minIntervalMs: 110 }),
    now: clock.now,
  });
  const temuOpen = createTemuOpenApi({
    gateways: m.temuGateways,
    appKey: m.temuAppKey,
    appSecret: m.temuAppSecret,
    fetch: resilientFetch({ minIntervalMs: 210 }),
    now: clock.now,
  });
  // Shein's quota is the app's, whichever seller or shop a call is for: every call takes a slot of it.
  const sheinInterval = 1000 / m.sheinAppCallsPerSecond;
  const sheinFetch = resilientFetch({
    minIntervalMs: sheinInterval,
    baseMs: config.syncRateBackoffMs / 2,
    pace: () => quota.acquire(`shein:${m.shein.appId}`, sheinInterval),
  });
  const shein = createSheinClient({ ...m.shein, fetch: sheinFetch, now: clock.now });

  // Shein may also answer a limit with HTTP 200 and its code (openapi00007): back off and ask again, a bounded
  // number of times (1 s doubling to 16 s); a limit that outlasts them defers the shop's sync (sync-runner).
  const sheinPatient: TSheinClient = {
    ...shein,
    call: (path, body, creds) =>
      withRetry(() => shein.call(path, body, creds), {
        attempts: 6,
        baseMs: config.syncRateBackoffMs,
        rateLimitsOnly: true,
      }),
  };

  const sellerSession = async (account: TAccount): Promise<string> => {
    const fresh = account.sessionSealed && account.sessionExpiresAt && account.sessionExpiresAt > clock.now();
    if (fresh) {
      return unsealJson<{ session: string }>(config.sealKey, account.sessionSealed!).session;
    }
    const { password } = unsealJson<{ password: string }>(config.sealKey, account.secretSealed);
    const login = await temuSeller.startLogin(account.phone ?? '', password);
    if (login.kind !== 'ok') {
      throw new MarketplaceAuthError(
        'temu-seller',
        'SESSION_EXPIRED',
        'the session expired and Temu asks for a new login',
      );
    }
    await db
      .update(marketplaceAccounts)
      .set({
        sessionSealed: sealJson(config.sealKey, { session: login.session }),
        sessionExpiresAt: new Date(login.expiresAt),
        updatedAt: clock.now(),
      })
      .where(eq(marketplaceAccounts.id, account.id));
    return login.session;
  };

  return {
    temuSeller,
    temuOpen,
    // Paced like the sync's seller-centre calls: a product with many spec values stays within the rate limit.
    temuListing: createTemuListingClient({ baseUrl: m.temuSellerBase, fetch: resilientFetch({ minIntervalMs: 110 }) }),
    sellerSession,
    shein: sheinPatient,
    sheinPurchaseOrders: sheinPurchaseOrders({ apiBase: m.shein.apiBase, fetch: sheinFetch, now: clock.now }),
    forShop: async (_shop, account) => {
      if (account.kind === 'temu_seller') {
        return createSellerCentreSource(temuSeller, await sellerSession(account));
      }
      if (account.kind === 'temu_open') {
        const { token } = unsealJson<{ token: string }>(config.sealKey, account.secretSealed);
        return createTemuOpenApiSource(temuOpen, token, (account.region ?? 'CN') as 'CN');
      }
      return createSheinSource(sheinPatient, unsealJson<TSheinCreds>(config.sealKey, account.secretSealed), {
        now: clock.now,
      });
    },
  };
};
