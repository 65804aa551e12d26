import type { TShop } from '../market/world-types.js';
import { SHIP_STATUS, type TWorldShipOrder } from './world-orders.js';

/**
 * 发货台 · 发货单列表 of the sandbox's Temu seller centre (GET /temu-seller/main/shipping-list?mallId=…): the mall's
 * shipping orders as the marketplace now has them, so a person can see that what our delivery centre or the
 * shipper app did (create, pack, send, cancel) reached the marketplace. Read-only and unsigned, like the sandbox's
 * other views; the real seller centre shows the same list behind its login.
 */
export const SHIPPING_PAGE_PATH = '/temu-seller/main/shipping-list';

const STATUS_TEXT: Record<number, string> = {
  [SHIP_STATUS.waitPack]: '待装箱发货',
  [SHIP_STATUS.waitReceive]: '待仓库收货',
  [SHIP_STATUS.received]: '已收货',
  [SHIP_STATUS.inStock]: '已入库',
  [SHIP_STATUS.cancelled]: '已取消',
  [SHIP_STATUS.partReceived]: '部分收货',
};

const esc = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const bj = (ms: number | null) => (ms ? new Date(ms + 8 * 3_600_000).toISOString().slice(0, 16).replace('T', ' ') : '');

export const shippingPageHtml = (shop: TShop, ships: (TWorldShipOrder & { shipStatus: number })[]) => {
  const rows = ships
    .map(
      (s) =>
        `<tr data-delivery-sn="${esc(s.deliveryOrderSn)}" data-status="${s.shipStatus}"><td>${esc(s.deliveryOrderSn)}</td><td>${esc(
          s.subPurchaseOrderSn,
        )}</td><td>${esc(STATUS_TEXT[s.shipStatus] ?? String(s.shipStatus))}</td><td>${s.packed ? '已装箱' : '未装箱'}</td><td>${
          s.packageCount
        }</td><td>${esc(s.expressDeliverySn ?? '')}</td><td>${bj(s.createdAt)}</td><td>${bj(s.sentAt)}</td></tr>`,
    )
    .join('');
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<title>发货单列表 - Temu 卖家中心</title>
<style>
  body { font: 14px/1.6 system-ui, "Noto Sans CJK SC", sans-serif; margin: 0; color: #222; }
  header { background: #fb7701; color: #fff; padding: 10px 24px; font-weight: 600; }
  main { padding: 16px 24px; }
  table { border-collapse: collapse; margin-top: 12px; }
  th, td { border: 1px solid #ddd; padding: 4px 10px; text-align: left; }
</style>
</head>
<body>
<header>Temu 卖家中心 · 发货台 · 发货单列表</header>
<main>
  <p>店铺：${esc(shop.name)}（${shop.shopId}） · 共 ${ships.length} 个发货单 · 时间为北京时间</p>
  <table id="ship-table">
    <thead><tr><th>发货单号</th><th>备货单号</th><th>状态</th><th>装箱</th><th>箱数</th><th>物流单号</th><th>创建时间</th><th>发货时间</th></tr></thead>
    <tbody>${rows}</tbody>
  </table>
</main>
</body>
</html>`;
};
