import { requestJson } from '../temu/market-http.js';
import { list, num, obj, str } from '../temu/market-read.js';
import type { TMkStockOrder } from '../temu/market-stock-orders.js';
import type { TSheinCreds } from './shein-client.js';
import { sheinError } from './shein-errors.js';
import { sheinRandomKey, signShein } from './shein-sign.js';

const PATH = '/open-api/order/purchase-order-infos';
const PAGE = 200;
/** Shein writes times as 'yyyy-MM-dd HH:mm:ss' in UTC+8. */
const bjTime = (text: string): Date => new Date(`${text.replace(' ', 'T')}+08:00`);

/**
 * GET /open-api/order/purchase-order-infos (full-managed 备货单), signed like every Shein call (the signature
 * covers the path, not the query). Read only: the research names no Shein call that creates shipping orders.
 */
export const sheinPurchaseOrders = (cfg: { apiBase: string; fetch?: typeof fetch; now?: () => Date }) => {
  const http = { source: 'shein' as const, fetch: cfg.fetch ?? fetch, timeoutMs: 15_000 };
  const now = cfg.now ?? (() => new Date());
  return async function* purchaseOrders(
    creds: TSheinCreds,
    storeId: string,
    from: Date,
  ): AsyncGenerator<TMkStockOrder[]> {
    const addTimeStart = new Date(from.getTime() + 8 * 3_600_000).toISOString().slice(0, 19).replace('T', ' ');
    for (let pageNumber = 1; pageNumber < 10_000; pageNumber += 1) {
      const timestamp = now().getTime();
      const query = new URLSearchParams({
        storeId,
        addTimeStart,
        pageNumber: String(pageNumber),
        pageSize: String(PAGE),
      });
      const { status, body } = await requestJson(http, `${cfg.apiBase.replace(/\/+$/, '')}${PATH}?${query}`, {
        method: 'GET',
        headers: {
          'x-lt-openKeyId': creds.openKeyId,
          'x-lt-timestamp': String(timestamp),
          'x-lt-signature': signShein(creds.openKeyId, creds.secretKey, PATH, timestamp, sheinRandomKey()),
        },
      });
      const envelope = obj(body);
      if (str(envelope.code) !== '0') {
        throw sheinError(status, str(envelope.code, `HTTP_${status}`), str(envelope.msg));
      }
      const info = obj(envelope.info);
      const rows = list(info.list).map(
        (o): TMkStockOrder => ({
          orderSn: str(o.orderNo),
          skcId: str(list(o.orderExtends)[0]?.skc),
          productName: str(list(o.orderExtends)[0]?.supplierSku),
          picture: null,
          urgent: num(o.urgentType) === 1,
          warehouseName: str(o.warehouseName),
          purchaseAt: bjTime(str(o.addTime)),
          requiredDay: str(o.requestDeliveryTime).slice(0, 10),
          marketStatus: num(o.status),
          skus: list(o.orderExtends).map((s) => ({
            skuId: str(s.skuCode),
            extCode: str(s.supplierSku),
            className: str(s.suffixZh),
            quantity: num(s.orderQuantity),
          })),
          deliverySn: str(o.deliveryNo) || null,
        }),
      );
      if (rows.length === 0) {
        return;
      }
      yield rows;
      if (rows.length < PAGE || pageNumber * PAGE >= num(info.count)) {
        return;
      }
    }
  };
};
