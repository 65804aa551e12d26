import { MarketplacePermanentError, MarketplaceRateLimitError } from '../marketplace-types.js';
import { list, num, obj, str } from './market-read.js';
import {
  packageEditBody,
  packingSendBody,
  shipOrderCreateBody,
  stagingAddBody,
  stagingJoinErrors,
  type TReceiveGroup,
  type TShipSku,
} from './open-api-ship-bodies.js';

export type TTemuCall = (type: string, params?: Record<string, unknown>) => Promise<unknown>;

/** 备货及发货API组 allows 3-5 calls a second per token and one action here makes several: a refused call waits. */
const RETRIES = 5;
const RETRY_WAIT_MS = 300;

export const paced =
  (call: TTemuCall): TTemuCall =>
  async (type, params) => {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await call(type, params);
      } catch (err) {
        if (!(err instanceof MarketplaceRateLimitError) || attempt >= RETRIES) {
          throw err;
        }
        await new Promise((resolve) => setTimeout(resolve, RETRY_WAIT_MS * attempt));
      }
    }
  };

const refused = (message: string) => new MarketplacePermanentError('temu-open', 'LOCAL', message);

/** The shipping writes of the delivery connector, each fetching what its documented body needs first. */
export const temuShipWrites = (call: TTemuCall) => {
  /** The SKUs and quantities of stock orders (bg.purchaseorderv2.get by 子采购单号). */
  const skusOf = async (sns: string[]): Promise<Map<string, TShipSku[]>> => {
    const r = obj(await call('bg.purchaseorderv2.get', { pageNo: 1, pageSize: 100, subPurchaseOrderSnList: sns }));
    return new Map(
      list(r.subOrderForSupplierList).map((o) => [
        str(o.subPurchaseOrderSn),
        list(o.skuQuantityDetailList).map((s) => ({
          productSkuId: num(s.productSkuId),
          quantity: num(s.purchaseQuantity),
        })),
      ]),
    );
  };

  /** The seller's delivery address (bg.mall.address.get): the default one, else the first. */
  const deliveryAddressId = async (): Promise<number> => {
    const rows = list(await call('bg.mall.address.get'));
    const chosen = rows.find((a) => a.isDefault === true) ?? rows[0];
    if (!chosen) {
      throw refused('店铺未设置发货地址 (bg.mall.address.get)');
    }
    return num(chosen.id);
  };

  /** 大仓收货地址 of stock orders, grouped by receiving sub-warehouse (bg.shiporder.receiveaddressv2.get). */
  const receiveGroups = async (sns: string[]): Promise<TReceiveGroup[]> =>
    list(
      obj(await call('bg.shiporder.receiveaddressv2.get', { subPurchaseOrderSnList: sns }))
        .subPurchaseReceiveAddressGroups,
    ).map((g) => ({
      subWarehouseId: num(g.subWarehouseId),
      receiveAddressInfo: obj(g.receiveAddressInfo),
      subPurchaseOrderSnList: (Array.isArray(g.subPurchaseOrderSnList) ? g.subPurchaseOrderSnList : []).map((sn) =>
        str(sn),
      ),
    }));

  /** Companies for shipping by a third-party carrier (bg.shiporder.logistics.get 自行委托三方物流公司查询). */
  const thirdPartyCompanies = async () =>
    list(await call('bg.shiporder.logistics.get')).map((c) => ({
      id: num(c.expressCompanyId),
      name: str(c.expressCompanyName),
    }));

  /** The active (not cancelled, status 5) shipping order of each stock order (bg.shiporderv2.get). */
  const activeShipOrders = async (sns: string[]) => {
    const r = obj(await call('bg.shiporderv2.get', { pageNo: 1, pageSize: 20, subPurchaseOrderSnList: sns }));
    const bySn = new Map<string, string>();
    for (const s of list(r.list)) {
      if (num(s.status) !== 5 && !bySn.has(str(s.subPurchaseOrderSn))) {
        bySn.set(str(s.subPurchaseOrderSn), str(s.deliveryOrderSn));
      }
    }
    return sns.flatMap((sn) => (bySn.has(sn) ? [{ stockOrderSn: sn, deliverySn: bySn.get(sn) ?? '' }] : []));
  };

  return {
    thirdPartyCompanies,
    /** Creates (or, when one is already active, answers) the shipping order of each stock order. */
    createShipOrders: async (stockOrderSns: string[], packageCount: number) => {
      const skusBySn = await skusOf(stockOrderSns);
      const missing = stockOrderSns.filter((sn) => !skusBySn.has(sn));
      if (missing.length) {
        throw refused(`备货单不存在: ${missing.join(',')}`);
      }
      // 加入发货台 first: the address lookup refuses stock orders not on the shipping desk. An order Temu would not
      // join may already be on the desk (the document lists no 'already added' code), so a failed join only
      // matters when the lookup then refuses, and its reason is the one the seller sees.
      const joinErrors = stagingJoinErrors(await call('bg.shiporder.staging.add', stagingAddBody(stockOrderSns)));
      const groups = await receiveGroups(stockOrderSns).catch((err: unknown) => {
        throw joinErrors.size && err instanceof MarketplacePermanentError
          ? refused(`加入发货台失败: ${[...joinErrors].map(([sn, why]) => `${sn} ${why}`).join('; ')}`)
          : err;
      });
      const addressId = await deliveryAddressId();
      await call(
        'bg.shiporderv3.create',
        shipOrderCreateBody({ groups, skusBySn, deliveryAddressId: addressId, boxes: packageCount }),
      );
      // The answer lists bare 发货单号; which stock order each belongs to is read back.
      return activeShipOrders(stockOrderSns);
    },
    confirmPacking: async (deliverySn: string, stockOrderSn: string, packageCount: number) => {
      const skus = (await skusOf([stockOrderSn])).get(stockOrderSn);
      if (!skus) {
        throw refused(`备货单不存在: ${stockOrderSn}`);
      }
      return call('bg.shiporder.package.edit', packageEditBody(deliverySn, skus, packageCount));
    },
    send: async (deliverySn: string, expressCompanyId: number, trackingNo: string, packageCount: number) => {
      const company = (await thirdPartyCompanies()).find((c) => c.id === expressCompanyId);
      if (!company) {
        throw refused(`物流公司不可用: ${expressCompanyId}`);
      }
      const body = packingSendBody({
        deliveryOrderSns: [deliverySn],
        deliveryAddressId: await deliveryAddressId(),
        company,
        trackingNo,
        boxes: packageCount,
      });
      return call('bg.shiporder.packing.send', body);
    },
  };
};
