import type { TDeps } from '../../deps.js';
import type { TSheinCreds } from '../../integrations/shein/shein-client.js';
import type { TMkShipOrder, TMkStockOrder } from '../../integrations/temu/market-stock-orders.js';
import type { TTemuRegion } from '../../integrations/temu/open-api-client.js';
import { temuStockOrders } from '../../integrations/temu/open-api-stock-orders.js';
import { unsealJson } from '../../lib/seal.js';
import { shopWithAccounts } from './delivery.repo.js';

export type TDeliveryConnector = {
  platform: 'temu' | 'shein';
  /** Whether actions can go back to the marketplace (Temu with an Open API token). */
  actionable: boolean;
  stockOrders: (from: Date) => AsyncGenerator<TMkStockOrder[]>;
  shipOrders: (stockOrderSns: string[]) => AsyncGenerator<TMkShipOrder[]>;
  temu: ReturnType<typeof temuStockOrders> | null;
};

async function* none<T>(): AsyncGenerator<T[]> {}

/**
 * How one shop's stock orders are reached. Temu: through the Open API token of the shop (an account bound by
 * token, or a token pasted for a seller-centre shop); a shop without one has no stock orders we can read or act
 * on. Shein: the store's authorization (read only). Semi-managed shops ship to customers and have none.
 */
export const deliveryConnector = async (deps: TDeps, shopId: number): Promise<TDeliveryConnector | null> => {
  const found = await shopWithAccounts(deps.db, shopId);
  if (!found || found.shop.semiManaged) {
    return null;
  }
  const { shop, accounts } = found;
  if (shop.platform === 'temu') {
    const open = accounts.find((a) => a.kind === 'temu_open' && a.status === 'active');
    if (!open) {
      return null;
    }
    const { token } = unsealJson<{ token: string }>(deps.config.sealKey, open.secretSealed);
    const temu = temuStockOrders(deps.marketSources.temuOpen, token, (open.region ?? 'CN') as TTemuRegion);
    return { platform: 'temu', actionable: true, stockOrders: temu.stockOrders, shipOrders: temu.shipOrders, temu };
  }
  const account = accounts.find((a) => a.kind === 'shein_open' && a.status === 'active');
  if (!account) {
    return null;
  }
  const creds = unsealJson<TSheinCreds>(deps.config.sealKey, account.secretSealed);
  // Paced on the Shein app's shared quota (an unpaced call here was what rate-limited full-managed shops).
  const list = deps.marketSources.sheinPurchaseOrders;
  return {
    platform: 'shein',
    actionable: false,
    stockOrders: (from) => list(creds, shop.externalId, from),
    shipOrders: () => none<TMkShipOrder>(),
    temu: null,
  };
};
