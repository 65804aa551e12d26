import { eq } from 'drizzle-orm';
import type { TDeps } from '../../deps.js';
import { bjDay } from '../../lib/days.js';
import { completeSheinAuthorization, sheinAuthorizationUrl } from '../../modules/marketplaces/shein-bind.service.js';
import { completeTemuBind } from '../../modules/marketplaces/temu-bind.service.js';
import { refreshShopDaily } from '../../modules/sync/shop-daily.js';
import type { TAuth } from '../../plugins/auth-context.js';
import { marketplaceAccounts, shops, skuCosts, users } from '../schema/index.js';
import { empowerInSandbox } from './sandbox-empower.js';

type TSandboxAccounts = {
  temu: { phone: string; password: string; needsSmsCode: boolean; demo: boolean }[];
  shein: { supplierId: string; demo: boolean }[];
};

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/**
 * First start with the sandbox: the visitor demo BOSS binds the sandbox's demo accounts through the
 * same flows a seller uses (Temu login, Shein empower), so the preview shows really synced data.
 * Runs in the background after listen; does nothing once the demo tenant has accounts.
 */
/**
 * The demo seller's cost sheet (kept in the sandbox, as a seller keeps one in Excel), valid for all of
 * history, so the preview shows profit. Costs do not need the SKUs to exist yet; re-costing the daily
 * aggregate afterwards covers a sync that finished first.
 */
const importDemoCosts = async (deps: TDeps, bossId: number, base: string) => {
  const own = await deps.db
    .select({ id: shops.id, externalId: shops.externalId })
    .from(shops)
    .where(eq(shops.bossId, bossId));
  for (const shop of own) {
    const sheet = await fetch(`${base}/market/cost-sheet/${encodeURIComponent(shop.externalId)}`).then(
      (r) => (r.ok ? (r.json() as Promise<{ rows: { skuId: number; costCents: number }[] }>) : { rows: [] }),
      () => ({ rows: [] }),
    );
    for (let i = 0; i < sheet.rows.length; i += 1000) {
      await deps.db
        .insert(skuCosts)
        .values(
          sheet.rows.slice(i, i + 1000).map((r) => ({
            shopId: shop.id,
            skuId: String(r.skuId),
            effectiveFrom: '2000-01-01',
            costCents: r.costCents,
          })),
        )
        .onConflictDoNothing();
    }
    await refreshShopDaily(deps.db, shop.id, '2000-01-01', bjDay(deps.clock.now()));
  }
};

export const bindDemoMarketplaces = async (deps: TDeps) => {
  const [demo] = await deps.db.select().from(users).where(eq(users.isDemo, true)).limit(1);
  if (
    !demo ||
    (
      await deps.db
        .select({ id: marketplaceAccounts.id })
        .from(marketplaceAccounts)
        .where(eq(marketplaceAccounts.bossId, demo.id))
        .limit(1)
    ).length
  ) {
    return;
  }
  const base = deps.config.sandboxUrl;
  let accounts: TSandboxAccounts | undefined;
  for (let i = 0; i < 60 && !accounts; i++) {
    accounts = await fetch(`${base}/accounts`).then(
      (r) => (r.ok ? (r.json() as Promise<TSandboxAccounts>) : undefined),
      () => undefined,
    );
    if (!accounts) {
      await sleep(1000);
    }
  }
  if (!accounts) {
    deps.log.warn('demo: sandbox not reachable; the visitor preview stays empty');
    return;
  }
  const auth: TAuth = {
    userId: demo.id,
    bossId: demo.id,
    role: 'boss',
    sessionId: 'demo',
    isVisitor: false,
    phone: null,
    permissionIds: [],
    permissions: [],
  };
  for (const acc of accounts.temu.filter((a) => a.demo)) {
    const login = await deps.marketSources.temuSeller.startLogin(acc.phone, acc.password);
    if (login.kind === 'ok') {
      await completeTemuBind(deps, auth, { phone: acc.phone, password: acc.password }, login, true);
    }
  }
  for (const seller of accounts.shein.filter((s) => s.demo)) {
    const authUrl = await sheinAuthorizationUrl(deps, auth, 'demo-seed', `${base}/`);
    const { state, redirect } = await empowerInSandbox(base, authUrl, seller.supplierId);
    await completeSheinAuthorization(deps, {
      state,
      tempToken: redirect.searchParams.get('tempToken') ?? undefined,
    });
  }
  await importDemoCosts(deps, demo.id, base);
  // The demo must always look like a paying customer's account.
  await deps.db
    .update(shops)
    .set({ expireAt: new Date(Date.UTC(2099, 0, 1)) })
    .where(eq(shops.bossId, demo.id));
  deps.log.info('demo: sandbox marketplaces bound for the visitor preview');
};
