/**
 * Stock orders (备货单) and shipping orders (发货单) as our delivery module keeps them, whatever marketplace
 * they came from. `marketStatus` is the marketplace's own code (Temu's 0-10, Shein's 1-5); the delivery module
 * maps it to the spec's four statuses.
 */
export type TMkStockOrderSku = { skuId: string; extCode: string; className: string; quantity: number };

export type TMkStockOrder = {
  orderSn: string;
  skcId: string;
  productName: string;
  picture: string | null;
  urgent: boolean;
  warehouseName: string;
  purchaseAt: Date;
  /** YYYY-MM-DD (Beijing): the latest day the goods must arrive. */
  requiredDay: string;
  marketStatus: number;
  skus: TMkStockOrderSku[];
  /** The shipping order the marketplace lists on the stock order (Shein: its delivery and express numbers). */
  deliverySn: string | null;
};

export type TMkShipOrder = {
  deliverySn: string;
  stockOrderSn: string;
  marketStatus: number;
  packed: boolean;
  packageCount: number;
  expressCompanyId: number | null;
  expressCompany: string | null;
  trackingNo: string | null;
  createdAt: Date;
  sentAt: Date | null;
  receivedAt: Date | null;
  receivedQty: number;
  rejectedQty: number;
};
